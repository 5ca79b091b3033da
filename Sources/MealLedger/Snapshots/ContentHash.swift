/// A fast 64-bit hash of bytes, to tell whether a journal's prefix changed.
///
/// Not cryptographic: it guards a cache against edits and accidents, not against an attacker
/// (who could as well edit the snapshot). Eight bytes a step, so hashing runs near memory speed.
struct ContentHash {
    private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3
    private var pending: [UInt8] = []

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var start = 0
        if !pending.isEmpty {
            while pending.count < 8, start < bytes.count {
                pending.append(bytes[start])
                start += 1
            }
            if pending.count == 8 {
                pending.withUnsafeBytes { mix($0.loadUnaligned(as: UInt64.self)) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        while start + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            start += 8
        }
        while start < bytes.count {
            pending.append(bytes[start])
            start += 1
        }
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 31
    }

    /// The hash of everything added.
    func finish(length: Int64) -> UInt64 {
        var copy = self
        var tail: UInt64 = 0
        for (index, byte) in pending.enumerated() { tail |= UInt64(byte) << (8 * UInt64(index)) }
        copy.mix(tail ^ UInt64(bitPattern: length))
        return copy.value
    }
}
