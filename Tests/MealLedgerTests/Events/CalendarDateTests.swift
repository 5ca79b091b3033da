import Foundation
import Testing
import TestSupport
@testable import MealLedger

@Suite struct CalendarDateTests {
    @Test func agreesWithFoundationsGregorianCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        forAllCases(500, seed: 5) { testCase in
            let dayNumber = Int.random(in: -100_000...100_000, using: &testCase.random)
            let date = CalendarDate(dayNumber: dayNumber)
            let foundation = Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: foundation)
            let (year, month, day) = date.components
            testCase.check(year == parts.year && month == parts.month && day == parts.day, "\(dayNumber): \(date)")
            // Foundation: 1 = Sunday … 7 = Saturday; ours: Monday first.
            let expectedWeekday = Weekday.allCases[(parts.weekday! + 5) % 7]
            testCase.check(date.weekday == expectedWeekday, "\(date) is \(expectedWeekday), said \(date.weekday)")
            if (1...9999).contains(year) {
                testCase.check(CalendarDate(date.description) == date, "'\(date)' does not read back")
            }
        }
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "2026-00-10", "2025-02-29", "2026-1-01", "20261120", "2026-11-20x"])
    func refusesDaysThatDoNotExist(text: String) {
        #expect(CalendarDate(text) == nil)
    }

    @Test func acceptsLeapDays() {
        #expect(CalendarDate("2024-02-29") != nil)
        #expect(CalendarDate("2000-02-29") != nil)
        #expect(CalendarDate("1900-02-29") == nil)
    }

    @Test func instantsRoundTrip() {
        forAllCases(300, seed: 6) { testCase in
            let instant = Instant(millisecondsSinceEpoch: Int64.random(in: 0...250_000_000_000_000, using: &testCase.random))
            testCase.check(Instant(instant.description) == instant, instant.description)
        }
    }

    @Test func identifiersRoundTripAndRefuseUpperCase() {
        forAllCases(200, seed: 8) { testCase in
            let id = Identifier(high: testCase.random.next(), low: testCase.random.next())
            testCase.check(Identifier(id.description) == id, id.description)
            testCase.check(Identifier(id.description.uppercased()) == nil || id.description == id.description.uppercased())
        }
    }
}
