import MealLedger

/// `ledger day`: the day's entries with a meal's items under it, totals, goals, what remains.
extension DayReport: PrintableReport {
    /// `{"date","entries":[…],"totals":{…},"goals":{…}|null,"remaining":{…}|null}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("date", date)
            json.member("entries") { $0.array(entries) { $1.writeJSON(to: &$0) } }
            json.member("totals", totals)
            json.member("goals", goals)
            json.member("remaining", remaining)
        }
    }

    func text(width: Int?) -> String {
        var text = "\(date.weekday.rawValue.capitalizedFirst) \(date)\n\n"
        guard !entries.isEmpty || goals != nil else {
            return text + "Nothing logged.\n"
        }
        var table = Table([("ENTRY", .left), ("NAME", .left), ("AMOUNT", .right)] + NutrientColumns.headers)
        table.keepWhole(["ENTRY"])
        for entry in entries {
            switch entry {
            case .food(let logged, _):
                table.add([logged.entryId.short, logged.name, Format.amount(logged.quantity, logged.unit)]
                    + NutrientColumns.cells(logged.nutrients))
            case .meal(let logged, _):
                // Servings eaten × the calories of one of them: "1.5 × 401 kcal".
                let perServing = logged.nutrients.scaled(by: 1 / logged.servings)
                table.add([logged.entryId.short, logged.mealName,
                           Format.quantity(logged.servings) + " × " + Format.calories(perServing.calories) + " kcal"]
                    + NutrientColumns.cells(logged.nutrients))
                for item in logged.items {
                    table.add(["", "  " + item.name, Format.amount(item.quantity, item.unit)]
                        + NutrientColumns.cells(item.nutrients))
                }
            }
        }
        table.addRule()
        table.add(["", "Total", ""] + NutrientColumns.cells(totals))
        if let goals, let remaining, let goalsFrom {
            table.add(["", "Goals (from \(goalsFrom))", ""] + NutrientColumns.cells(goals))
            table.add(["", "Remaining", ""] + NutrientColumns.cells(remaining),
                      red: NutrientColumns.negative(remaining, first: 3))
        }
        if entries.isEmpty { text += "Nothing logged.\n\n" }
        return text + table.render(width: width)
    }
}

extension DayEntry {
    /// `{"entryId","line","kind","name","nutrients",…}`: a food's amount and source, or a
    /// meal's id, servings and items.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("entryId", entryId)
            json.member("line", line)
            switch self {
            case .food(let logged, _):
                json.member("kind", "food")
                json.member("name", logged.name)
                json.member("nutrients", logged.nutrients)
                json.member("quantity", ifPresent: logged.quantity)
                json.member("unit", ifPresent: logged.unit)
                json.member("source", logged.source.rawValue)
            case .meal(let logged, _):
                json.member("kind", "meal")
                json.member("name", logged.mealName)
                json.member("nutrients", logged.nutrients)
                json.member("mealId", logged.mealId)
                json.member("servings", logged.servings)
                json.member("perServing", logged.nutrients.scaled(by: 1 / logged.servings))
                json.member("items") { json in
                    json.array(logged.items) { json, item in
                        json.object { json in
                            json.member("name", item.name)
                            json.member("nutrients", item.nutrients)
                            json.member("quantity", ifPresent: item.quantity)
                            json.member("unit", ifPresent: item.unit)
                        }
                    }
                }
            }
        }
    }
}
