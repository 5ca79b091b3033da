import MealLedger

/// What reports share: reading the journal up to a point and reading the DATE argument.
extension CommandContext {
    /// Replays the journal `--journal` names for a report (snapshots and `ledger replay` cut points come here).
    func reportState(_ arguments: Arguments) throws -> (ReplayResult, JournalFile) {
        try replayForReading(path: journalPath(arguments).path, context: self)
    }

    /// Replays the journal at `path` for a report.
    func reportState(journal path: String) throws -> (ReplayResult, JournalFile) {
        try replayForReading(path: path, context: self)
    }
}

extension LedgerCommand {
    /// The optional DATE positional, in any form `SmartDate` reads (its words may come apart on
    /// the command line: `ledger day 3 days ago`), else today.
    static func dateArgument(_ arguments: Arguments, _ context: CommandContext, firstWeekday: Weekday = .monday)
        throws(CLIError) -> CalendarDate {
        guard !arguments.positionals.isEmpty else { return context.today }
        let text = arguments.positionals.joined(separator: " ")
        do throws(SmartDate.Failure) {
            return try context.readDate(text, firstWeekday: firstWeekday)
        } catch .unreadable {
            if arguments.positionals.count > 3 { throw usageError("unexpected argument '\(arguments.positionals[1])'") }
            throw usageError("DATE must be a date (\(SmartDate.forms)), got '\(text)'")
        } catch {
            throw .refused(commandPath, "DATE \(SmartDate.calendarRule), got '\(text)'")
        }
    }

    /// `date` moved by `days` (earlier when negative); a day before 0001-01-01 or after
    /// 9999-12-31 is refused (exit 1) naming `what` moved it: `--next 1 from 9999-12-31`.
    static func day(_ date: CalendarDate, movedBy days: Int, _ what: @autoclosure () -> String) throws(CLIError) -> CalendarDate {
        guard let moved = date.checkedAdding(days: days) else { throw outsideCalendar(what(), after: days > 0) }
        return moved
    }

    /// The first day of the week holding `date` (weeks starting on `firstWeekday`), moved by
    /// `weeks` whole weeks; refused (exit 1) naming `what` when one of its seven days falls
    /// before 0001-01-01 or after 9999-12-31 (the week of 9999-12-31 ends on 10000-01-02).
    static func weekStart(of date: CalendarDate, firstWeekday: Weekday = .monday, movedBy weeks: Int = 0,
                          _ what: @autoclosure () -> String) throws(CLIError) -> CalendarDate {
        let start = WeekReport.start(of: date, firstWeekday: firstWeekday)
        guard start.isWithinCalendar else { throw outsideCalendar(what(), after: false) }
        guard let moved = start.checkedAdding(days: 7 * weeks) else { throw outsideCalendar(what(), after: weeks > 0) }
        guard moved.checkedAdding(days: 6) != nil else { throw outsideCalendar(what(), after: true) }
        return moved
    }

    /// `ledger week: the week of 9999-12-31 goes past 9999-12-31, the last day ledger handles`:
    /// a computed day outside the calendar, refused as a figure past a limit (exit 1).
    static func outsideCalendar(_ what: String, after: Bool) -> CLIError {
        .refused(commandPath, after ? "\(what) goes past \(CalendarDate.latest), the last day ledger handles"
                                    : "\(what) goes back before \(CalendarDate.earliest), the first day ledger handles")
    }
}

/// What a report reads and how it prints: the journal, and `--json` or a table.
struct ReportTarget {
    /// The journal to replay.
    var journal: String
    /// True with `--json`.
    var asJSON: Bool

    /// Reads `--journal` (see `CommandContext.journalPath`) and `--json`.
    init(_ arguments: Arguments, _ context: CommandContext) throws {
        journal = try context.journalPath(arguments).path
        asJSON = arguments[CommonOptions.json]
    }
}

/// The options of a report about one date (`day`, `audit`, `shopping`): its DATE and target.
struct DatedReportOptions {
    var date: CalendarDate
    var target: ReportTarget
}

extension LedgerCommand {
    /// Reads the DATE positional (else today), `--journal` and `--json`.
    static func datedReportOptions(_ arguments: Arguments, _ context: CommandContext) throws -> DatedReportOptions {
        DatedReportOptions(date: try dateArgument(arguments, context), target: try ReportTarget(arguments, context))
    }
}
