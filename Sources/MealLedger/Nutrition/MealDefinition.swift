/// The complete definition of a custom meal, as `meal.created` and `meal.edited` carry it.
public struct MealDefinition: Equatable, Sendable {
    public var mealId: Identifier
    public var name: String
    /// How many servings the ingredients make (> 0).
    public var servings: Double
    public var ingredients: [Ingredient]
    public var primaryProtein: String?
    public var primaryCarb: String?
    /// Other components for filtering ("broccoli", "salsa"); empty when none.
    public var otherComponents: [String]
    public var notes: String?

    public init(mealId: Identifier, name: String, servings: Double = 1, ingredients: [Ingredient] = [],
                primaryProtein: String? = nil, primaryCarb: String? = nil, otherComponents: [String] = [],
                notes: String? = nil) {
        self.mealId = mealId
        self.name = name
        self.servings = servings
        self.ingredients = ingredients
        self.primaryProtein = primaryProtein
        self.primaryCarb = primaryCarb
        self.otherComponents = otherComponents
        self.notes = notes
    }

    /// The sums over the ingredients, missing macros as 0.
    public var totals: Nutrients {
        ingredients.reduce(.zero) { $0 + $1.nutrients }
    }

    /// The totals divided by the servings.
    public var perServing: Nutrients {
        totals.scaled(by: 1 / servings)
    }

    /// The items eating `servingsEaten` servings puts in the log: each ingredient scaled.
    public func items(forServings servingsEaten: Double) -> [FoodItem] {
        let factor = servingsEaten / servings
        return ingredients.map { FoodItem(scaling: $0, by: factor) }
    }
}
