import MealLedger

extension Ledger {
    /// `ledger day [DATE]`: the day's entries, totals, goals and what remains.
    struct Day: LedgerCommand {
        static let spec = CommandSpec(
            name: "day", arguments: "[DATE] [--json]",
            summary: "Show a day's entries, totals, goals in force and what remains (default today).",
            discussion: """
            DATE is YYYY-MM-DD, today, yesterday or tomorrow. Remaining is goal − eaten, negative
            when exceeded. --json prints {"date","entries":[…],"totals":{…},"goals":{…}|null,"remaining":{…}|null}.
            """,
            options: [.journal, .json, .noSnapshot])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            let date = try context.dateArgument(arguments, command: spec.commandPath)
            let report = try build(date: date, arguments: arguments, context: context)
            try context.print(report, asJSON: arguments.has("json"))
            return .success
        }

        static func build(date: CalendarDate, arguments: Arguments, context: CommandContext,
                          options: ReplayOptions = ReplayOptions()) throws -> DayReport {
            let (result, file) = try context.reportState(arguments, options: options)
            do {
                return try DayReport(date: date, state: result.state) { offset in try file.readEvent(at: offset) }
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
        }

    }
}
