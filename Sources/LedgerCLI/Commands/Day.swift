import MealLedger

extension Ledger {
    /// `ledger day [DATE]`: the day's entries, totals, goals and what remains.
    struct Day: LedgerCommand {
        static let spec = CommandSpec(
            name: "day",
            summary: "Show a day's entries, totals, goals in force and what remains (default today).",
            discussion: """
            DATE is YYYY-MM-DD, today, yesterday or tomorrow. Remaining is goal − eaten, negative
            when exceeded. --json prints {"date","entries":[…],"totals":{…},"goals":{…}|null,"remaining":{…}|null}.
            """,
            usage: [.optionalArgument("DATE"), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot])

        typealias Options = DatedReportOptions

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try datedReportOptions(arguments, context)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (result, file) = try context.reportState(journal: options.target.journal)
            let report: DayReport
            do {
                report = try DayReport(date: options.date, state: result.state) { try file.readEvent(at: $0) }
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            try context.print(report, asJSON: options.target.asJSON)
            return .success
        }
    }
}
