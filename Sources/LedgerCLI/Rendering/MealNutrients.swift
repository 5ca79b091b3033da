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
        if let nutrients = NutrientTotalsTable.text(definition.ingredients.map(\.nutrientValues),
                                                    servings: definition.servings, width: width) {
            text += "\n" + nutrients
        }
        return text
    }
}
