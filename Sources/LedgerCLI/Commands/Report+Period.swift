import MealLedger

extension Ledger.Report {
    /// The period options: `--from/--to`, `--week [DATE]`, `--month [YYYY-MM]`, `--last N`;
    /// default the last 7 days, today included.
    static func period(_ arguments: Arguments, context: CommandContext) throws(CLIError) -> (CalendarDate, CalendarDate) {
        let command = spec.commandPath
        let chosen = ["week", "month", "last"].filter { arguments.has($0) }
            + (arguments.has("from") || arguments.has("to") ? ["from/--to"] : [])
        guard chosen.count <= 1 else {
            throw .usage(command, "give one of --from/--to, --week, --month, --last (got --\(chosen.joined(separator: " and --")))")
        }
        let positional = arguments.positionals.first
        if arguments.positionals.count > 1 || (positional != nil && !arguments.has("week") && !arguments.has("month")) {
            throw .usage(command, "unexpected argument '\(arguments.positionals.last!)'")
        }
        let today = context.today
        var from = today.adding(days: -6)
        var to = today
        if arguments.has("week") {
            let date = try positional.map { text throws(CLIError) in
                try context.parseDate(text, option: "--week", command: command)
            } ?? today
            from = WeekReport.start(of: date, firstWeekday: .monday)
            to = from.adding(days: 6)
        } else if arguments.has("month") {
            (from, to) = try month(positional, today: today)
        } else if let text = arguments.value("last") {
            guard let count = Int(text), count >= 1, count <= PeriodReport.longestPeriod else {
                throw .usage(command, "--last must be a whole number of days from 1 to \(PeriodReport.longestPeriod), got '\(text)'")
            }
            from = today.adding(days: 1 - count)
        } else {
            if let text = arguments.value("to") { to = try context.parseDate(text, option: "--to", command: command) }
            if let text = arguments.value("from") {
                from = try context.parseDate(text, option: "--from", command: command)
            } else if arguments.has("to") {
                from = to.adding(days: -6)
            }
        }
        guard from <= to else { throw .usage(command, "--from \(from) is after --to \(to)") }
        guard to.dayNumber - from.dayNumber < PeriodReport.longestPeriod else {
            throw .usage(command, "a report covers at most \(PeriodReport.longestPeriod) days")
        }
        return (from, to)
    }

    /// The first and last day of `YYYY-MM` (default this month).
    private static func month(_ text: String?, today: CalendarDate) throws(CLIError) -> (CalendarDate, CalendarDate) {
        var (year, month, _) = today.components
        if let text {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let y = Int(parts[0]), let m = Int(parts[1]),
                  CalendarDate(year: y, month: m, day: 1) != nil else {
                throw .usage(spec.commandPath, "--month must be YYYY-MM, got '\(text)'")
            }
            (year, month) = (y, m)
        }
        let first = CalendarDate(year: year, month: month, day: 1)!
        let next = month == 12 ? CalendarDate(year: year + 1, month: 1, day: 1)! : CalendarDate(year: year, month: month + 1, day: 1)!
        return (first, next.adding(days: -1))
    }
}
