/// One ingredient of a custom meal: a quantity of a food with its nutrition.
public struct Ingredient: Equatable, Sendable {
    public var name: String
    public var quantity: Double
    public var unit: String
    public var calories: Double
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    /// The vocabulary's other nutrients (the journal's `nutrients`); absent ones unknown.
    public var nutrientValues: NutrientValues
    public var source: FoodSource
    /// The food-database id the nutrition came from, when it did.
    public var foodId: String?

    public init(name: String, quantity: Double, unit: String, calories: Double, protein: Double? = nil,
                carbohydrates: Double? = nil, fats: Double? = nil, source: FoodSource = .manual,
                foodId: String? = nil, nutrientValues: NutrientValues = .unknown) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        self.source = source
        self.foodId = foodId
        self.nutrientValues = nutrientValues
    }

}

extension Ingredient: MacroCarrying {}

extension Ingredient {
    /// An ingredient whose four figures come as one value (calories 0 when absent).
    init(name: String, quantity: Double, unit: String, macros: MacroFields, source: FoodSource, foodId: String?) {
        self.init(name: name, quantity: quantity, unit: unit, calories: macros.calories ?? 0, protein: macros.protein,
                  carbohydrates: macros.carbohydrates, fats: macros.fats, source: source, foodId: foodId,
                  nutrientValues: macros.nutrientValues)
    }
}

extension Ingredient {
    /// The same food, `factor` times as much (rounded as the journal keeps figures).
    public func scaled(by factor: Double) -> Ingredient {
        guard factor != 1 else { return self }
        func scaled(_ value: Double) -> Double { FoodItem.roundedForJournal(value * factor) }
        return Ingredient(name: name, quantity: scaled(quantity), unit: unit, calories: scaled(calories),
                          protein: protein.map(scaled), carbohydrates: carbohydrates.map(scaled), fats: fats.map(scaled),
                          source: source, foodId: foodId, nutrientValues: nutrientValues.scaledForJournal(by: factor))
    }
}
