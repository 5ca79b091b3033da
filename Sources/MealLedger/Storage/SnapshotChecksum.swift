/// The checksums of a snapshot: of each 64 KiB block of its body (checked when first used,
/// see `MappedRegion`) and of the table of those.
///
/// Four independent lanes of multiply-xor steps, each a bijection of its state for a given
/// word, so a change confined to one word always changes the result. Not
/// cryptographic: it guards a cache against damage and stray edits; whoever can write the
/// snapshot can as well write the journal.
enum SnapshotChecksum {
    /// The checksum of one block.
    static func block(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        let middle = (count / 2) & ~31
        guard let base = bytes.baseAddress else { return finish(lanes(nil, 0), lanes(nil, 0), count: 0) }
        return finish(lanes(base, middle), lanes(base + middle, count - middle), count: count)
    }

    /// The checksum of `bytes` (the table of block checksums): the same sum as a block's.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        block(bytes)
    }

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    private static func step(_ state: inout UInt64, _ word: UInt64) {
        state = (state ^ word) &* multiplier
        state ^= state >> 29
    }

    /// One half: four lanes over 32-byte blocks, then the tail word by word and byte by byte.
    private static func lanes(_ base: UnsafeRawPointer?, _ count: Int) -> UInt64 {
        var lane0: UInt64 = 0x243F_6A88_85A3_08D3
        var lane1: UInt64 = 0x1319_8A2E_0370_7344
        var lane2: UInt64 = 0xA409_3822_299F_31D0
        var lane3: UInt64 = 0x082E_FA98_EC4E_6C89
        guard let base else { return lane0 }
        var offset = 0
        while offset + 32 <= count {
            step(&lane0, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            step(&lane1, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            step(&lane2, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            step(&lane3, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        while offset + 8 <= count {
            step(&lane0, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) << shift
            shift += 8
            offset += 1
        }
        step(&lane1, tail)
        var result = lane0
        step(&result, lane1)
        step(&result, lane2)
        step(&result, lane3)
        return result
    }

    private static func finish(_ first: UInt64, _ second: UInt64, count: Int) -> UInt64 {
        var result = first
        step(&result, second)
        step(&result, UInt64(count))
        return result
    }
}
