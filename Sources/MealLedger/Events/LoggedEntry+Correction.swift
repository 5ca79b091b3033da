/// Corrections of logged entries (`ledger fix`, SPEC section 9): the amount changed and every
/// figure rescaled in proportion, from what was logged (never from a meal's current definition).
extension FoodLogged {
    /// The same food with quantity and nutrition × `factor`, as a new entry that replaces this one.
    public func corrected(by factor: Double, entryId: Identifier, quantity: Double?, unit: String?,
                          date: CalendarDate? = nil, slot: Slot?? = nil) -> FoodLogged {
        func scaled(_ value: Double) -> Double { FoodItem.roundedForJournal(value * factor) }
        var copy = self
        copy.entryId = entryId
        copy.calories = scaled(calories)
        copy.protein = protein.map(scaled)
        copy.carbohydrates = carbohydrates.map(scaled)
        copy.fats = fats.map(scaled)
        copy.nutrientValues = nutrientValues.scaledForJournal(by: factor)
        copy.quantity = quantity
        copy.unit = unit
        if let date { copy.date = date }
        if let slot { copy.slot = slot }
        copy.replaces = self.entryId
        return copy
    }
}

extension MealLogged {
    /// The same meal, `servings` servings of it, its logged items rescaled from the ones logged,
    /// as a new entry that replaces this one.
    public func corrected(toServings servings: Double, entryId: Identifier, date: CalendarDate? = nil,
                          slot: Slot?? = nil) -> MealLogged {
        let factor = servings / self.servings
        func scaled(_ value: Double) -> Double { FoodItem.roundedForJournal(value * factor) }
        var copy = self
        copy.entryId = entryId
        copy.servings = servings
        copy.items = items.map { item in
            var item = item
            item.calories = scaled(item.calories)
            item.protein = item.protein.map(scaled)
            item.carbohydrates = item.carbohydrates.map(scaled)
            item.fats = item.fats.map(scaled)
            item.nutrientValues = item.nutrientValues.scaledForJournal(by: factor)
            // A quantity that would fall below the smallest normal number says nothing: left out.
            if let quantity = item.quantity {
                let new = scaled(quantity)
                item.quantity = new.isNormal ? new : nil
                if !new.isNormal { item.unit = nil }
            }
            return item
        }
        if let date { copy.date = date }
        if let slot { copy.slot = slot }
        copy.replaces = self.entryId
        return copy
    }
}
