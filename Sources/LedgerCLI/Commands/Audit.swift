import MealLedger

extension Ledger {
    /// `ledger audit [DATE]`: every event that touched the day, in journal order, with running totals.
    struct Audit: LedgerCommand {
        static let spec = CommandSpec(
            name: "audit",
            summary: "Show every event that touched a day (default today), in journal order, with its line and the running totals.",
            discussion: """
            Lists foods and meals logged on the day, their removals and the goals.set events that
            decided the day's goals, each with its journal line and the day's totals after it, so
            every step can be checked by hand against the journal. Editing or deleting a meal does
            not touch a day: logged items are copies.
            --json prints {"date","steps":[{"line","effect","event","totals","goals"|null}],"totals","goals"|null,
            "remaining"|null}: "remaining" is goals − totals.
            """,
            usage: [.optionalArgument(.date), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot])

        typealias Options = DatedReportOptions

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try datedReportOptions(arguments, context)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            var report = AuditReport(date: options.date)
            _ = try replayForReading(path: options.target.journal, context: context) { event, line, state in
                report.observe(event, line: line.number, state: state)
            }
            try context.print(report, asJSON: options.target.asJSON)
            return .success
        }
    }
}
