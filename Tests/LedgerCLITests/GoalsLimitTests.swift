import Foundation
import MealLedger
import Testing
import TestSupport

/// A `goals.set` whose minimum of a nutrient is above its maximum: `ledger goals` refuses it, and
/// so does `append` (naming the field); a line already written so is still read — `check`
/// names it as a warning on its line, the goals stay in force and replay goes on.
@Suite struct GoalsLimitTests {
    @Test func appendRefusesAMinimumAboveTheMaximumNamingTheFieldAndWritesNothing() throws {
        let ledger = InProcessLedger()
        #expect(ledger.run(["append", "goals.set", "--from", "2026-11-01", "--calories", "2000"]).status == 0)
        let before = ledger.journalBytes
        let refused = ledger.run(["append", "goals.set", "--from", "2026-11-10",
                                  "--data", #"{"minimums":{"fiber":30,"sodium":600},"maximums":{"sodium":500}}"#])
        #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("'minimums.sodium' 600 mg is above 'maximums.sodium' 500 mg"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("fiber"))
        #expect(ledger.journalBytes == before)
        // Equal limits, or a limit on one side only, are fine.
        #expect(ledger.run(["append", "goals.set", "--from", "2026-11-10",
                            "--data", #"{"minimums":{"fiber":30,"sodium":500},"maximums":{"sodium":500}}"#]).status == 0)
    }

    @Test func aLineWrittenSoIsReadAndCheckNamesItAsAWarningOnItsLine() throws {
        let ledger = InProcessLedger()
        #expect(ledger.run(["append", "goals.set", "--from", "2026-11-01",
                            "--data", #"{"minimums":{"sodium":400},"maximums":{"sodium":500}}"#]).status == 0)
        #expect(ledger.run(["append", "food.logged", "--date", "2026-11-20", "--name", "Soup", "--calories", "200",
                            "--sodium", "450"]).status == 0)
        // A hand edit (or an older release) raises the minimum past the maximum.
        let text = String(decoding: ledger.journalBytes, as: UTF8.self)
        let edited = text.replacingOccurrences(of: #""minimums":{"sodium":400}"#, with: #""minimums":{"sodium":600}"#)
        try #require(edited != text)
        ledger.folder.write("journal.jsonl", edited)
        for options in [[], ["--no-snapshot"]] {
            let check = ledger.run(["check"] + options)
            #expect(check.status == 0, "warnings only: \(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains("journal.jsonl:2: warning: 'minimums.sodium' 600 mg is above 'maximums.sodium' 500 mg"),
                    "\(check.stdout)")
            #expect(check.stdout.contains("3 events, 0 errors, 1 warnings") || check.stdout.contains("0 errors, 1 warning"),
                    "\(check.stdout)")
        }
        // Still read: the goals are in force as written, and the journal takes more entries.
        let goals = try JSONParser.parse(ledger.run(["goals", "--date", "2026-11-20", "--json"]).stdout)
        #expect(goals["goals"]?["minimums"]?["sodium"] == .number(600))
        #expect(ledger.run(["day", "2026-11-20", "--nutrients"]).status == 0)
        #expect(ledger.run(["append", "food.logged", "--date", "2026-11-20", "--name", "Bread", "--calories", "80"]).status == 0)
    }
}
