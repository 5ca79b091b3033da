import MealLedger

extension Ledger {
    /// `ledger week [DATE]`: the planned meals of a week, each day's planned totals and what was eaten against goals.
    struct Week: LedgerCommand {
        static let next = Option<Int>("next", value: .number(), help: "N weeks later", parse: weekCount)
        static let previous = Option<Int>("prev", value: .number(), help: "N weeks earlier", parse: weekCount)
        static let weekStart = Option<Weekday>("week-start", value: .weekday, help: "the first day of a week: monday … sunday") {
            text, _ throws(OptionProblem) in
            let name = text.lowercased()
            guard let weekday = Weekday.allCases.first(where: { $0.rawValue == name || $0.rawValue.prefix(3) == name }) else {
                throw .invalid("must be a day of the week")
            }
            return weekday
        }

        static let spec = CommandSpec(
            name: "week",
            summary: "Show the meal plan of the week holding DATE (default this week), with planned totals, eaten and goals.",
            discussion: """
            A week is 7 consecutive days from its first day (--week-start, default monday).
            --next N and --prev N move by whole weeks. A day's planned totals count one serving
            of each meal planned; a meal deleted since stays as a placeholder and counts nothing.
            EATEN is the kcal logged that day (as 'ledger day' totals them), next to the plan and
            the goal; LEFT is the goal − planned.
            --json prints {"start","days":[{"date","weekday","meals":[{"assignmentId","mealId","name","deleted",
            "slot"|null,"servings"}],"planned":{…},"eaten":{…},"goals":{…}|null}]}.
            """,
            usage: [.optionalArgument(.date), .oneOf([next, previous], required: false), .option(weekStart),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot, next, previous, weekStart])

        /// A whole number of weeks to move, 0 to 10 000.
        @Sendable static func weekCount(_ text: String, _ context: CommandContext) throws(OptionProblem) -> Int {
            try wholeNumber(text, in: 0...10_000, rule: "must be a whole number of weeks from 0 to 10000")
        }

        struct Options {
            var date: CalendarDate
            /// Whole weeks later (negative: earlier).
            var weeks: Int
            var firstWeekday: Weekday
            var target: ReportTarget
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            // `this week`, `last week`, `next week` name weeks from --week-start's day.
            let firstWeekday = try arguments[weekStart] ?? .monday
            let date = try dateArgument(arguments, context, firstWeekday: firstWeekday)
            if arguments.has(next), arguments.has(previous) {
                throw usageError("give \(next.dashed) or \(previous.dashed), not both")
            }
            let weeks = try arguments[next] ?? -(try arguments[previous] ?? 0)
            let moved = weeks > 0 ? "\(next.dashed) \(weeks) from " : weeks < 0 ? "\(previous.dashed) \(-weeks) from " : ""
            _ = try weekStart(of: date, firstWeekday: firstWeekday, movedBy: weeks,
                              "\(moved)the week of \(date) (from \(firstWeekday.rawValue))")
            return Options(date: date, weeks: weeks, firstWeekday: firstWeekday, target: try ReportTarget(arguments, context))
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (result, file) = try context.reportState(journal: options.target.journal)
            let report: WeekReport
            do {
                report = try WeekReport(containing: options.date, movedBy: options.weeks,
                                        firstWeekday: options.firstWeekday, state: result.state) {
                    try file.readEvent(at: $0)
                }
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            try context.print(report, asJSON: options.target.asJSON)
            return .success
        }
    }
}
