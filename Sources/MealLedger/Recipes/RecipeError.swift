/// Why a recipe could not be turned into ingredients at all.
public enum RecipeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The text holds no ingredient phrase (empty, or only headings).
    case noIngredients
    /// `--ai` was asked for but no recipe service is configured or built in.
    case serviceNotConfigured
    /// The text is refused before anything is asked (no letters, too long for the service); the
    /// message says why, as a sentence. The input's fault, not the service's.
    case textRefused(String)
    /// The recipe service answered badly or not at all; the message says how, as a sentence.
    case serviceFailed(String)

    /// Whether the failure is the recipe service's (exit status 4) rather than the input's.
    public var isServiceFailure: Bool {
        switch self {
        case .noIngredients, .textRefused: false
        case .serviceNotConfigured, .serviceFailed: true
        }
    }

    public var description: String {
        switch self {
        case .noIngredients:
            "found no ingredients in the recipe text"
        case .serviceNotConfigured:
            "no recipe service configured (set MEAL_LEDGER_AI_URL); the offline parser works without one: drop --ai"
        case .serviceFailed(let reason), .textRefused(let reason):
            reason
        }
    }
}
