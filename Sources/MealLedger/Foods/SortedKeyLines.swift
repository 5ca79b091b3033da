#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text of `KEY|…` lines sorted by their keys' bytes, searched without building anything:
/// the food lines (keyed by food id) and the word index (keyed by word) are both read so.
enum SortedKeyLines {
    private static let newline = UInt8(ascii: "\n")
    private static let bar = UInt8(ascii: "|")

    /// The start of the first line whose key is not before `key` (`bytes.count` when none):
    /// a binary search over the bytes, each probe moved back to the start of its line.
    static func lowerBound(of key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // `low` is always a line start; the line sought starts in low...high.
        var low = 0
        var high = bytes.count
        while low < high {
            let start = lineStart(before: (low + high) / 2, notBefore: low, in: bytes)
            let end = keyEnd(bytes, from: start)
            if UnsafeBufferPointer(rebasing: bytes[start..<end]).lexicographicallyPrecedes(key) {
                low = lineEnd(from: end, in: bytes) + 1
            } else {
                high = start
            }
        }
        return min(low, bytes.count)
    }

    /// The start of the line holding `position`, not before `floor` (a line start). The word
    /// index's lines run to thousands of bytes, so the newline is looked for eight bytes at a
    /// time.
    private static func lineStart(before position: Int, notBefore floor: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard position > floor, let base = bytes.baseAddress else { return floor }
        var start = position
        // Eight bytes at a time while none of them is a newline (the classic "has a zero byte"
        // test on the bytes xor-ed with newlines), then byte by byte.
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        while start - 8 >= floor {
            let word = UnsafeRawPointer(base + start - 8).loadUnaligned(as: UInt64.self) ^ newlines
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            start -= 8
        }
        while start > floor, bytes[start - 1] != newline { start -= 1 }
        return start
    }

    /// Where the line holding `position` ends: its newline, else the end of the bytes.
    private static func lineEnd(from position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard position < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + position, Int32(newline), bytes.count - position) else { return bytes.count }
        return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
    }

    /// Where the key of the line starting at `start` ends: its bar, else its line's end.
    static func keyEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != bar, bytes[end] != newline { end += 1 }
        return end
    }
}
