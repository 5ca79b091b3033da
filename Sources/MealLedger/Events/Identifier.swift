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
    ///
    /// Eight digits at a time (SWAR), as replay reads two or three ids a line (issue 30): the
    /// groups are loaded as words (`8-4` and `4-4` joined, then the last 8), checked to be
    /// lowercase hex digits and turned into their value with a few shifts and multiplications.
    /// A property test holds it to a digit-by-digit reading.
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 36, let base = bytes.baseAddress, base[8] == 0x2D, base[13] == 0x2D, base[18] == 0x2D,
              base[23] == 0x2D else { return nil }
        let raw = UnsafeRawPointer(base)
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func half(_ offset: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        guard let first = Self.hexValue(word(0)), let middle = Self.hexValue(half(9) | half(14) << 32),
              let fourthAndFifth = Self.hexValue(half(19) | half(24) << 32), let last = Self.hexValue(word(28))
        else { return nil }
        self.init(high: first << 32 | middle, low: fourthAndFifth << 32 | last)
    }

    /// The value of eight lowercase hex digits held in a word, the first digit in its lowest
    /// byte; nil when some byte is not `0`-`9` or `a`-`f`.
    @inline(__always)
    static func hexValue(_ word: UInt64) -> UInt64? {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        guard word & highBits == 0 else { return nil }
        // Each byte is below 0x80, so adding 0x50 or less carries into no other byte: a byte's
        // high bit then says whether it reached the bound the addend was chosen for.
        @inline(__always) func atLeast(_ bound: UInt64) -> UInt64 { (word &+ (0x80 - bound) &* 0x0101_0101_0101_0101) & highBits }
        let digits = atLeast(0x30) & ~atLeast(0x3A)
        let letters = atLeast(0x61) & ~atLeast(0x67)
        guard digits | letters == highBits else { return nil }
        // A digit's value is its low nibble; a letter's (0x61 = a) its low nibble plus 9.
        let nibbles = (word & 0x0F0F_0F0F_0F0F_0F0F) &+ (letters >> 7) &* 9
        // Joined pairwise, the earlier digit the higher: 2, 4, then 8 digits.
        var value = (nibbles &<< 4 | nibbles &>> 8) & 0x00FF_00FF_00FF_00FF
        value = (value &<< 8 | value &>> 16) & 0x0000_FFFF_0000_FFFF
        value = (value &<< 16 | value &>> 32) & 0x0000_0000_FFFF_FFFF
        return value
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
