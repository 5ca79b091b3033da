import MealLedger

extension Ledger {
    /// `ledger day [DATE]`: the day's entries, totals, goals and what remains.
    struct Day: LedgerCommand {
        static let spec = CommandSpec(
            name: "day", arguments: "[DATE] [--json]",
            summary: "Show a day's entries, totals, goals in force and what remains (default today).",
            discussion: """
            DATE is YYYY-MM-DD, today, yesterday or tomorrow. Remaining is goal − eaten, negative
            when exceeded. --json prints {"date","entries":[…],"totals":{…},"goals":{…}|null,"remaining":{…}|null}.
            """,
            options: [.journal, .json, .noSnapshot])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            let date = try context.dateArgument(arguments, command: spec.commandPath)
            let report = try build(date: date, arguments: arguments, context: context)
            if arguments.has("json") {
                printJSON(json(report), to: context)
            } else {
                context.stdout.write(table(report))
            }
            return .success
        }

        static func build(date: CalendarDate, arguments: Arguments, context: CommandContext,
                          options: ReplayOptions = ReplayOptions()) throws -> DayReport {
            let (result, file) = try context.reportState(arguments, options: options)
            do {
                return try DayReport(date: date, state: result.state) { offset in try file.readEvent(at: offset) }
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
        }

        static func json(_ report: DayReport) -> JSONWriter {
            var json = JSONWriter()
            json.raw("{")
            json.member("date", first: true); json.string(report.date.description)
            json.member("entries"); json.raw("[")
            for (index, entry) in report.entries.enumerated() {
                if index > 0 { json.raw(",") }
                json.raw("{")
                json.member("entryId", first: true); json.string(entry.entryId.description)
                json.member("line"); json.number(Double(entry.line))
                switch entry {
                case .food(let logged, _):
                    json.member("kind"); json.string("food")
                    json.member("name"); json.string(logged.name)
                    json.member("nutrients"); json.nutrients(logged.nutrients)
                    if let quantity = logged.quantity { json.member("quantity"); json.number(quantity) }
                    if let unit = logged.unit { json.member("unit"); json.string(unit) }
                    json.member("source"); json.string(logged.source.rawValue)
                case .meal(let logged, _):
                    json.member("kind"); json.string("meal")
                    json.member("name"); json.string(logged.mealName)
                    json.member("nutrients"); json.nutrients(logged.nutrients)
                    json.member("mealId"); json.string(logged.mealId.description)
                    json.member("servings"); json.number(logged.servings)
                    json.member("items"); json.raw("[")
                    for (itemIndex, item) in logged.items.enumerated() {
                        if itemIndex > 0 { json.raw(",") }
                        json.raw("{")
                        json.member("name", first: true); json.string(item.name)
                        json.member("nutrients"); json.nutrients(item.nutrients)
                        if let quantity = item.quantity { json.member("quantity"); json.number(quantity) }
                        if let unit = item.unit { json.member("unit"); json.string(unit) }
                        json.raw("}")
                    }
                    json.raw("]")
                }
                json.raw("}")
            }
            json.raw("]")
            json.member("totals"); json.nutrients(report.totals)
            json.member("goals"); json.goals(report.goals)
            json.member("remaining"); json.goals(report.remaining)
            json.raw("}")
            return json
        }

        static func table(_ report: DayReport) -> String {
            var text = "\(report.date.weekday.rawValue.capitalizedFirst) \(report.date)\n\n"
            guard !report.entries.isEmpty || report.goals != nil else {
                return text + "Nothing logged.\n"
            }
            var table = Table([("ENTRY", .left), ("NAME", .left), ("AMOUNT", .right)] + NutrientColumns.headers)
            for entry in report.entries {
                switch entry {
                case .food(let logged, _):
                    table.add([logged.entryId.short, logged.name, amount(logged.quantity, logged.unit)]
                        + NutrientColumns.cells(logged.nutrients))
                case .meal(let logged, _):
                    table.add([logged.entryId.short, logged.mealName, "×" + Format.quantity(logged.servings)]
                        + NutrientColumns.cells(logged.nutrients))
                    for item in logged.items {
                        table.add(["", "  " + item.name, amount(item.quantity, item.unit)]
                            + NutrientColumns.cells(item.nutrients))
                    }
                }
            }
            table.addRule()
            table.add(["", "Total", ""] + NutrientColumns.cells(report.totals))
            if let goals = report.goals, let remaining = report.remaining {
                table.add(["", "Goals (from \(report.goalsFrom!))", ""] + NutrientColumns.cells(goals))
                table.add(["", "Remaining", ""] + NutrientColumns.cells(remaining))
            }
            if report.entries.isEmpty { text += "Nothing logged.\n\n" }
            return text + table.render()
        }

        static func amount(_ quantity: Double?, _ unit: String?) -> String {
            guard let quantity else { return unit ?? "" }
            return Format.quantity(quantity) + (unit.map { " \($0)" } ?? "")
        }
    }
}

extension String {
    /// The string with its first letter in upper case: `Monday`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
