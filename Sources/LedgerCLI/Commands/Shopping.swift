import MealLedger

extension Ledger {
    /// `ledger shopping [DATE]`: what the week's planned meals need, summed by food and unit.
    struct Shopping: LedgerCommand {
        static let spec = CommandSpec(
            name: "shopping",
            summary: "List the ingredients of the meals planned in the week holding DATE (default this week).",
            discussion: """
            Each planned meal counts the servings planned: its ingredients are scaled by the
            planned servings ÷ the servings the meal makes, then summed by food (its database id,
            else its name, case ignored) and unit. Grams are totalled where the units convert: g,
            kg, oz and lb always, cups, spoons and pieces through the food database's measures
            for foods taken from it. A meal deleted since it was planned adds nothing and is
            named. --next N and --prev N move by whole weeks, as 'ledger week' does.
            --json prints {"start","end","items":[{"name","foodId","grams"|null,"amounts":[{"quantity","unit","grams"|null,"meals"}]}],"deletedMeals"}.
            """,
            usage: [.optionalArgument(.date), .oneOf([Week.next, Week.previous], required: false),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot, Week.next, Week.previous])

        struct Options {
            var date: CalendarDate
            /// Whole weeks later (negative: earlier).
            var weeks: Int
            var target: ReportTarget
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let options = try datedReportOptions(arguments, context)
            if arguments.has(Week.next), arguments.has(Week.previous) {
                throw usageError("give \(Week.next.dashed) or \(Week.previous.dashed), not both")
            }
            let weeks = try arguments[Week.next] ?? -(try arguments[Week.previous] ?? 0)
            let moved = weeks > 0 ? "\(Week.next.dashed) \(weeks) from " : weeks < 0 ? "\(Week.previous.dashed) \(-weeks) from " : ""
            _ = try weekStart(of: options.date, movedBy: weeks, "\(moved)the week of \(options.date)")
            return Options(date: options.date, weeks: weeks, target: options.target)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (result, _) = try context.reportState(journal: options.target.journal)
            let start = WeekReport.start(of: options.date, firstWeekday: .monday).adding(days: 7 * options.weeks)
            let list = ShoppingList(weekStarting: start, state: result.state, foods: .embedded)
            try context.print(list, asJSON: options.target.asJSON)
            return .success
        }
    }
}
