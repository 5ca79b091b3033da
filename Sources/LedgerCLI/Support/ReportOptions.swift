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
    static func dateArgument(_ arguments: Arguments, _ context: CommandContext) throws(CLIError) -> CalendarDate {
        guard !arguments.positionals.isEmpty else { return context.today }
        let text = arguments.positionals.joined(separator: " ")
        guard let date = context.date(text) else {
            if arguments.positionals.count > 3 { throw usageError("unexpected argument '\(arguments.positionals[1])'") }
            throw usageError("DATE must be a date (\(SmartDate.forms)), got '\(text)'")
        }
        return date
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
