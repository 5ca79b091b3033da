import Foundation

/// Turns recipe text into ingredients by asking an OpenAI-compatible chat-completions service.
///
/// Synchronous on purpose: the CLI has nothing else to do meanwhile. Each attempt may take
/// `timeout` seconds. The first request asks for the reply's JSON schema (`response_format`);
/// a 400 whose body names that field is asked once more without it. HTTP 429 is retried
/// after the server's `Retry-After` (in seconds, up to `longestRetryAfter`) or else 1, 2 and
/// 4 seconds, at most three times, telling `onRateLimited` first and waiting through `sleep`
/// (which tests replace so they never wait); 401 and 403 are not retried. The key goes only
/// into the `Authorization` header sent to the configured endpoint, and is cut out of
/// anything the server sends back before it is read or quoted, in any case and behind any
/// JSON escapes (`AIServiceKey.appears`); a reply that still spells it is not used.
public struct AIRecipeClient: Sendable {
    /// Seconds one attempt may take, from sending to the last byte of the answer.
    public static let defaultTimeout: TimeInterval = 30
    /// Waits between attempts while the service answers HTTP 429 without `Retry-After`.
    public static let rateLimitDelays: [TimeInterval] = [1, 2, 4]
    /// The longest `Retry-After` waited; a service asking for more is given up on at once.
    public static let longestRetryAfter = 60
    /// The longest recipe text sent, in characters: a long recipe, well inside every model's context.
    public static let maximumRecipeLength = 2_000

    public let configuration: AIServiceConfiguration
    public let transport: any AIHTTPTransport
    /// Seconds one attempt may take.
    public var timeout: TimeInterval
    /// Waits the given seconds between rate-limited attempts.
    public var sleep: @Sendable (TimeInterval) -> Void
    /// Told the whole seconds it will wait before retrying a rate-limited request.
    public var onRateLimited: @Sendable (Int) -> Void

    public init(configuration: AIServiceConfiguration, transport: any AIHTTPTransport = AICurlTransport(),
                timeout: TimeInterval = defaultTimeout,
                sleep: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) },
                onRateLimited: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.configuration = configuration
        self.transport = transport
        self.timeout = timeout
        self.sleep = sleep
        self.onRateLimited = onRateLimited
    }

    /// A reply that passed validation, and the response body it was read from (the key cut out).
    public struct Reply: Sendable {
        public var recipe: ValidatedAIRecipe
        public var responseBody: String
    }

    /// Sends `recipe` to the service and returns its validated ingredients.
    public func parse(recipe: String) throws(AIServiceError) -> ValidatedAIRecipe {
        try ask(recipe: recipe).recipe
    }

    /// Sends `recipe` to the service and returns its validated reply with the body it came in.
    public func ask(recipe: String) throws(AIServiceError) -> Reply {
        do {
            try Self.check(recipe: recipe)
            return try exchange(recipe)
        } catch {
            throw error.redacting(configuration.key?.value)
        }
    }

    /// Refuses text the service is never sent: empty, without a single letter (so naming no
    /// food), or longer than `maximumRecipeLength` characters.
    public static func check(recipe: String) throws(AIServiceError) {
        guard !recipe.trimmingWhitespace().isEmpty else { throw .emptyRecipe }
        guard recipe.contains(where: \.isLetter) else { throw .noLetters }
        let length = recipe.count
        guard length <= maximumRecipeLength else {
            throw .recipeTooLong(characters: length, limit: maximumRecipeLength)
        }
    }

    private func exchange(_ recipe: String) throws(AIServiceError) -> Reply {
        var asksForSchema = true
        var request = makeRequest(recipe: recipe)
        var delays = Self.rateLimitDelays[...]
        while true {
            let response = try transport.send(request)
            switch response.status {
            case 200..<300:
                let body = redacted(response.body)
                // What is left of the key once its plain spellings are cut out hides behind
                // escapes: such a reply is not shown, kept or saved.
                if let key = redactedKey, AIServiceKey.appears(key, in: body) { throw .invalidReply(.holdsKey) }
                switch AIReplyValidator.validate(responseBody: body) {
                case let .success(validated):
                    if let key = redactedKey,
                       (validated.ingredients.map(\.name) + validated.warnings).contains(where: { AIServiceKey.appears(key, in: $0) }) {
                        throw .invalidReply(.holdsKey)
                    }
                    return Reply(recipe: validated, responseBody: body)
                case let .failure(error): throw .invalidReply(error)
                }
            case 400 where asksForSchema && Self.namesResponseFormat(redacted(response.body)):
                asksForSchema = false
                request = makeRequest(recipe: recipe, asksForSchema: false)
            case 401, 403:
                throw .authenticationFailed(url: request.displayURL, status: response.status)
            case 429:
                guard let backoff = delays.popFirst() else {
                    throw .rateLimited(url: request.displayURL, attempts: Self.rateLimitDelays.count + 1)
                }
                let delay: TimeInterval
                if let asked = Self.retryAfterSeconds(response.header("Retry-After")) {
                    guard asked <= Self.longestRetryAfter else {
                        throw .busyFor(url: request.displayURL, seconds: asked)
                    }
                    delay = TimeInterval(asked)
                } else {
                    delay = backoff
                }
                onRateLimited(Int(delay.rounded(.up)))
                sleep(delay)
            default:
                throw .httpStatus(url: request.displayURL, status: response.status,
                                  excerpt: Self.excerpt(ofErrorBody: redacted(response.body), key: redactedKey))
            }
        }
    }

    func makeRequest(recipe: String, asksForSchema: Bool = true) -> AIHTTPRequest {
        AIHTTPRequest(url: configuration.endpoint, displayURL: configuration.displayURL,
                      body: AIChatRequest.body(model: configuration.model, recipe: recipe, asksForSchema: asksForSchema),
                      timeout: timeout, key: configuration.key)
    }

    /// Whether a 400's body blames the structured-output request: it names `response_format`
    /// or `json_schema` (OpenAI-compatible servers that lack the feature say so by name).
    static func namesResponseFormat(_ body: String) -> Bool {
        let text = body.lowercased()
        return ["response_format", "response format", "json_schema"].contains { text.contains($0) }
    }

    /// `Retry-After` as whole seconds; nil when absent or an HTTP date (the backoff is used then).
    static func retryAfterSeconds(_ value: String?) -> Int? {
        guard let text = value?.trimmingWhitespace(), !text.isEmpty, text.count <= 9,
              text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }

    /// The key, when it is long enough to look for (a key of one to three characters would
    /// cut out ordinary words).
    private var redactedKey: String? {
        guard let key = configuration.key?.value, key.count >= 4 else { return nil }
        return key
    }

    /// The body as text with the key, if any, replaced by `<redacted>` wherever it is written
    /// out, in any case; escapes are left as they are, so JSON stays JSON.
    private func redacted(_ body: [UInt8]) -> String {
        let text = String(decoding: body, as: UTF8.self)
        guard let key = redactedKey else { return text }
        return AIServiceKey.replacingEveryCase(of: key, in: text)
    }

    /// What a non-2xx body says, short: the `error.message` of a JSON error body when there is
    /// one (OpenAI, Ollama and vLLM all send it), else the text with white space collapsed.
    /// `key`, in any spelling, is cut out before the text is cut short (so no part of it shows).
    static func excerpt(ofErrorBody body: String, key: String? = nil) -> String {
        let short = { (text: String) in
            AIReplyError.excerpt(key.map { AIServiceKey.redacting($0, in: text) } ?? text, limit: 200)
        }
        if let value = try? JSONParser.parse(body) {
            if case let .string(message)? = value["error"]?["message"] { return short(message) }
            if case let .string(message)? = value["error"] { return short(message) }
        }
        return short(body.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))
    }
}
