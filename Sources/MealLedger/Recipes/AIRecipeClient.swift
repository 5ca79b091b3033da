import Foundation

/// Turns recipe text into ingredients by asking an OpenAI-compatible chat-completions service.
///
/// Synchronous on purpose: the CLI has nothing else to do meanwhile. Each attempt may take
/// `timeout` seconds; HTTP 429 is retried after 1, 2 and 4 seconds (through `sleep`, which
/// tests replace so they never wait); 401 and 403 are not retried. The key goes only into the
/// `Authorization` header sent to the configured endpoint, and is cut out of anything the
/// server sends back before it is read or quoted.
public struct AIRecipeClient: Sendable {
    /// Seconds one attempt may take, from sending to the last byte of the answer.
    public static let defaultTimeout: TimeInterval = 30
    /// Waits between attempts while the service answers HTTP 429.
    public static let rateLimitDelays: [TimeInterval] = [1, 2, 4]
    /// The longest recipe text sent, in characters.
    public static let maximumRecipeLength = 20_000

    public let configuration: AIServiceConfiguration
    public let transport: any AIHTTPTransport
    /// Seconds one attempt may take.
    public var timeout: TimeInterval
    /// Waits the given seconds between rate-limited attempts.
    public var sleep: @Sendable (TimeInterval) -> Void

    public init(configuration: AIServiceConfiguration, transport: any AIHTTPTransport = AICurlTransport(),
                timeout: TimeInterval = defaultTimeout,
                sleep: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }) {
        self.configuration = configuration
        self.transport = transport
        self.timeout = timeout
        self.sleep = sleep
    }

    /// Sends `recipe` to the service and returns its validated ingredients.
    public func parse(recipe: String) throws(AIServiceError) -> ValidatedAIRecipe {
        do {
            return try ask(recipe)
        } catch {
            throw error.redacting(configuration.key?.value)
        }
    }

    private func ask(_ recipe: String) throws(AIServiceError) -> ValidatedAIRecipe {
        guard !recipe.trimmingWhitespace().isEmpty else { throw .emptyRecipe }
        let length = recipe.count
        guard length <= Self.maximumRecipeLength else {
            throw .recipeTooLong(characters: length, limit: Self.maximumRecipeLength)
        }
        let request = makeRequest(recipe: recipe)
        var delays = Self.rateLimitDelays[...]
        while true {
            let response = try transport.send(request)
            switch response.status {
            case 200..<300:
                switch AIReplyValidator.validate(responseBody: redacted(response.body)) {
                case let .success(recipe): return recipe
                case let .failure(error): throw .invalidReply(error)
                }
            case 401, 403:
                throw .authenticationFailed(url: request.displayURL, status: response.status)
            case 429:
                guard let delay = delays.popFirst() else {
                    throw .rateLimited(url: request.displayURL, attempts: Self.rateLimitDelays.count + 1)
                }
                sleep(delay)
            default:
                throw .httpStatus(url: request.displayURL, status: response.status,
                                  excerpt: Self.excerpt(ofErrorBody: redacted(response.body)))
            }
        }
    }

    func makeRequest(recipe: String) -> AIHTTPRequest {
        AIHTTPRequest(url: configuration.endpoint, displayURL: configuration.displayURL,
                      body: AIChatRequest.body(model: configuration.model, recipe: recipe),
                      timeout: timeout, key: configuration.key)
    }

    /// The body as text with the key, if any, replaced by `<redacted>`.
    private func redacted(_ body: [UInt8]) -> String {
        let text = String(decoding: body, as: UTF8.self)
        guard let key = configuration.key?.value, key.count >= 4 else { return text }
        return text.replacing(key, with: "<redacted>")
    }

    /// What a non-2xx body says, short: the `error.message` of a JSON error body when there is
    /// one (OpenAI, Ollama and vLLM all send it), else the text with white space collapsed.
    static func excerpt(ofErrorBody body: String) -> String {
        if let value = try? JSONParser.parse(body) {
            if case let .string(message)? = value["error"]?["message"] {
                return AIReplyError.excerpt(message, limit: 200)
            }
            if case let .string(message)? = value["error"] { return AIReplyError.excerpt(message, limit: 200) }
        }
        let collapsed = body.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return AIReplyError.excerpt(collapsed, limit: 200)
    }
}
