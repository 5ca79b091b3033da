import Foundation
import Testing
import TestSupport

/// The import battery of issue 25 through the built binary, for every kind of file: each
/// refusal exits 1 naming FILE:LINE and the column with the journal byte for byte as it was;
/// CR-only files read; `-` reads standard input, streaming, and leaves no file behind.
@Suite struct ImportBatteryTests {
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:],
                    launcher: [String] = []) throws -> LedgerProcess.Result {
        try LedgerProcess.run(arguments, stdin: stdin, environment: ["MEAL_LEDGER_DEVICE": "laptop"].merging(environment) { $1 },
                              launcher: launcher, timeLimit: 60)
    }

    static func bytes(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

    /// A journal holding a few events.
    static func journal(in folder: TemporaryDirectory) throws -> String {
        let journal = folder.file("journal.jsonl")
        let made = try run(["append", "food.logged", "--name", "Pear", "--calories", "57", "--date", "2026-11-15", "-f", journal])
        #expect(made.status == 0, "\(made.stderr)")
        return journal
    }

    /// The header and a valid row of each kind, and the header names of the columns the battery spoils.
    struct Kind {
        var name: String
        var header: String
        var row: String
        var calories: String
        var lastColumn: String
        var nameColumn: String
    }

    static let kinds = [
        Kind(name: "csv", header: "date,slot,name,calories,protein", row: "2026-11-16,lunch,Soup,120,4",
             calories: "calories", lastColumn: "protein", nameColumn: "name"),
        Kind(name: "cronometer", header: "Day,Group,Food Name,Energy (kcal),Protein (g)", row: "2026-11-16,Lunch,Soup,120,4",
             calories: "Energy (kcal)", lastColumn: "Protein (g)", nameColumn: "Food Name"),
        Kind(name: "mfp", header: "Date,Note,Meal,Calories,Protein (g)", row: "2026-11-16,Soup,Lunch,120,4",
             calories: "Calories", lastColumn: "Protein (g)", nameColumn: "Note"),
    ]

    /// The battery: each file's bytes (a valid first row, then the spoilt one on line 3) and
    /// what the refusal must say after `FILE:`.
    static func battery(_ kind: Kind) -> [(label: String, bytes: [UInt8], message: String)] {
        let good = kind.header + "\n" + kind.row + "\n"
        func spoilt(_ replacement: String) -> [UInt8] {
            Array((good + kind.row.replacingOccurrences(of: ",120,4", with: replacement) + "\n").utf8)
        }
        // A byte that is not UTF-8 inside the third cell of line 3.
        let cells = kind.row.split(separator: ",")
        var invalid = Array(good.utf8) + Array(kind.row.utf8)
        invalid.insert(0xFF, at: good.utf8.count + cells[0].count + cells[1].count + 3)
        let third = kind.header.split(separator: ",")[2]
        return [
            ("short", spoilt(",120"), "3: column '\(kind.lastColumn)': missing: the row has 4 fields and the header 5"),
            ("long", spoilt(",1,234.5,4"),
             "3: the row has 6 fields and the header 5 (a comma in an unquoted figure, as in 1,234.5, splits it in two)"),
            ("hexadecimal", spoilt(",0x10,4"), "3: column '\(kind.calories)': must be a non-negative number, got '0x10'"),
            ("NUL", spoilt(",12\u{0}3,4"), "3: column '\(kind.calories)': must be a non-negative number, got '12\\u00003'"),
            ("empty calories", spoilt(",,4"), "3: column '\(kind.calories)': a number is required, got nothing"),
            ("invalid UTF-8", invalid + [0x0A], "3: column '\(third)': invalid UTF-8 (byte 0xFF)"),
            ("duplicate header", Array((kind.header + "," + kind.calories.uppercased() + "\n" + kind.row + ",5\n").utf8),
             "1: column '\(kind.calories.uppercased())': named twice in the header (columns 4 and 6); which one to read cannot be told"),
            ("thousands", spoilt(",\"1,234.5\",4"),
             "3: column '\(kind.calories)': must be a non-negative number (no thousands separators), got '1,234.5'"),
        ]
    }

    @Test func everyRefusalOfTheBatteryNamesFileLineAndColumnAndLeavesTheJournalByteIdentical() throws {
        let folder = TemporaryDirectory()
        let journal = try Self.journal(in: folder)
        let before = Self.bytes(journal)
        for kind in Self.kinds {
            for (label, bytes, message) in Self.battery(kind) {
                let file = folder.file("\(kind.name)-\(label.replacingOccurrences(of: " ", with: "-")).csv")
                FileManager.default.createFile(atPath: file, contents: Data(bytes))
                let result = try Self.run(["import", kind.name, file, "-f", journal])
                #expect(result.status == 1 && !result.crashed, "\(kind.name) \(label): \(result.status) \(result.stderr)")
                #expect(result.stderr == "ledger import: \(file):\(message)\n", "\(kind.name) \(label)")
                #expect(result.stdout.isEmpty)
                #expect(Self.bytes(journal) == before, "\(kind.name) \(label) changed the journal")
                // The same through standard input.
                let piped = try Self.run(["import", kind.name, "-", "-f", journal], stdin: Data(bytes))
                #expect(piped.status == 1 && piped.stderr == "ledger import: stdin:\(message)\n", "\(kind.name) \(label) via -")
                #expect(Self.bytes(journal) == before)
            }
        }
    }

    @Test func carriageReturnLineEndsAloneReadEveryRowForEveryKind() throws {
        for kind in Self.kinds {
            let folder = TemporaryDirectory()
            let journal = folder.file("journal.jsonl")
            let second = kind.row.replacingOccurrences(of: "2026-11-16", with: "2026-11-17")
            let file = folder.write("cr.csv", kind.header + "\r" + kind.row + "\r" + second + "\r")
            let result = try Self.run(["import", kind.name, file, "-f", journal, "--json"])
            #expect(result.status == 0, "\(kind.name): \(result.stderr)")
            #expect(result.stdout.contains(#""rows":2,"appended":2"#), "\(kind.name): \(result.stdout)")
            let lines = String(decoding: Self.bytes(journal), as: UTF8.self)
            #expect(lines.contains("imported from cr.csv:2") && lines.contains("imported from cr.csv:3"), "\(lines)")
        }
    }

    @Test func importReadsStandardInputForEveryKindAndLeavesNoFileBehind() throws {
        for kind in Self.kinds {
            let folder = TemporaryDirectory()
            let spool = TemporaryDirectory()
            let journal = folder.file("journal.jsonl")
            let text = kind.header + "\r\n" + kind.row + "\r\n"
            let piped = try Self.run(["import", kind.name, "-", "-f", journal], stdin: Data(text.utf8),
                                     environment: ["TMPDIR": spool.path])
            #expect(piped.status == 0, "\(kind.name): \(piped.stderr)")
            #expect(piped.stdout == "ledger: imported 1 entry from stdin (2026-11-16 to 2026-11-16)\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: spool.path).isEmpty, "the spool file was left")
            #expect(String(decoding: Self.bytes(journal), as: UTF8.self).contains(#""notes":"imported from stdin:2"#))
            // The same rows from a file are the same entries: nothing new.
            let file = folder.write("rows.csv", text)
            let again = try Self.run(["import", kind.name, file, "-f", journal])
            #expect(again.stdout.hasPrefix("ledger: imported 0 entries from \(file); 1 already in the journal"), "\(again.stdout)")
            // Standard input redirected from a regular file is read in place.
            let redirected = try Self.run(["import", kind.name, "-", "-f", journal, "--json"],
                                          launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" < '\(file)'"])
            #expect(redirected.stdout.contains(#""file":"-","format":"\#(kind.name)","rows":1,"appended":0,"alreadyPresent":1"#),
                    "\(redirected.stdout) \(redirected.stderr)")
        }
    }

    @Test func aBadRowOnStandardInputIsRefusedWhileTheWriterStillHoldsThePipeOpen() throws {
        // Streaming: the refusal does not wait for the end of the input.
        let folder = TemporaryDirectory()
        let journal = try Self.journal(in: folder)
        let before = Self.bytes(journal)
        LedgerProcess.ignoreBrokenPipes()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LedgerProcess.binaryPath)
        process.arguments = ["import", "mfp", "-", "-f", journal]
        process.environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "HOME": folder.path]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("Date,Meal,Calories\n2026-11-16,Lunch,0x10\n".utf8))
        let ended = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            process.waitUntilExit()
            ended.signal()
        }
        let exited = ended.wait(timeout: .now() + 60) == .success
        try? input.fileHandleForWriting.close()
        if !exited {
            process.terminate()
            ended.wait()
        }
        #expect(exited, "the import waited for the end of standard input")
        #expect(process.terminationStatus == 1)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message == "ledger import: stdin:2: column 'Calories': must be a non-negative number, got '0x10'\n")
        #expect(Self.bytes(journal) == before)
    }

    @Test func nothingIsAppendedUnlessEveryRowOfALargeFileIsValid() throws {
        let folder = TemporaryDirectory()
        let journal = try Self.journal(in: folder)
        let before = Self.bytes(journal)
        var text = "Date,Meal,Calories,Protein (g)\n"
        for index in 0..<5_000 { text += "2026-11-\(10 + index % 18),Lunch,\(index),1\n" }
        let file = folder.write("big.csv", text + "2026-11-16,Lunch,,1\n")
        let refused = try Self.run(["import", "mfp", file, "-f", journal])
        #expect(refused.status == 1)
        #expect(refused.stderr == "ledger import: \(file):5002: column 'Calories': a number is required, got nothing\n")
        #expect(Self.bytes(journal) == before)
        let imported = try Self.run(["import", "mfp", folder.write("good.csv", text), "-f", journal])
        #expect(imported.status == 0 && imported.stdout.hasPrefix("ledger: imported 5000 entries"), "\(imported.stderr)")
        let checked = try Self.run(["check", "-f", journal])
        #expect(checked.status == 0, "\(checked.stdout)")
    }
}
