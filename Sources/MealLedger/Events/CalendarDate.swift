/// A local calendar day, `YYYY-MM-DD`, as fixed at append time; replay never converts it.
///
/// Stored as the number of days since 1970-01-01 in the proleptic Gregorian calendar,
/// so comparisons, week arithmetic and weekdays need no time zone and no Foundation.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01.
    public var dayNumber: Int

    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// A date from its parts; nil when the day does not exist (2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= Self.daysInMonth(year: year, month: month) else { return nil }
        // Howard Hinnant's days_from_civil.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        self.init(dayNumber: era * 146_097 + dayOfEra - 719_468)
    }

    /// Reads exactly `YYYY-MM-DD`.
    public init?(_ text: String) {
        var copy = text
        guard let parsed = copy.withUTF8({ CalendarDate(utf8: $0) }) else { return nil }
        self = parsed
    }

    /// Reads exactly 10 bytes of `YYYY-MM-DD`.
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Instant.digits(bytes, 0, 4), let month = Instant.digits(bytes, 5, 2),
              let day = Instant.digits(bytes, 8, 2) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The year, month and day.
    public var components: (year: Int, month: Int, day: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    public var description: String {
        let (year, month, day) = components
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    /// The day `count` days later (earlier when negative), whatever its year: a caller that
    /// may leave 0001-01-01…9999-12-31 uses `checkedAdding(days:)`.
    public func adding(days count: Int) -> CalendarDate {
        CalendarDate(dayNumber: dayNumber + count)
    }

    /// The first day a date can name: 0001-01-01.
    public static let earliest = CalendarDate(dayNumber: -719_162)
    /// The last day a date can name: 9999-12-31 (a date has four digits of year).
    public static let latest = CalendarDate(dayNumber: 2_932_896)

    /// True from `earliest` to `latest`: a day that can be written, read back and reported on.
    public var isWithinCalendar: Bool {
        (Self.earliest.dayNumber...Self.latest.dayNumber).contains(dayNumber)
    }

    /// The day `count` days later (earlier when negative), or nil when it would fall before
    /// 0001-01-01 or after 9999-12-31.
    public func checkedAdding(days count: Int) -> CalendarDate? {
        let (sum, overflow) = dayNumber.addingReportingOverflow(count)
        let moved = CalendarDate(dayNumber: sum)
        return !overflow && moved.isWithinCalendar ? moved : nil
    }

    /// The last day of `month` in `year`, or nil when there is no such month (or year outside 1…9999).
    public static func lastDay(ofMonth month: Int, year: Int) -> CalendarDate? {
        guard (1...12).contains(month) else { return nil }
        return CalendarDate(year: year, month: month, day: daysInMonth(year: year, month: month))
    }

    /// The weekday, Monday first.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((dayNumber % 7) + 7 + 3) % 7
        return Weekday.allCases[index]
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        lhs.dayNumber < rhs.dayNumber
    }
}

/// A day of the week.
public enum Weekday: String, CaseIterable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// Three letters for tables: `Mon`.
    public var abbreviation: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst().prefix(2) }
}
