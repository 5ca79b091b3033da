#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a journal's lines backwards from a point, newest first: for `undo`, which looks at
/// the last batches of one device, and for the appender, which stamps a batch after this
/// device's newest line. Reads only as far back as it is asked to.
public struct JournalTail {
    /// One line read back.
    public struct Line {
        /// Where the line starts.
        public var offset: Int64
        /// The event it holds; nil when it does not read as one (a newer release's type, say)
        /// or was passed over.
        public var event: Event?
        /// True when the line was not decoded, its bytes showing it was not wanted.
        public var passedOver = false
    }

    private let file: JournalFile
    /// The bytes `[bufferStart, bufferStart + buffer.count)` of the file.
    private var buffer: [UInt8] = []
    private var bufferStart: Int64
    /// Where the lines not yet read end (just after a newline), relative to the file.
    private var end: Int64
    private var chunk = 8192
    /// How many lines were read back so far (passed over or decoded): the work done.
    public private(set) var linesRead = 0
    /// The most bytes held at once: the lines not yet read plus a chunk, never the whole file.
    public private(set) var mostBytesHeld = 0

    /// The lines of `file` that end at or before `end` (the journal's size as replayed).
    public init(_ file: JournalFile, end: Int64) {
        self.file = file
        self.end = end
        bufferStart = end
    }

    /// The line before those read so far, or nil at the start of the file; a line whose bytes
    /// `worthReading` turns down is returned undecoded (`event` nil, `passedOver` true).
    public mutating func previous(
        worthReading: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in true }
    ) throws(JournalError) -> Line? {
        guard end > 0 else { return nil }
        // The line ends with the newline at end - 1; it starts after the newline before it.
        var searchFrom = end - 2
        while true {
            if searchFrom < bufferStart {
                if bufferStart == 0 { return take(from: 0, worthReading) }
                try readMore()
                continue
            }
            let count = Int(searchFrom - bufferStart) + 1
            let newline: Int? = buffer.withUnsafeBytes { bytes in
                guard count > 0, let base = bytes.baseAddress else { return nil }
                return Self.lastNewline(base, count)
            }
            if let newline { return take(from: bufferStart + Int64(newline) + 1, worthReading) }
            if bufferStart == 0 { return take(from: 0, worthReading) }
            searchFrom = bufferStart - 1
            try readMore()
        }
    }

    /// The line `[start, end - 1)`, read; the lines before it remain.
    private mutating func take(from start: Int64, _ worthReading: (UnsafeBufferPointer<UInt8>) -> Bool) -> Line {
        let lower = Int(start - bufferStart)
        let upper = Int(end - 1 - bufferStart)
        let line: Line = buffer[lower..<max(lower, upper)].withUnsafeBufferPointer { bytes in
            guard worthReading(bytes) else { return Line(offset: start, event: nil, passedOver: true) }
            return Line(offset: start, event: try? Event(line: bytes))
        }
        end = start
        linesRead += 1
        return line
    }

    /// False for a canonical line (`{"id":"…","at":"…","device":"NAME",…`) written by
    /// another device than `device`: it need not be decoded to be passed over. Any other
    /// line (a hand edit, a name with escapes) is worth reading.
    public static func mayBe(of device: String) -> (UnsafeBufferPointer<UInt8>) -> Bool {
        let name = Array(device.utf8)
        return { bytes in
            let nameStart = 87
            guard bytes.count > nameStart + name.count, bytes[0] == 0x7B, bytes[1] == 0x22,
                  bytes[43] == 0x22, bytes[44] == 0x2C, bytes[75] == 0x22, bytes[76] == 0x2C,
                  bytes[86] == 0x22, matches(bytes, 77, Self.deviceKey) else { return true }
            // The name ends at the next quote; a backslash before it (an escape) needs reading.
            guard let base = bytes.baseAddress,
                  let quote = memchr(base + nameStart, 0x22, bytes.count - nameStart) else { return true }
            let length = UnsafeRawPointer(base + nameStart).distance(to: UnsafeRawPointer(quote))
            if memchr(base + nameStart, 0x5C, length) != nil { return true }
            return length == name.count && matches(bytes, nameStart, name)
        }
    }

    /// `"device":` as it sits in a canonical line, after `",`.
    private static let deviceKey = Array("\"device\":".utf8)

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ expected: [UInt8]) -> Bool {
        guard start >= 0, start + expected.count <= bytes.count, let base = bytes.baseAddress else { return false }
        guard !expected.isEmpty else { return true }
        return expected.withUnsafeBufferPointer { memcmp(base + start, $0.baseAddress!, $0.count) == 0 }
    }

    /// False for a line that does not hold `text` (a type name, say): no need to decode it.
    public static func holds(_ text: String) -> (UnsafeBufferPointer<UInt8>) -> Bool {
        let needle = Array(text.utf8)
        return { bytes in
            guard let first = needle.first, bytes.count >= needle.count, let base = bytes.baseAddress else { return false }
            var index = 0
            while index + needle.count <= bytes.count {
                guard let hit = memchr(base + index, Int32(first), bytes.count - needle.count - index + 1) else { return false }
                index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                if matches(bytes, index, needle) { return true }
                index += 1
            }
            return false
        }
    }

    /// Where the last newline of `count` bytes at `base` is, or nil: eight bytes at a time
    /// while none is among them, so passing over long lines costs little.
    static func lastNewline(_ base: UnsafeRawPointer, _ count: Int) -> Int? {
        var index = count
        while index >= 8 {
            let word = base.loadUnaligned(fromByteOffset: index - 8, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            index -= 8
        }
        while index > 0 {
            index -= 1
            if base.load(fromByteOffset: index, as: UInt8.self) == 0x0A { return index }
        }
        return nil
    }

    /// Reads the chunk before the buffer.
    private mutating func readMore() throws(JournalError) {
        let start = max(0, bufferStart - Int64(chunk))
        let bytes = try file.read(at: start, count: Int(bufferStart - start))
        // Only the bytes of lines not read yet are kept: those after `end` are never looked at again.
        buffer = bytes + buffer[0..<Int(end - bufferStart)]
        bufferStart = start
        mostBytesHeld = max(mostBytesHeld, buffer.count)
        chunk = min(chunk * 2, 1 << 22)
    }

    /// The `at` of `device`'s newest line in `file` before `end`, looking back at most
    /// `lines` lines; nil when none was found.
    public static func newestInstant(of device: String, in file: JournalFile, end: Int64,
                                     lookingBack lines: Int = 1000) -> Instant? {
        var tail = JournalTail(file, end: end)
        let mayBeOurs = mayBe(of: device)
        for _ in 0..<lines {
            guard let line = try? tail.previous(worthReading: mayBeOurs) else { return nil }
            if let event = line.event, event.device == device { return event.at }
        }
        return nil
    }
}
