import MealLedger

extension Ledger {
    /// `ledger meals`: the custom meal library, newest use first, with search and filters.
    struct Meals: LedgerCommand {
        static let search = Option<String>("search", value: .text("Q"), help: "only meals whose name contains Q")
        static let protein = Option<String>("protein", value: .text("P"), help: "only meals whose primary protein is P")
        static let carb = Option<String>("carb", value: .text("C"), help: "only meals whose primary carb is C")
        static let component = Option<String>("component", value: .text("X"), repeatable: true, help: "only meals with component X")

        static let spec = CommandSpec(
            name: "meals",
            summary: "List the custom meal library, most recently used first; search and filter it.",
            discussion: """
            --search matches part of the name; --protein, --carb and --component match the meal's
            primary protein, primary carb and other components. All ignore case, and all given
            must match (every --component given must be present). The list ends with the
            proteins, carbs and components there are to filter by.
            --json prints {"meals":[{"mealId","name","servings","totals","perServing"|null,"lastUsedAt",
            "primaryProtein"|null,"primaryCarb"|null,"otherComponents"}],"proteins":[…],"carbs":[…],"components":[…]}.
            """,
            usage: [.option(search), .option(protein), .option(carb), .option(component), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot, search, protein, carb, component])

        struct Options {
            var query: MealQuery
            var target: ReportTarget
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            if let stray = arguments.positionals.first {
                throw usageError("unexpected argument '\(stray)'; use --search")
            }
            let query = MealQuery(search: try arguments[search], protein: try arguments[protein],
                                  carb: try arguments[carb], components: try arguments[all: component])
            return Options(query: query, target: try ReportTarget(arguments, context))
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (result, _) = try context.reportState(journal: options.target.journal)
            try context.print(MealsReport(library: result.state.meals, query: options.query), asJSON: options.target.asJSON)
            return .success
        }
    }
}
