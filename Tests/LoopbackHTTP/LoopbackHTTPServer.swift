import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 with an ephemeral port, answering from a script.
///
/// One thread serves one connection at a time: it reads a request, records it, and answers
/// with the next scripted reply (HTTP 500 once the script is used up), then closes the
/// connection. It never sleeps: a "slow" reply holds the connection open until the client
/// gives up and closes it, so a test of a timeout waits only for the client's own timeout.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// What the server does with one request.
    public enum Reply: Sendable {
        /// Answers with this status, extra header fields and body.
        case respond(status: Int, headers: [Header], body: [UInt8])
        /// Answers nothing and keeps the connection open until the client closes it.
        case holdUntilClientCloses
        /// Closes the connection without a byte.
        case closeWithoutAnswer
        /// Writes these bytes as they are, HTTP or not, then closes.
        case raw([UInt8])

        /// A JSON answer.
        public static func json(_ status: Int = 200, _ body: String, headers: [Header] = []) -> Reply {
            .respond(status: status, headers: [Header(name: "Content-Type", value: "application/json")] + headers,
                     body: Array(body.utf8))
        }

        /// A plain-text answer.
        public static func text(_ status: Int, _ body: String, headers: [Header] = []) -> Reply {
            .respond(status: status, headers: [Header(name: "Content-Type", value: "text/plain")] + headers,
                     body: Array(body.utf8))
        }
    }

    /// One header field.
    public struct Header: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A request as the server received it.
    public struct Request: Sendable {
        public var method: String
        public var path: String
        public var headers: [Header]
        public var body: [UInt8]

        /// The value of the first header field named `name`, compared case-insensitively.
        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        /// The body as UTF-8 text.
        public var bodyText: String { String(decoding: body, as: UTF8.self) }

        /// The raw request as received, head and body, for searching.
        public var wholeText: String {
            "\(method) \(path)\r\n" + headers.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n" + bodyText
        }
    }

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public var call: String
        public var code: Int32
        public var description: String { "\(call) failed: errno \(code)" }
    }

    /// The port it listens on.
    public let port: UInt16
    private let state: State

    /// Starts listening; the replies are used in order, one per request.
    public init(replies: [Reply]) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw StartError(call: "socket", code: errno) }
        var address = Self.loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            let code = errno
            close(listener)
            throw StartError(call: "bind/listen", code: code)
        }
        port = Self.localPort(of: listener)
        var wake: [Int32] = [0, 0]
        guard pipe(&wake) == 0 else {
            close(listener)
            throw StartError(call: "pipe", code: errno)
        }
        state = State(listener: listener, wakeRead: wake[0], wakeWrite: wake[1], replies: replies)
        let state = self.state
        let thread = Thread { state.run() }
        thread.name = "LoopbackHTTPServer"
        thread.start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Every request received so far, in order.
    public var requests: [Request] { state.recordedRequests }

    /// Stops serving and waits for the server's thread to finish; safe to call twice.
    public func stop() { state.stop() }

    /// A port on 127.0.0.1 where nothing listens: bound for a moment to learn it, then released.
    public static func closedPort() -> UInt16 {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(probe) }
        var address = loopbackAddress(port: 0)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return localPort(of: probe)
    }

    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    private static func localPort(of descriptor: Int32) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }
}

/// The server's state, shared by its thread and the test; every mutable field is behind `lock`.
private final class State: @unchecked Sendable {
    let listener: Int32
    let wakeRead: Int32
    let wakeWrite: Int32
    private let lock = NSLock()
    private var replies: [LoopbackHTTPServer.Reply]
    private var requests: [LoopbackHTTPServer.Request] = []
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    init(listener: Int32, wakeRead: Int32, wakeWrite: Int32, replies: [LoopbackHTTPServer.Reply]) {
        self.listener = listener
        self.wakeRead = wakeRead
        self.wakeWrite = wakeWrite
        self.replies = replies
    }

    var recordedRequests: [LoopbackHTTPServer.Request] { lock.withLock { requests } }

    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        finished.wait()
        close(wakeRead)
        close(wakeWrite)
    }

    func run() {
        defer {
            close(listener)
            finished.signal()
        }
        while waitReadable(listener) {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            serve(connection)
            close(connection)
        }
    }

    /// Waits until `descriptor` can be read; false when the server is being stopped.
    private func waitReadable(_ descriptor: Int32) -> Bool {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || fds[1].revents != 0 { return false }
            if fds[0].revents != 0 { return true }
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = readRequest(connection) else { return }
        let reply = lock.withLock { () -> LoopbackHTTPServer.Reply in
            requests.append(request)
            return replies.isEmpty ? .text(500, "no scripted reply left") : replies.removeFirst()
        }
        switch reply {
        case let .respond(status, headers, body):
            var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
            for header in headers { head += "\(header.name): \(header.value)\r\n" }
            head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            writeAll(connection, Array(head.utf8) + body)
        case .holdUntilClientCloses:
            var scratch = [UInt8](repeating: 0, count: 4096)
            while waitReadable(connection), recv(connection, &scratch, scratch.count, 0) > 0 {}
        case .closeWithoutAnswer:
            break
        case let .raw(bytes):
            writeAll(connection, bytes)
        }
    }

    /// Reads one request: the head up to a blank line, then `Content-Length` bytes of body.
    private func readRequest(_ connection: Int32) -> LoopbackHTTPServer.Request? {
        var received: [UInt8] = []
        var scratch = [UInt8](repeating: 0, count: 16_384)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        var expectedLength = 0
        var headers: [LoopbackHTTPServer.Header] = []
        var requestLine: [Substring] = []
        while true {
            if headEnd == nil, let end = received.firstRange(of: separator)?.lowerBound {
                headEnd = end + separator.count
                let head = String(decoding: received[..<end], as: UTF8.self)
                var lines = head.components(separatedBy: "\r\n")
                requestLine = lines.removeFirst().split(separator: " ")
                headers = lines.compactMap { line in
                    guard let colon = line.firstIndex(of: ":") else { return nil }
                    return LoopbackHTTPServer.Header(name: String(line[..<colon]),
                                                     value: line[line.index(after: colon)...]
                                                         .trimmingCharacters(in: .whitespaces))
                }
                let field = { (name: String) in headers.first { $0.name.lowercased() == name }?.value }
                expectedLength = field("content-length").flatMap { Int($0) } ?? 0
                if field("expect")?.lowercased() == "100-continue" {
                    writeAll(connection, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                }
            }
            if let headEnd, received.count - headEnd >= expectedLength {
                guard requestLine.count >= 2 else { return nil }
                return LoopbackHTTPServer.Request(method: String(requestLine[0]), path: String(requestLine[1]),
                                                  headers: headers,
                                                  body: Array(received[headEnd..<(headEnd + expectedLength)]))
            }
            guard received.count < 1 << 22, waitReadable(connection) else { return nil }
            let count = recv(connection, &scratch, scratch.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: scratch[0..<count])
        }
    }

    private func writeAll(_ connection: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    private static func reason(_ status: Int) -> String {
        [200: "OK", 302: "Found", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
         429: "Too Many Requests", 500: "Internal Server Error", 503: "Service Unavailable"][status] ?? "Status"
    }
}
