import MealLedger

extension Ledger {
    /// `ledger shopping [DATE]`: what the week's planned meals need, summed by food and unit.
    struct Shopping: LedgerCommand {
        static let spec = CommandSpec(
            name: "shopping",
            summary: "List the ingredients of the meals planned in the week holding DATE (default this week).",
            discussion: """
            Each planned meal counts one serving: its ingredients are scaled by 1 ÷ the servings
            the meal makes, then summed by food (its database id, else its name, case ignored)
            and unit. Grams are totalled where the units convert: g, kg, oz and lb always, cups,
            spoons and pieces through the food database's measures for foods taken from it.
            A meal deleted since it was planned adds nothing and is named.
            --json prints {"start","end","items":[{"name","foodId","grams"|null,"amounts":[{"quantity","unit","grams"|null,"meals"}]}],"deletedMeals"}.
            """,
            usage: [.optionalArgument("DATE"), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot])

        typealias Options = DatedReportOptions

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let options = try datedReportOptions(arguments, context)
            _ = try weekStart(of: options.date, "the week of \(options.date)")
            return options
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (result, _) = try context.reportState(journal: options.target.journal)
            let start = WeekReport.start(of: options.date, firstWeekday: .monday)
            let list = ShoppingList(weekStarting: start, state: result.state, foods: .embedded)
            try context.print(list, asJSON: options.target.asJSON)
            return .success
        }
    }
}
