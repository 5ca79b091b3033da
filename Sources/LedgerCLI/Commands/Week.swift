import MealLedger

extension Ledger {
    /// `ledger week [DATE]`: the planned meals of a week, each day's planned totals against goals.
    struct Week: LedgerCommand {
        static let spec = CommandSpec(
            name: "week", arguments: "[DATE] [--next N | --prev N] [--week-start DAY] [--json]",
            summary: "Show the meal plan of the week holding DATE (default this week), with planned totals and goals.",
            discussion: """
            A week is 7 consecutive days from its first day (--week-start, default monday).
            --next N and --prev N move by whole weeks. A day's planned totals count one serving
            of each meal planned; a meal deleted since stays as a placeholder and counts nothing.
            --json prints {"start","days":[{"date","weekday","meals":[{"assignmentId","mealId","name","deleted"}],"planned":{…},"goals":{…}|null}]}.
            """,
            options: [.journal, .json, .noSnapshot,
                      OptionSpec("next", value: "N", help: "N weeks later"),
                      OptionSpec("prev", value: "N", help: "N weeks earlier"),
                      OptionSpec("week-start", value: "DAY", help: "the first day of a week: monday … sunday")])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            let command = spec.commandPath
            let date = try context.dateArgument(arguments, command: command)
            if arguments.has("next"), arguments.has("prev") {
                throw CLIError.usage(command, "give --next or --prev, not both")
            }
            var weeks = 0
            for (name, sign) in [("next", 1), ("prev", -1)] {
                guard let text = arguments.value(name) else { continue }
                guard let count = Int(text), count >= 0, count <= 10_000 else {
                    throw CLIError.usage(command, "--\(name) must be a whole number of weeks, got '\(text)'")
                }
                weeks = sign * count
            }
            var firstWeekday = Weekday.monday
            if let text = arguments.value("week-start") {
                guard let weekday = Weekday.allCases.first(where: {
                    $0.rawValue == text.lowercased() || $0.rawValue.prefix(3) == text.lowercased()
                }) else {
                    throw CLIError.usage(command, "--week-start must be a day of the week, got '\(text)'")
                }
                firstWeekday = weekday
            }
            let (result, _) = try context.reportState(arguments)
            let report = WeekReport(containing: date, movedBy: weeks, firstWeekday: firstWeekday, state: result.state)
            try context.print(report, asJSON: arguments.has("json"))
            return .success
        }
    }
}
