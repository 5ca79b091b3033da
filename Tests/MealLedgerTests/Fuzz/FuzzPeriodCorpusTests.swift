import Foundation
@testable import FuzzChecks
import MealLedger
import TestSupport
import Testing

/// The period target's check (SPEC 18) over its seed corpus and every input it ever found a
/// problem with, as `FuzzCorpusTests` does for the other targets; and the check's own eye for
/// a day outside the calendar.
@Suite struct FuzzPeriodCorpusTests {
    @Test func everyPeriodInputKeepsTheCalendarsPromises() throws {
        let files = try FuzzCorpusTests.inputs("periods")
        #expect(files.count >= 60)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try PeriodCheck.run(bytes) }
        }
    }

    @Test func theCheckSeesADayOutsideTheCalendarAndNoOther() {
        for text in ["Week of 9999-12-27 to 10000-01-02", "Sunday 0000-12-31", "{\"date\":\"12345-06-07\"}"] {
            #expect(PeriodCheck.dayOutsideCalendar(in: text) != nil, "\(text)")
        }
        for text in ["Report 9999-12-01 to 9999-12-31 (31 days)", "0001-01-01", "line 10000: 2026-11-20", "id 0193a000-0000-7000",
                     "10000-1-01", "2026-11-2", "got '\\u00099999-12-31'", "got '9\\u001999-12-31'"] {
            #expect(PeriodCheck.dayOutsideCalendar(in: text) == nil, "\(text)")
        }
    }

    /// The days an input can make today: always within the calendar, and reaching both ends.
    @Test func todayIsAlwaysADayOfTheCalendar() {
        var seen: Set<Int> = []
        for mode in 0..<4 {
            for high in [0, 1, 127, 255] {
                for low in [0, 1, 200, 255] {
                    let day = PeriodCheck.today([UInt8(mode), UInt8(high), UInt8(low)][...])
                    #expect(day.isWithinCalendar, "\(mode) \(high) \(low)")
                    seen.insert(day.dayNumber)
                }
            }
        }
        #expect(seen.contains(CalendarDate.latest.dayNumber) && seen.contains(CalendarDate.earliest.dayNumber))
    }
}
