import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// `this week`, `last week` and `next week` name weeks that start on the day the command was
/// given with `--week-start` (the attack found them always Monday-based, so `week "this week"
/// --week-start friday` on a Friday showed the week before).
@Suite struct WeekWordsWeekStartTests {
    @Test func theWeekWordsStartOnTheFirstDayGivenWhateverTodayIs() {
        forAllCases(100) { testCase in
            let today = CalendarDate("2026-01-01")!.adding(days: Int(testCase.random.next() % 3000))
            let first = testCase.random.pick(Weekday.allCases)
            guard let this = try? SmartDate.date("this week", firstWeekday: first, today: { today }),
                  let last = try? SmartDate.date("last week", firstWeekday: first, today: { today }),
                  let next = try? SmartDate.date("Next Week", firstWeekday: first, today: { today }) else {
                testCase.check(false, "no date on \(today)")
                return
            }
            testCase.check(this.weekday == first && this <= today && this > today.adding(days: -7),
                           "this week from \(first) on \(today): \(this)")
            testCase.check(last == this.adding(days: -7) && next == this.adding(days: 7), "\(last) \(this) \(next)")
            // Without a first day given, weeks are Monday's.
            testCase.check(SmartDate.read("this week", today: today)?.weekday == .monday)
        }
    }

    @Test func weekReadsTheWeekWordsFromItsWeekStart() {
        let ledger = InProcessLedger()  // today is Friday 2026-11-20
        ledger.run(["init"])
        #expect(ledger.run(["week", "this week", "--week-start", "friday", "--json"]).stdout.hasPrefix(#"{"start":"2026-11-20""#))
        #expect(ledger.run(["week", "next week", "--week-start", "friday", "--json"]).stdout.hasPrefix(#"{"start":"2026-11-27""#))
        #expect(ledger.run(["week", "last", "week", "--week-start", "saturday", "--json"]).stdout
            .hasPrefix(#"{"start":"2026-11-07""#))
        #expect(ledger.run(["plan", "this week", "--week-start", "thursday", "--json"]).stdout.hasPrefix(#"{"start":"2026-11-19""#))
        // Monday's weeks without it, as before.
        #expect(ledger.run(["week", "this week", "--json"]).stdout.hasPrefix(#"{"start":"2026-11-16""#))
    }
}
