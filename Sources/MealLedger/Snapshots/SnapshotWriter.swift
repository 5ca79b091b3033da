#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects a snapshot body: small values into a byte buffer, large arrays by reference.
struct SnapshotWriter {
    private enum Piece {
        case bytes([UInt8])
        case array(count: Int, withBytes: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void)
    }

    private var pieces: [Piece] = []
    private var small: [UInt8] = []
    private(set) var count = 0

    mutating func integer<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { small.append(contentsOf: $0) }
        count += MemoryLayout<T>.size
    }

    mutating func bytes(_ value: [UInt8]) {
        integer(UInt64(value.count))
        small.append(contentsOf: value)
        count += value.count
    }

    /// A whole array of plain values, written as its raw memory (this machine's layout: the
    /// snapshot is a local cache, never shared between machines).
    mutating func array<T: BitwiseCopyable>(_ values: [T]) {
        integer(UInt64(values.count))
        flushSmall()
        pieces.append(.array(count: values.count * MemoryLayout<T>.stride) { body in
            try values.withUnsafeBytes { try body($0) }
        })
        count += values.count * MemoryLayout<T>.stride
    }

    private mutating func flushSmall() {
        if !small.isEmpty {
            pieces.append(.bytes(small))
            small = []
        }
    }

    /// The hash of the whole body.
    mutating func hash() -> UInt64 {
        flushSmall()
        var hash = ContentHash()
        for piece in pieces {
            switch piece {
            case .bytes(let bytes): bytes.withUnsafeBytes { hash.add($0) }
            case .array(_, let withBytes): try? withBytes { hash.add($0) }
            }
        }
        return hash.finish(length: Int64(count))
    }

    mutating func flush(to descriptor: Int32, path: String) throws {
        flushSmall()
        for piece in pieces {
            switch piece {
            case .bytes(let bytes): try SnapshotFile.writeAll(descriptor, bytes, path: path)
            case .array(_, let withBytes): try withBytes { try SnapshotFile.writeAll(descriptor, $0, path: path) }
            }
        }
    }
}

/// Reads a snapshot body back from a file: small values through a buffer, large arrays
/// straight into their storage.
struct SnapshotReader {
    private let descriptor: Int32
    private var offset: Int64
    private let end: Int64
    private var hasher = ContentHash()
    private let length: Int64
    /// Bytes read ahead for small values; `buffered` of them from `bufferedFrom`, unread.
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var bufferedFrom = 0
    private var buffered = 0

    init(descriptor: Int32, offset: Int64, length: Int64) {
        self.descriptor = descriptor
        self.offset = offset
        self.end = offset + length
        self.length = length
    }

    var isAtEnd: Bool { offset == end }

    func hash() -> UInt64 { hasher.finish(length: length) }

    /// Reads exactly `raw.count` bytes. `offset` is always the file position of the next
    /// unread byte; the buffer holds the `buffered` bytes from there on.
    private mutating func read(into raw: UnsafeMutableRawBufferPointer) throws {
        guard Int64(raw.count) <= end - offset else { throw SnapshotError.unusable }
        var done = 0
        while done < raw.count {
            if buffered > 0 {
                let count = min(buffered, raw.count - done)
                buffer.withUnsafeBytes {
                    (raw.baseAddress! + done).copyMemory(from: $0.baseAddress! + bufferedFrom, byteCount: count)
                }
                bufferedFrom += count
                buffered -= count
                done += count
                offset += Int64(count)
            } else if raw.count - done < buffer.count / 2 {
                try refill()
            } else {
                let got = pread(descriptor, raw.baseAddress! + done, raw.count - done, off_t(offset))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { throw SnapshotError.unusable }
                done += got
                offset += Int64(got)
            }
        }
        hasher.add(UnsafeRawBufferPointer(raw))
    }

    /// Reads ahead up to a buffer's worth from `offset` (never past the body's end).
    private mutating func refill() throws {
        let want = Int(min(Int64(buffer.count), end - offset))
        guard want > 0 else { throw SnapshotError.unusable }
        let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, want, off_t(offset)) }
        guard got > 0 else { throw SnapshotError.unusable }
        bufferedFrom = 0
        buffered = got
    }

    mutating func integer<T: FixedWidthInteger>(_: T.Type = T.self) throws -> T {
        var value: T = 0
        try withUnsafeMutableBytes(of: &value) { try read(into: $0) }
        return T(littleEndian: value)
    }

    mutating func count(limit: Int = 1 << 31) throws -> Int {
        let value = try integer(UInt64.self)
        guard value <= UInt64(limit) else { throw SnapshotError.unusable }
        return Int(value)
    }

    mutating func bytes() throws -> [UInt8] {
        let count = try count(limit: 1 << 24)
        var result = [UInt8](repeating: 0, count: count)
        try result.withUnsafeMutableBytes { try read(into: $0) }
        return result
    }

    mutating func array<T: BitwiseCopyable>(of _: T.Type) throws -> [T] {
        let count = try count()
        guard Int64(count) * Int64(MemoryLayout<T>.stride) <= end - offset else { throw SnapshotError.unusable }
        var failure: Error?
        let values = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            do {
                try read(into: UnsafeMutableRawBufferPointer(buffer))
                initialized = count
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return values
    }
}
