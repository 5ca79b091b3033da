import MealLedger

extension Ledger {
    /// `ledger week [DATE]`: the planned meals of a week, each day's planned totals and what was eaten against goals.
    struct Week: LedgerCommand {
        static let spec = CommandSpec(
            name: "week", arguments: "[DATE] [--next N | --prev N] [--week-start DAY] [--json]",
            summary: "Show the meal plan of the week holding DATE (default this week), with planned totals, eaten and goals.",
            discussion: """
            A week is 7 consecutive days from its first day (--week-start, default monday).
            --next N and --prev N move by whole weeks. A day's planned totals count one serving
            of each meal planned; a meal deleted since stays as a placeholder and counts nothing.
            EATEN is the kcal logged that day (as 'ledger day' totals them), next to the plan and
            the goal; LEFT is the goal − planned.
            --json prints {"start","days":[{"date","weekday","meals":[{"assignmentId","mealId","name","deleted"}],"planned":{…},"eaten":{…},"goals":{…}|null}]}.
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
            let (result, file) = try context.reportState(arguments)
            let report: WeekReport
            do {
                report = try WeekReport(containing: date, movedBy: weeks, firstWeekday: firstWeekday, state: result.state) {
                    try file.readEvent(at: $0)
                }
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            if arguments.has("json") {
                printJSON(json(report), to: context)
            } else {
                context.stdout.write(table(report))
            }
            return .success
        }

        static func json(_ report: WeekReport) -> JSONWriter {
            var json = JSONWriter()
            json.raw("{")
            json.member("start", first: true); json.string(report.start.description)
            json.member("days"); json.raw("[")
            for (index, day) in report.days.enumerated() {
                if index > 0 { json.raw(",") }
                json.raw("{")
                json.member("date", first: true); json.string(day.date.description)
                json.member("weekday"); json.string(day.weekday.rawValue)
                json.member("meals"); json.raw("[")
                for (mealIndex, meal) in day.meals.enumerated() {
                    if mealIndex > 0 { json.raw(",") }
                    json.raw("{")
                    json.member("assignmentId", first: true); json.string(meal.assignmentId.description)
                    json.member("mealId"); json.string(meal.mealId.description)
                    json.member("name"); json.string(meal.name)
                    json.member("deleted"); json.raw(meal.isDeleted ? "true" : "false")
                    json.raw("}")
                }
                json.raw("]")
                json.member("planned"); json.nutrients(day.planned)
                json.member("eaten"); json.nutrients(day.eaten)
                json.member("goals"); json.goals(day.goals)
                json.raw("}")
            }
            json.raw("]}")
            return json
        }

        static func table(_ report: WeekReport) -> String {
            let end = report.start.adding(days: 6)
            let text = "Week of \(report.start) to \(end)\n\n"
            var table = Table([("DAY", .left), ("MEAL", .left), ("PLAN", .left)] + NutrientColumns.headers
                + [("EATEN", .right), ("GOAL KCAL", .right), ("LEFT", .right)])
            for day in report.days {
                let label = "\(day.weekday.abbreviation) \(day.date)"
                let goal = day.goals?.calories
                let dayCells = NutrientColumns.cells(day.planned) + [Format.calories(day.eaten.calories)]
                    + [goal.map(Format.calories) ?? "", goal.map { Format.calories($0 - day.planned.calories) } ?? ""]
                if day.meals.isEmpty {
                    table.add([label, "—", ""] + dayCells)
                    continue
                }
                for (index, meal) in day.meals.enumerated() {
                    let name = meal.isDeleted ? "\(meal.name) (deleted)" : meal.name
                    let first = index == 0
                    table.add([first ? label : "", name, meal.assignmentId.short]
                        + (first && day.meals.count == 1 ? dayCells : NutrientColumns.cells(meal.perServing) + ["", "", ""]))
                }
                if day.meals.count > 1 {
                    table.add(["", "  planned", ""] + dayCells)
                }
            }
            return text + table.render()
        }
    }
}
