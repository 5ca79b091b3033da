/// Writes JSON in the journal's canonical form: no insignificant white space, numbers in
/// shortest round-trip form, non-ASCII characters as UTF-8 and only the escapes JSON requires.
///
/// Commas are placed by the writer: open containers with `object { }` and `array { }`, give
/// members with `member(_:_:)`, and each value is separated from the one before it.
public struct JSONWriter: JSONSink {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []
    /// True right after a whole value, so the next value or member in the same container
    /// needs a comma before it; false after an opening bracket or a member's key.
    private var followsValue = false

    public init() {
        bytes.reserveCapacity(256)
    }

    /// The bytes written so far, as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Hands over the bytes written so far and forgets them, keeping the place in the open
    /// containers: long output (`ledger log --json`) goes out in pieces.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Writes `{`, the members `body` writes, and `}`.
    public mutating func object(_ body: (inout JSONWriter) throws -> Void) rethrows {
        startValue()
        bytes.append(UInt8(ascii: "{"))
        followsValue = false
        try body(&self)
        bytes.append(UInt8(ascii: "}"))
        followsValue = true
    }

    /// Writes `[`, the values `body` writes, and `]`.
    public mutating func array(_ body: (inout JSONWriter) throws -> Void) rethrows {
        startValue()
        bytes.append(UInt8(ascii: "["))
        followsValue = false
        try body(&self)
        bytes.append(UInt8(ascii: "]"))
        followsValue = true
    }

    /// Writes `"key":` and the one value `body` writes.
    public mutating func member(_ key: StaticString, _ body: (inout JSONWriter) throws -> Void) rethrows {
        startValue()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        followsValue = false
        try body(&self)
    }

    /// Writes a member whose key is only known at run time (escaped like any string).
    public mutating func member(key: String, _ body: (inout JSONWriter) throws -> Void) rethrows {
        string(key)
        bytes.append(UInt8(ascii: ":"))
        followsValue = false
        try body(&self)
    }

    /// Writes a string with JSON escaping.
    public mutating func string(_ value: String) {
        startValue()
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0x08: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "f"))
            case 0x00..<0x20, 0x7F:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        followsValue = true
    }

    /// Writes a finite number in canonical form (see `CanonicalNumber`).
    public mutating func number(_ value: Double) {
        startValue()
        CanonicalNumber.append(value, to: &bytes)
        followsValue = true
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        value ? literal("true") : literal("false")
    }

    /// Writes `null`.
    public mutating func null() {
        literal("null")
    }

    /// Writes bytes that are already one whole JSON value, such as an event's canonical line.
    public mutating func encoded(_ value: [UInt8]) {
        startValue()
        bytes.append(contentsOf: value)
        followsValue = true
    }

    /// Appends an ASCII fragment as it is, outside the comma keeping (the writer's own brackets).
    private mutating func raw(_ fragment: StaticString) {
        fragment.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func literal(_ text: StaticString) {
        startValue()
        raw(text)
        followsValue = true
    }

    /// The comma between this value and the one before it in the same container.
    private mutating func startValue() {
        if followsValue { bytes.append(UInt8(ascii: ",")) }
    }
}

/// The canonical text of a number: integers without a fraction or exponent up to 10^15,
/// otherwise Swift's shortest representation that reads back as the same `Double`.
public enum CanonicalNumber {
    /// The canonical text of `value`, which must be finite.
    public static func text(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func append(_ value: Double, to bytes: inout [UInt8]) {
        precondition(value.isFinite, "canonical JSON holds finite numbers only")
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))  // -0 and 0 alike
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            appendInteger(Int64(value), to: &bytes)
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    private static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) {
                bytes.append(buffer[index])
            }
        }
    }
}
