import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns recipe text into ingredients by asking an OpenAI-compatible chat-completions service.
///
/// Synchronous on purpose: the CLI has nothing else to do meanwhile. Each attempt waits at
/// most `timeout` seconds; HTTP 429 is retried after 1, 2 and 4 seconds (through `sleep`,
/// injectable so tests never wait); 401 and 403 are not retried. The key is sent only in the
/// `Authorization` header of requests to the configured endpoint — redirects are not
/// followed — and is removed from anything the server sends back.
public struct AIRecipeClient: Sendable {
    /// Seconds one attempt may take, from sending to the last byte of the answer.
    public static let defaultTimeout: TimeInterval = 30
    /// Waits between attempts while the service answers HTTP 429.
    public static let rateLimitDelays: [TimeInterval] = [1, 2, 4]
    /// The longest recipe text sent, in characters.
    public static let maximumRecipeLength = 20_000

    public let configuration: AIServiceConfiguration
    /// Seconds one attempt may take.
    public var timeout: TimeInterval
    /// Waits the given seconds between rate-limited attempts.
    public var sleep: @Sendable (TimeInterval) -> Void

    public init(configuration: AIServiceConfiguration, timeout: TimeInterval = defaultTimeout,
                sleep: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }) {
        self.configuration = configuration
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
        let url = configuration.displayURL
        var delays = Self.rateLimitDelays[...]
        while true {
            let (status, body) = try send(request)
            switch status {
            case 200..<300:
                switch AIReplyValidator.validate(responseBody: redacted(body)) {
                case let .success(recipe): return recipe
                case let .failure(error): throw .invalidReply(error)
                }
            case 401, 403:
                throw .authenticationFailed(url: url, status: status)
            case 429:
                guard let delay = delays.popFirst() else {
                    throw .rateLimited(url: url, attempts: Self.rateLimitDelays.count + 1)
                }
                sleep(delay)
            default:
                throw .httpStatus(url: url, status: status, excerpt: Self.excerpt(ofErrorBody: redacted(body)))
            }
        }
    }

    func makeRequest(recipe: String) -> URLRequest {
        var request = URLRequest(url: configuration.endpoint)
        request.httpMethod = "POST"
        request.httpBody = Data(AIChatRequest.body(model: configuration.model, recipe: recipe))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let key = configuration.key {
            request.setValue("Bearer \(key.value)", forHTTPHeaderField: "Authorization")
        }
        request.timeoutInterval = libraryTimeout
        request.cachePolicy = .reloadIgnoringLocalCacheData
        return request
    }

    /// The timeout handed to URLSession, which on Linux counts only whole seconds (it truncates
    /// 0.3 to 0, and 0 never fires): rounded up and one more, so our own exact wait comes first.
    private var libraryTimeout: TimeInterval { max(1, timeout.rounded(.up)) + 1 }

    /// One HTTP exchange: the status and the body, or the transport failure.
    private func send(_ request: URLRequest) throws(AIServiceError) -> (Int, [UInt8]) {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = libraryTimeout
        sessionConfiguration.timeoutIntervalForResource = libraryTimeout
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // One session per attempt, invalidated after it: a session never invalidated keeps
        // its threads and connections alive on Linux.
        let session = URLSession(configuration: sessionConfiguration, delegate: RefuseRedirects(), delegateQueue: nil)
        defer { session.invalidateAndCancel() }

        let outcome = ExchangeOutcome()
        let finished = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            outcome.store(data: data, response: response, error: error)
            finished.signal()
        }
        task.resume()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            task.cancel()
            throw .timedOut(url: configuration.displayURL, seconds: timeout)
        }
        let (data, response, error) = outcome.load()
        if let error {
            throw Self.transportError(error, url: configuration.displayURL, timeout: timeout)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .transport(url: configuration.displayURL, reason: "the answer is not HTTP")
        }
        return (http.statusCode, data.map { Array($0) } ?? [])
    }

    /// The body as text with the key, if any, replaced by `<redacted>`.
    private func redacted(_ body: [UInt8]) -> String {
        let text = String(decoding: body, as: UTF8.self)
        guard let key = configuration.key?.value, key.count >= 4 else { return text }
        return text.replacing(key, with: "<redacted>")
    }

    /// A URLSession failure as the error a user can act on.
    static func transportError(_ error: any Error, url: String, timeout: TimeInterval) -> AIServiceError {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else {
            return .transport(url: url, reason: AIReplyError.excerpt(nsError.localizedDescription, limit: 100))
        }
        switch URLError.Code(rawValue: nsError.code) {
        case .cannotConnectToHost: return .unreachable(url: url, reason: "connection refused")
        case .networkConnectionLost: return .unreachable(url: url, reason: "the connection was lost")
        case .notConnectedToInternet: return .unreachable(url: url, reason: "no network")
        case .cannotFindHost, .dnsLookupFailed: return .hostNotFound(url: url)
        case .timedOut: return .timedOut(url: url, seconds: timeout)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
             .clientCertificateRequired:
            return .secureConnectionFailed(url: url, reason: "URL error \(nsError.code)")
        case .badServerResponse: return .transport(url: url, reason: "the answer is not valid HTTP")
        default: return .transport(url: url, reason: "URL error \(nsError.code)")
        }
    }

    /// What a non-2xx body says, short: the `error.message` of a JSON error body when there is
    /// one (OpenAI, Ollama and vLLM all send it), else the text with white space collapsed.
    static func excerpt(ofErrorBody body: String) -> String {
        if let value = try? JSONParser.parse(body) {
            if case let .string(message)? = value["error"]?["message"] { return AIReplyError.excerpt(message, limit: 200) }
            if case let .string(message)? = value["error"] { return AIReplyError.excerpt(message, limit: 200) }
        }
        let collapsed = body.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return AIReplyError.excerpt(collapsed, limit: 200)
    }
}

/// The result of one data task, handed from URLSession's queue to the waiting caller.
private final class ExchangeOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    private var response: URLResponse?
    private var error: (any Error)?

    func store(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.withLock {
            self.data = data
            self.response = response
            self.error = error
        }
    }

    func load() -> (Data?, URLResponse?, (any Error)?) {
        lock.withLock { (data, response, error) }
    }
}

/// Declines every redirect, so the `Authorization` header never travels to another address.
private final class RefuseRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
