import MealLedger

/// `ledger goals`: the goals in force on a day, figures first, then each nutrient's limits.
struct GoalsInForce: PrintableReport {
    var date: CalendarDate
    /// The `goals.set` in force; nil when none is, or the latest cleared them.
    var set: GoalsSet?
    /// True right after setting them: the heading says from when they hold.
    var isNew = false

    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("date", date.description)
            json.member("from", orNull: set?.from.description)
            json.member("goals", set?.goals)
        }
    }

    func text(width: Int?) -> String {
        guard let set else {
            return isNew ? "No goals from \(date) on.\n"
                : "No goals in force on \(date). Set them with 'ledger goals --calories N --protein N …'.\n"
        }
        var text = isNew ? "Goals from \(set.from) on:\n\n" : "Goals in force on \(date) (set from \(set.from)):\n\n"
        var figures = Table([("GOAL", .left), ("DAILY", .right), ("UNIT", .left)])
        func row(_ label: String, _ value: Double?, _ unit: String, _ format: (Double) -> String) {
            figures.add([label, value.map(format) ?? "–", unit])
        }
        row("Calories", set.calories, "kcal", Format.calories)
        row("Protein", set.protein, "g", Format.grams)
        row("Carbohydrates", set.carbohydrates, "g", Format.grams)
        row("Fats", set.fats, "g", Format.grams)
        text += figures.render(width: width)
        let limited = Nutrient.allCases.filter { set.minimums[$0] != nil || set.maximums[$0] != nil }
        if !limited.isEmpty {
            var limits = Table([("NUTRIENT", .left), ("AT LEAST", .right), ("AT MOST", .right), ("UNIT", .left)])
            for nutrient in limited {
                limits.add([nutrient.label, set.minimums[nutrient].map(NutrientFormat.amount) ?? "",
                            set.maximums[nutrient].map(NutrientFormat.amount) ?? "", nutrient.unit])
            }
            text += "\n" + limits.render(width: width)
        }
        return text
    }
}
