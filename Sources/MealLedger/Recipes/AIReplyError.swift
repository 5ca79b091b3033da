/// Why a recipe service's reply cannot be used, naming the field at fault.
///
/// Messages quote what the service sent only in short, escaped excerpts: a reply is data
/// from outside and may hold anything, terminal escapes included.
public enum AIReplyError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The response body is not JSON at all.
    case notJSON(JSONParseError)
    /// The body is JSON but reports an error instead of a completion (`{"error":{…}}`).
    case serviceError(message: String)
    /// The chat-completions envelope lacks `choices[0].message.content`; `reason` says where it stops.
    case noContent(reason: String)
    /// The model declined to answer (`choices[0].message.refusal`).
    case refusal(message: String)
    /// The message content, fences stripped, is not JSON; `cutShort` when the service
    /// reported it stopped at its length limit (`finish_reason` "length").
    case contentNotJSON(JSONParseError, cutShort: Bool)
    /// The content is JSON but breaks the recipe's rules; every problem found, in order.
    case invalidRecipe([FieldError])
    /// The reply spells the API key behind JSON escapes (`\u0073k-…`) or in a recipe's text:
    /// nothing of it is shown, kept or saved.
    case holdsKey

    /// At most this many field problems are spelled out in `description`.
    static let problemsShown = 5

    public var description: String {
        switch self {
        case let .notJSON(error):
            return "the reply is not JSON (\(Self.excerpt(error.description, limit: 200)))"
        case let .serviceError(message):
            return "the service answered with an error: \(Self.excerpt(message))"
        case let .noContent(reason):
            return "the reply holds no recipe: \(reason)"
        case let .refusal(message):
            return "the model declined: \(Self.excerpt(message))"
        case let .contentNotJSON(error, cutShort):
            let hint = cutShort ? "; the reply was cut short at the model's length limit" : ""
            let reason = Self.excerpt(error.description, limit: 200)
            return "the reply's content is not the JSON asked for (\(reason))\(hint)"
        case .holdsKey:
            return "the reply spells the API key (escaped or in another case), so none of it is used"
        case let .invalidRecipe(problems):
            var shown = problems.prefix(Self.problemsShown).map { Self.excerpt($0.description, limit: 300) }
            if problems.count > Self.problemsShown {
                shown.append("and \(problems.count - Self.problemsShown) more")
            }
            return "the reply's recipe is not valid: " + shown.joined(separator: "; ")
        }
    }

    /// `text` made safe and short for a message: control, bidirectional and zero-width
    /// characters written as `\u{…}`, at most `limit` characters.
    static func excerpt(_ text: String, limit: Int = 120) -> String {
        let scalars = Array(text.unicodeScalars)
        let cut = scalars.count > limit
        var result = ""
        for scalar in cut ? scalars.prefix(limit - 3) : scalars[...] {
            if scalar.properties.generalCategory == .control || TextRule.isBidirectionalOrZeroWidth(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return cut ? result + "..." : result
    }
}
