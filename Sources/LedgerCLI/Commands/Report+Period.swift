import MealLedger

extension Ledger.Report {
    /// The period options: `--from/--to`, `--week [DATE]`, `--month [YYYY-MM]`, `--last N`;
    /// default the last 7 days, today included.
    static func period(_ arguments: Arguments, _ context: CommandContext) throws(CLIError) -> (CalendarDate, CalendarDate) {
        let chosen = arguments.given(among: [week, month, last]).map(\.spec.name)
            + (arguments.has(self.from) || arguments.has(self.to) ? ["from/--to"] : [])
        guard chosen.count <= 1 else {
            throw usageError("give one of --from/--to, --week, --month, --last (got --\(chosen.joined(separator: " and --")))")
        }
        let positional = arguments.positionals.first
        if arguments.positionals.count > 1 || (positional != nil && !arguments[week] && !arguments[month]) {
            throw usageError("unexpected argument '\(arguments.positionals.last!)'")
        }
        let today = context.today
        var from = today
        var to = today
        if arguments[week] {
            let date = try positional.map { text throws(CLIError) in
                do throws(SmartDate.Failure) {
                    return try context.readDate(text)
                } catch .unreadable {
                    throw usageError("\(week.dashed) must be a date (\(SmartDate.forms)), got '\(text)'")
                } catch {
                    throw .refused(commandPath, "\(week.dashed) \(SmartDate.calendarRule), got '\(text)'")
                }
            } ?? today
            from = try weekStart(of: date, "the week of \(date)")
            to = from.adding(days: 6)
        } else if arguments[month] {
            (from, to) = try monthPeriod(positional, today: today)
        } else if let count = try arguments[last] {
            from = try day(today, movedBy: 1 - count, "\(last.dashed) \(count) to \(today)")
        } else {
            if let date = try arguments[self.to] { to = date }
            if let date = try arguments[self.from] {
                from = date
            } else {
                from = try day(to, movedBy: -6, "a report of the 7 days to \(to)")
            }
        }
        guard from <= to else { throw usageError("--from \(from) is after --to \(to)") }
        guard to.dayNumber - from.dayNumber < PeriodReport.longestPeriod else {
            throw usageError("a report covers at most \(PeriodReport.longestPeriod) days")
        }
        return (from, to)
    }

    /// The first and last day of `YYYY-MM` (default this month).
    private static func monthPeriod(_ text: String?, today: CalendarDate) throws(CLIError) -> (CalendarDate, CalendarDate) {
        var (year, month, _) = today.components
        if let text {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let y = Int(parts[0]), let m = Int(parts[1]),
                  CalendarDate(year: y, month: m, day: 1) != nil else {
                throw usageError("--month must be YYYY-MM, got '\(text)'")
            }
            (year, month) = (y, m)
        }
        // December 9999 ends on 9999-12-31 like any December: no day of the next month is computed.
        guard let first = CalendarDate(year: year, month: month, day: 1),
              let last = CalendarDate.lastDay(ofMonth: month, year: year) else {
            throw .refused(commandPath, "this month \(SmartDate.calendarRule)")
        }
        return (first, last)
    }
}
