import Foundation
import LedgerCLI
import MealLedger
import TestSupport

/// Runs `ledger` commands in-process on one journal, with a fixed clock (from 2026-11-20
/// 12:00Z, a second a reading), counting ids and UTC, as the golden files do.
final class InProcessLedger {
    let folder = TemporaryDirectory()
    let journal: String
    let clock: SteppingClock
    let ids = CountingIdentifierSource()
    var environment: [String: String] = [:]
    /// The time zone that decides what today is.
    var timeZone = TimeZone(identifier: "UTC")!
    /// The terminal standard output is taken to be on (nil: a pipe).
    var terminal: TerminalSize?
    /// Stands in for waiting (the recipe service's rate limit): records, never sleeps.
    var sleep: @Sendable (Double) -> Void = { _ in }

    init(start: String = "2026-11-20T12:00:00.000Z") {
        journal = folder.file("journal.jsonl")
        clock = SteppingClock(start: start)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    @discardableResult
    func run(_ words: [String], stdin: String = "") -> Result {
        let stdout = TextOutput()
        let stderr = TextOutput()
        var context = CommandContext(
            environment: ["MEAL_LEDGER_JOURNAL": journal, "MEAL_LEDGER_DEVICE": "laptop", "HOME": folder.path]
                .merging(environment) { $1 },
            stdout: stdout, stderr: stderr, readStandardInput: { Array(stdin.utf8) }, clock: clock, ids: ids,
            timeZone: timeZone, hostName: "testhost", homeDirectory: folder.path,
            stderrIsTerminal: false)
        context.terminal = terminal
        context.sleep = sleep
        let status = Ledger.run(words, context: context)
        return Result(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    /// The journal's bytes.
    var journalBytes: [UInt8] { folder.read("journal.jsonl") }

    /// A sample export file (Tests/LedgerCLITests/Golden/samples).
    static func sample(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Golden/samples/" + name
    }
}
