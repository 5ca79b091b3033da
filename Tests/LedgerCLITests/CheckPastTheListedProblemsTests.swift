import Foundation
import MealLedger
import Testing
import TestSupport

/// `check` lists at most `Replay.maximumFindings` problems; those past the list still count as
/// what they are: a warning is no error, and a damaged line still refuses writing.
@Suite struct CheckPastTheListedProblemsTests {
    /// A journal of `count` food lines, each read with a "not canonical" warning (a figure
    /// written with a trailing zero), and whatever `after` adds.
    func journal(warnings count: Int, after: String = "") throws -> (TemporaryDirectory, [String: String], String) {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        let env = ["MEAL_LEDGER_JOURNAL": path]
        #expect(try LedgerProcess.run(["init"], environment: env).status == 0)
        var lines = ""
        for _ in 0..<count {
            let id = UUID().uuidString.lowercased()
            lines += #"{"id":"\#(id)","at":"2026-11-20T08:00:00.000Z","device":"e2e","type":"food.logged","data":"#
                + #"{"entryId":"\#(UUID().uuidString.lowercased())","date":"2026-11-20","name":"Apple","calories":1.50,"source":"manual"}}"# + "\n"
        }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data((lines + after).utf8))
        try handle.close()
        return (folder, env, path)
    }

    @Test func warningsPastTheListAreCountedAsWarningsNotErrors() throws {
        let count = Replay.maximumFindings + 100
        let (folder, env, _) = try journal(warnings: count)
        defer { withExtendedLifetime(folder) {} }
        let check = try LedgerProcess.run(["check", "--json"], environment: env)
        #expect(check.status == 0, "\(check.stdout.prefix(300)) \(check.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        #expect(json["errors"] as? Int == 0)
        #expect(json["warnings"] as? Int == count)
        #expect(json["omitted"] as? Int == 100)
    }

    @Test func aDamagedLinePastTheListStillRefusesWriting() throws {
        let (folder, env, _) = try journal(warnings: Replay.maximumFindings + 10, after: "{this is no event}\n")
        let check = try LedgerProcess.run(["check"], environment: env)
        #expect(check.status == 3, "\(check.stdout.suffix(300)) \(check.stderr)")
        let before = folder.read("j.jsonl")
        let eat = try LedgerProcess.run(["append", "food.logged", "--name", "Pear", "--calories", "50"], environment: env)
        #expect(eat.status != 0)
        #expect(folder.read("j.jsonl") == before, "a refused write writes nothing")
    }
}
