/// Why asking the recipe service failed; every case maps to exit status 4 in the CLI.
///
/// Messages name the endpoint without user name, password or query, and never the key;
/// the client also removes the key from anything a server echoed back (see `redacting(_:)`).
public enum AIServiceError: Error, Equatable, CustomStringConvertible, Sendable {
    /// `MEAL_LEDGER_AI_URL` is not set.
    case notConfigured
    /// `MEAL_LEDGER_AI_URL` is not an http or https URL; the text as typed, secrets cut out.
    case invalidURL(String)
    /// The key holds spaces or control characters (which could inject headers).
    case invalidKey
    /// `MEAL_LEDGER_AI_MODEL` holds control characters.
    case invalidModel
    /// The recipe text is empty or only white space.
    case emptyRecipe
    /// The recipe text holds no letter, so it names no food; it is never sent.
    case noLetters
    /// The recipe text is longer than the client sends.
    case recipeTooLong(characters: Int, limit: Int)
    /// Nothing listens at the endpoint (connection refused, reset, no network).
    case unreachable(url: String, reason: String)
    /// The endpoint's host name does not resolve.
    case hostNotFound(url: String)
    /// No complete answer within the timeout.
    case timedOut(url: String, seconds: Double)
    /// TLS could not be set up (certificate, protocol).
    case secureConnectionFailed(url: String, reason: String)
    /// HTTP 401 or 403: the key is missing, wrong or lacks access. Never retried.
    case authenticationFailed(url: String, status: Int)
    /// HTTP 429 on every attempt, after waiting 1, 2 and 4 seconds between them.
    case rateLimited(url: String, attempts: Int)
    /// HTTP 429 with a `Retry-After` longer than the client waits.
    case busyFor(url: String, seconds: Int)
    /// Any other status outside 2xx, with a short excerpt of the body.
    case httpStatus(url: String, status: Int, excerpt: String)
    /// Another transport failure.
    case transport(url: String, reason: String)
    /// libcurl, which carries the request, is not installed.
    case httpLibraryMissing
    /// The service answered 2xx, but its reply is not a usable recipe.
    case invalidReply(AIReplyError)

    static let offlineHint = "the offline parser works without one: drop --ai"

    public var description: String {
        switch self {
        case .notConfigured:
            return "no recipe service is configured: set MEAL_LEDGER_AI_URL (for example "
                + "http://127.0.0.1:11434/v1 for Ollama); \(Self.offlineHint)"
        case let .invalidURL(text):
            return "MEAL_LEDGER_AI_URL must be an http or https URL with a host, got '\(text)'"
        case .invalidKey:
            return "the key in MEAL_LEDGER_AI_KEY (or OPENAI_API_KEY) holds spaces or control characters; check it"
        case .invalidModel:
            return "MEAL_LEDGER_AI_MODEL must be a model name without control characters"
        case .emptyRecipe:
            return "the recipe text is empty"
        case .noLetters:
            return "the recipe text has no letters, so it names no food; nothing was sent to the recipe service"
        case let .recipeTooLong(characters, limit):
            return "the recipe text is \(characters) characters long; --ai sends at most \(limit) characters: "
                + "shorten it, or drop --ai to use the offline parser"
        case let .unreachable(url, reason):
            return "no recipe service answered at \(url) (\(reason)); \(Self.offlineHint)"
        case let .hostNotFound(url):
            return "no recipe service answered at \(url) (host not found); \(Self.offlineHint)"
        case let .timedOut(url, seconds):
            return "the recipe service at \(url) did not answer within \(CanonicalNumber.safeText(seconds)) s; "
                + "try again, or drop --ai to use the offline parser"
        case let .secureConnectionFailed(url, reason):
            return "could not make a secure connection to \(url) (\(reason)); \(Self.offlineHint)"
        case let .authenticationFailed(url, status):
            return "authentication failed, check MEAL_LEDGER_AI_KEY (HTTP \(status) from \(url)), "
                + "or drop --ai to use the offline parser"
        case let .rateLimited(url, attempts):
            return "the recipe service at \(url) still answered HTTP 429 (too many requests) after \(attempts) "
                + "attempts; try again later, or drop --ai to use the offline parser"
        case let .busyFor(url, seconds):
            return "the recipe service at \(url) is busy and asks to wait \(seconds) s (HTTP 429); "
                + "try again later, or drop --ai to use the offline parser"
        case let .httpStatus(url, status, excerpt):
            // Every failure ends with the way round it: the offline parser (SPEC 16).
            let hint = switch status {
            case 404: "; check MEAL_LEDGER_AI_URL and MEAL_LEDGER_AI_MODEL, or drop --ai to use the offline parser"
            case 300..<400: "; redirects are not followed, so the key is never sent elsewhere: "
                + "set MEAL_LEDGER_AI_URL to the final address, or drop --ai to use the offline parser"
            case 500..<600: "; try again later, or drop --ai to use the offline parser"
            default: "; drop --ai to use the offline parser"
            }
            let body = excerpt.isEmpty ? "" : ": \(excerpt)"
            return "the recipe service at \(url) answered HTTP \(status)\(body)\(hint)"
        case let .transport(url, reason):
            return "the recipe service at \(url) could not be reached (\(reason)); \(Self.offlineHint)"
        case .httpLibraryMissing:
            return "asking a recipe service needs libcurl (libcurl.so.4), which is not installed; "
                + "install it (apt-get install libcurl4), or drop --ai to use the offline parser"
        case let .invalidReply(error):
            return "the recipe service's reply cannot be used: \(error); "
                + "try again, or drop --ai to use the offline parser"
        }
    }

    /// The same error with every occurrence of `secret` in its text replaced by `<redacted>`,
    /// for what a server may have echoed back (some echo the `Authorization` header in errors).
    public func redacting(_ secret: String?) -> AIServiceError {
        guard let secret, secret.count >= 4 else { return self }
        let clean = { (text: String) in AIServiceKey.redacting(secret, in: text) }
        switch self {
        case let .invalidURL(text): return .invalidURL(clean(text))
        case let .unreachable(url, reason): return .unreachable(url: clean(url), reason: clean(reason))
        case let .hostNotFound(url): return .hostNotFound(url: clean(url))
        case let .timedOut(url, seconds): return .timedOut(url: clean(url), seconds: seconds)
        case let .secureConnectionFailed(url, reason):
            return .secureConnectionFailed(url: clean(url), reason: clean(reason))
        case let .authenticationFailed(url, status): return .authenticationFailed(url: clean(url), status: status)
        case let .rateLimited(url, attempts): return .rateLimited(url: clean(url), attempts: attempts)
        case let .busyFor(url, seconds): return .busyFor(url: clean(url), seconds: seconds)
        case let .httpStatus(url, status, excerpt):
            return .httpStatus(url: clean(url), status: status, excerpt: clean(excerpt))
        case let .transport(url, reason): return .transport(url: clean(url), reason: clean(reason))
        case let .invalidReply(error): return .invalidReply(error.redacting(secret))
        case .notConfigured, .invalidKey, .invalidModel, .emptyRecipe, .noLetters, .recipeTooLong, .httpLibraryMissing:
            return self
        }
    }
}

extension AIReplyError {
    /// The same error with `secret` replaced by `<redacted>` in every text it carries.
    func redacting(_ secret: String) -> AIReplyError {
        let clean = { (text: String) in AIServiceKey.redacting(secret, in: text) }
        switch self {
        case .holdsKey: return self
        case let .notJSON(error): return .notJSON(JSONParseError(column: error.column, reason: clean(error.reason)))
        case let .serviceError(message): return .serviceError(message: clean(message))
        case let .noContent(reason): return .noContent(reason: clean(reason))
        case let .refusal(message): return .refusal(message: clean(message))
        case let .contentNotJSON(error, cutShort):
            return .contentNotJSON(JSONParseError(column: error.column, reason: clean(error.reason)), cutShort: cutShort)
        case let .invalidRecipe(problems):
            return .invalidRecipe(problems.map { FieldError(field: clean($0.field), problem: clean($0.problem)) })
        }
    }
}
