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
            if arguments.has("json") {
                printJSON(json(report), to: context)
            } else {
                context.stdout.write(table(report))
            }
            return .success
        }

        static func json(_ report: MealsReport) -> JSONWriter {
            var json = JSONWriter()
            json.raw("{")
            json.member("meals", first: true); json.raw("[")
            for (index, meal) in report.meals.enumerated() {
                if index > 0 { json.raw(",") }
                json.mealSummary(meal)
            }
            json.raw("]")
            json.member("proteins"); json.strings(report.proteins)
            json.member("carbs"); json.strings(report.carbs)
            json.member("components"); json.strings(report.components)
            json.raw("}")
            return json
        }

        static func table(_ report: MealsReport) -> String {
            var text = ""
            if report.meals.isEmpty {
                text += "No meals match.\n"
            } else {
                var table = Table([("MEAL", .left), ("NAME", .left), ("SERVINGS", .right)] + NutrientColumns.headers
                    + [("KCAL/SERVING", .right), ("MAIN PROTEIN", .left), ("MAIN CARB", .left), ("COMPONENTS", .left),
                       ("LAST USED", .left)])
                for meal in report.meals {
                    let definition = meal.definition
                    table.add([definition.mealId.short, definition.name, Format.quantity(definition.servings)]
                        + NutrientColumns.cells(meal.totals)
                        + [meal.perServing.map { Format.calories($0.calories) } ?? "",
                           definition.primaryProtein ?? "", definition.primaryCarb ?? "",
                           definition.otherComponents.joined(separator: ", "), String(meal.lastUsedAt.description.prefix(10))])
                }
                text += table.render()
            }
            text += "\n"
            text += "Proteins:   " + (report.proteins.isEmpty ? "—" : report.proteins.joined(separator: ", ")) + "\n"
            text += "Carbs:      " + (report.carbs.isEmpty ? "—" : report.carbs.joined(separator: ", ")) + "\n"
            text += "Components: " + (report.components.isEmpty ? "—" : report.components.joined(separator: ", ")) + "\n"
            return text
        }
    }
}

extension JSONWriter {
    /// A meal as `ledger meals` and `ledger meal show` print it.
    mutating func mealSummary(_ meal: MealSummary, details: (inout JSONWriter) -> Void = { _ in }) {
        let definition = meal.definition
        raw("{")
        member("mealId", first: true); string(definition.mealId.description)
        member("name"); string(definition.name)
        member("servings"); number(definition.servings)
        member("totals"); nutrients(meal.totals)
        member("perServing")
        if let perServing = meal.perServing { nutrients(perServing) } else { raw("null") }
        member("lastUsedAt"); string(meal.lastUsedAt.description)
        member("primaryProtein"); optionalString(definition.primaryProtein)
        member("primaryCarb"); optionalString(definition.primaryCarb)
        member("otherComponents"); strings(definition.otherComponents)
        details(&self)
        raw("}")
    }
}
