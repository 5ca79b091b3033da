import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16: work over a second (merge, snapshot, a long report) shows progress on
/// stderr when it is a terminal — tested in a tmux pane whose output is recorded — and never
/// into a pipe. `MEAL_LEDGER_PROGRESS_AFTER=0` stands in for the second, so no test waits.
@Suite struct WorkProgressTests {
    static func demo(_ folder: TemporaryDirectory) throws -> String {
        let path = folder.file("demo.jsonl")
        let made = try LedgerProcess.run(["demo", "--journal", path])
        #expect(made.status == 0, "\(made.stderr)")
        return path
    }

    /// Everything `script` writes to a tmux pane of 80×24, as bytes recorded by `pipe-pane`.
    static func recorded(_ folder: TemporaryDirectory, _ script: String) throws -> String {
        let tmux = TerminalTests.tmux!
        let socket = folder.file("tmux.sock")
        let record = folder.file("pane.out")
        let pane = "\(tmux) -S \(socket) wait-for go; \(script); \(tmux) -S \(socket) wait-for -S done; exec cat"
        defer { _ = try? ReportPicturesTests.start(tmux, ["-S", socket, "kill-server"]) }
        #expect(try ReportPicturesTests.start(tmux, ["-S", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                                                     "sh", "-c", pane]) == 0)
        #expect(try ReportPicturesTests.start(tmux, ["-S", socket, "pipe-pane", "-o", "cat > \(record)"]) == 0)
        #expect(try ReportPicturesTests.start(tmux, ["-S", socket, "wait-for", "-S", "go"]) == 0)
        let (waited, _, _) = try ReportPicturesTests.run(tmux, ["-S", socket, "wait-for", "done"], limit: 60)
        #expect(waited == 0)
        _ = try ReportPicturesTests.start(tmux, ["-S", socket, "pipe-pane"])  // stop recording, flushing it
        return String(decoding: folder.read("pane.out"), as: UTF8.self)
    }

    @Test(.enabled(if: TerminalTests.tmux != nil, "tmux is not installed: apt-get install tmux (.ci/run does)"))
    func mergeSnapshotAndAReportShowProgressOnATerminalAndWipeIt() throws {
        let folder = TemporaryDirectory()
        let demo = try Self.demo(folder)
        let copy = folder.file("copy.jsonl")
        try FileManager.default.copyItem(atPath: demo, toPath: copy)
        let ledger = "env MEAL_LEDGER_PROGRESS_AFTER=0 \(LedgerProcess.binaryPath)"
        let output = try Self.recorded(folder, [
            "\(ledger) merge \(demo) \(copy) -o \(folder.file("merged.jsonl")) >/dev/null",
            "\(ledger) snapshot -f \(demo) >/dev/null",
            "\(ledger) report --from 2026-01-01 --to 2026-11-30 -f \(demo) --json >/dev/null",
        ].joined(separator: "; "))
        #expect(output.contains("merging \(demo) and \(copy)…"), "\(output.debugDescription)")
        #expect(output.contains("writing the snapshot of \(demo)…"), "\(output.debugDescription)")
        // Where the bytes to read are known, the share of them read so far (here at once: 0 %).
        for doing in ["merging \(demo) and \(copy)", "writing the snapshot of \(demo)"] {
            #expect(output.range(of: #"\#(NSRegularExpression.escapedPattern(for: doing))… [0-9]{1,2}% \([0-9]+ s\)"#,
                                 options: .regularExpression) != nil, "\(output.debugDescription)")
        }
        #expect(output.range(of: #"reading 2026-01-01 to 2026-11-30… [0-9]+ s"#, options: .regularExpression) != nil,
                "\(output.debugDescription)")
        #expect(output.contains("reading 2026-01-01 to 2026-11-30…"), "\(output.debugDescription)")
        // Each line is wiped once the work is done.
        #expect(output.components(separatedBy: "\r\u{1B}[K").count >= 4, "\(output.debugDescription)")
    }

    @Test func throughAPipeThereIsNoProgress() throws {
        let folder = TemporaryDirectory()
        let demo = try Self.demo(folder)
        let copy = folder.file("copy.jsonl")
        try FileManager.default.copyItem(atPath: demo, toPath: copy)
        let environment = ["MEAL_LEDGER_PROGRESS_AFTER": "0"]
        let merged = try LedgerProcess.run(["merge", demo, copy, "-o", folder.file("merged.jsonl")], environment: environment)
        let snapshot = try LedgerProcess.run(["snapshot", "-f", demo], environment: environment)
        let report = try LedgerProcess.run(["report", "--from", "2026-01-01", "--to", "2026-11-30", "-f", demo],
                                           environment: environment)
        for result in [merged, snapshot, report] {
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty && !result.stdout.contains("\u{1B}[K"), "\(result.stderr.debugDescription)")
        }
    }
}
