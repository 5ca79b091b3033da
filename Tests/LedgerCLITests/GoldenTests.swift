import Foundation
import LedgerCLI
import Testing
import TestSupport

/// Runs every file in Golden/ in-process, with a fixed clock, counting ids and UTC.
///
/// `GOLDEN_UPDATE=1 swift test --filter Golden` rewrites the files with what the commands
/// print now; review the diff before committing it.
@Suite struct GoldenTests {
    static var folder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path
    }

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".test") }.sorted()
    }

    @Test func thereAreGoldenFiles() {
        #expect(Self.files.count >= 3)
    }

    @Test(arguments: files)
    func commandsPrintExactlyWhatTheFileSays(file: String) throws {
        let path = Self.folder + "/" + file
        let golden = try GoldenFile(text: String(contentsOfFile: path, encoding: .utf8))
        let directory = TemporaryDirectory()
        let journal = directory.file("journal.jsonl")
        let clock = SteppingClock()
        let ids = CountingIdentifierSource()
        var actual = golden
        for (index, item) in golden.cases.enumerated() {
            let expand = { (text: String) in
                text.replacingOccurrences(of: "$JOURNAL", with: journal).replacingOccurrences(of: "$DIR", with: directory.path)
            }
            let words = shellWords(item.command).map(expand)
            let stdinText = item.stdin.map { $0 + "\n" }.joined()
            let (status, stdout, stderr) = run(words, stdin: stdinText, directory: directory.path, journal: journal,
                                               clock: clock, ids: ids)
            let hide = { (text: String) in
                text.replacingOccurrences(of: journal, with: "$JOURNAL").replacingOccurrences(of: directory.path, with: "$DIR")
            }
            let outLines = lines(hide(stdout))
            let errLines = lines(hide(stderr))
            actual.cases[index].stdout = outLines
            actual.cases[index].stderr = errLines
            actual.cases[index].status = status
            if ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == nil {
                let place = "\(file):\(item.line): $ \(item.command)"
                #expect(outLines == item.stdout, "stdout of \(place)")
                #expect(errLines == item.stderr, "stderr of \(place)")
                #expect(status == item.status, "exit status of \(place)")
            }
        }
        if ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] != nil {
            try actual.rendered().write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() } else { parts[parts.count - 1] += "⏎(no newline at end)" }
        return parts
    }

    func run(_ words: [String], stdin: String, directory: String, journal: String, clock: SteppingClock,
             ids: CountingIdentifierSource) -> (Int32, String, String) {
        guard let program = words.first else { return (127, "", "empty command") }
        switch program {
        case "ledger":
            let stdout = TextOutput()
            let stderr = TextOutput()
            let context = CommandContext(
                environment: ["MEAL_LEDGER_JOURNAL": journal, "MEAL_LEDGER_DEVICE": "laptop", "HOME": directory],
                stdout: stdout, stderr: stderr, readStandardInput: { Array(stdin.utf8) }, clock: clock, ids: ids,
                timeZone: TimeZone(identifier: "UTC")!, hostName: "testhost", homeDirectory: directory,
                stderrIsTerminal: false)
            let status = Ledger.run(Array(words.dropFirst()), context: context)
            return (status, stdout.text, stderr.text)
        case "cat":
            guard words.count == 2, let data = FileManager.default.contents(atPath: words[1]) else {
                return (1, "", "cat: cannot read \(words.dropFirst().joined(separator: " "))\n")
            }
            return (0, String(decoding: data, as: UTF8.self), "")
        case "write", "write-torn":
            var text = stdin
            if program == "write-torn", text.hasSuffix("\n") { text.removeLast() }
            guard words.count == 2, FileManager.default.createFile(atPath: words[1], contents: Data(text.utf8)) else {
                return (1, "", "\(program): cannot write\n")
            }
            return (0, "", "")
        default:
            return (127, "", "\(program): not a command golden files can run\n")
        }
    }
}
