import MealLedger

extension Ledger {
    /// `ledger shopping [DATE]`: what the week's planned meals need, summed by food and unit.
    struct Shopping: LedgerCommand {
        static let spec = CommandSpec(
            name: "shopping", arguments: "[DATE] [--json]",
            summary: "List the ingredients of the meals planned in the week holding DATE (default this week).",
            discussion: """
            Each planned meal counts one serving: its ingredients are scaled by 1 ÷ the servings
            the meal makes, then summed by food (its database id, else its name, case ignored)
            and unit. Grams are totalled where the units convert: g, kg, oz and lb always, cups,
            spoons and pieces through the food database's measures for foods taken from it.
            A meal deleted since it was planned adds nothing and is named.
            --json prints {"start","end","items":[{"name","foodId","grams"|null,"amounts":[{"quantity","unit","grams"|null,"meals"}]}],"deletedMeals"}.
            """,
            options: [.journal, .json, .noSnapshot])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            let date = try context.dateArgument(arguments, command: spec.commandPath)
            let (result, _) = try context.reportState(arguments)
            let start = WeekReport.start(of: date, firstWeekday: .monday)
            let list = ShoppingList(weekStarting: start, state: result.state, foods: .embedded)
            if arguments.has("json") {
                printJSON(ShoppingRendering.json(list), to: context)
            } else {
                context.stdout.write(ShoppingRendering.table(list))
            }
            return .success
        }
    }
}
