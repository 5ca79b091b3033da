import MealLedger

/// What the AI-reply fuzz target demands of any bytes a recipe service could send back.
///
/// Validation answers with a recipe or an error, never a crash or a hang, for a whole
/// response body and for bare message content; an accepted recipe keeps every rule of
/// SPEC section 7; an error's description can be printed.
public enum AIReplyCheck {
    /// A broken promise, for the fuzzer's crash report and the regression test.
    public struct Violation: Error, CustomStringConvertible {
        /// What was accepted or said that should not have been.
        public var description: String
    }

    /// Validates `bytes` as a whole response body and as bare content, and checks the answers.
    public static func run(_ bytes: [UInt8]) throws(Violation) {
        let text = String(decoding: bytes, as: UTF8.self)
        try check(AIReplyValidator.validate(responseBody: text))
        try check(AIReplyValidator.validate(content: text))
    }

    static func check(_ result: Result<ValidatedAIRecipe, AIReplyError>) throws(Violation) {
        switch result {
        case let .failure(error):
            guard !error.description.isEmpty else { throw Violation(description: "an error with no description") }
        case let .success(recipe):
            guard (1...AIReplyValidator.maximumIngredients).contains(recipe.ingredients.count) else {
                throw Violation(description: "accepted \(recipe.ingredients.count) ingredients")
            }
            if let confidence = recipe.confidence, !(0...1).contains(confidence) {
                throw Violation(description: "accepted confidence \(confidence)")
            }
            for item in recipe.ingredients {
                let name = item.name
                guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    throw Violation(description: "accepted the name \(name.debugDescription)")
                }
                guard item.quantity > 0, item.quantity.isFinite, item.calories > 0, item.calories.isFinite else {
                    throw Violation(description: "accepted quantity \(item.quantity), calories \(item.calories)")
                }
                for macro in [item.protein, item.carbohydrates, item.fats] {
                    if let macro, !(macro >= 0 && macro.isFinite) {
                        throw Violation(description: "accepted a macro of \(macro)")
                    }
                }
            }
        }
    }
}
