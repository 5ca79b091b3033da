extension MealLogged {
    /// Why `servings` servings of `meal` cannot be logged: an ingredient's figure, scaled by
    /// servings eaten ÷ servings made, past the largest a journal holds. Named after the
    /// servings the person gave, never after the scaled item (`items[0].calories`), which they
    /// never wrote; `mealLine` is the journal line of the meal's `meal.created`.
    ///
    /// The problem reads after the servings as given: `'servings' 100000` or `--servings 100000`
    /// then `would make 'calories' of the meal's ingredient 1 (Rice) 90000000000, past the
    /// largest a journal holds (1000000000): 'Bowl', journal line 2`. Nil when every figure holds.
    public static func scaledFigureProblem(servings: Double, of meal: MealDefinition, mealLine: Int) -> String? {
        let largest = ObjectReader.NumberRule.largest
        for (index, item) in meal.items(forServings: servings).enumerated() {
            let figures: [(String, Double?)] = [("calories", item.calories), ("protein", item.protein),
                                                ("carbohydrates", item.carbohydrates), ("fats", item.fats),
                                                ("quantity", item.quantity)]
                + item.nutrientValues.known.map { ("nutrients." + $0.nutrient.key, $0.value) }
            guard let (field, scaled) = figures.first(where: { ($0.1 ?? 0) > largest }), let value = scaled else { continue }
            return "would make '\(field)' of the meal's ingredient \(index + 1) (\(meal.ingredients[index].name.trimmingWhitespace())) "
                + "\(CanonicalNumber.safeText(value)), past the largest a journal holds "
                + "(\(CanonicalNumber.text(largest))): '\(meal.name)', journal line \(mealLine)"
        }
        return nil
    }
}
