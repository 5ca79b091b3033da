/// A key a `FlatHashMap` can hold: plain bits with a well-mixed 64-bit hash.
public protocol FlatHashKey: BitwiseCopyable, Equatable, Sendable {
    /// A hash whose top bits are well mixed: the table uses the top bits.
    var flatHash: UInt64 { get }
}

extension Identifier: FlatHashKey {
    @inline(__always)
    public var flatHash: UInt64 {
        let mixed = (high &* 0x9E37_79B9_7F4A_7C15) ^ (low &* 0xC2B2_AE3D_27D4_EB4F)
        return (mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9
    }
}

extension Int32: FlatHashKey {
    @inline(__always)
    public var flatHash: UInt64 { UInt64(UInt32(bitPattern: self)) &* 0x9E37_79B9_7F4A_7C15 }
}
