/// The one scan behind every "servings (or grams) that would take a figure past the largest
/// a journal holds" refusal: `eat`, `plan eat`, `append meal.logged` and `fix` name what the
/// person typed, never the scaled field (`items[0].calories`) the journal would refuse.
enum ScaledFigures {
    /// `past the largest a journal holds (1000000000)`.
    static var pastLargest: String {
        "past the largest a journal holds (\(CanonicalNumber.text(ObjectReader.NumberRule.largest)))"
    }

    /// The first item with a figure past the largest a journal holds: its index, the field as
    /// the journal names it, and the figure.
    static func firstPastLargest(_ items: [FoodItem]) -> (index: Int, field: String, value: Double)? {
        let largest = ObjectReader.NumberRule.largest
        for (index, item) in items.enumerated() {
            let figures: [(String, Double?)] = [("calories", item.calories), ("protein", item.protein),
                                                ("carbohydrates", item.carbohydrates), ("fats", item.fats),
                                                ("quantity", item.quantity)]
                + item.nutrientValues.known.map { ("nutrients." + $0.nutrient.key, $0.value) }
            if let (field, scaled) = figures.first(where: { ($0.1 ?? 0) > largest }), let value = scaled {
                return (index, field, value)
            }
        }
        return nil
    }
}
