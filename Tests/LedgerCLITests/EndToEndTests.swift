import Foundation
import MealLedger
import Testing
import TestSupport

/// Runs the built `ledger` binary on temporary journals.
@Suite struct EndToEndTests {
    @Test func theBinaryAppendsChecksAndLogs() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let env = ["MEAL_LEDGER_JOURNAL": journal]
        let initResult = try LedgerProcess.run(["init"], environment: env)
        #expect(initResult.status == 0, "\(initResult.stderr)")
        let appended = try LedgerProcess.run(["append", "food.logged", "--name", "Apple", "--calories", "95",
                                              "--date", "2026-11-20"], environment: env)
        #expect(appended.status == 0, "\(appended.stderr)")
        let event = try Event(line: String(appended.stdout.dropLast()))
        #expect(event.device == "e2e")
        guard case .foodLogged(let logged) = event.payload else { Issue.record("not food.logged"); return }
        #expect(logged.calories == 95)
        // The printed line is exactly the line on disk.
        let lines = String(decoding: folder.read("j.jsonl"), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(String(lines[1]) + "\n" == appended.stdout)
        let check = try LedgerProcess.run(["check"], environment: env)
        #expect(check.status == 0)
        #expect(check.stdout == "\(journal): 2 events, 0 errors, 0 warnings\n")
    }

    @Test func aRefusedAppendExitsOneAndLeavesTheJournalUnchanged() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        _ = try LedgerProcess.run(["init", "-f", journal])
        let before = folder.read("j.jsonl")
        let refused = try LedgerProcess.run(["append", "food.logged", "-f", journal, "--name", "X", "--calories", "-1"])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "ledger append: 'calories' must be a non-negative number, got '-1'\n")
        #expect(folder.read("j.jsonl") == before)
    }

    @Test func aUsageErrorExitsTwo() throws {
        let result = try LedgerProcess.run(["check", "--nope"])
        #expect(result.status == 2)
    }

    @Test func appendingFromStdinWritesEveryLineOrNone() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let good = (1...20).map { #"{"type":"food.logged","data":{"name":"Item \#($0)","calories":\#($0),"date":"2026-11-20"}}"# }
        let result = try LedgerProcess.run(["append", "-", "-f", journal, "--device", "batch"],
                                           stdin: good.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 20)
        let before = folder.read("j.jsonl")
        let bad = try LedgerProcess.run(["append", "-", "-f", journal],
                                        stdin: good[0] + "\n" + #"{"type":"food.logged","data":{"name":"X"}}"# + "\n")
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("<stdin>:2: 'calories' is required"))
        #expect(folder.read("j.jsonl") == before)
    }
}
