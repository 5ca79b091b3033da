/// A recipe service's reply that passed every check of SPEC section 7, ready for review.
public struct ValidatedAIRecipe: Equatable, Sendable {
    /// Confidence below this asks the user to review the ingredients.
    public static let reviewThreshold = 0.7

    /// One to twenty ingredients, in the service's order.
    public var ingredients: [AIIngredient]
    /// The service's own confidence in 0…1, nil when it gave none.
    public var confidence: Double?
    /// Things to review, as sentences for people: low or missing confidence, missing macros,
    /// text around the JSON that was ignored.
    public var warnings: [String]

    public init(ingredients: [AIIngredient], confidence: Double?, warnings: [String] = []) {
        self.ingredients = ingredients
        self.confidence = confidence
        self.warnings = warnings
    }

    /// True when the confidence is missing or below `reviewThreshold`, or a figure is missing.
    public var needsReview: Bool {
        (confidence ?? 0) < Self.reviewThreshold || ingredients.contains { !$0.flags.isEmpty }
    }

    /// The sum over the ingredients, missing macros as 0.
    public var totals: Nutrients {
        ingredients.reduce(Nutrients.zero) { $0 + $1.ingredient.nutrients }
    }
}
