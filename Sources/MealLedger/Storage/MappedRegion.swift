#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A snapshot file mapped privately into memory, whose blocks are checked against their
/// checksums the first time anything reads or writes them; unmapped when the last array over
/// it goes.
///
/// Checking on first touch keeps a report's cost to what it reads (a day of a million-event
/// journal touches a few blocks), while any byte that differs from what this program wrote
/// is still caught before its value is used for anything that lasts: a block that does not
/// match sets `isDamaged`, and whoever used the state (`SnapshotReplay`, the appender, the
/// CLI around a report) throws the work away and replays the journal instead. The values of
/// a damaged block are still read defensively (no lookup trusts a slot), so nothing traps
/// meanwhile.
///
/// Used by one thread at a time, like the state whose arrays point into it.
final class MappedRegion: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let length: Int
    /// Bytes per checked block (a power of two).
    static let blockSize = 1 << 16

    private var checkedStart = 0
    private var checkedLength = 0
    private var expectedSums: [UInt64] = []
    private var checkedBlocks: [UInt64] = []
    /// True once some block was found not to match its checksum.
    private(set) var isDamaged = false

    /// Maps `length` bytes of the open file `descriptor`, private and writable; nil on failure.
    init?(descriptor: Int32, length: Int) {
        guard length > 0 else { return nil }
        let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        base = address
        self.length = length
    }

    deinit {
        munmap(base, length)
    }

    /// From now on, the `count` bytes at `start` are checked block by block against `sums`
    /// before use; nil when the sums do not cover them.
    func checkBlocks(start: Int, count: Int, sums: [UInt64]) -> Bool {
        let blocks = (count + Self.blockSize - 1) / Self.blockSize
        guard start >= 0, count >= 0, start <= length - count, sums.count == blocks else { return false }
        checkedStart = start
        checkedLength = count
        expectedSums = sums
        checkedBlocks = [UInt64](repeating: 0, count: (blocks + 63) / 64)
        return true
    }

    /// Checks the blocks holding `byteCount` bytes at `pointer` (inside this region), once each.
    @inline(__always)
    func verify(_ pointer: UnsafeRawPointer, byteCount: Int) {
        guard checkedLength > 0, byteCount > 0 else { return }
        let offset = pointer - UnsafeRawPointer(base) - checkedStart
        let first = max(0, offset) / Self.blockSize
        let last = min(checkedLength - 1, offset + byteCount - 1) / Self.blockSize
        guard first <= last else { return }
        for block in first...last where checkedBlocks[block >> 6] & (1 << UInt64(block & 63)) == 0 {
            check(block)
        }
    }

    /// Checks every block.
    func verifyAll() {
        verify(UnsafeRawPointer(base + checkedStart), byteCount: checkedLength)
    }

    private func check(_ block: Int) {
        let start = checkedStart + block * Self.blockSize
        let count = min(Self.blockSize, checkedLength - block * Self.blockSize)
        let sum = SnapshotChecksum.block(UnsafeRawBufferPointer(start: base + start, count: count))
        if sum != expectedSums[block] { isDamaged = true }
        checkedBlocks[block >> 6] |= 1 << UInt64(block & 63)
    }
}
