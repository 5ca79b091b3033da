/// One ingredient phrase read out of a recipe: how much of which food, and its nutrition.
///
/// Made general enough for both parsers: the offline parser fills `grams` and `foodId` from
/// the food database; an AI reply gives name, quantity, unit and nutrition directly.
public struct ParsedIngredient: Equatable, Sendable {
    /// The phrase as the recipe wrote it, e.g. "2-3 cloves garlic, minced".
    public var phrase: String
    /// The food as the phrase names it, e.g. "garlic": the name the saved ingredient gets.
    public var name: String
    /// How many units (> 0); the midpoint of a range, 1 for an assumed portion.
    public var quantity: Double
    /// The canonical unit ("cup", "tbsp", "g", "piece", "clove", "large"…).
    public var unit: String
    /// The weight the quantity came to, when known.
    public var grams: Double?
    /// The food-database id the nutrition came from, when it did.
    public var foodId: String?
    /// The database's description of that food, e.g. "Garlic, raw".
    public var foodDescription: String?
    public var calories: Double
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    /// The vocabulary's other nutrients for the quantity; absent ones unknown.
    public var nutrientValues: NutrientValues
    /// Where the nutrition came from: `database`, `ai`, or `manual` for an unmatched phrase.
    public var source: FoodSource
    public var flags: [IngredientFlag]
    /// How sure the parser is, from 0 to 1.
    public var confidence: Double
    /// Whether the food was read as eaten or as bought (SPEC 13); nil for an AI reply.
    public var state: FoodReading?

    /// The table the food came from, told by its id.
    public var table: FoodTableKind? {
        foodId.map { $0.utf8.count == 8 ? .fndds : .sr28 }
    }

    /// Creates an ingredient with every field given.
    public init(phrase: String, name: String, quantity: Double, unit: String, grams: Double? = nil,
                foodId: String? = nil, foodDescription: String? = nil, calories: Double, protein: Double? = nil,
                carbohydrates: Double? = nil, fats: Double? = nil, source: FoodSource, flags: [IngredientFlag] = [],
                confidence: Double, state: FoodReading? = nil, nutrientValues: NutrientValues? = nil) {
        self.phrase = phrase
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.grams = grams
        self.foodId = foodId
        self.foodDescription = foodDescription
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        self.source = source
        self.flags = flags
        self.confidence = confidence
        self.state = state
        self.nutrientValues = nutrientValues
            ?? Self.tableNutrients(foodId: foodId, description: foodDescription, grams: grams)
    }

    /// The embedded table's nutrients of food `foodId` for `grams`, as its calories are scaled
    /// (per 100 g × grams ÷ 100, rounded as the journal keeps figures); unknown when the
    /// food is not the embedded table's food of that description (a test's own database).
    static func tableNutrients(foodId: String?, description: String?, grams: Double?) -> NutrientValues {
        guard let foodId, let grams, let food = FoodDatabase.embedded.food(id: foodId),
              food.description == description else { return .unknown }
        return food.nutrients.scaledForJournal(by: grams / 100)
    }


    /// The meal ingredient this becomes when saved.
    public var ingredient: Ingredient {
        Ingredient(name: name, quantity: quantity, unit: unit, calories: calories, protein: protein,
                   carbohydrates: carbohydrates, fats: fats, source: source, foodId: foodId,
                   nutrientValues: nutrientValues)
    }
}

extension ParsedIngredient: MacroCarrying {}
