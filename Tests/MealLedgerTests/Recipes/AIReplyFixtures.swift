import MealLedger

/// Replies as chat-completions services send them, for the AI recipe tests.
enum AIReplyFixtures {
    /// A reply content with two complete ingredients and confidence 0.86.
    static let goodContent = """
        {"ingredients":[{"name":"Rolled oats","quantity":1,"unit":"cup","calories":307,"protein":10.7,\
        "carbohydrates":54.8,"fats":5.3},{"name":"Banana","quantity":1,"unit":"piece","calories":105,\
        "protein":1.3,"carbohydrates":27,"fats":0.4}],"confidence":0.86}
        """

    /// What `goodContent` validates to.
    static let goodIngredients = [
        AIIngredient(name: "Rolled oats", quantity: 1, unit: .cup, calories: 307, protein: 10.7,
                     carbohydrates: 54.8, fats: 5.3),
        AIIngredient(name: "Banana", quantity: 1, unit: .piece, calories: 105, protein: 1.3, carbohydrates: 27,
                     fats: 0.4),
    ]

    /// A chat-completions response body whose first choice's content is `content`.
    static func envelope(_ content: String, finishReason: String = "stop") -> String {
        var writer = JSONWriter()
        writer.write(.object([
            ("id", .string("chatcmpl-1")),
            ("object", .string("chat.completion")),
            ("model", .string("test-model")),
            ("choices", .array([.object([
                ("index", .number(0)),
                ("message", .object([("role", .string("assistant")), ("content", .string(content))])),
                ("finish_reason", .string(finishReason)),
            ])])),
        ]))
        return writer.text
    }

    /// The field paths an `.invalidRecipe` error names, or nil for any other result.
    static func fieldsAtFault(_ result: Result<ValidatedAIRecipe, AIReplyError>) -> [String]? {
        guard case let .failure(.invalidRecipe(problems)) = result else { return nil }
        return problems.map(\.field)
    }
}
