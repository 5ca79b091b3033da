/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// Strict on purpose: the journal is read by people and by other programs, so anything
/// a lenient parser would guess at (trailing commas, `NaN`, single quotes, invalid UTF-8,
/// numbers that overflow to infinity, absurd nesting) is an error that names its column.
public struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses exactly one JSON value, with optional surrounding white space.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position != bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the value")
        }
        return value
    }

    /// Parses exactly one JSON value from a string.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var copy = text
        let result: Result<JSONValue, JSONParseError> = copy.withUTF8 { buffer in
            do throws(JSONParseError) { return .success(try parse(buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Parses exactly one JSON value from a byte array.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONParseError) { return .success(try parse(buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private func error(_ reason: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(column: (offset ?? position) + 1, reason: reason)
    }

    private func describeCurrent() -> String {
        guard position < bytes.count else { return "end of line" }
        let byte = bytes[position]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of line, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let start = position
        let length = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected -> Bool in
            guard bytes.count - position >= length else { return false }
            for index in 0..<length where bytes[position + index] != expected[index] { return false }
            return true
        }
        guard matches else { throw error("unexpected \(describeCurrent()), expected a value", at: start) }
        position += length
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a member name in quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':'")
            }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            members.append((key, value))
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of line, expected ',' or '}'") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; break }
            throw error("unexpected \(describeCurrent()), expected ',' or '}'")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        position += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of line, expected ',' or ']'") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; break }
            throw error("unexpected \(describeCurrent()), expected ',' or ']'")
        }
        depth -= 1
        return .array(items)
    }

    /// Reads a string starting at its opening quote; validates UTF-8 and escapes.
    private mutating func parseString() throws(JSONParseError) -> String {
        let start = position
        position += 1
        let contentStart = position
        // Fast path: plain ASCII or UTF-8 with no escapes.
        var hasEscape = false
        var hasNonASCII = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") { hasEscape = true; break }
            if byte < 0x20 { throw error("control character 0x\(String(byte, radix: 16)) inside a string; write it escaped") }
            if byte >= 0x80 { hasNonASCII = true }
            position += 1
        }
        guard position < bytes.count else { throw error("unterminated string", at: start) }
        if !hasEscape {
            let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<position])
            position += 1
            if !hasNonASCII { return String(decoding: slice, as: UTF8.self) }
            guard let text = String(validating: slice, as: UTF8.self) else {
                throw error("invalid UTF-8 inside a string", at: contentStart)
            }
            return text
        }
        // Slow path: unescape into a byte buffer, then validate.
        var output = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<position]))
        while true {
            guard position < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { position += 1; break }
            if byte < 0x20 { throw error("control character 0x\(String(byte, radix: 16)) inside a string; write it escaped") }
            if byte != UInt8(ascii: "\\") {
                output.append(byte)
                position += 1
                continue
            }
            position += 1
            guard position < bytes.count else { throw error("unterminated string", at: start) }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""): output.append(0x22)
            case UInt8(ascii: "\\"): output.append(0x5C)
            case UInt8(ascii: "/"): output.append(0x2F)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalarValue = try parseHex4()
                if (0xD800...0xDBFF).contains(scalarValue) {
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                          bytes[position + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in \\u escape", at: position - 6)
                    }
                    position += 2
                    let low = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw error("unpaired surrogate in \\u escape", at: position - 6)
                    }
                    scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalarValue) {
                    throw error("unpaired surrogate in \\u escape", at: position - 6)
                }
                guard let scalar = Unicode.Scalar(scalarValue) else {
                    throw error("invalid \\u escape", at: position - 6)
                }
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                // Quote only printable bytes: a message must not carry control characters to a terminal.
                let shown = escape >= 0x20 && escape < 0x7F
                    ? "'\\\(Character(Unicode.Scalar(escape)))'"
                    : "'\\' and byte 0x" + String(escape, radix: 16, uppercase: true)
                throw error("invalid escape \(shown)", at: position - 2)
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else {
            throw error("invalid UTF-8 inside a string", at: contentStart)
        }
        return text
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    /// Reads a number following JSON's grammar exactly; rejects values that overflow.
    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        let result = NumberScanner.scan(bytes, from: start)
        switch result {
        case .failure(let offset, let reason):
            throw error(reason, at: offset)
        case .success(let value, let end):
            position = end
            guard value.isFinite else {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                throw error("number '\(text)' is out of range", at: start)
            }
            return value
        }
    }
}
