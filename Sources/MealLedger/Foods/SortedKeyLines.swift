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
            var start = (low + high) / 2
            while start > low, bytes[start - 1] != newline { start -= 1 }
            let end = keyEnd(bytes, from: start)
            if UnsafeBufferPointer(rebasing: bytes[start..<end]).lexicographicallyPrecedes(key) {
                low = end
                while low < bytes.count, bytes[low] != newline { low += 1 }
                low += 1
            } else {
                high = start
            }
        }
        return min(low, bytes.count)
    }

    /// Where the key of the line starting at `start` ends: its bar, else its line's end.
    static func keyEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != bar, bytes[end] != newline { end += 1 }
        return end
    }
}
