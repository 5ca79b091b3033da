import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// Dates as people type them (SPEC section 11), read against a fixed today: Friday 2026-11-20.
@Suite struct SmartDateTests {
    static let today = CalendarDate("2026-11-20")!

    static func read(_ text: String, today: CalendarDate = today) -> String? {
        SmartDate.read(text, today: today)?.description
    }

    @Test(arguments: [
        ("2026-11-20", "2026-11-20"), ("2026/11/03", "2026-11-03"), ("20251231", "2025-12-31"),
        ("11-03", "2026-11-03"), ("1/5", "2026-01-05"), ("12/31", "2026-12-31"),
        ("today", "2026-11-20"), ("yesterday", "2026-11-19"), ("tomorrow", "2026-11-21"), ("TODAY", "2026-11-20"),
        ("friday", "2026-11-20"), ("thursday", "2026-11-19"), ("sat", "2026-11-14"), ("Monday", "2026-11-16"),
        ("last friday", "2026-11-13"), ("last thursday", "2026-11-19"), ("last sun", "2026-11-15"),
        ("3 days ago", "2026-11-17"), ("1 day ago", "2026-11-19"), ("0 days ago", "2026-11-20"),
        ("in 3 days", "2026-11-23"), ("in 1 day", "2026-11-21"), ("  3   days  ago ", "2026-11-17"),
        ("45 days ago", "2026-10-06"),
    ])
    func eachFormReadsAsTheSpecSays(text: String, expected: String) {
        #expect(Self.read(text) == expected)
    }

    @Test(arguments: ["2026-02-30", "02-30", "13/01", "2026-1-5", "2026-11-20x", "someday", "3 fortnights ago", "last",
                      "last day", "in -3 days", "-3", "", "in 3", "3 days", "in 100001 days", "2026/11-20", "１１-２０"])
    func otherTextIsNoDate(text: String) {
        #expect(Self.read(text) == nil)
    }

    @Test func aFullDateReadsNoClock() {
        var asked = false
        #expect(SmartDate.read("2026-11-20") { asked = true; return Self.today } != nil)
        #expect(!asked)
        #expect(SmartDate.read("nonsense") { asked = true; return Self.today } == nil)
        #expect(!asked)
    }

    @Test func monthAndDayAreInTodaysYear() {
        #expect(Self.read("02-29", today: CalendarDate("2028-06-01")!) == "2028-02-29")
        #expect(Self.read("02-29", today: CalendarDate("2027-06-01")!) == nil)
    }

    static func randomToday(_ random: inout SeededGenerator) -> CalendarDate {
        CalendarDate(dayNumber: Int.random(in: 0...47_000, using: &random))  // 1970 to about 2098
    }

    @Test func aWeekdayIsTheMostRecentOneTodayIncluded() {
        forAllCases { testCase in
            let today = Self.randomToday(&testCase.random)
            let weekday = testCase.random.pick(Weekday.allCases)
            let spelled = testCase.random.chance(0.5) ? weekday.rawValue : String(weekday.rawValue.prefix(3))
            guard let date = SmartDate.read(spelled, today: today) else {
                return testCase.check(false, "'\(spelled)' on \(today) read as no date")
            }
            let back = today.dayNumber - date.dayNumber
            testCase.check(date.weekday == weekday && (0...6).contains(back), "'\(spelled)' on \(today) gave \(date)")
        }
    }

    @Test func lastWeekdayIsTheOneBeforeToday() {
        forAllCases { testCase in
            let today = Self.randomToday(&testCase.random)
            let weekday = testCase.random.pick(Weekday.allCases)
            guard let date = SmartDate.read("last \(weekday.rawValue)", today: today) else {
                return testCase.check(false, "no date")
            }
            let back = today.dayNumber - date.dayNumber
            testCase.check(date.weekday == weekday && (1...7).contains(back), "last \(weekday) on \(today) gave \(date)")
        }
    }

    @Test func daysAgoAndInDaysAreExactAndInverse() {
        forAllCases { testCase in
            let today = Self.randomToday(&testCase.random)
            let count = Int.random(in: 0...5_000, using: &testCase.random)
            let ago = SmartDate.read("\(count) days ago", today: today)
            let later = SmartDate.read("in \(count) days", today: today)
            testCase.check(ago == today.adding(days: -count) && later == today.adding(days: count),
                           "\(count) on \(today): \(String(describing: ago)), \(String(describing: later))")
        }
    }

    @Test func everyNumericSpellingOfADateReadsBackToIt() {
        forAllCases { testCase in
            let today = Self.randomToday(&testCase.random)
            let date = Self.randomToday(&testCase.random)
            let (year, month, day) = date.components
            let iso = date.description
            let spellings = [iso, iso.replacingOccurrences(of: "-", with: "/"), iso.replacingOccurrences(of: "-", with: "")]
            for spelling in spellings {
                testCase.check(SmartDate.read(spelling, today: today) == date, "\(spelling) on \(today)")
            }
            let short = "\(month)/\(day)"
            let expected = CalendarDate(year: today.components.year, month: month, day: day)
            testCase.check(SmartDate.read(short, today: today) == expected, "\(short) on \(today) (from \(year))")
        }
    }

    /// Relative dates count from the context's today, in its time zone: at 2026-11-20 12:00 UTC
    /// it is already the 21st in Kiritimati (UTC+14).
    @Test func relativeDatesCountFromTodayInTheContextsTimeZone() {
        let ledger = InProcessLedger()
        ledger.run(["init"])
        let utc = ledger.run(["day", "yesterday", "--json"])
        #expect(utc.stdout.hasPrefix(#"{"date":"2026-11-19""#))
        let kiritimati = InProcessLedger()
        kiritimati.timeZone = TimeZone(identifier: "Pacific/Kiritimati")!
        kiritimati.run(["init"])
        #expect(kiritimati.run(["day", "yesterday", "--json"]).stdout.hasPrefix(#"{"date":"2026-11-20""#))
    }
}
