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
            let summary = MealSummary(record)
            if arguments.has("json") {
                var json = JSONWriter()
                json.mealSummary(summary) { json in
                json.member("deleted"); json.raw(summary.isDeleted ? "true" : "false")
                json.member("notes"); json.optionalString(summary.definition.notes)
                json.member("ingredients"); json.raw("[")
                for (index, ingredient) in summary.definition.ingredients.enumerated() {
                    if index > 0 { json.raw(",") }
                    json.raw("{")
                    json.member("name", first: true); json.string(ingredient.name)
                    json.member("quantity"); json.number(ingredient.quantity)
                    json.member("unit"); json.string(ingredient.unit)
                    json.member("nutrients"); json.nutrients(ingredient.nutrients)
                    json.member("source"); json.string(ingredient.source.rawValue)
                    json.member("foodId"); json.optionalString(ingredient.foodId)
                    json.raw("}")
                }
                json.raw("]")
                }
                printJSON(json, to: context)
            } else {
                context.stdout.write(table(summary))
            }
            return .success
        }

        static func table(_ meal: MealSummary) -> String {
            let definition = meal.definition
            var text = "\(definition.name)\(meal.isDeleted ? " (deleted)" : "")\n"
            text += "id          \(definition.mealId)\n"
            text += "servings    \(Format.quantity(definition.servings))\n"
            if let protein = definition.primaryProtein { text += "protein     \(protein)\n" }
            if let carb = definition.primaryCarb { text += "carb        \(carb)\n" }
            if !definition.otherComponents.isEmpty {
                text += "components  \(definition.otherComponents.joined(separator: ", "))\n"
            }
            text += "last used   \(Format.instant(meal.lastUsedAt))\n"
            if let notes = definition.notes { text += "notes       \(notes)\n" }
            text += "\n"
            var table = Table([("INGREDIENT", .left), ("AMOUNT", .right)] + NutrientColumns.headers + [("SOURCE", .left)])
            for ingredient in definition.ingredients {
                table.add([ingredient.name, Day.amount(ingredient.quantity, ingredient.unit)]
                    + NutrientColumns.cells(ingredient.nutrients) + [ingredient.source.rawValue])
            }
            table.addRule()
            table.add(["Total", ""] + NutrientColumns.cells(meal.totals))
            if let perServing = meal.perServing {
                table.add(["Per serving", ""] + NutrientColumns.cells(perServing))
            }
            return text + table.render()
        }
    }
}
