/// The review document of a parsed recipe: what `ledger recipe parse --json` prints and what
/// `append meal.created --from-draft FILE` reads back after a person has edited it.
///
/// ```
/// {"parser","confidence","review","warnings":[…],
///  "ingredients":[{"phrase","name","quantity","unit","grams","foodId","food","calories",
///                  "protein","carbohydrates","fats","source","flags":[…],"confidence"}],
///  "totals":{"calories","protein","carbohydrates","fats"},"primaryProtein","primaryCarb"}
/// ```
/// Absent values are `null`. An edited draft may also carry `name`, `servings`,
/// `otherComponents` and `notes` for the meal.
extension ParsedRecipe {
    /// The review document as one line of JSON.
    public func draftJSON(database: FoodDatabase = .embedded) -> JSONWriter {
        var json = JSONWriter()
        func number(_ value: Double?) {
            if let value { json.number(FoodItem.roundedForJournal(value)) } else { json.raw("null") }
        }
        func text(_ value: String?) {
            if let value { json.string(value) } else { json.raw("null") }
        }
        json.raw("{")
        json.key("parser", first: true); json.string(parser)
        json.key("confidence"); number(confidence)
        json.key("review"); needsReview ? json.raw("true") : json.raw("false")
        json.key("warnings"); json.write(.array(warnings.map(JSONValue.string)))
        json.key("ingredients"); json.raw("[")
        for (index, ingredient) in ingredients.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("{")
            json.key("phrase", first: true); json.string(ingredient.phrase)
            json.key("name"); json.string(ingredient.name)
            json.key("quantity"); number(ingredient.quantity)
            json.key("unit"); json.string(ingredient.unit)
            json.key("grams"); number(ingredient.grams)
            json.key("foodId"); text(ingredient.foodId)
            json.key("food"); text(ingredient.foodDescription)
            json.key("calories"); number(ingredient.calories)
            json.key("protein"); number(ingredient.protein)
            json.key("carbohydrates"); number(ingredient.carbohydrates)
            json.key("fats"); number(ingredient.fats)
            json.key("source"); json.string(ingredient.source.rawValue)
            json.key("flags"); json.write(.array(ingredient.flags.map { .string($0.rawValue) }))
            json.key("confidence"); number(ingredient.confidence)
            json.raw("}")
        }
        json.raw("]")
        let totals = self.totals
        json.key("totals"); json.raw("{")
        json.key("calories", first: true); number(totals.calories)
        json.key("protein"); number(totals.protein)
        json.key("carbohydrates"); number(totals.carbohydrates)
        json.key("fats"); number(totals.fats)
        json.raw("}")
        let primaries = PrimaryComponents.suggest(for: mealIngredients, database: database)
        json.key("primaryProtein"); text(primaries.protein)
        json.key("primaryCarb"); text(primaries.carb)
        json.raw("}")
        return json
    }

    /// The ingredients to save, refused when a phrase matched no food: saving it with 0 kcal
    /// would undercount the meal without anyone having decided so.
    public func savableIngredients() throws(FieldError) -> [Ingredient] {
        for (index, ingredient) in ingredients.enumerated() where ingredient.flags.contains(.unmatched) {
            throw FieldError(field: "ingredients[\(index)]",
                             problem: "'\(ingredient.phrase)' matched no food; drop the phrase, or save with --from-draft after giving its calories and removing the 'unmatched' flag")
        }
        return mealIngredients
    }
}
