import MealLedger

/// The dates people type (SPEC section 11), read against the day it is where they are:
/// `2026-11-20`, `2026/11/20`, `20261120`, `11-20` and `11/20` (this year), `today`,
/// `yesterday`, `tomorrow`, a weekday (`friday`, `fri`: the most recent one, today included),
/// `last friday` (the most recent one before today), `3 days ago`, `in 3 days`.
enum SmartDate {
    /// The forms, for messages about a date that could not be read.
    static let forms = "YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, MM-DD, MM/DD, today, yesterday, tomorrow, "
        + "a weekday (monday), last WEEKDAY, N days ago, in N days"

    /// The largest N of `N days ago` and `in N days`: about 270 years.
    static let longestShift = 100_000

    /// Why a text gives no date.
    enum Failure: Error, Equatable {
        /// It is none of the forms (a usage error: the forms are listed).
        case unreadable
        /// It names a day before 0001-01-01 or after 9999-12-31 (`in 3 days` on 9999-12-30):
        /// refused like a figure past a limit.
        case outsideCalendar
    }

    /// `must be a day from 0001-01-01 to 9999-12-31`: the rule a date outside the calendar breaks.
    static let calendarRule = "must be a day from \(CalendarDate.earliest) to \(CalendarDate.latest)"

    /// The date `text` names when read on `today`, or nil when it names none (or a day outside
    /// 0001-01-01…9999-12-31).
    static func read(_ text: String, today: () -> CalendarDate) -> CalendarDate? {
        try? date(text, today: today)
    }

    /// The date `text` names when read on `today`. `today` is only asked for when the text names
    /// a day relative to it (a full date reads no clock). Whatever the words, the day is within
    /// 0001-01-01…9999-12-31 or the reading fails with `outsideCalendar`.
    static func date(_ text: String, today: () -> CalendarDate) throws(Failure) -> CalendarDate {
        guard let date = unchecked(text, today: today) else { throw .unreadable }
        guard date.isWithinCalendar else { throw .outsideCalendar }
        return date
    }

    /// The day the words name, possibly outside the calendar when counted from `today`.
    private static func unchecked(_ text: String, today: () -> CalendarDate) -> CalendarDate? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        switch words.count {
        case 1:
            switch words[0] {
            case "today": return today()
            case "yesterday": return today().adding(days: -1)
            case "tomorrow": return today().adding(days: 1)
            default: break
            }
            if let weekday = weekday(words[0]) { return mostRecent(weekday, before: today().adding(days: 1)) }
            return numeric(words[0], year: { today().components.year })
        case 2:
            if words[0] == "last", let weekday = weekday(words[1]) { return mostRecent(weekday, before: today()) }
            return nil
        case 3:
            if words[0] == "in", let count = count(words[1], unit: words[2]) { return today().adding(days: count) }
            if words[2] == "ago", let count = count(words[0], unit: words[1]) { return today().adding(days: -count) }
            return nil
        default: return nil
        }
    }

    /// The same, with today given.
    static func read(_ text: String, today: CalendarDate) -> CalendarDate? {
        read(text) { today }
    }

    /// `2026-11-20`, `2026/11/20`, `20261120`, and in `year`, `11-20`, `11/20`.
    private static func numeric(_ word: String, year: () -> Int) -> CalendarDate? {
        guard word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "/") }) else { return nil }
        if word.count == 8, word.allSatisfy(\.isNumber) {
            let digits = Array(word)
            return date(String(digits[0..<4]), String(digits[4..<6]), String(digits[6..<8]))
        }
        for separator: Character in ["-", "/"] {
            let parts = word.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
            guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { continue }
            if parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2 {
                return date(parts[0], parts[1], parts[2])
            }
            if parts.count == 2, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count) {
                return date(String(year()), parts[0], parts[1])
            }
        }
        return nil
    }

    private static func date(_ year: String, _ month: String, _ day: String) -> CalendarDate? {
        guard let year = Int(year), let month = Int(month), let day = Int(day) else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// `monday` or `mon`.
    private static func weekday(_ word: String) -> Weekday? {
        Weekday.allCases.first { $0.rawValue == word || $0.rawValue.prefix(3) == word }
    }

    /// The last day before `limit` that falls on `weekday` (1 to 7 days before it).
    private static func mostRecent(_ weekday: Weekday, before limit: CalendarDate) -> CalendarDate {
        var day = limit.adding(days: -1)
        while day.weekday != weekday { day = day.adding(days: -1) }
        return day
    }

    /// The N of `N days` (`1 day`), 0 to `longestShift`.
    private static func count(_ number: String, unit: String) -> Int? {
        guard unit == "days" || unit == "day", number.allSatisfy({ $0.isASCII && $0.isNumber }),
              let count = Int(number), count <= longestShift else { return nil }
        return count
    }
}
