import MealLedger

/// The vocabulary's nutrients summed over the parts of a meal or a recipe (`meal show`,
/// `recipe parse --nutrients`): each nutrient some part gave, its total (and per serving), its
/// unit and how many parts did not say it, so a total is never read as complete when it is not.
enum NutrientTotalsTable {
    /// The table and its notes; nil when no part gives any nutrient. `servings` other than 1
    /// adds a PER SERVING column; `parts` names what was summed in the notes ("ingredient").
    static func text(_ values: [NutrientValues], servings: Double = 1, parts: String = "ingredient",
                     width: Int?) -> String? {
        let totals = NutrientTotals(values)
        let given = Nutrient.allCases.filter { totals.total($0) != nil }
        guard !given.isEmpty else { return nil }
        let perServing = servings != 1
        var table = Table([("NUTRIENT", .left), ("TOTAL", .right)] + (perServing ? [("PER SERVING", .right)] : [])
            + [("UNIT", .left), ("NOT SAID", .right)])
        for nutrient in given {
            let total = totals.total(nutrient) ?? 0
            let unknown = totals.unknownCount(nutrient)
            table.add([nutrient.label, NutrientFormat.amount(total)]
                + (perServing ? [NutrientFormat.amount(total / servings)] : [])
                + [nutrient.unit, unknown == 0 ? "" : "\(unknown) of \(values.count)"])
        }
        var text = table.render(width: width)
        let silent = Nutrient.allCases.count - given.count
        if silent > 0 { text += "No \(parts) says its \(silent == 1 ? "other nutrient" : "\(silent) other nutrients").\n" }
        if given.contains(where: { totals.unknownCount($0) > 0 }) {
            text += "NOT SAID: \(parts)s that gave no value; the total leaves them out.\n"
        }
        return text
    }
}
