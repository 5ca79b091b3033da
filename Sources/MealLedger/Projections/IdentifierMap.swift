/// A compact map from identifiers to small values, for the millions of entries and event ids
/// a long journal holds.
///
/// Keys and values live in two flat arrays in insertion order; an open-addressing table of
/// 32-bit slots (linear probing, at most half full) points into them. That is about
/// 16 + size(Value) + 8..16 bytes an element, and hashing is one multiply
/// instead of SipHash: ids are random bits already, and the keys are not chosen by an
/// attacker who could gain anything from collisions in a local file.
public struct IdentifierMap<Value>: Sendable where Value: Sendable {
    /// The keys, in the order they were first inserted.
    public private(set) var keys: [Identifier] = []
    /// The values, parallel to `keys`.
    public private(set) var values: [Value] = []
    /// 0 for an empty slot, else the key's position + 1.
    private var slots: [UInt32] = []
    private var shift: UInt64 = 64

    public init() {}

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    @inline(__always)
    private static func hash(_ key: Identifier) -> UInt64 {
        let mixed = (key.high &* 0x9E37_79B9_7F4A_7C15) ^ (key.low &* 0xC2B2_AE3D_27D4_EB4F)
        return (mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9
    }

    /// The slot `key` lives in or would go to, and the position it holds (nil when empty).
    @inline(__always)
    private func probe(_ key: Identifier) -> (slot: Int, position: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(key) >> shift)
        return slots.withUnsafeBufferPointer { table in
            keys.withUnsafeBufferPointer { stored in
                while true {
                    let entry = table[slot]
                    if entry == 0 { return (slot, nil) }
                    let position = Int(entry) - 1
                    if stored[position] == key { return (slot, position) }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// The position of `key` in `keys`, if present.
    public func index(of key: Identifier) -> Int? {
        guard !slots.isEmpty else { return nil }
        return probe(key).position
    }

    public subscript(key: Identifier) -> Value? {
        guard let index = index(of: key) else { return nil }
        return values[index]
    }

    /// Inserts a new key; returns false (and changes nothing) when the key is present already.
    @discardableResult
    public mutating func insert(_ key: Identifier, _ value: Value) -> Bool {
        insertOrFind(key, value) == nil
    }

    /// Inserts a new key and returns nil, or returns the position of the key already there.
    public mutating func insertOrFind(_ key: Identifier, _ value: Value) -> Int? {
        if (keys.count + 1) * 2 > slots.count { grow() }
        let (slot, position) = probe(key)
        if let position { return position }
        slots[slot] = UInt32(keys.count + 1)
        keys.append(key)
        values.append(value)
        return nil
    }

    /// Makes room for `count` elements without growing again, so a long replay neither copies
    /// its arrays nor rehashes along the way.
    public mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    /// The raw parts, for the snapshot file.
    var parts: (keys: [Identifier], values: [Value], slots: [UInt32], shift: UInt64) {
        (keys, values, slots, shift)
    }

    /// Rebuilds a map from raw parts read back from a snapshot; nil when they do not fit together.
    init?(keys: [Identifier], values: [Value], slots: [UInt32], shift: UInt64) {
        guard keys.count == values.count, slots.isEmpty || (slots.count.nonzeroBitCount == 1
                  && UInt64(64 - slots.count.trailingZeroBitCount) == shift && keys.count * 2 <= slots.count),
              slots.allSatisfy({ Int($0) <= keys.count }) else { return nil }
        self.keys = keys
        self.values = values
        self.slots = slots
        self.shift = slots.isEmpty ? 64 : shift
    }

    /// Replaces the value at a position from `index(of:)`.
    public mutating func update(at index: Int, _ value: Value) {
        values[index] = value
    }

    private mutating func grow() {
        let capacity = max(16, slots.count * 2)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        slots = [UInt32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (position, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: Self.hash(key) >> shift)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(position + 1)
        }
    }
}

extension IdentifierMap: Equatable where Value: Equatable {
    /// Equal when they hold the same keys with the same values, whatever the insertion order.
    public static func == (lhs: IdentifierMap, rhs: IdentifierMap) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (position, key) in lhs.keys.enumerated() where rhs[key] != lhs.values[position] { return false }
        return true
    }
}
