import Foundation

/// The USDA SR28 source files and the food-table generator, found from this test file's
/// path, so tests can check the embedded table against the data it was built from.
enum SR28SourceFiles {
    /// The repository root: this file is Tests/MealLedgerTests/Foods/SR28SourceFiles.swift.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Where tools/build-food-table.py reads from by default.
    static let directory = repositoryRoot.appendingPathComponent("../shared/data/usda-sr28").standardizedFileURL

    static let generatorScript = repositoryRoot.appendingPathComponent("tools/build-food-table.py")
    static let generatedFile = repositoryRoot.appendingPathComponent("Sources/MealLedger/Foods/FoodTable+Data.swift")

    /// Whether the SR28 files are present (they live beside the repository, not in it).
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("FOOD_DES.txt").path)
    }

    /// Where tools/build-food-table.py reads FNDDS from by default.
    static let fnddsDirectory = repositoryRoot.appendingPathComponent("../shared/data/usda-fndds").standardizedFileURL

    /// Whether the FNDDS files are present.
    static var isFNDDSAvailable: Bool {
        FileManager.default.fileExists(atPath: fnddsDirectory.appendingPathComponent("portions.tsv").path)
    }

    /// The rows of one FNDDS file (header first): tab-separated UTF-8.
    static func fnddsRows(of fileName: String) throws -> [[String]] {
        let text = try String(contentsOf: fnddsDirectory.appendingPathComponent(fileName), encoding: .utf8)
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\r")) }
            .filter { !$0.isEmpty }.map { $0.components(separatedBy: "\t") }
    }

    /// The first executable `python3` on PATH, or nil.
    static let python3: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The records of one SR28 file: caret-separated fields, tildes removed, CRLF lines, Latin-1.
    static func records(of fileName: String) throws -> [[String]] {
        let data = try Data(contentsOf: directory.appendingPathComponent(fileName))
        guard let text = String(data: data, encoding: .isoLatin1) else { return [] }
        return text.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map { line in
            line.components(separatedBy: "^").map { field in
                field.count >= 2 && field.hasPrefix("~") && field.hasSuffix("~")
                    ? String(field.dropFirst().dropLast()) : field
            }
        }
    }
}
