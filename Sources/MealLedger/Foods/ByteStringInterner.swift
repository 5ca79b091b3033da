/// Gives each distinct byte string a small id, 0, 1, 2… in order of first sight.
///
/// Reading the food table meets the same words and measure descriptions thousands of times;
/// looking them up by their bytes spares making a `String` and hashing it each time, which
/// is most of the cost of a `[String: Int]` here.
struct ByteStringInterner {
    /// Open addressing with linear probing; -1 is an empty slot. The count is a power of two,
    /// 1,024 from the first string on (none before it: a reader that meets no string makes none).
    private var slots: [Int32] = []
    /// The bytes of every string, one after the other; string `id` is at `ranges[id]`.
    private var arena: [UInt8] = []
    private var ranges: [Range<Int>] = []

    /// The number of distinct strings seen.
    var count: Int { ranges.count }

    /// The id of the string with these bytes, and whether this call added it.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> (id: Int32, isNew: Bool) {
        if ranges.count * 2 >= slots.count { grow() }
        var slot = Self.hash(bytes) & (slots.count - 1)
        while slots[slot] >= 0 {
            if equals(id: Int(slots[slot]), bytes) { return (slots[slot], false) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = Int32(ranges.count)
        ranges.append(arena.count..<(arena.count + bytes.count))
        arena.append(contentsOf: bytes)
        slots[slot] = id
        return (id, true)
    }

    private func equals(id: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = ranges[id]
        guard range.count == bytes.count else { return false }
        return arena.withUnsafeBufferPointer { arenaBytes in
            for offset in 0..<bytes.count where arenaBytes[range.lowerBound + offset] != bytes[offset] {
                return false
            }
            return true
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: max(1024, slots.count * 2))
        for (id, range) in ranges.enumerated() {
            var slot = arena[range].withUnsafeBufferPointer(Self.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(id)
        }
    }

    /// FNV-1a, folded to `Int`: simple, good enough for short strings, and seeded the same in
    /// every run, unlike `Hasher`, so nothing built from it varies between runs.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
