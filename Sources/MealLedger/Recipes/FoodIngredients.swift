/// Meal ingredients built straight from the food database: `--food ID --grams G` or
/// `--food ID --quantity Q --unit U`.
///
/// The ingredient is named by the food's SR28 description (the person chose it by id, so
/// the precise name is the useful one), carries its `foodId` and the `database` source, and
/// its nutrition is the food's per-100 g values scaled to the grams, rounded to 4 decimals.
public enum FoodIngredients {
    /// `grams` of the food `id`.
    public static func ingredient(foodId id: String, grams: Double,
                                  database: FoodDatabase = .embedded) throws(FieldError) -> Ingredient {
        let food = try find(id, database: database)
        try checkPositive(grams, field: "grams")
        try checkWithinLimit(grams, field: "grams")
        return ingredient(food, quantity: grams, unit: "g", grams: grams)
    }

    /// `quantity` `unit`s of the food `id`, weighed through the unit or the food's household measures.
    public static func ingredient(foodId id: String, quantity: Double, unit: String,
                                  database: FoodDatabase = .embedded) throws(FieldError) -> Ingredient {
        let food = try find(id, database: database)
        try checkPositive(quantity, field: "quantity")
        let (canonical, perUnit) = try weight(of: unit, food: food, database: database)
        try checkWithinLimit(quantity, field: "quantity")
        try checkWithinLimit(quantity * perUnit, field: "quantity")
        return ingredient(food, quantity: quantity, unit: canonical, grams: quantity * perUnit)
    }

    /// The grams `quantity` `unit`s of the food `id` weigh.
    public static func grams(foodId id: String, quantity: Double, unit: String,
                             database: FoodDatabase = .embedded) throws(FieldError) -> Double {
        let food = try find(id, database: database)
        return quantity * (try weight(of: unit, food: food, database: database)).perUnit
    }

    /// The unit as the food table spells it and the grams one of it weighs for `food`.
    private static func weight(of unit: String, food: Food, database: FoodDatabase)
        throws(FieldError) -> (unit: String, perUnit: Double) {
        let canonical = UnitTable.unit(unit) ?? HouseholdMeasure.normalizedUnit(unit)
        guard let perUnit = OfflineRecipeParser(database: database).gramsPerUnit(canonical, of: food) else {
            var seen = Set<String>()
            let known = food.measures.filter { seen.insert($0.unit).inserted }.map(\.unit)
            let hint = known.isEmpty ? "it has no household measures" : "its measures: \(known.joined(separator: ", "))"
            throw FieldError(field: "unit", problem: "'\(unit)' has no weight for food \(food.id) (\(food.description)); \(hint), or give --grams")
        }
        return (canonical, perUnit)
    }

    private static func ingredient(_ food: Food, quantity: Double, unit: String, grams: Double) -> Ingredient {
        let share = grams / 100
        func scaled(_ value: Double?) -> Double? { value.map { FoodItem.roundedForJournal($0 * share) } }
        return Ingredient(name: food.description, quantity: quantity, unit: unit,
                          calories: scaled(food.caloriesPer100g) ?? 0, protein: scaled(food.proteinPer100g),
                          carbohydrates: scaled(food.carbohydratesPer100g), fats: scaled(food.fatsPer100g),
                          source: .database, foodId: food.id, nutrientValues: food.nutrients.scaledForJournal(by: share))
    }

    private static func find(_ id: String, database: FoodDatabase) throws(FieldError) -> Food {
        guard let food = database.food(id: id.trimmingCharacters()) else {
            throw FieldError(field: "food", problem: "names no food in the database, got '\(id)'; find ids with 'ledger food search'")
        }
        return food
    }

    /// The most grams (or units) of one food an ingredient holds, as a parsed recipe is held to:
    /// past it, its figures could overflow to infinity, which no journal line holds.
    public static let maximumAmount = OfflineRecipeParser.maximumQuantity

    private static func checkWithinLimit(_ value: Double, field: String) throws(FieldError) {
        guard value <= maximumAmount else {
            throw FieldError(field: field, problem: "is past the limit of \(CanonicalNumber.safeText(maximumAmount)) for one food, "
                             + "got '\(CanonicalNumber.safeText(value))'")
        }
    }

    private static func checkPositive(_ value: Double, field: String) throws(FieldError) {
        guard value.isFinite, value > 0 else {
            throw FieldError(field: field, problem: "must be a positive number, got '\(CanonicalNumber.safeText(value))'")
        }
    }
}
