/// A 128-bit identifier written as a lowercase UUID: `0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b`.
///
/// Event ids and the ids of meals, entries and assignments are all of this form. Kept as
/// two integers, not a string, so that replaying a million events stays small and fast.
public struct Identifier: Hashable, Comparable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// The first 64 bits.
    public var high: UInt64
    /// The last 64 bits.
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Reads the canonical lowercase form; anything else (upper case, braces, no dashes) is nil.
    public init?(_ text: String) {
        var copy = text
        guard let parsed = copy.withUTF8({ Identifier(utf8: $0) }) else { return nil }
        self = parsed
    }

    /// Reads the canonical lowercase form from 36 bytes.
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 36, bytes[8] == 0x2D, bytes[13] == 0x2D, bytes[18] == 0x2D, bytes[23] == 0x2D,
              let first = Self.hex(bytes, 0, 8), let second = Self.hex(bytes, 9, 4), let third = Self.hex(bytes, 14, 4),
              let fourth = Self.hex(bytes, 19, 4), let fifth = Self.hex(bytes, 24, 12) else { return nil }
        self.init(high: first << 32 | second << 16 | third, low: fourth << 48 | fifth)
    }

    /// Lowercase hex digit values; 0xFF for every other byte.
    private static let hexValues: [UInt8] = (0..<256).map { byte in
        switch byte {
        case 0x30...0x39: return UInt8(byte - 0x30)
        case 0x61...0x66: return UInt8(byte - 0x61 + 10)
        default: return 0xFF
        }
    }

    @inline(__always)
    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64? {
        var value: UInt64 = 0
        var invalid: UInt8 = 0
        hexValues.withUnsafeBufferPointer { table in
            for index in start..<(start + count) {
                let digit = table[Int(bytes[index])]
                invalid |= digit & 0xF0
                value = value << 4 | UInt64(digit & 0x0F)
            }
        }
        return invalid == 0 ? value : nil
    }

    /// The canonical lowercase text.
    public var description: String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            writeUTF8(into: UnsafeMutableRawBufferPointer(buffer))
            return 36
        }
    }

    /// Appends the canonical text to a byte array.
    func append(to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(byteCount: 36, alignment: 1) { buffer in
            writeUTF8(into: buffer)
            bytes.append(contentsOf: buffer)
        }
    }

    private func writeUTF8(into buffer: UnsafeMutableRawBufferPointer) {
        let hex: StaticString = "0123456789abcdef"
        hex.withUTF8Buffer { digits in
            var output = 0
            for nibble in 0..<32 {
                if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 {
                    buffer[output] = UInt8(ascii: "-")
                    output += 1
                }
                let word = nibble < 16 ? high : low
                let shift = UInt64(60 - (nibble % 16) * 4)
                buffer[output] = digits[Int((word >> shift) & 0xF)]
                output += 1
            }
        }
    }

    public static func < (lhs: Identifier, rhs: Identifier) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }

    /// The last eight hex digits, enough for people to tell entries apart in a table.
    ///
    /// The last digits, not the first: a version 7 UUID starts with its timestamp, so ids
    /// made a minute apart share their first eight digits but not their last (random) ones.
    public var short: String { String(description.suffix(8)) }

    /// True when `fragment` (lower case) is the start or the end of this id's text.
    public func isAbbreviated(by fragment: String) -> Bool {
        let text = description
        return text.hasPrefix(fragment) || text.hasSuffix(fragment)
    }
}
