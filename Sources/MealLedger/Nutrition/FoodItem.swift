/// One food eaten as part of a logged meal: the meal's ingredient scaled to the servings eaten.
public struct FoodItem: Equatable, Sendable {
    public var name: String
    public var calories: Double
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    public var quantity: Double?
    public var unit: String?

    public init(name: String, calories: Double, protein: Double? = nil, carbohydrates: Double? = nil,
                fats: Double? = nil, quantity: Double? = nil, unit: String? = nil) {
        self.name = name
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        self.quantity = quantity
        self.unit = unit
    }

    /// The item scaled from an ingredient by `factor` (servings eaten ÷ servings the meal makes).
    public init(scaling ingredient: Ingredient, by factor: Double) {
        self.init(name: ingredient.name, calories: ingredient.calories * factor,
                  protein: ingredient.protein.map { $0 * factor },
                  carbohydrates: ingredient.carbohydrates.map { $0 * factor },
                  fats: ingredient.fats.map { $0 * factor },
                  quantity: ingredient.quantity * factor, unit: ingredient.unit)
    }

    /// The item's nutrition, missing macros as 0.
    public var nutrients: Nutrients {
        Nutrients(calories: calories, protein: protein ?? 0, carbohydrates: carbohydrates ?? 0, fats: fats ?? 0)
    }
}
