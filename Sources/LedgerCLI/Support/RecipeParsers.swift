import MealLedger

extension CommandContext {
    /// The recipe parser a command uses: the offline one, or with `--ai` the recipe service's.
    ///
    /// The AI parser is built from `MEAL_LEDGER_AI_URL`, `MEAL_LEDGER_AI_KEY` (else
    /// `OPENAI_API_KEY`) and `MEAL_LEDGER_AI_MODEL` in `environment` (SPEC 7); without a URL,
    /// `--ai` fails with `RecipeError.serviceNotConfigured` (exit status 4), which points to
    /// the offline parser.
    func recipeParser(ai: Bool) throws -> any RecipeParser {
        guard ai else { return OfflineRecipeParser() }
        return try AIRecipeParser(environment: environment)
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
