import MealLedger

/// `ledger week`: the meals planned on each day of a week, planned totals and what was eaten against goals.
extension WeekReport: PrintableReport {
    /// `{"start","days":[{"date","weekday","meals":[…],"planned":{…},"eaten":{…},"goals":{…}|null}]}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("start", start)
            json.member("days") { $0.array(days) { $1.writeJSON(to: &$0) } }
        }
    }

    func text(width: Int?) -> String {
        let end = start.adding(days: 6)
        let text = "Week of \(start) to \(end)\n\n"
        var table = Table([("DAY", .left), ("MEAL", .left), ("PLAN", .left)] + NutrientColumns.headers
            + [("EATEN", .right), ("GOAL KCAL", .right), ("LEFT", .right)])
        table.keepWhole(["DAY", "PLAN"])
        // The meals planned, and their protein and carbohydrates, go last (SPEC 16).
        table.leaveOutWhenNarrow(["FATS", "GOAL KCAL", "LEFT", "PLAN", "EATEN"])
        table.keepReadable("MEAL", atLeast: 26)
        for day in days {
            let label = "\(day.weekday.abbreviation) \(day.date)"
            let goal = day.goals?.calories
            let dayCells = NutrientColumns.cells(day.planned) + [Format.calories(day.eaten.calories)]
                + [goal.map(Format.calories) ?? "", goal.map { Format.calories($0 - day.planned.calories) } ?? ""]
            // Planned past the goal: what is left is below zero, in red.
            let over: Set<Int> = (goal.map { ($0 - day.planned.calories).rounded() < 0 } ?? false) ? [9] : []
            if day.meals.isEmpty {
                table.add([label, "—", ""] + dayCells, red: over)
                continue
            }
            for (index, meal) in day.meals.enumerated() {
                var name = meal.isDeleted ? "\(meal.name) (deleted)" : meal.name
                if meal.servings != 1 { name += " ×\(Format.quantity(meal.servings))" }
                if let slot = meal.slot { name = "\(slot.rawValue): " + name }
                let first = index == 0
                table.add([first ? label : "", name, meal.assignmentId.short]
                    + (first && day.meals.count == 1 ? dayCells : NutrientColumns.cells(meal.planned) + ["", "", ""]),
                          red: first && day.meals.count == 1 ? over : [])
            }
            if day.meals.count > 1 {
                table.add(["", "  planned", ""] + dayCells, red: over)
            }
        }
        return text + table.render(width: width)
    }
}

extension WeekReport.Day {
    /// `{"date","weekday","meals":[{"assignmentId","mealId","name","deleted","slot","servings"}],"planned","eaten","goals"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("date", date)
            json.member("weekday", weekday.rawValue)
            json.member("meals") { json in
                json.array(meals) { json, meal in
                    json.object { json in
                        json.member("assignmentId", meal.assignmentId)
                        json.member("mealId", meal.mealId)
                        json.member("name", meal.name)
                        json.member("deleted", meal.isDeleted)
                        json.member("slot", orNull: meal.slot?.rawValue)
                        json.member("servings", meal.servings)
                    }
                }
            }
            json.member("planned", planned)
            json.member("eaten", eaten)
            json.member("goals", goals)
        }
    }
}
