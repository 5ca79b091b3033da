/// Lines the reader thread copied out of its buffer without decoding them, for the applying
/// thread to decode itself: replay hands one over when the applying thread would otherwise
/// wait, so the two threads share the decoding instead of one waiting on the other.
struct UndecodedBatch: Sendable {
    /// Where one line is.
    struct Line: Sendable {
        var number: Int
        var offset: Int64
        /// Its kept bytes within `bytes`.
        var start: Int
        var count: Int
        /// Its full length (more than `count` for an overlong line).
        var length: Int
    }

    /// The lines' kept bytes, one after another.
    private(set) var bytes: [UInt8] = []
    private(set) var lines: [Line] = []

    init(capacity: Int, byteCapacity: Int) {
        lines.reserveCapacity(capacity)
        bytes.reserveCapacity(byteCapacity)
    }

    var count: Int { lines.count }
    var isEmpty: Bool { lines.isEmpty }

    /// Copies a line out of the reader's buffer.
    mutating func append(_ line: RawLine) {
        lines.append(Line(number: line.number, offset: line.offset, start: bytes.count, count: line.bytes.count,
                          length: line.length))
        bytes.append(contentsOf: line.bytes)
    }

    /// Each line as the reader saw it, in order.
    func forEach(_ body: (RawLine) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            for line in lines {
                let kept = UnsafeBufferPointer(rebasing: all[line.start..<(line.start + line.count)])
                body(RawLine(number: line.number, offset: line.offset, bytes: kept, length: line.length))
            }
        }
    }
}
