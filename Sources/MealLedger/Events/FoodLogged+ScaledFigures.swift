extension FoodLogged {
    /// Why this logged food, corrected to `corrected` (`ledger fix --grams` or `--quantity`,
    /// every figure rescaled), cannot be logged again: a figure past the largest a journal
    /// holds. Reads after the amount as given: `--grams 1000000000 would make 'calories'
    /// 3000000000, past the largest a journal holds (1000000000): 'Rice' logged on journal
    /// line 5`; `loggedLine` is this `food.logged`'s line. Nil when every figure holds.
    public func correctedFigureProblem(_ corrected: FoodLogged, loggedLine: Int) -> String? {
        let item = FoodItem(name: corrected.name, calories: corrected.calories, protein: corrected.protein,
                            carbohydrates: corrected.carbohydrates, fats: corrected.fats, quantity: corrected.quantity,
                            nutrientValues: corrected.nutrientValues)
        guard let (_, field, value) = ScaledFigures.firstPastLargest([item]) else { return nil }
        return "would make '\(field)' \(CanonicalNumber.safeText(value)), \(ScaledFigures.pastLargest): "
            + "'\(name.trimmingWhitespace())' logged on journal line \(loggedLine)"
    }
}
