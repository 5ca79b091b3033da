/// Reads a journal's lines backwards from a point, newest first: for `undo`, which looks at
/// the last batches of one device, and for the appender, which stamps a batch after this
/// device's newest line. Reads only as far back as it is asked to.
public struct JournalTail {
    /// One line read back.
    public struct Line {
        /// Where the line starts.
        public var offset: Int64
        /// The event it holds; nil when it does not read as one (a newer release's type, say).
        public var event: Event?
    }

    private let file: JournalFile
    /// The bytes `[bufferStart, bufferStart + buffer.count)` of the file.
    private var buffer: [UInt8] = []
    private var bufferStart: Int64
    /// Where the lines not yet read end (just after a newline), relative to the file.
    private var end: Int64
    private var chunk = 8192

    /// The lines of `file` that end at or before `end` (the journal's size as replayed).
    public init(_ file: JournalFile, end: Int64) {
        self.file = file
        self.end = end
        bufferStart = end
    }

    /// The line before those read so far, or nil at the start of the file.
    public mutating func previous() throws(JournalError) -> Line? {
        guard end > 0 else { return nil }
        // The line ends with the newline at end - 1; it starts after the newline before it.
        var searchFrom = end - 2
        while true {
            if searchFrom < bufferStart {
                if bufferStart == 0 { return take(from: 0) }
                try readMore()
                continue
            }
            var position = searchFrom
            while position >= bufferStart, buffer[Int(position - bufferStart)] != 0x0A { position -= 1 }
            if position >= bufferStart { return take(from: position + 1) }
            if bufferStart == 0 { return take(from: 0) }
            searchFrom = bufferStart - 1
            try readMore()
        }
    }

    /// The line `[start, end - 1)`, read; the lines before it remain.
    private mutating func take(from start: Int64) -> Line {
        let lower = Int(start - bufferStart)
        let upper = Int(end - 1 - bufferStart)
        let event: Event? = buffer[lower..<max(lower, upper)].withUnsafeBufferPointer { bytes in
            try? Event(line: bytes)
        }
        end = start
        return Line(offset: start, event: event)
    }

    /// Reads the chunk before the buffer.
    private mutating func readMore() throws(JournalError) {
        let start = max(0, bufferStart - Int64(chunk))
        let bytes = try file.read(at: start, count: Int(bufferStart - start))
        buffer = bytes + buffer
        bufferStart = start
        chunk = min(chunk * 2, 1 << 22)
    }

    /// The `at` of `device`'s newest line in `file` before `end`, looking back at most
    /// `lines` lines; nil when none was found.
    public static func newestInstant(of device: String, in file: JournalFile, end: Int64,
                                     lookingBack lines: Int = 1000) -> Instant? {
        var tail = JournalTail(file, end: end)
        for _ in 0..<lines {
            guard let line = try? tail.previous() else { return nil }
            if let event = line.event, event.device == device { return event.at }
        }
        return nil
    }
}
