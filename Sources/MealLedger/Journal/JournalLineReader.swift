#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of the journal as read from disk, valid only inside the reading callback.
public struct RawLine {
    /// 1-based line number.
    public var number: Int
    /// Byte offset of the line's first byte in the file.
    public var offset: Int64
    /// The line's bytes without the newline; cut to `JournalLineReader.maximumLineLength` when longer.
    public var bytes: UnsafeBufferPointer<UInt8>
    /// The line's full length, which is more than `bytes.count` when the line was too long to keep.
    public var length: Int

    /// True when the line was longer than the reader keeps.
    public var isOverlong: Bool { length > bytes.count }
}

/// What a read of the whole file found at its end.
public struct ReadEnd: Equatable, Sendable {
    /// The number of complete lines (each ending in a newline).
    public var lineCount: Int
    /// The offset just past the last complete line.
    public var completeLength: Int64
    /// The torn final line's number and byte count, when the file does not end in a newline.
    public var tornLine: (number: Int, length: Int)?

    public static func == (lhs: ReadEnd, rhs: ReadEnd) -> Bool {
        lhs.lineCount == rhs.lineCount && lhs.completeLength == rhs.completeLength
            && lhs.tornLine?.number == rhs.tornLine?.number && lhs.tornLine?.length == rhs.tornLine?.length
    }
}

/// Streams the lines of a file through a fixed-size buffer: memory does not grow with the file.
public struct JournalLineReader {
    /// Lines longer than this are reported as overlong and not kept whole.
    public static let maximumLineLength = 1 << 20
    /// How much is read from the file at a time.
    public static let chunkSize = 1 << 20

    /// Reads every complete line from `offset` (numbering from `firstLine`) of an open file,
    /// up to the end of the file or to `limit` (a batch cut short starts there: `BatchIntent`).
    ///
    /// The callback returns false to stop before that line: the result then counts the lines
    /// before it and ends where it starts. Reads with `pread`, so the file position
    /// of `descriptor` is left alone.
    public static func readLines(
        descriptor: Int32, path: String, from offset: Int64 = 0, firstLine: Int = 1, upTo limit: Int64? = nil,
        chunkSize: Int = JournalLineReader.chunkSize, maximumLineLength: Int = JournalLineReader.maximumLineLength,
        _ body: (RawLine) throws -> Bool
    ) throws -> ReadEnd {
        let capacity = maximumLineLength + chunkSize
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var fileOffset = offset          // where the next read starts
        var bufferStartOffset = offset   // file offset of buffer[0]
        var filled = 0                   // bytes valid in buffer
        var lineStart = 0                // start of the current line in buffer
        var lineNumber = firstLine
        var overlongLength = 0           // bytes of an overlong line already dropped
        var overlongStart: Int64 = 0
        var keptPrefix: [UInt8] = []     // the kept start of an overlong line
        while true {
            // Make room: move the unfinished line to the front.
            if lineStart > 0 {
                let remaining = filled - lineStart
                if remaining > 0 { memmove(buffer, buffer + lineStart, remaining) }
                bufferStartOffset += Int64(lineStart)
                filled = remaining
                lineStart = 0
            }
            if filled >= maximumLineLength {
                // The line is too long to keep: remember its start, drop the bytes.
                if overlongLength == 0 {
                    overlongStart = bufferStartOffset
                    keptPrefix = Array(UnsafeBufferPointer(start: buffer, count: min(filled, maximumLineLength)))
                }
                overlongLength += filled
                bufferStartOffset += Int64(filled)
                filled = 0
            }
            var want = min(chunkSize, capacity - filled)
            if let limit { want = Int(min(Int64(want), max(0, limit - fileOffset))) }
            guard want > 0 else { break }
            let count = try SystemCalls.read(descriptor, into: buffer + filled, count: want, at: fileOffset, path: path)
            if count == 0 { break }
            let scanStart = filled
            filled += count
            fileOffset += Int64(count)
            var searchFrom = scanStart
            while searchFrom < filled,
                  let found = memchr(buffer + searchFrom, 0x0A, filled - searchFrom) {
                let newline = UnsafeMutablePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - buffer
                let keepGoing: Bool
                let lineOffset = overlongLength > 0 ? overlongStart : bufferStartOffset + Int64(lineStart)
                if overlongLength > 0 {
                    let length = overlongLength + newline
                    keepGoing = try keptPrefix.withUnsafeBufferPointer { prefix in
                        try body(RawLine(number: lineNumber, offset: overlongStart, bytes: prefix, length: length))
                    }
                    overlongLength = 0
                    keptPrefix = []
                } else {
                    let length = newline - lineStart
                    keepGoing = try body(RawLine(
                        number: lineNumber, offset: bufferStartOffset + Int64(lineStart),
                        bytes: UnsafeBufferPointer(start: buffer + lineStart, count: min(length, maximumLineLength)),
                        length: length))
                }
                if !keepGoing {
                    // Stopped before this line: it is not counted, and reading would resume at its start.
                    return ReadEnd(lineCount: lineNumber - firstLine, completeLength: lineOffset, tornLine: nil)
                }
                lineNumber += 1
                lineStart = newline + 1
                searchFrom = lineStart
            }
        }
        let completeLength = bufferStartOffset + Int64(lineStart)
        let tornBytes = overlongLength + (filled - lineStart)
        return ReadEnd(lineCount: lineNumber - firstLine, completeLength: overlongLength > 0 ? overlongStart : completeLength,
                       tornLine: tornBytes > 0 ? (lineNumber, tornBytes) : nil)
    }
}
