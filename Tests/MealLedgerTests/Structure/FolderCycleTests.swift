import Foundation
import Testing

/// SPEC 17: files grouped by what they are. A folder of Sources/MealLedger that uses a type of
/// another while that one uses one of its types is a cycle; each was a file in the wrong place
/// (EventDraft in Events/, EventFingerprint in Reports/, MealQuery inside MealsReport.swift…).
@Suite struct FolderCycleTests {
    static let library = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MealLedger")

    /// The cycles left, each with why: not moved this round.
    static let known: Set<String> = [
        "Events <-> Nutrition",  // event payloads hold meals and nutrients; nutrients read fields with ObjectReader
        "Foods <-> Recipes",  // the lead's area this round
        "Journal <-> Snapshots",  // the appender refreshes the snapshot; batch records hash with ContentHash
    ]

    /// `A <-> B` for every two folders that use each other's types, with what each uses.
    static func cycles(in root: URL) throws -> [String: String] {
        let declaration = try NSRegularExpression(
            pattern: #"^(?:public |internal |private |fileprivate )?(?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Z]\w*)"#,
            options: .anchorsMatchLines)
        let word = try NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
        var folderOf: [String: String] = [:]
        var code: [(folder: String, file: String, text: String)] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let path = root.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".swift") {
                let text = try String(contentsOf: path.appendingPathComponent(name), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false)
                    .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                    .joined(separator: "\n")
                code.append((folder, name, text))
                for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let name = String(text[Range(match.range(at: 1), in: text)!])
                    if folderOf[name] == nil { folderOf[name] = folder }
                }
            }
        }
        var uses: [String: [String: Set<String>]] = [:]
        for (folder, file, text) in code {
            for match in word.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range, in: text)!])
                guard let other = folderOf[name], other != folder else { continue }
                uses[folder, default: [:]][other, default: []].insert("\(file) uses \(name)")
            }
        }
        var cycles: [String: String] = [:]
        for (a, targets) in uses {
            for (b, because) in targets where a < b {
                guard let back = uses[b]?[a] else { continue }
                cycles["\(a) <-> \(b)"] = "\(a): \(because.sorted().prefix(3).joined(separator: ", ")); "
                    + "\(b): \(back.sorted().prefix(3).joined(separator: ", "))"
            }
        }
        return cycles
    }

    @Test func noFolderOfTheLibraryUsesOneThatUsesItBeyondTheKnownFew() throws {
        let cycles = try Self.cycles(in: Self.library)
        for (cycle, reason) in cycles.sorted(by: { $0.key < $1.key }) where !Self.known.contains(cycle) {
            Issue.record("\(cycle): \(reason)")
        }
        // A known cycle that is gone comes off the list.
        for cycle in Self.known.sorted() where cycles[cycle] == nil {
            Issue.record("\(cycle) is no longer a cycle: take it off the known list")
        }
    }

    /// The scan finds a cycle: two folders that use each other's types.
    @Test func theScanFindsTwoFoldersThatUseEachOther() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("folder-cycles-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        for (folder, text) in [("Alpha", "/// Uses Beta's `Second`.\nstruct First { var other: Second }\n"),
                               ("Beta", "public enum Second { case a(First) }\n"),
                               ("Gamma", "struct Third { var first: First }\n")] {
            let path = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            try text.write(to: path.appendingPathComponent("\(folder).swift"), atomically: true, encoding: .utf8)
        }
        #expect(try Array(Self.cycles(in: root).keys) == ["Alpha <-> Beta"])
    }
}
