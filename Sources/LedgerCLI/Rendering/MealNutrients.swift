import MealLedger

/// `ledger meal show`: the meal in full (`MealDetails`), then the vocabulary's nutrients over
/// its ingredients — total and per serving — and how many ingredients did not say.
struct MealNutrients: PrintableReport {
    var details: MealDetails

    func writeJSON(to json: inout JSONWriter) {
        details.writeJSON(to: &json)
    }

    func text(width: Int?) -> String {
        var text = details.text(width: width)
        let definition = details.meal.definition
        let totals = NutrientTotals(definition.ingredients.map(\.nutrientValues))
        let given = Nutrient.allCases.filter { totals.total($0) != nil }
        guard !given.isEmpty else { return text }
        let count = definition.ingredients.count
        let perServing = definition.servings != 1
        var table = Table([("NUTRIENT", .left), ("TOTAL", .right)] + (perServing ? [("PER SERVING", .right)] : [])
            + [("UNIT", .left), ("NOT SAID", .right)])
        for nutrient in given {
            let total = totals.total(nutrient) ?? 0
            let unknown = totals.unknownCount(nutrient)
            table.add([nutrient.label, NutrientFormat.amount(total)]
                + (perServing ? [NutrientFormat.amount(total / definition.servings)] : [])
                + [nutrient.unit, unknown == 0 ? "" : "\(unknown) of \(count)"])
        }
        text += "\n" + table.render(width: width)
        let silent = Nutrient.allCases.count - given.count
        if silent > 0 { text += "No ingredient says its \(silent == 1 ? "other nutrient" : "\(silent) other nutrients").\n" }
        if given.contains(where: { totals.unknownCount($0) > 0 }) {
            text += "NOT SAID: ingredients that gave no value; the total leaves them out.\n"
        }
        return text
    }
}
