import MealLedger

/// `ledger day`: the day's entries with a meal's items under it, totals, goals, what remains.
extension DayReport: PrintableReport {
    /// `{"date","entries":[…],"slots":{"breakfast":{totals},…,"none":{…}},"totals":{…},
    /// "goals":{…}|null,"remaining":{…}|null}`; `slots` holds only the groups with entries.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("date", date)
            json.member("entries") { $0.array(entries) { $1.writeJSON(to: &$0) } }
            json.member("slots") { json in
                json.object { json in
                    for group in slotGroups {
                        json.member(key: group.slot?.rawValue ?? "none") { $0.nutrients(group.totals) }
                    }
                }
            }
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
        var table = Table([("ENTRY", .left), ("NAME", .left), ("AMOUNT", .right)] + NutrientColumns.headers
            + [("SOURCE", .left)])
        table.keepWhole(["ENTRY"])
        let groups = slotGroups
        // Slot headings and subtotals only once some entry has a slot.
        let grouped = groups.contains { $0.slot != nil }
        for group in groups {
            if grouped { table.add(["", (group.slot?.rawValue ?? "other").capitalizedFirst]) }
            for entry in group.entries { add(entry, to: &table, indent: grouped ? "  " : "") }
            if grouped { table.add(["", "  subtotal", ""] + NutrientColumns.cells(group.totals)) }
        }
        table.addRule()
        table.add(["", "Total", ""] + NutrientColumns.cells(totals))
        if let goals, remaining != nil, let goalsFrom {
            // Worked out from the figures shown, so the rows add up on screen (SPEC 16).
            let shown = GoalFigures.remaining(goals, after: totals)
            table.add(["", "Goals (from \(goalsFrom))", ""] + NutrientColumns.cells(goals))
            table.add(["", "Remaining", ""] + NutrientColumns.cells(shown), red: NutrientColumns.negative(shown, first: 3))
            table.add(["", "Of goal", ""] + GoalFigures.shareCells(goals, of: totals))
        }
        if entries.isEmpty { text += "Nothing logged.\n\n" }
        return text + table.render(width: width)
    }

    /// An entry's row, and a meal's items under it.
    private func add(_ entry: DayEntry, to table: inout Table, indent: String) {
        switch entry {
        case .food(let logged, _):
            table.add([logged.entryId.short, indent + logged.name, Format.amount(logged.quantity, logged.unit)]
                + NutrientColumns.cells(logged.nutrients) + [logged.source.rawValue])
        case .meal(let logged, _):
            // Servings eaten × the calories of one of them: "1.5 × 401 kcal".
            let perServing = logged.nutrients.scaled(by: 1 / logged.servings)
            table.add([logged.entryId.short, indent + logged.mealName,
                       Format.quantity(logged.servings) + " × " + Format.calories(perServing.calories) + " kcal"]
                + NutrientColumns.cells(logged.nutrients) + ["meal"])
            for item in logged.items {
                table.add(["", indent + "  " + item.name, Format.amount(item.quantity, item.unit)]
                    + NutrientColumns.cells(item.nutrients) + [item.source?.rawValue ?? ""])
            }
        }
    }
}

extension DayEntry {
    /// `{"entryId","line","kind","name","nutrients",…}`: a food's amount and source, or a
    /// meal's id, servings and items.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("entryId", entryId)
            json.member("line", line)
            json.member("slot", orNull: slot?.rawValue)
            switch self {
            case .food(let logged, _):
                json.member("kind", "food")
                json.member("name", logged.name)
                json.member("nutrients", logged.nutrients)
                json.member("quantity", ifPresent: logged.quantity)
                json.member("unit", ifPresent: logged.unit)
                json.member("source", logged.source.rawValue)
                json.member("foodId", ifPresent: logged.foodId)
                json.member("notes", ifPresent: logged.notes)
            case .meal(let logged, _):
                json.member("kind", "meal")
                json.member("name", logged.mealName)
                json.member("nutrients", logged.nutrients)
                json.member("mealId", logged.mealId)
                json.member("servings", logged.servings)
                json.member("perServing", logged.nutrients.scaled(by: 1 / logged.servings))
                json.member("notes", ifPresent: logged.notes)
                json.member("items") { json in
                    json.array(logged.items) { json, item in
                        json.object { json in
                            json.member("name", item.name)
                            json.member("nutrients", item.nutrients)
                            json.member("quantity", ifPresent: item.quantity)
                            json.member("unit", ifPresent: item.unit)
                            json.member("source", ifPresent: item.source?.rawValue)
                            json.member("foodId", ifPresent: item.foodId)
                        }
                    }
                }
            }
        }
    }
}
