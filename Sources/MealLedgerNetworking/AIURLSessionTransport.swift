import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MealLedger

/// Sends the recipe request through Foundation's URLSession.
///
/// A separate target because FoundationNetworking links libcurl, whose loading costs every
/// process that links it about 8 ms at start; `ledger` uses `AICurlTransport` instead, which
/// opens libcurl only when asked. This one is for programs that already pay for URLSession.
///
/// Linux pitfalls handled: URLSession there counts timeouts in whole seconds (0.3 s becomes
/// 0, which never fires), so the wait is our own, exact, on a semaphore; a session never
/// invalidated keeps its threads, so each request gets one and invalidates it; redirects are
/// declined so the `Authorization` header cannot travel to another address.
public struct AIURLSessionTransport: AIHTTPTransport {
    public init() {}

    public func send(_ request: AIHTTPRequest) throws(AIServiceError) -> AIHTTPResponse {
        let libraryTimeout = max(1, request.timeout.rounded(.up)) + 1
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = libraryTimeout
        configuration.timeoutIntervalForResource = libraryTimeout
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration, delegate: RefuseRedirects(), delegateQueue: nil)
        defer { session.invalidateAndCancel() }

        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "POST"
        urlRequest.httpBody = Data(request.body)
        urlRequest.timeoutInterval = libraryTimeout
        for field in request.headerFields {
            urlRequest.setValue(field.value, forHTTPHeaderField: field.name)
        }

        let outcome = ExchangeOutcome()
        let finished = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: urlRequest) { data, response, error in
            outcome.store(data: data, response: response, error: error)
            finished.signal()
        }
        task.resume()
        if finished.wait(timeout: .now() + request.timeout) == .timedOut {
            task.cancel()
            throw .timedOut(url: request.displayURL, seconds: request.timeout)
        }
        let (data, response, error) = outcome.load()
        if let error {
            throw Self.error(error, request: request)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .transport(url: request.displayURL, reason: "the answer is not HTTP")
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return AIHTTPResponse(status: http.statusCode, body: data.map { Array($0) } ?? [], headers: headers)
    }

    /// A URLSession failure as the error a user can act on.
    static func error(_ error: any Error, request: AIHTTPRequest) -> AIServiceError {
        let url = request.displayURL
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else {
            return .transport(url: url, reason: "\(nsError.domain) error \(nsError.code)")
        }
        switch URLError.Code(rawValue: nsError.code) {
        case .cannotConnectToHost: return .unreachable(url: url, reason: "connection refused")
        case .networkConnectionLost: return .unreachable(url: url, reason: "the connection was lost")
        case .notConnectedToInternet: return .unreachable(url: url, reason: "no network")
        case .cannotFindHost, .dnsLookupFailed: return .hostNotFound(url: url)
        case .timedOut: return .timedOut(url: url, seconds: request.timeout)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
             .clientCertificateRequired:
            return .secureConnectionFailed(url: url, reason: "URL error \(nsError.code)")
        case .badServerResponse, .zeroByteResource: return .transport(url: url, reason: "the answer is not valid HTTP")
        default: return .transport(url: url, reason: "URL error \(nsError.code)")
        }
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
