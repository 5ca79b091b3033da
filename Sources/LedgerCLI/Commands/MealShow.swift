import MealLedger

extension Ledger {
    /// `ledger meal show MEAL`: one meal with its ingredients, totals and per-serving values.
    struct MealShow: LedgerCommand {
        static let spec = CommandSpec(
            name: "meal show",
            summary: "Show one custom meal: ingredients, totals and per-serving values.",
            discussion: """
            MEAL is the meal's id, the first characters of it, or its name (ignoring case).
            --json prints the meal as 'ledger meals' does, plus "deleted", "notes" and "ingredients".
            """,
            usage: [.argument(.meal), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot])

        struct Options {
            /// An id, its first characters, or a name.
            var meal: String
            var target: ReportTarget
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            guard arguments.positionals.count == 1 else {
                throw usageError(arguments.positionals.isEmpty
                    ? "missing the MEAL (an id, its first characters, or a name)"
                    : "give one MEAL; quote a name with spaces")
            }
            return Options(meal: arguments.positionals[0], target: try ReportTarget(arguments, context))
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (result, _) = try context.reportState(journal: options.target.journal)
            let record: MealLibrary.Record
            do {
                record = try result.state.meals.resolve(options.meal)
            } catch {
                throw CLIError.refused(commandPath, error.problem)
            }
            var details = MealDetails(meal: MealSummary(record))
            if !options.target.asJSON {
                let times = try times(of: record, state: result.state, journal: options.target.journal)
                (details.created, details.lastLogged) = (times.created, times.lastLogged)
            }
            try context.print(MealNutrients(details: details), asJSON: options.target.asJSON)
            return .success
        }
    }
}
