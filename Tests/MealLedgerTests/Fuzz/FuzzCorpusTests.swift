import Foundation
import LedgerCLI
@testable import FuzzChecks
import TestSupport
import Testing

/// The fuzz targets' checks over their committed seed corpus and over every input the fuzzer
/// ever found a problem with (tools/fuzz/regressions), so a fixed crash stays fixed.
/// Serialized: the command-line target runs every input in one scratch folder, which two
/// tests at once would clear under each other.
@Suite(.serialized) struct FuzzCorpusTests {
    static let tools = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tools/fuzz")

    static func inputs(_ target: String) throws -> [URL] {
        var found: [URL] = []
        for folder in ["corpus", "regressions"] {
            let directory = tools.appendingPathComponent(folder).appendingPathComponent(target)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            found += names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
        }
        return found
    }

    @Test func everyJournalLineInputKeepsTheReadersPromises() throws {
        let files = try Self.inputs("journal-line")
        #expect(files.count >= 30)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try JournalLineCheck.run(bytes) }
        }
    }

    @Test func everyAIReplyInputKeepsTheValidatorsPromises() throws {
        let files = try Self.inputs("ai-reply")
        #expect(files.count >= 10)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try AIReplyCheck.run(bytes) }
        }
    }

    @Test func everySnapshotInputKeepsTheLoadersPromises() throws {
        let files = try Self.inputs("snapshot")
        #expect(files.count >= 5)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try SnapshotCheck.run(bytes) }
        }
    }

    @Test func everyCommandLineInputKeepsTheCommandsPromises() throws {
        let files = try Self.inputs("command-line")
        #expect(files.count >= 20)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try CommandLineCheck.run(bytes) }
        }
    }

    /// The names in `folder` that contain `tag`: files a run left there.
    static func leaks(_ tag: String, in folders: [String]) -> [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.contains(tag) }
                .map { folder + "/" + $0 }
        }
    }

    /// Where a path the target failed to confine would land: the working folder, its parent,
    /// the temporary folder and the root's tmp.
    static var outsideFolders: [String] {
        let here = FileManager.default.currentDirectoryPath
        return [here, URL(fileURLWithPath: here).deletingLastPathComponent().path, NSTemporaryDirectory(), "/tmp"]
    }

    /// Whatever hostile words the command-line target is given, what the commands write lands
    /// in its scratch folder: the words are run, and the folders a path could escape to are
    /// looked at on disk for any file whose name carries the run's tag (after a path option
    /// with `-o -ofile` and `-ofile` forms, inside `--journal=PATH` or `-fPATH`, a word that
    /// climbs or starts at the root). The disk decides, not the target's own list of options.
    @Test func theCommandLineTargetWritesNothingOutsideItsFolder() throws {
        let tag = "fuzz-escape-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let pieces = ["-f", "--journal", "-o", "--output", "--html", "--from-draft", "-o-", "-", "/tmp/\(tag)",
                      "../\(tag)", "a/../../\(tag)", "\(tag).jsonl", "--journal=/tmp/\(tag)", "--output=../\(tag)",
                      "-f/tmp/\(tag)", "-o-o\(tag)", "-o\(tag)", "-f--journal=\(tag)", "--journal=", "day", "merge", "init",
                      "report", "journal.jsonl", tag, "1/2", "..", "/"]
        let inside = CommandLineCheck.folder + "/"
        let outside = Self.outsideFolders
        defer { for leak in Self.leaks(tag, in: outside) { try? FileManager.default.removeItem(atPath: leak) } }
        forAllCases(300, seed: 0xC0F1_4ED) { testCase in
            let count = 1 + Int(testCase.random.next() % 5)
            var words = (0..<count).map { _ in testCase.random.pick(pieces) }
            // A command that writes first, more often than chance gives.
            if testCase.random.next() % 2 == 0 { words.insert(testCase.random.pick(["init", "merge", "report"]), at: 0) }
            if words.first == "merge" { words.insert(contentsOf: ["journal.jsonl", "journal.jsonl"], at: 1) }
            try? CommandLineCheck.run(Array(words.joined(separator: "\0").utf8))
            let leaks = Self.leaks(tag, in: outside)
            testCase.check(leaks.isEmpty, "\(words) wrote outside \(inside): \(leaks)")
            for leak in leaks { try? FileManager.default.removeItem(atPath: leak) }
            // A word that climbs or starts at the root is never handed on as it is.
            for (index, word) in words.enumerated() where word.contains("..") || word.hasPrefix("/") {
                let confined = CommandLineCheck.confined(word, after: index > 0 ? words[index - 1] : nil)
                testCase.check(confined.hasPrefix(inside) && !confined.contains(".."), "\(word) → \(confined)")
            }
        }
    }

    /// The positionals a command declares a path (`merge A B`, `diff A B`, `import csv FILE`)
    /// are found by their declarations, wherever options and globals put them, and kept in the
    /// folder even when they look like no file (`rows`); other positionals are left as given.
    @Test func thePositionalsDeclaredPathsAreKeptInTheFolderWhateverTheyLookLike() {
        #expect(Ledger.pathPositionals(in: ["merge", "a", "b", "-o", "c"]) == [1, 2])
        #expect(Ledger.pathPositionals(in: ["-f", "j", "diff", "--json", "x", "--exit-code", "y"]) == [4, 6])
        #expect(Ledger.pathPositionals(in: ["--journal=j", "import", "csv", "rows"]) == [3])
        #expect(Ledger.pathPositionals(in: ["merge", "--", "-a", "b"]) == [2, 3])
        #expect(Ledger.pathPositionals(in: ["day", "2026-11-20"]).isEmpty)
        #expect(Ledger.pathPositionals(in: ["plan", "add", "Oat", "today"]).isEmpty)
        #expect(Ledger.pathPositionals(in: ["replay", "--line", "3", "day", "x"]).isEmpty)
        #expect(Ledger.pathPositionals(in: ["nonsense", "a"]).isEmpty)
        let inside = CommandLineCheck.folder + "/"
        #expect(CommandLineCheck.confined("rows", after: "csv", isPathPositional: true) == inside + "rows")
        #expect(CommandLineCheck.confined("rows", after: "csv") == "rows")
        #expect(CommandLineCheck.confined("-", after: "csv", isPathPositional: true) == "-")
    }

    /// Every option of every command that takes a value (as the man page lists them), given a
    /// bare name, with a command's positionals where it needs them to write: nothing lands
    /// outside the target's folder. An option the target did not know to confine (a path
    /// option declared as text) would write its file into the working folder.
    @Test func noOptionOfAnyCommandMakesTheTargetWriteOutsideItsFolder() throws {
        let stdout = TextOutput()
        let context = CommandContext(
            environment: [:], stdout: stdout, stderr: TextOutput(), readStandardInput: { [] }, clock: FuzzClock(),
            ids: FuzzIds(), timeZone: TimeZone(identifier: "UTC")!, hostName: "test", homeDirectory: "/nonexistent",
            stderrIsTerminal: false)
        #expect(Ledger.run(["help", "--man"], context: context) == 0)
        // `.SS "ledger merge"`, then `\fB\-o\fR, \fB\-\-output\fR \fIOUT\fR` for each option that takes a value.
        var command: [String] = []
        var lines: [[String]] = []
        for line in stdout.text.split(separator: "\n").map(String.init) {
            if line.hasPrefix(".SS \"ledger ") {
                command = line.dropFirst(".SS \"ledger ".count).dropLast().split(separator: " ").map(String.init)
            } else if !command.isEmpty, line.hasPrefix("\\fB"), line.contains("\\fI") {
                let spellings = line.components(separatedBy: "\\fB").dropFirst()
                    .compactMap { $0.components(separatedBy: "\\fR").first?.replacingOccurrences(of: "\\-", with: "-") }
                lines += spellings.map { command + [$0] }
            }
        }
        #expect(lines.count > 150, "the man page lists \(lines.count) options taking a value")
        #expect(lines.contains(["report", "--html"]) && lines.contains(["merge", "-o"]))
        let positionals: [String: [String]] = ["merge": ["journal.jsonl", "journal.jsonl"], "weigh": ["72"],
                                               "eat": ["apple"], "diff": ["journal.jsonl", "journal.jsonl"]]
        let tag = "fuzz-option-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let outside = Self.outsideFolders
        defer { for leak in Self.leaks(tag, in: outside) { try? FileManager.default.removeItem(atPath: leak) } }
        for words in lines where !CommandLineCheck.outside.contains(words[0]) {
            let run = Array(words.dropLast()) + (positionals[words[0]] ?? []) + [words.last!, tag]
            try? CommandLineCheck.run(Array(run.joined(separator: "\0").utf8))
            let leaks = Self.leaks(tag, in: outside)
            #expect(leaks.isEmpty, "\(run) wrote outside the folder: \(leaks)")
            for leak in leaks { try? FileManager.default.removeItem(atPath: leak) }
        }
    }
}
