/// One food eaten as part of a logged meal: the meal's ingredient scaled to the servings eaten.
public struct FoodItem: Equatable, Sendable {
    public var name: String
    public var calories: Double
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    /// The vocabulary's other nutrients (the journal's `nutrients`); absent ones unknown.
    public var nutrientValues: NutrientValues
    public var quantity: Double?
    public var unit: String?
    /// Where the figures came from, as the ingredient or entry it was copied from says.
    public var source: FoodSource?
    /// The food table's id when it came from the database.
    public var foodId: String?

    public init(name: String, calories: Double, protein: Double? = nil, carbohydrates: Double? = nil,
                fats: Double? = nil, quantity: Double? = nil, unit: String? = nil, source: FoodSource? = nil,
                foodId: String? = nil, nutrientValues: NutrientValues = .unknown) {
        self.name = name
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        self.quantity = quantity
        self.unit = unit
        self.source = source
        self.foodId = foodId
        self.nutrientValues = nutrientValues
    }

    /// The item scaled from an ingredient by `factor` (servings eaten ÷ servings the meal makes).
    ///
    /// Scaled values are rounded to 4 decimal places, so the journal reads `8.025`, not
    /// `8.024999999999999`; that is far below what any food label measures.
    public init(scaling ingredient: Ingredient, by factor: Double) {
        func scaled(_ value: Double) -> Double { Self.roundedForJournal(value * factor) }
        // A quantity so small that scaling takes it below the smallest normal number (or to 0)
        // says nothing any more: it is left out (items' quantities are optional), not refused.
        let quantity = scaled(ingredient.quantity)
        self.init(name: ingredient.name, calories: scaled(ingredient.calories),
                  protein: ingredient.protein.map(scaled), carbohydrates: ingredient.carbohydrates.map(scaled),
                  fats: ingredient.fats.map(scaled), quantity: quantity.isNormal ? quantity : nil,
                  unit: quantity.isNormal ? ingredient.unit : nil, source: ingredient.source,
                  foodId: ingredient.foodId, nutrientValues: ingredient.nutrientValues.scaledForJournal(by: factor))
    }

    /// Rounds to 4 decimal places.
    static func roundedForJournal(_ value: Double) -> Double {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == 0 ? value : rounded  // a tiny positive quantity must stay positive
    }

}

extension FoodItem: MacroCarrying {}
