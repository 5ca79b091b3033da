import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// The dates SPEC section 16 adds — `next WEEKDAY`, `this/last/next week`, `N weeks ago`,
/// `in N weeks`, `Nov 20`, `20 Nov`, `november 20` — checked against Foundation's Gregorian
/// calendar, an independent computation, from a fixed or seeded today.
@Suite struct SmartDateWeeksTests {
    static let today = CalendarDate("2026-11-20")!  // a Friday

    @Test(arguments: [
        ("next friday", "2026-11-27"), ("next saturday", "2026-11-21"), ("next mon", "2026-11-23"),
        ("Next Thursday", "2026-11-26"),
        ("this week", "2026-11-16"), ("last week", "2026-11-09"), ("next week", "2026-11-23"),
        ("2 weeks ago", "2026-11-06"), ("1 week ago", "2026-11-13"), ("in 2 weeks", "2026-12-04"), ("in 1 week", "2026-11-27"),
        ("Nov 20", "2026-11-20"), ("20 Nov", "2026-11-20"), ("november 20", "2026-11-20"), ("20 november", "2026-11-20"),
        ("sep 3", "2026-09-03"), ("sept 3", "2026-09-03"), ("Dec. 31", "2026-12-31"), ("may 5", "2026-05-05"),
    ])
    func eachNewFormReadsAsTheSpecSays(text: String, expected: String) {
        #expect(SmartDate.read(text, today: Self.today)?.description == expected)
    }

    @Test(arguments: ["nov 31", "feb 30", "nov", "20 20", "next", "next day", "last month", "novem 20", "in 2 fortnights",
                      "in 14286 weeks", "next week please"])
    func otherWordsAreNoDate(text: String) {
        #expect(SmartDate.read(text, today: Self.today) == nil)
    }

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 2  // Monday
        return calendar
    }()

    static func foundationDate(_ date: CalendarDate) -> Date {
        let (year, month, day) = date.components
        return calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    static func calendarDate(_ date: Date) -> CalendarDate {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                "October", "November", "December"]

    @Test func theNewFormsAgreeWithFoundationsCalendarOnSeededDays() {
        forAllCases(200) { testCase in
            let today = CalendarDate(dayNumber: Int.random(in: 0...47_000, using: &testCase.random))
            let now = Self.foundationDate(today)
            // next WEEKDAY: Foundation's next date matching the weekday, strictly after today.
            let weekday = testCase.random.pick(Weekday.allCases)
            let foundationWeekday = (Weekday.allCases.firstIndex(of: weekday)! + 1) % 7 + 1  // Sunday is 1
            let next = Self.calendar.nextDate(after: now, matching: DateComponents(weekday: foundationWeekday),
                                              matchingPolicy: .strict)!
            testCase.check(SmartDate.read("next \(weekday.rawValue)", today: today) == Self.calendarDate(next),
                           "next \(weekday) on \(today)")
            // this/last/next week: the start of Foundation's week (Monday first), moved by weeks.
            let thisWeek = Self.calendar.dateInterval(of: .weekOfYear, for: now)!.start
            for (words, shift) in [("this week", 0), ("last week", -1), ("next week", 1)] {
                let expected = Self.calendar.date(byAdding: .weekOfYear, value: shift, to: thisWeek)!
                testCase.check(SmartDate.read(words, today: today) == Self.calendarDate(expected), "\(words) on \(today)")
            }
            // N weeks ago, in N weeks.
            let count = Int.random(in: 0...500, using: &testCase.random)
            let ago = Self.calendar.date(byAdding: .weekOfYear, value: -count, to: now)!
            let later = Self.calendar.date(byAdding: .weekOfYear, value: count, to: now)!
            testCase.check(SmartDate.read("\(count) weeks ago", today: today) == Self.calendarDate(ago), "\(count) weeks ago")
            testCase.check(SmartDate.read("in \(count) weeks", today: today) == Self.calendarDate(later), "in \(count) weeks")
            // A month's name and a day, this year: the day Foundation has, or none when it has none.
            let month = Int.random(in: 1...12, using: &testCase.random)
            let day = Int.random(in: 1...31, using: &testCase.random)
            let year = today.components.year
            let components = DateComponents(year: year, month: month, day: day)
            let valid = components.isValidDate(in: Self.calendar)
            let expected = valid ? Self.calendarDate(Self.calendar.date(from: components)!) : nil
            let name = Self.englishMonths[month - 1]
            for spelling in ["\(name) \(day)", "\(day) \(name.prefix(3))", "\(name.prefix(3).lowercased()) \(day)"] {
                testCase.check(SmartDate.read(spelling, today: today) == expected, "'\(spelling)' on \(today)")
            }
        }
    }

    /// `week` and `report --week` show the week the words name; a single day is its first day.
    @Test func weekAndDayReadTheNewFormsThroughTheCommandLine() {
        let ledger = InProcessLedger()  // today is Friday 2026-11-20
        ledger.run(["init"])
        #expect(ledger.run(["week", "next", "week", "--json"]).stdout.hasPrefix(#"{"start":"2026-11-23""#))
        #expect(ledger.run(["week", "last week", "--json"]).stdout.hasPrefix(#"{"start":"2026-11-09""#))
        #expect(ledger.run(["report", "--week", "this week", "--json"]).stdout.hasPrefix(#"{"from":"2026-11-16","to":"2026-11-22""#))
        #expect(ledger.run(["day", "next", "monday", "--json"]).stdout.hasPrefix(#"{"date":"2026-11-23""#))
        #expect(ledger.run(["day", "Nov", "3", "--json"]).stdout.hasPrefix(#"{"date":"2026-11-03""#))
        #expect(ledger.run(["day", "this week", "--json"]).stdout.hasPrefix(#"{"date":"2026-11-16""#))
    }
}
