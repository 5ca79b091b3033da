/// Where new identifiers come from: random UUIDs of version 7 in use, a counter in tests.
public protocol IdentifierSource: Sendable {
    /// A new identifier; `now` lets time-ordered sources embed the instant.
    func next(now: Instant) -> Identifier
}

/// UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits.
public struct TimeOrderedIdentifierSource: IdentifierSource {
    public init() {}

    public func next(now: Instant) -> Identifier {
        var generator = SystemRandomNumberGenerator()
        let millis = UInt64(max(0, now.millisecondsSinceEpoch)) & 0xFFFF_FFFF_FFFF
        let randomA = generator.next() as UInt64
        let randomB = generator.next() as UInt64
        let high = millis << 16 | 0x7000 | (randomA & 0x0FFF)
        let low = 0x8000_0000_0000_0000 | (randomB & 0x3FFF_FFFF_FFFF_FFFF)
        return Identifier(high: high, low: low)
    }
}
