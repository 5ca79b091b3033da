import MealLedger

extension Ledger {
    /// `ledger audit DATE`: every event that touched the day, in journal order, with running totals.
    struct Audit: LedgerCommand {
        static let spec = CommandSpec(
            name: "audit", arguments: "DATE [--json]",
            summary: "Show every event that touched a day, in journal order, with its line and the running totals.",
            discussion: """
            Lists foods and meals logged on the day, their removals and the goals.set events that
            decided the day's goals, each with its journal line and the day's totals after it, so
            every step can be checked by hand against the journal. Editing or deleting a meal does
            not touch a day: logged items are copies.
            --json prints {"date","steps":[{"line","effect","event","totals","goals"}],"totals","goals"}.
            """,
            options: [.journal, .json, .noSnapshot])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            guard !arguments.positionals.isEmpty else {
                throw CLIError.usage(spec.commandPath, "missing the DATE to audit")
            }
            let date = try context.dateArgument(arguments, command: spec.commandPath)
            let report = try build(date: date, arguments: arguments, context: context)
            try context.print(report, asJSON: arguments.has("json"))
            return .success
        }

        static func build(date: CalendarDate, arguments: Arguments, context: CommandContext,
                          options: ReplayOptions = ReplayOptions()) throws -> AuditReport {
            var report = AuditReport(date: date)
            _ = try context.reportState(arguments, options: options) { event, line, state in
                report.observe(event, line: line.number, state: state)
            }
            return report
        }

    }
}
