import MealLedger

extension Ledger {
    /// `ledger meal show MEAL`: one meal with its ingredients, totals and per-serving values.
    struct MealShow: LedgerCommand {
        static let spec = CommandSpec(
            name: "meal show", arguments: "MEAL [--json]",
            summary: "Show one custom meal: ingredients, totals and per-serving values.",
            discussion: """
            MEAL is the meal's id, the first characters of it, or its name (ignoring case).
            --json prints the meal as 'ledger meals' does, plus "deleted", "notes" and "ingredients".
            """,
            options: [.journal, .json, .noSnapshot])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            guard arguments.positionals.count == 1 else {
                throw CLIError.usage(spec.commandPath, arguments.positionals.isEmpty
                    ? "missing the MEAL (an id, its first characters, or a name)"
                    : "give one MEAL; quote a name with spaces")
            }
            let (result, _) = try context.reportState(arguments)
            let record: MealLibrary.Record
            do {
                record = try result.state.meals.resolve(arguments.positionals[0])
            } catch {
                throw CLIError.refused(spec.commandPath, error.problem)
            }
            try context.print(MealDetails(meal: MealSummary(record)), asJSON: arguments.has("json"))
            return .success
        }
    }
}
