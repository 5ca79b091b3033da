/// FNV-1a over 128 bits: a small, well-known, non-cryptographic hash of bytes.
///
/// Used to derive entry ids from imported rows, so the same row always gets the same id and a
/// second import of a file appends nothing. 128 bits keep accidental collisions out of reach
/// for any journal a person keeps (about 2^64 rows before one becomes likely).
public struct RowHash: Sendable {
    static let offsetBasis: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
    static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013b

    /// The hash of everything added so far.
    public private(set) var value: UInt128 = offsetBasis

    public init() {}

    /// Adds bytes.
    public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt128(byte)
            value = value &* Self.prime
        }
    }

    /// Adds a string's UTF-8 bytes and a separator (0x1F) that no field holds, so that
    /// ("ab", "c") and ("a", "bc") hash differently.
    public mutating func add(field text: String) {
        add(text.utf8)
        add(CollectionOfOne(0x1F))
    }

    /// The hash of `text` alone.
    public static func of(_ text: String) -> UInt128 {
        var hash = RowHash()
        hash.add(text.utf8)
        return hash.value
    }
}
