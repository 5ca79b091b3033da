/// One ingredient of a recipe service's reply, after validation.
public struct AIIngredient: Equatable, Sendable {
    /// Something about the ingredient a person should look at before keeping it.
    public enum Flag: String, CaseIterable, Equatable, Sendable {
        /// The service gave no protein figure; it counts as 0.
        case missingProtein = "missing protein"
        /// The service gave no carbohydrates figure; it counts as 0.
        case missingCarbohydrates = "missing carbohydrates"
        /// The service gave no fats figure; it counts as 0.
        case missingFats = "missing fats"

        /// The name of the field that is missing: `protein`, `carbohydrates` or `fats`.
        public var field: String {
            switch self {
            case .missingProtein: "protein"
            case .missingCarbohydrates: "carbohydrates"
            case .missingFats: "fats"
            }
        }
    }

    /// The name, trimmed; never empty, never holding control characters.
    public var name: String
    /// How much, in `unit`; greater than 0.
    public var quantity: Double
    public var unit: AIRecipeUnit
    /// Kilocalories for the whole quantity; greater than 0.
    public var calories: Double
    /// Grams, when the service gave them.
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    /// The vocabulary's other nutrients: the service is not asked for them, so unknown.
    public var nutrientValues: NutrientValues = .unknown
    /// What to review, in a fixed order; empty when the service gave every figure.
    public var flags: [Flag]

    public init(name: String, quantity: Double, unit: AIRecipeUnit, calories: Double, protein: Double? = nil,
                carbohydrates: Double? = nil, fats: Double? = nil, flags: [Flag] = []) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        self.flags = flags
    }

    /// The ingredient as a meal holds it, its source marked `ai`.
    public var ingredient: Ingredient {
        Ingredient(name: name, quantity: quantity, unit: unit.rawValue, calories: calories, protein: protein,
                   carbohydrates: carbohydrates, fats: fats, source: .ai)
    }
}

extension AIIngredient: MacroCarrying {}
