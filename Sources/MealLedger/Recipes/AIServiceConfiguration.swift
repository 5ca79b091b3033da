import Foundation

/// Where the recipe service is and how to call it, read from the environment (SPEC section 7).
///
/// - `MEAL_LEDGER_AI_URL`: the base URL, such as `http://127.0.0.1:11434/v1` (Ollama) or
///   `https://api.openai.com/v1`; requests go to `{base}/chat/completions`. Required.
/// - `MEAL_LEDGER_AI_KEY`, else `OPENAI_API_KEY`: sent as `Authorization: Bearer …`; optional,
///   since local servers need none. An empty value counts as unset.
/// - `MEAL_LEDGER_AI_MODEL`: the model name; `defaultModel` when unset.
public struct AIServiceConfiguration: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable {
    /// The model asked when `MEAL_LEDGER_AI_MODEL` is unset: OpenAI's small, cheap model, since
    /// `OPENAI_API_KEY` is the fallback key. Local servers name their own models, so set it there.
    public static let defaultModel = "gpt-4o-mini"

    /// The full chat-completions URL the request is sent to.
    public let endpoint: URL
    /// The model name sent in every request.
    public let model: String
    let key: AIServiceKey?

    /// Reads the configuration; throws `.notConfigured` without `MEAL_LEDGER_AI_URL`,
    /// `.invalidURL` or `.invalidKey` when a value cannot be used.
    public init(environment: [String: String]) throws(AIServiceError) {
        guard let base = environment["MEAL_LEDGER_AI_URL"], !base.trimmingWhitespace().isEmpty else {
            throw .notConfigured
        }
        let key = [environment["MEAL_LEDGER_AI_KEY"], environment["OPENAI_API_KEY"]]
            .compactMap { $0?.trimmingWhitespace() }.first { !$0.isEmpty }
        let model = environment["MEAL_LEDGER_AI_MODEL"]?.trimmingWhitespace()
        try self.init(baseURL: base, key: key, model: model.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultModel)
    }

    /// A configuration from explicit values: `baseURL` as for `MEAL_LEDGER_AI_URL`, no key when nil.
    public init(baseURL: String, key: String?, model: String = defaultModel) throws(AIServiceError) {
        self.endpoint = try Self.chatCompletionsURL(forBase: baseURL.trimmingWhitespace())
        if let key, !key.isEmpty {
            // A key with a line break would let it write further headers; one with spaces is a paste error.
            guard key.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { throw .invalidKey }
            self.key = AIServiceKey(value: key)
        } else {
            self.key = nil
        }
        guard !model.isEmpty, model.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
            throw .invalidModel
        }
        self.model = model
    }

    /// True when a key will be sent.
    public var hasKey: Bool { key != nil }

    /// The endpoint as messages show it: scheme, host, port and path only, since a URL's user
    /// name, password or query may carry a secret.
    public var displayURL: String { Self.displayURL(endpoint) }

    public var description: String {
        "recipe service \(displayURL), model \(model), \(hasKey ? "key set" : "no key")"
    }

    public var debugDescription: String {
        "AIServiceConfiguration(endpoint: \(displayURL), model: \(model), key: \(hasKey ? "<redacted>" : "none"))"
    }

    public var customMirror: Mirror {
        Mirror(self, children: ["endpoint": displayURL, "model": model, "hasKey": hasKey], displayStyle: .struct)
    }

    /// `{base}/chat/completions`, whether the base ends in a slash or already names the endpoint.
    static func chatCompletionsURL(forBase base: String) throws(AIServiceError) -> URL {
        guard var components = URLComponents(string: base),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty else {
            throw .invalidURL(redactedURLText(base))
        }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        if !path.hasSuffix("/chat/completions") { path += "/chat/completions" }
        components.path = path
        guard let url = components.url else { throw .invalidURL(redactedURLText(base)) }
        return url
    }

    static func displayURL(_ url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme, let host = components.host else { return "(the configured URL)" }
        let port = components.port.map { ":\($0)" } ?? ""
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(shownHost)\(port)\(components.path)"
    }

    /// A URL that could not be read, as messages quote it: without anything after `@`'s
    /// user part or a `?`, short and escaped.
    static func redactedURLText(_ text: String) -> String {
        var shown = Substring(text)
        if let query = shown.firstIndex(of: "?") { shown = shown[..<query] }
        if let at = shown.lastIndex(of: "@") {
            let schemeEnd = shown.firstRange(of: "://")?.upperBound ?? shown.startIndex
            if schemeEnd <= at { shown = shown[..<schemeEnd] + shown[shown.index(after: at)...] }
        }
        return AIReplyError.excerpt(String(shown), limit: 80)
    }
}
