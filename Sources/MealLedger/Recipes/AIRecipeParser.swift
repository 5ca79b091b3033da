/// The recipe parser behind `--ai`: asks the configured recipe service and presents its
/// validated reply as a `ParsedRecipe`, the same shape the offline parser gives, so review,
/// `--json` drafts and saving work the same way for both.
///
/// With a `cache`, a reply stored for the same text, model and service within the last hour
/// is used instead of asking again (unless `fresh`), and every reply asked for is stored: so
/// `append meal.created --from-recipe TEXT --ai` saves what `recipe parse TEXT --ai` showed.
public struct AIRecipeParser: RecipeParser {
    /// The configured client that asks the service.
    public let client: AIRecipeClient
    /// Where replies are kept and looked up, or nil to always ask.
    public var cache: AIReplyCache?
    /// What "the last hour" is measured against.
    public var clock: any InstantSource
    /// True to ask the service even when a recent reply is stored.
    public var fresh: Bool
    /// Told, as a sentence, when a stored reply is used or a reply could not be stored.
    public var note: (String) -> Void

    /// A parser asking through `client`, caching nothing.
    public init(client: AIRecipeClient) {
        self.init(client: client, cache: nil, clock: ZeroClock(), fresh: true, note: { _ in })
    }

    /// A parser asking through `client` that reuses and stores replies in `cache`.
    public init(client: AIRecipeClient, cache: AIReplyCache?, clock: any InstantSource, fresh: Bool,
                note: @escaping (String) -> Void) {
        self.client = client
        self.cache = cache
        self.clock = clock
        self.fresh = fresh
        self.note = note
    }

    /// The parser for the service `environment` configures (`MEAL_LEDGER_AI_URL`, `_KEY`, `_MODEL`).
    ///
    /// Throws `RecipeError.serviceNotConfigured` when no URL is set, and `serviceFailed` when
    /// the settings are unusable; both are the service's failures (exit status 4).
    public init(environment: [String: String]) throws(RecipeError) {
        self.init(client: try Self.client(environment: environment))
    }

    /// The client for the service `environment` configures, with the default transport.
    public static func client(environment: [String: String]) throws(RecipeError) -> AIRecipeClient {
        do {
            return AIRecipeClient(configuration: try AIServiceConfiguration(environment: environment))
        } catch {
            throw recipeError(error)
        }
    }

    /// Asks the service for `text`'s ingredients, or reuses its reply from the last hour; a
    /// failure is a `RecipeError` that says why.
    public func parse(_ text: String) throws -> ParsedRecipe {
        do {
            try AIRecipeClient.check(recipe: text)
        } catch {
            throw Self.recipeError(error)
        }
        let key = AIReplyCache.Key(service: client.configuration.displayURL, model: client.configuration.model,
                                   text: text)
        // A cache someone else could have written is said once and then neither read nor written.
        var cache = cache
        if !fresh, let kept = cache {
            let now = clock.now()
            do {
                if let hit = try kept.lookup(key, now: now) {
                    note("using the reply from \(Self.age(from: hit.savedAt, to: now)) ago; --fresh asks again")
                    return Self.parsedRecipe(hit.recipe)
                }
            } catch {
                note(error.description)
                cache = nil
            }
        }
        let reply: AIRecipeClient.Reply
        do {
            reply = try client.ask(recipe: text)
        } catch {
            throw Self.recipeError(error)
        }
        if let cache {
            do {
                try cache.store(responseBody: reply.responseBody, for: key, at: clock.now())
            } catch .untrusted(let path, let reason) {
                note(AIReplyCacheError.untrusted(path: path, reason: reason).description)
            } catch {
                note("could not keep the reply in \(cache.folder) (\(error)), so saving it will ask the service again")
            }
        }
        return Self.parsedRecipe(reply.recipe)
    }

    /// `40 s`, `12 min`: how long ago a reply was stored.
    static func age(from savedAt: Instant, to now: Instant) -> String {
        let seconds = max(0, (now.millisecondsSinceEpoch - savedAt.millisecondsSinceEpoch) / 1000)
        return seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min"
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
        case .noLetters, .recipeTooLong: .textRefused(error.description)
        default: .serviceFailed(error.description)
        }
    }
}

/// The clock of a parser that caches nothing: never read.
private struct ZeroClock: InstantSource {
    func now() -> Instant { Instant(millisecondsSinceEpoch: 0) }
}
