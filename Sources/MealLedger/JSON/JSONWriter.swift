/// Writes JSON in the journal's canonical form: no insignificant white space, numbers in
/// shortest round-trip form, non-ASCII characters as UTF-8 and only the escapes JSON requires.
public struct JSONWriter {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    public init() {
        bytes.reserveCapacity(256)
    }

    /// The bytes written so far, as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes a raw ASCII fragment such as `{` or `,"name":`.
    public mutating func raw(_ fragment: StaticString) {
        fragment.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `"key":`, preceded by a comma unless `first`.
    public mutating func key(_ name: StaticString, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Writes a string with JSON escaping.
    public mutating func string(_ value: String) {
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
    }

    /// Writes a finite number in canonical form (see `CanonicalNumber`).
    public mutating func number(_ value: Double) {
        CanonicalNumber.append(value, to: &bytes)
    }

    /// Writes any JSON value; objects keep their member order.
    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: raw("null")
        case .bool(let flag): flag ? raw("true") : raw("false")
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(item)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(member.key)
                bytes.append(UInt8(ascii: ":"))
                write(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
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
