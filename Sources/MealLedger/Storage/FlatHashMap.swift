/// A compact map from plain keys to plain values, for the millions of entries and event ids
/// a long journal holds.
///
/// Keys and values live in two flat arrays in insertion order; an open-addressing table of
/// 32-bit slots (linear probing, at most half full) points into them. That is about
/// size(Key) + size(Value) + 8..16 bytes an element, and hashing is a multiply or two
/// instead of SipHash: ids are random bits already, and the keys are not chosen by an
/// attacker who could gain anything from collisions in a local file. All three arrays can
/// live in a mapped snapshot, so loading one costs no copy; for that reason no lookup trusts
/// a slot: a position out of range or a table with no empty slot never traps or loops.
public struct FlatHashMap<Key: FlatHashKey, Value: BitwiseCopyable & Sendable>: Sendable {
    /// The keys, in the order they were first inserted.
    public private(set) var keys = FlatArray<Key>()
    /// The values, parallel to `keys`.
    public private(set) var values = FlatArray<Value>()
    /// 0 for an empty slot, else the key's position + 1.
    private var slots = FlatArray<UInt32>()
    private var shift: UInt64 = 64

    public init() {}

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// The slot `key` lives in or would go to (nil when no empty slot was met), and the
    /// position it holds (nil when absent).
    @inline(__always)
    private func probe(_ key: Key) -> (slot: Int?, position: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key.flatHash >> shift)
        if slots.isMapped || keys.isMapped {
            // Element by element, so only the snapshot blocks the probe touches are checked.
            for _ in 0..<slots.count {
                let entry = slots[slot]
                if entry == 0 { return (slot, nil) }
                let position = Int(entry) - 1
                if position < keys.count, keys[position] == key { return (slot, position) }
                slot = (slot + 1) & mask
            }
            return (nil, nil)
        }
        return slots.withUnsafeBufferPointer { table in
            keys.withUnsafeBufferPointer { stored in
                for _ in 0..<table.count {
                    let entry = table[slot]
                    if entry == 0 { return (slot, nil) }
                    let position = Int(entry) - 1
                    if position < stored.count, stored[position] == key { return (slot, position) }
                    slot = (slot + 1) & mask
                }
                return (nil, nil)
            }
        }
    }

    /// The position of `key` in `keys`, if present.
    public func index(of key: Key) -> Int? {
        guard !slots.isEmpty else { return nil }
        return probe(key).position
    }

    public subscript(key: Key) -> Value? {
        guard let index = index(of: key) else { return nil }
        return values[index]
    }

    /// Inserts a new key; returns false (and changes nothing) when the key is present already.
    @discardableResult
    public mutating func insert(_ key: Key, _ value: Value) -> Bool {
        insertOrFind(key, value) == nil
    }

    /// Inserts a new key and returns nil, or returns the position of the key already there.
    public mutating func insertOrFind(_ key: Key, _ value: Value) -> Int? {
        if (keys.count + 1) * 2 > slots.count { rehash(capacity: max(16, slots.count * 2)) }
        var (slot, position) = probe(key)
        if let position { return position }
        if slot == nil {
            // Only a damaged table read from a snapshot has no empty slot: rebuild it from the keys.
            rehash(capacity: slots.count)
            (slot, _) = probe(key)
        }
        slots[slot!] = UInt32(keys.count + 1)
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

    /// Sizes the slot table for `count` keys now, so filling it never rehashes on the way.
    public mutating func reserveSlots(for count: Int) {
        let needed = (count + 1) * 2
        guard slots.count < needed else { return }
        rehash(capacity: 1 << (Int.bitWidth - (needed - 1).leadingZeroBitCount))
    }

    /// A copy with room for `extra` more keys before its arrays or slots grow: what a snapshot
    /// stores, so a report replaying the events after it adds them in place.
    func withRoom(for extra: Int) -> FlatHashMap {
        var copy = self
        let needed = (count + extra) * 2
        if slots.count < needed { copy.rehash(capacity: 1 << (Int.bitWidth - (needed - 1).leadingZeroBitCount)) }
        return copy
    }

    /// The raw parts, for the snapshot file.
    var parts: (keys: FlatArray<Key>, values: FlatArray<Value>, slots: FlatArray<UInt32>, shift: UInt64) {
        (keys, values, slots, shift)
    }

    /// Rebuilds a map from raw parts read back from a snapshot; nil when they do not fit together.
    ///
    /// Checks only what is cheap (the counts); the slots are not trusted by lookups.
    init?(keys: FlatArray<Key>, values: FlatArray<Value>, slots: FlatArray<UInt32>, shift: UInt64) {
        guard keys.count == values.count, slots.isEmpty ? keys.isEmpty : (slots.count.nonzeroBitCount == 1
                  && UInt64(64 - slots.count.trailingZeroBitCount) == shift && keys.count * 2 <= slots.count)
        else { return nil }
        self.keys = keys
        self.values = values
        self.slots = slots
        self.shift = slots.isEmpty ? 64 : shift
    }

    /// Replaces the value at a position from `index(of:)`.
    public mutating func update(at index: Int, _ value: Value) {
        values[index] = value
    }

    private mutating func rehash(capacity requested: Int) {
        // Never fewer slots than twice the keys: a table with no empty slot would never stop probing.
        var capacity = max(requested, 16)
        while capacity < keys.count * 2 + 2 { capacity *= 2 }
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        var table = FlatArray<UInt32>(repeating: 0, count: capacity)
        let mask = capacity - 1
        let shift = shift
        table.withUnsafeMutableBufferPointer { table in
            keys.withUnsafeBufferPointer { stored in
                for (position, key) in stored.enumerated() {
                    var slot = Int(truncatingIfNeeded: key.flatHash >> shift)
                    while table[slot] != 0 { slot = (slot + 1) & mask }
                    table[slot] = UInt32(position + 1)
                }
            }
        }
        slots = table
    }
}

extension FlatHashMap {
    /// The map's structural invariants that do not hold, in words; empty when all hold: the
    /// slot count a power of two (or none, with no keys), at most half full, every key found
    /// at its own position, and every used slot pointing at a key.
    func checkInvariants() -> [String] {
        var broken = keys.checkInvariants() + values.checkInvariants() + slots.checkInvariants()
        if keys.count != values.count { broken.append("\(keys.count) keys but \(values.count) values") }
        if slots.isEmpty {
            if !keys.isEmpty { broken.append("\(keys.count) keys but no slots") }
            return broken
        }
        if slots.count.nonzeroBitCount != 1 { broken.append("slot count \(slots.count) is not a power of two") }
        if UInt64(64 - slots.count.trailingZeroBitCount) != shift { broken.append("shift \(shift) does not fit \(slots.count) slots") }
        if keys.count * 2 > slots.count { broken.append("\(keys.count) keys in \(slots.count) slots: more than half full") }
        let used = slots.reduce(0) { $0 + ($1 == 0 ? 0 : 1) }
        if used != keys.count { broken.append("\(used) slots used for \(keys.count) keys") }
        for (position, key) in keys.enumerated() where index(of: key) != position {
            broken.append("the key at position \(position) is not found there")
        }
        return broken
    }
}

extension FlatHashMap: Equatable where Value: Equatable {
    /// Equal when they hold the same keys with the same values, whatever the insertion order.
    public static func == (lhs: FlatHashMap, rhs: FlatHashMap) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (position, key) in lhs.keys.enumerated() where rhs[key] != lhs.values[position] { return false }
        return true
    }
}
