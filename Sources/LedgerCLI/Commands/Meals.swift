import MealLedger

extension Ledger {
    /// `ledger meals`: the custom meal library, newest use first, with search and filters.
    struct Meals: LedgerCommand {
        static let spec = CommandSpec(
            name: "meals", arguments: "[--search Q] [--protein P] [--carb C] [--component X …] [--json]",
            summary: "List the custom meal library, most recently used first; search and filter it.",
            discussion: """
            --search matches part of the name; --protein, --carb and --component match the meal's
            primary protein, primary carb and other components. All ignore case, and all given
            must match (every --component given must be present). The list ends with the
            proteins, carbs and components there are to filter by.
            --json prints {"meals":[{"mealId","name","servings","totals","perServing","lastUsedAt",
            "primaryProtein","primaryCarb","otherComponents"}],"proteins":[…],"carbs":[…],"components":[…]}.
            """,
            options: [.journal, .json, .noSnapshot,
                      OptionSpec("search", value: "Q", help: "only meals whose name contains Q"),
                      OptionSpec("protein", value: "P", help: "only meals whose primary protein is P"),
                      OptionSpec("carb", value: "C", help: "only meals whose primary carb is C"),
                      OptionSpec("component", value: "X", repeatable: true, help: "only meals with component X")])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            guard arguments.positionals.isEmpty else {
                throw CLIError.usage(spec.commandPath, "unexpected argument '\(arguments.positionals[0])'; use --search")
            }
            let (result, _) = try context.reportState(arguments)
            let query = MealQuery(search: arguments.value("search"), protein: arguments.value("protein"),
                                  carb: arguments.value("carb"), components: arguments.all("component"))
            let report = MealsReport(library: result.state.meals, query: query)
            try context.print(report, asJSON: arguments.has("json"))
            return .success
        }
    }
}
