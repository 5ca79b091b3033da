import Foundation

/// Sends one HTTP POST for the recipe client: the seam between the client's rules (retries,
/// status handling, validation) and the library that moves the bytes.
///
/// Two implementations: `AICurlTransport` (libcurl, loaded only when first used, the default)
/// and `AIURLSessionTransport` in the MealLedgerNetworking target (Foundation's URLSession).
public protocol AIHTTPTransport: Sendable {
    /// Sends `request` and returns the status and body of the answer, whatever the status.
    ///
    /// Throws only transport failures — `.unreachable`, `.hostNotFound`, `.timedOut`,
    /// `.secureConnectionFailed`, `.transport` — naming `request.displayURL`, never the key.
    func send(_ request: AIHTTPRequest) throws(AIServiceError) -> AIHTTPResponse
}

/// One POST to the recipe service.
public struct AIHTTPRequest: Sendable, CustomStringConvertible, CustomReflectable {
    /// Where to send it.
    public let url: URL
    /// The URL as messages may show it (no user name, password or query).
    public let displayURL: String
    /// The JSON body.
    public let body: [UInt8]
    /// Seconds from sending to the last byte of the answer.
    public let timeout: TimeInterval
    let key: AIServiceKey?

    init(url: URL, displayURL: String, body: [UInt8], timeout: TimeInterval, key: AIServiceKey?) {
        self.url = url
        self.displayURL = displayURL
        self.body = body
        self.timeout = timeout
        self.key = key
    }

    /// The header fields to send, `Authorization: Bearer …` among them when there is a key.
    public var headerFields: [(name: String, value: String)] {
        var fields = [(name: "Content-Type", value: "application/json"), (name: "Accept", value: "application/json")]
        if let key { fields.append((name: "Authorization", value: "Bearer \(key.value)")) }
        return fields
    }

    public var description: String { "POST \(displayURL) (\(body.count) bytes)" }

    /// What `dump` and debuggers show: no header, no query, no key.
    public var customMirror: Mirror {
        Mirror(self, children: ["url": displayURL, "bytes": body.count, "timeout": timeout], displayStyle: .struct)
    }
}

/// The answer to an `AIHTTPRequest`.
public struct AIHTTPResponse: Equatable, Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The body, as received.
    public var body: [UInt8]
    /// The header fields, names in lower case (the last of repeated ones).
    public var headers: [String: String]

    public init(status: Int, body: [UInt8], headers: [String: String] = [:]) {
        self.status = status
        self.body = body
        self.headers = headers
    }

    /// The value of the header field `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
