import Foundation
import Testing
import TestSupport

/// The README's exit statuses on every numeric option (SPEC 18, issue 25): a number past the
/// option's limits is refused with exit 1 like any figure past a limit, without the usage
/// hint; text that is no number at all stays a usage error (exit 2). Nothing is written.
@Suite struct LimitExitCodeTests {
    static func ledger() -> InProcessLedger {
        let ledger = InProcessLedger()
        #expect(ledger.run(["append", "meal.created", "--name", "Oat bowl",
                            "--ingredient", "name=oats,quantity=1,unit=cup,calories=300"]).status == 0)
        #expect(ledger.run(["eat", "Oat", "bowl"]).status == 0)
        return ledger
    }

    /// The entry `eat` logged, as `fix` takes it.
    static func entry(_ ledger: InProcessLedger) -> String {
        let day = ledger.run(["day", "--json"]).stdout
        let id = day.firstRange(of: #/"entryId":"([0-9a-f-]+)"/#).map { String(day[$0].dropFirst(11).dropLast()) }
        return id ?? "missing"
    }

    @Test func aNumberPastAnOptionsLimitIsExit1OnEveryCommand() {
        let ledger = Self.ledger()
        let entry = Self.entry(ledger)
        var cases: [[String]] = []
        for figure in ["1e308", "1e999", "-1e999", "1000000001", "0", "-1", "9999999999/1", "-0.5"] {
            cases += [["eat", "Oat", "bowl", "--servings", figure], ["fix", entry, "--servings", figure],
                      ["eat", "Oat", "bowl", "--servings=\(figure)"]]
        }
        for figure in ["1e308", "0", "1000000001"] {
            cases += [["fix", entry, "--grams", figure], ["fix", entry, "--quantity", figure]]
        }
        for count in ["100001", "-1", "99999999999999999999"] {
            cases += [["day", "--next", count], ["day", "--prev", count]]
        }
        for count in ["10001", "-1", "99999999999999999999"] {
            cases += [["week", "--next", count], ["week", "--prev", count]]
        }
        cases += [["report", "--last", "0"], ["report", "--last", "10001"], ["report", "--last", "99999999999999999999"],
                  ["food", "search", "egg", "--limit", "0"], ["food", "search", "egg", "-n", "-3"],
                  ["replay", "--line", "0", "day"], ["replay", "--line", "-5", "day"],
                  ["append", "meal.logged", "--meal-id", "Oat bowl", "--servings", "1e308"],
                  ["append", "food.logged", "--name", "Pear", "--calories", "1e308"],
                  ["append", "meal.created", "--name", "Huge", "--ingredient", "name=x,quantity=1e308,unit=g,calories=1"]]
        // An amount in words that is no amount of food (read as a word, it took a usual portion before).
        for amount in ["0", "1/0", "NaN", "-1"] {
            cases += [["eat", "--", amount, "g", "rice"], ["recipe", "parse", "--as", "eaten", "--", "\(amount) cup rice"],
                      ["append", "food.logged", "--from-recipe", "2 eggs and \(amount) g toast"]]
        }
        let before = ledger.journalBytes
        for words in cases {
            let result = ledger.run(words)
            #expect(result.status == 1, "\(words): \(result.status) \(result.stderr)")
            #expect(!result.stderr.contains("--help"), "\(words): a refusal, not a usage error: \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(words)")
        }
        #expect(ledger.journalBytes == before)
    }

    @Test func theIssuesExampleNamesTheOptionAndTheFigure() {
        let ledger = Self.ledger()
        let result = ledger.run(["eat", "Oat", "bowl", "--servings", "1e308"])
        #expect(result.status == 1)
        #expect(result.stderr == "ledger eat: --servings must be more than 0 and at most 1000000000, got '1e308'\n")
    }

    @Test func textThatIsNoNumberIsStillAUsageError() {
        let ledger = Self.ledger()
        let entry = Self.entry(ledger)
        let cases: [[String]] = [
            ["eat", "Oat", "bowl", "--servings", "lots"], ["eat", "Oat", "bowl", "--servings", "1/0"],
            ["eat", "Oat", "bowl", "--servings", "NaN"], ["eat", "Oat", "bowl", "--servings", "inf"],
            ["eat", "Oat", "bowl", "--servings", "0x10"], ["fix", entry, "--grams", "1e"],
            ["day", "--next", "1.5"], ["day", "--next", "x"], ["week", "--prev", "two"],
            ["report", "--last", "1e3"], ["food", "search", "egg", "--limit", "ten"], ["replay", "--line", "--5", "day"],
        ]
        for words in cases {
            let result = ledger.run(words)
            #expect(result.status == 2, "\(words): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("--help' for usage"), "\(words): \(result.stderr)")
        }
    }
}
