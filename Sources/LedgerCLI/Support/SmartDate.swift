import MealLedger

/// The dates people type (SPEC section 11), read against the day it is where they are:
/// `2026-11-20`, `2026/11/20`, `20261120`, `11-20` and `11/20` (this year), `today`,
/// `yesterday`, `tomorrow`, a weekday (`friday`, `fri`: the most recent one, today included),
/// `last friday` (the most recent one before today), `3 days ago`, `in 3 days`; and (SPEC 16)
/// `next friday` (the first one after today), `this week`, `last week`, `next week` (the
/// day that starts that week, a Monday unless the command was given another first day with
/// `--week-start`: `week` and `report --week` show that week, a single day is its first day),
/// `2 weeks ago`, `in 2 weeks` (7 days a week from today), `Nov 20`, `20 Nov`,
/// `november 20` (this year).
enum SmartDate {
    /// The forms, for messages about a date that could not be read.
    static let forms = "YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, MM-DD, MM/DD, Nov 20, 20 Nov, today, yesterday, tomorrow, "
        + "a weekday (monday), last WEEKDAY, next WEEKDAY, this/last/next week, N days ago, in N days, "
        + "N weeks ago, in N weeks"

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
    static func read(_ text: String, firstWeekday: Weekday = .monday, today: () -> CalendarDate) -> CalendarDate? {
        try? date(text, firstWeekday: firstWeekday, today: today)
    }

    /// The date `text` names when read on `today`. `today` is only asked for when the text names
    /// a day relative to it (a full date reads no clock). Whatever the words, the day is within
    /// 0001-01-01…9999-12-31 or the reading fails with `outsideCalendar`.
    /// `this week`, `last week` and `next week` name weeks that start on `firstWeekday`.
    static func date(_ text: String, firstWeekday: Weekday = .monday, today: () -> CalendarDate) throws(Failure)
        -> CalendarDate {
        guard let date = unchecked(text, firstWeekday: firstWeekday, today: today) else { throw .unreadable }
        guard date.isWithinCalendar else { throw .outsideCalendar }
        return date
    }

    /// The day the words name, possibly outside the calendar when counted from `today`.
    private static func unchecked(_ text: String, firstWeekday: Weekday, today: () -> CalendarDate) -> CalendarDate? {
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
            if words[0] == "next", let weekday = weekday(words[1]) { return firstAfter(weekday, today()) }
            if words[1] == "week", let shift = ["last": -1, "this": 0, "next": 1][words[0]] {
                return weekStart(of: today(), firstWeekday: firstWeekday).adding(days: 7 * shift)
            }
            return monthDay(words[0], words[1], year: { today().components.year })
                ?? monthDay(words[1], words[0], year: { today().components.year })
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

    /// The first day after `day` that falls on `weekday` (1 to 7 days after it).
    private static func firstAfter(_ weekday: Weekday, _ day: CalendarDate) -> CalendarDate {
        var next = day.adding(days: 1)
        while next.weekday != weekday { next = next.adding(days: 1) }
        return next
    }

    /// The day that starts the week holding `day`: the latest `firstWeekday` on or before it.
    private static func weekStart(of day: CalendarDate, firstWeekday: Weekday) -> CalendarDate {
        var start = day
        while start.weekday != firstWeekday { start = start.adding(days: -1) }
        return start
    }

    /// `nov 20`, `november 20` (month, then day) in `year`; nil for any other words or a day
    /// the month does not have.
    private static func monthDay(_ month: String, _ day: String, year: () -> Int) -> CalendarDate? {
        guard let month = monthNumber(month), (1...2).contains(day.count), day.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(day) else { return nil }
        return CalendarDate(year: year(), month: month, day: number)
    }

    static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                             "october", "november", "december"]

    /// 1 to 12 for a month's name or its first three letters (`sept` too), else nil.
    private static func monthNumber(_ word: String) -> Int? {
        let word = word.hasSuffix(".") ? String(word.dropLast()) : word
        if word == "sept" { return 9 }
        guard let index = monthNames.firstIndex(where: { $0 == word || (word.count == 3 && $0.hasPrefix(word)) })
        else { return nil }
        return index + 1
    }

    /// The N of `N days` (`1 day`), 0 to `longestShift`; of `N weeks` (`1 week`), 7 N days, 0 to
    /// `longestShift` days.
    private static func count(_ number: String, unit: String) -> Int? {
        let daysPerUnit: Int
        switch unit {
        case "day", "days": daysPerUnit = 1
        case "week", "weeks": daysPerUnit = 7
        default: return nil
        }
        guard number.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(number),
              count <= longestShift / daysPerUnit else { return nil }
        return count * daysPerUnit
    }
}
