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
        guard let (index, field, value) = ScaledFigures.firstPastLargest(meal.items(forServings: servings)) else { return nil }
        return "would make '\(field)' of the meal's ingredient \(index + 1) (\(meal.ingredients[index].name.trimmingWhitespace())) "
            + "\(CanonicalNumber.safeText(value)), \(ScaledFigures.pastLargest): '\(meal.name)', journal line \(mealLine)"
    }

    /// The same for a correction (`ledger fix`): why this logged meal, rescaled to `servings`
    /// servings from its logged items (as `corrected(toServings:)` rescales them), cannot be
    /// logged again; `loggedLine` is the journal line of this `meal.logged`.
    ///
    /// Reads after the servings as given: `--servings 100000 would make 'calories' of the
    /// logged item 1 (Rice) 90000000000, past the largest a journal holds (1000000000): 'Bowl'
    /// logged on journal line 7`. Nil when every figure holds.
    public func correctedFigureProblem(servings: Double, loggedLine: Int) -> String? {
        let rescaled = corrected(toServings: servings, entryId: entryId).items
        guard let (index, field, value) = ScaledFigures.firstPastLargest(rescaled) else { return nil }
        return "would make '\(field)' of the logged item \(index + 1) (\(items[index].name.trimmingWhitespace())) "
            + "\(CanonicalNumber.safeText(value)), \(ScaledFigures.pastLargest): '\(mealName)' logged on journal line \(loggedLine)"
    }
}
