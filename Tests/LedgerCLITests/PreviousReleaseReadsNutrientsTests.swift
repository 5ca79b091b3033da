import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC 8 for the `nutrients` object and the goals' limits: the release before (d4da2d1) keeps
/// such lines, warns on each field it does not know, and totals the same calories.
///
/// `Golden/samples/nutrients-d4da2d1.jsonl` was written by this branch's `ledger` (goals with a
/// minimum and a maximum, a food from SR28 with every nutrient, a manual entry with --fiber and
/// --sodium, a meal whose ingredient and logged item carry nutrients). A release build of
/// d4da2d1 was shown, by hand on 2026-11-26, to read it: `check` exit 0 with six warnings
/// (`unknown field 'minimums'`, `'maximums'`, `'nutrients'` twice, `'ingredients[0].nutrients'`,
/// `'items[0].nutrients'`), and `day 2026-11-20 --json` totals {calories 273.52, protein 16.5712,
/// carbohydrates 32.3512, fats 0.9744}, the same as this release. When that build is at hand
/// (/work/base/.build/release/ledger, or $MEAL_LEDGER_PREVIOUS_RELEASE) the test runs it again.
@Suite struct PreviousReleaseReadsNutrientsTests {
    static let journal = InProcessLedger.sample("nutrients-d4da2d1.jsonl")
    static let expectedTotals = #""totals":{"calories":273.52,"protein":16.5712,"carbohydrates":32.3512,"fats":0.9744}"#

    static var previousRelease: String? { PreviousRelease.program }

    @Test func theGoldenJournalIsCanonicalAndPassesCheckWithTheTotalsTheReleaseBeforeShowed() throws {
        let text = try String(contentsOfFile: Self.journal, encoding: .utf8)
        for line in text.split(separator: "\n") {
            let event = try Event(line: String(line))
            #expect(event.keptLine == nil, "a field this release does not know: \(line)")
            #expect(event.canonicalLine == String(line))
        }
        let ledger = InProcessLedger()
        let check = ledger.run(["check", "--journal", Self.journal])
        #expect(check.status == 0)
        #expect(check.stdout.contains("6 events, 0 errors, 0 warnings"))
        #expect(text.contains(#""nutrients":{"fiber":1.2,"sodium":150}"#))
        #expect(text.contains(#""minimums":{"fiber":30},"maximums":{"sodium":2300}"#))
        let day = ledger.run(["day", "2026-11-20", "--json", "--journal", Self.journal])
        #expect(day.stdout.contains(Self.expectedTotals))
    }

    @Test(.enabled(if: previousRelease != nil, "no build of d4da2d1 at hand: the golden journal stands for it"))
    func theReleaseBeforeReadsTheLinesWithAWarningAndTheSameTotals() throws {
        let program = try #require(Self.previousRelease)
        func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            try PreviousRelease.run(program, arguments, journal: Self.journal)
        }
        let check = try run(["check"])
        #expect(check.status == 0, "\(check.stderr)")
        let output = check.stdout + check.stderr
        for field in ["minimums", "maximums", "nutrients", "ingredients[0].nutrients", "items[0].nutrients"] {
            #expect(output.contains("warning: unknown field '\(field)' (written by a newer version?)"), "\(output)")
        }
        #expect(output.contains("6 events, 0 errors, 6 warnings"))
        let day = try run(["day", "2026-11-20", "--json"])
        #expect(day.status == 0)
        #expect(day.stdout.contains(Self.expectedTotals))
    }
}
