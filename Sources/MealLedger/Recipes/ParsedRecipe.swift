/// A recipe read into ingredients, with an overall confidence and what to look at before saving.
public struct ParsedRecipe: Equatable, Sendable {
    /// Below this overall confidence the output asks for a review (SPEC 7).
    public static let reviewThreshold = 0.7

    /// The parser that produced it: "offline" or "ai".
    public var parser: String
    /// Every phrase of the recipe, in order; none is dropped.
    public var ingredients: [ParsedIngredient]
    /// How sure the parser is about the whole recipe, from 0 to 1.
    public var confidence: Double
    /// Things about the whole text a reviewer should read (ignored lines, a low confidence…).
    public var warnings: [String]

    /// Creates a parsed recipe.
    public init(parser: String, ingredients: [ParsedIngredient], confidence: Double, warnings: [String] = []) {
        self.parser = parser
        self.ingredients = ingredients
        self.confidence = confidence
        self.warnings = warnings
    }

    /// The sums over the ingredients, missing macros as 0.
    public var totals: Nutrients {
        ingredients.reduce(.zero) { $0 + $1.nutrients }
    }

    /// True when the confidence is below 0.7 or a phrase matched no food.
    public var needsReview: Bool {
        confidence < Self.reviewThreshold || ingredients.contains { $0.flags.contains(.unmatched) }
    }

    /// The ingredients as a meal keeps them.
    public var mealIngredients: [Ingredient] {
        ingredients.map(\.ingredient)
    }
}
