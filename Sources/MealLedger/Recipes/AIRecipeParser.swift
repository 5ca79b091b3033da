/// The recipe parser behind `--ai`: asks the configured recipe service and presents its
/// validated reply as a `ParsedRecipe`, the same shape the offline parser gives, so review,
/// `--json` drafts and saving work the same way for both.
public struct AIRecipeParser: RecipeParser {
    /// The configured client that asks the service.
    public let client: AIRecipeClient

    /// A parser asking through `client`.
    public init(client: AIRecipeClient) {
        self.client = client
    }

    /// The parser for the service `environment` configures (`MEAL_LEDGER_AI_URL`, `_KEY`, `_MODEL`).
    ///
    /// Throws `RecipeError.serviceNotConfigured` when no URL is set, and `serviceFailed` when
    /// the settings are unusable; both are the service's failures (exit status 4).
    public init(environment: [String: String]) throws(RecipeError) {
        do {
            self.init(client: AIRecipeClient(configuration: try AIServiceConfiguration(environment: environment)))
        } catch {
            throw Self.recipeError(error)
        }
    }

    /// Asks the service for `text`'s ingredients; a failure is a `RecipeError` that says why.
    public func parse(_ text: String) throws -> ParsedRecipe {
        let reply: ValidatedAIRecipe
        do {
            reply = try client.parse(recipe: text)
        } catch {
            throw Self.recipeError(error)
        }
        return Self.parsedRecipe(reply)
    }

    /// The reply as a parsed recipe: each ingredient's phrase is how the service read it,
    /// a missing macro flagged `missing-macros`; no confidence counts as 0, so it asks for review.
    public static func parsedRecipe(_ reply: ValidatedAIRecipe) -> ParsedRecipe {
        let confidence = reply.confidence ?? 0
        let ingredients = reply.ingredients.map { item in
            ParsedIngredient(
                phrase: "\(CanonicalNumber.safeText(item.quantity)) \(item.unit.rawValue) \(item.name)",
                name: item.name, quantity: item.quantity, unit: item.unit.rawValue,
                calories: item.calories, protein: item.protein, carbohydrates: item.carbohydrates, fats: item.fats,
                source: .ai, flags: item.flags.isEmpty ? [] : [.missingMacros], confidence: confidence)
        }
        return ParsedRecipe(parser: "ai", ingredients: ingredients, confidence: confidence, warnings: reply.warnings)
    }

    static func recipeError(_ error: AIServiceError) -> RecipeError {
        switch error {
        case .notConfigured: .serviceNotConfigured
        case .emptyRecipe: .noIngredients
        default: .serviceFailed(error.description)
        }
    }
}
