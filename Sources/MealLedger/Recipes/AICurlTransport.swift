import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends the recipe request through libcurl, opened with `dlopen` the first time it is used.
///
/// Why not link it: every library linked into `ledger` is loaded, and its initializers run,
/// at every start of every command. libcurl and what it pulls in (TLS, Kerberos, LDAP…) cost
/// about 8 ms a start here — FoundationNetworking links it too — which alone would break the
/// SPEC's budget for `ledger append`. Opened on demand, only `--ai` pays for it.
///
/// libcurl's C API is stable: the option numbers below are fixed by its ABI. Timeouts are
/// in milliseconds, redirects are not followed, `*_proxy` variables are honoured as curl does.
public struct AICurlTransport: AIHTTPTransport {
    /// The most bytes of an answer read; a recipe reply is a few kilobytes.
    public static let maximumResponseBytes = 4 << 20

    public init() {}

    public func send(_ request: AIHTTPRequest) throws(AIServiceError) -> AIHTTPResponse {
        let curl = try CurlLibrary.shared.get()
        guard let handle = curl.easyInit() else {
            throw .transport(url: request.displayURL, reason: "libcurl could not start a transfer")
        }
        defer { curl.easyCleanup(handle) }

        var headers: OpaquePointer?
        // "Expect:" turns off curl's 100-continue round trip for bodies over 1 KiB.
        for field in request.headerFields.map({ "\($0.name): \($0.value)" }) + ["Expect:"] {
            headers = curl.slistAppend(headers, field)
        }
        defer { curl.slistFreeAll(headers) }

        let received = ResponseBuffer(limit: Self.maximumResponseBytes)
        let milliseconds = max(1, Int((request.timeout * 1000).rounded(.up)))
        let code: Int32 = request.url.absoluteString.withCString { url in
            request.body.withUnsafeBytes { body in
                _ = curl.setPointer(handle, CurlOption.url, url)
                _ = curl.setLong(handle, CurlOption.noSignal, 1)
                _ = curl.setLong(handle, CurlOption.timeoutMilliseconds, milliseconds)
                _ = curl.setLong(handle, CurlOption.connectTimeoutMilliseconds, milliseconds)
                _ = curl.setLong(handle, CurlOption.followLocation, 0)
                _ = curl.setLong(handle, CurlOption.post, 1)
                _ = curl.setLong(handle, CurlOption.postFieldSize, body.count)
                _ = curl.setPointer(handle, CurlOption.postFields, body.baseAddress ?? UnsafeRawPointer(url))
                _ = curl.setPointer(handle, CurlOption.httpHeader, UnsafeRawPointer(headers))
                // curl copies string options, so these pointers need only last this call.
                _ = "meal-ledger".withCString { curl.setPointer(handle, CurlOption.userAgent, $0) }
                _ = curl.setPointer(handle, CurlOption.writeFunction,
                                    unsafeBitCast(curlWriteCallback, to: UnsafeRawPointer.self))
                _ = curl.setPointer(handle, CurlOption.writeData,
                                    UnsafeRawPointer(Unmanaged.passUnretained(received).toOpaque()))
                _ = curl.setPointer(handle, CurlOption.headerFunction,
                                    unsafeBitCast(curlHeaderCallback, to: UnsafeRawPointer.self))
                _ = curl.setPointer(handle, CurlOption.headerData,
                                    UnsafeRawPointer(Unmanaged.passUnretained(received).toOpaque()))
                return withExtendedLifetime(received) { curl.easyPerform(handle) }
            }
        }
        guard code == 0 else {
            throw Self.error(forCode: code, request: request, curl: curl, overflowed: received.overflowed)
        }
        var status = 0
        _ = curl.getInfo(handle, CurlOption.responseCodeInfo, &status)
        return AIHTTPResponse(status: status, body: received.bytes, headers: received.headers)
    }

    /// A libcurl result code as the error a user can act on.
    static func error(forCode code: Int32, request: AIHTTPRequest, curl: CurlLibrary,
                      overflowed: Bool) -> AIServiceError {
        let url = request.displayURL
        switch code {
        case 7: return .unreachable(url: url, reason: "connection refused")
        case 6, 5: return .hostNotFound(url: url)
        case 28: return .timedOut(url: url, seconds: request.timeout)
        case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91:
            return .secureConnectionFailed(url: url, reason: curl.describe(code))
        case 52: return .unreachable(url: url, reason: "the server closed the connection without answering")
        case 55, 56: return .unreachable(url: url, reason: "the connection was lost")
        case 23 where overflowed:
            return .transport(url: url, reason: "the answer is larger than \(maximumResponseBytes >> 20) MiB")
        case 1, 8: return .transport(url: url, reason: "the answer is not valid HTTP")
        default: return .transport(url: url, reason: curl.describe(code))
        }
    }
}

/// Collects the answer's bytes for the write callback, up to a limit, and its header fields
/// for the header callback.
private final class ResponseBuffer {
    let limit: Int
    var bytes: [UInt8] = []
    var overflowed = false
    /// Header fields by lower-case name, of the last response head seen.
    var headers: [String: String] = [:]

    init(limit: Int) { self.limit = limit }
}

/// libcurl's write callback: appends to the `ResponseBuffer` passed as user data; returning
/// less than given makes curl stop with CURLE_WRITE_ERROR.
private let curlWriteCallback: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, context in
    guard let context else { return 0 }
    let buffer = Unmanaged<ResponseBuffer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    guard buffer.bytes.count + length <= buffer.limit else {
        buffer.overflowed = true
        return 0
    }
    if let data, length > 0 {
        buffer.bytes.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
    }
    return length
}

/// libcurl's header callback: called once per header line, status lines included; a status
/// line starts a new head (an interim `100 Continue` comes before the real one).
private let curlHeaderCallback: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, context in
    let length = size * count
    guard let context, let data, length > 0 else { return length }
    let buffer = Unmanaged<ResponseBuffer>.fromOpaque(context).takeUnretainedValue()
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    if line.hasPrefix("HTTP/") {
        buffer.headers = [:]
    } else if let colon = line.firstIndex(of: ":"), buffer.headers.count < 100 {
        let name = String(line[..<colon]).trimmingWhitespace().lowercased()
        buffer.headers[name] = String(line[line.index(after: colon)...]).trimmingWhitespace()
    }
    return length
}

/// The option and info numbers of libcurl's ABI (curl/curl.h) that this transport uses.
enum CurlOption {
    static let writeData: Int32 = 10_001
    static let url: Int32 = 10_002
    static let postFields: Int32 = 10_015
    static let userAgent: Int32 = 10_018
    static let httpHeader: Int32 = 10_023
    static let headerData: Int32 = 10_029
    static let writeFunction: Int32 = 20_011
    static let headerFunction: Int32 = 20_079
    static let post: Int32 = 47
    static let followLocation: Int32 = 52
    static let postFieldSize: Int32 = 60
    static let noSignal: Int32 = 99
    static let timeoutMilliseconds: Int32 = 155
    static let connectTimeoutMilliseconds: Int32 = 156
    /// CURLINFO_LONG + 2.
    static let responseCodeInfo: Int32 = 0x20_0002
}

/// The few libcurl functions used, looked up once in the library opened with `dlopen`.
///
/// `curl_easy_setopt` and `curl_easy_getinfo` are variadic in C; they are called through
/// non-variadic pointer types taking one `long` or pointer, which on the Linux ABIs Swift
/// supports (x86-64, AArch64) passes the argument exactly where the variadic callee reads it.
struct CurlLibrary: @unchecked Sendable {
    let easyInit: @convention(c) () -> OpaquePointer?
    let easyCleanup: @convention(c) (OpaquePointer?) -> Void
    let easyPerform: @convention(c) (OpaquePointer?) -> Int32
    let setLong: @convention(c) (OpaquePointer?, Int32, Int) -> Int32
    let setPointer: @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    let getInfo: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>) -> Int32
    let slistAppendC: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let slistFreeAll: @convention(c) (OpaquePointer?) -> Void
    let strerror: @convention(c) (Int32) -> UnsafePointer<CChar>?

    /// The library, opened and initialized once per process, or why it could not be.
    static let shared: Result<CurlLibrary, AIServiceError> = open()

    func slistAppend(_ list: OpaquePointer?, _ text: String) -> OpaquePointer? {
        text.withCString { slistAppendC(list, $0) } ?? list
    }

    /// libcurl's own words for a result code, with the code.
    func describe(_ code: Int32) -> String {
        let text = strerror(code).map { String(cString: $0) } ?? "error"
        return "\(text.lowercased()), curl error \(code)"
    }

    private static func open() -> Result<CurlLibrary, AIServiceError> {
        let names = ["libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4", "libcurl.4.dylib", "libcurl.dylib"]
        guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            return .failure(.httpLibraryMissing)
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        typealias GlobalInit = @convention(c) (Int) -> Int32
        guard let globalInit = symbol("curl_global_init", as: GlobalInit.self),
              let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> OpaquePointer?).self),
              let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (OpaquePointer?) -> Void).self),
              let easyPerform = symbol("curl_easy_perform", as: (@convention(c) (OpaquePointer?) -> Int32).self),
              let setLong = symbol("curl_easy_setopt", as: (@convention(c) (OpaquePointer?, Int32, Int) -> Int32).self),
              let setPointer = symbol("curl_easy_setopt",
                                      as: (@convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32).self),
              let getInfo = symbol("curl_easy_getinfo",
                                   as: (@convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>) -> Int32).self),
              let slistAppend = symbol("curl_slist_append",
                                       as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?).self),
              let slistFreeAll = symbol("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self),
              let strerror = symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
        else {
            return .failure(.httpLibraryMissing)
        }
        // CURL_GLOBAL_DEFAULT (SSL | WIN32); done once, before any handle, as curl requires.
        guard globalInit(3) == 0 else { return .failure(.httpLibraryMissing) }
        return .success(CurlLibrary(easyInit: easyInit, easyCleanup: easyCleanup, easyPerform: easyPerform,
                                    setLong: setLong, setPointer: setPointer, getInfo: getInfo,
                                    slistAppendC: slistAppend, slistFreeAll: slistFreeAll, strerror: strerror))
    }
}
