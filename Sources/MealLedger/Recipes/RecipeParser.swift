/// Turns a natural-language recipe into ingredients with nutrition, for a person to review.
///
/// The seam between the offline parser, which works with no network, and a parser backed by
/// an AI service: the `recipe parse` command and `append meal.created --from-recipe` take any
/// implementation.
public protocol RecipeParser {
    /// Reads `text` (ingredient lines, commas, "and"…) into a parsed recipe.
    ///
    /// Throws `RecipeError.noIngredients` when the text holds no ingredient phrase at all; a
    /// phrase that cannot be understood is kept in the result with a flag, never dropped.
    func parse(_ text: String) throws -> ParsedRecipe
}
