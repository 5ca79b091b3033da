import MealLedger

/// The options every command that reads a recipe with `--ai` shares.
enum RecipeOptions {
    /// `--fresh`: ask the recipe service again instead of reusing its reply from the last hour.
    static let fresh = Flag("fresh", help: "with --ai: ask the recipe service again rather than reuse its reply from the last hour")
}

extension CommandContext {
    /// The recipe parser a command uses: the offline one, or with `--ai` the recipe service's.
    ///
    /// The AI parser is built from `MEAL_LEDGER_AI_URL`, `MEAL_LEDGER_AI_KEY` (else
    /// `OPENAI_API_KEY`) and `MEAL_LEDGER_AI_MODEL` in `environment` (SPEC 7); without a URL,
    /// `--ai` fails with `RecipeError.serviceNotConfigured` (exit status 4), which points to
    /// the offline parser. It keeps the service's replies beside `journal` for an hour and
    /// reuses them unless `fresh`; a rate-limited request and a reused reply are told on stderr.
    ///
    /// `reading` says how the offline parser reads the text: as eaten (`eat`, `food.logged
    /// --from-recipe`), as bought, or (nil) as the text suggests (SPEC 13).
    func recipeParser(ai: Bool, fresh: Bool = false, journal: String? = nil,
                      reading: FoodReading? = nil) throws -> any RecipeParser {
        guard ai else { return OfflineRecipeParser(reading: reading) }
        var client = try AIRecipeParser.client(environment: environment)
        let stderr = self.stderr
        client.sleep = sleep
        client.onRateLimited = { seconds in
            stderr.line("ledger: recipe service busy, retrying in \(seconds) s")
            stderr.flush()  // seen while waiting, not after
        }
        return AIRecipeParser(client: client, cache: journal.map(AIReplyCache.init(journalPath:)), clock: clock,
                              fresh: fresh, note: { stderr.line("ledger: \($0)") })
    }

    /// Recipe text from an argument, or all of stdin when it is "-".
    func recipeText(_ text: String) -> String {
        text == "-" ? String(decoding: readStandardInput(), as: UTF8.self) : text
    }
}

extension CLIError {
    /// A recipe failure: the service's exits 4, an empty recipe is refused.
    static func recipe(_ command: String, _ error: RecipeError) -> CLIError {
        CLIError(code: error.isServiceFailure ? .serviceFailed : .refused, message: "\(command): \(error.description)")
    }
}
