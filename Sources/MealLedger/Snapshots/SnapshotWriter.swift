/// Collects a snapshot body: small values into a byte buffer, large arrays by reference.
///
/// Every array starts on a 16-byte boundary of the file (the header is 128 bytes), so a
/// reader can use it in place from a mapping.
struct SnapshotWriter {
    static let alignment = 16

    private enum Piece {
        case bytes([UInt8])
        case array(withBytes: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void)
        case zeros(Int)
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
    /// snapshot is a local cache, never shared between machines), then `spare` elements of
    /// zeros the reader's copy can grow into.
    mutating func array<T: BitwiseCopyable>(_ values: FlatArray<T>, spare: Int) {
        integer(UInt64(values.count))
        integer(UInt64(values.count + spare))
        let padding = (Self.alignment - count % Self.alignment) % Self.alignment
        small.append(contentsOf: repeatElement(0, count: padding))
        count += padding
        if !small.isEmpty {
            pieces.append(.bytes(small))
            small = []
        }
        pieces.append(.array { body in try values.withUnsafeBytes { try body($0) } })
        pieces.append(.zeros(spare * MemoryLayout<T>.stride))
        count += (values.count + spare) * MemoryLayout<T>.stride
    }

    mutating func flush(to descriptor: Int32, path: String) throws {
        if !small.isEmpty {
            pieces.append(.bytes(small))
            small = []
        }
        let zeros = [UInt8](repeating: 0, count: 1 << 16)
        for piece in pieces {
            switch piece {
            case .bytes(let bytes): try SystemCalls.writeAll(descriptor, bytes, path: path)
            case .array(let withBytes): try withBytes { try SystemCalls.writeAll(descriptor, $0, path: path) }
            case .zeros(var remaining):
                while remaining > 0 {
                    let step = min(remaining, zeros.count)
                    try zeros.withUnsafeBytes {
                        try SystemCalls.writeAll(descriptor, UnsafeRawBufferPointer(rebasing: $0[0..<step]), path: path)
                    }
                    remaining -= step
                }
            }
        }
    }
}

/// Reads a snapshot body from its mapping: small values copied out, arrays used in place.
///
/// Every read is checked against the body's end, so a damaged snapshot is refused, never
/// read past.
struct SnapshotReader {
    private let region: MappedRegion
    private var offset: Int
    private let end: Int
    private let start: Int

    /// A reader of the `length` bytes at `offset` in `region`.
    init?(region: MappedRegion, offset: Int, length: Int) {
        guard offset >= 0, length >= 0, offset <= region.length - length else { return nil }
        self.region = region
        self.offset = offset
        self.start = offset
        self.end = offset + length
    }

    var isAtEnd: Bool { offset == end }

    /// Bytes left to read.
    var remaining: Int { end - offset }

    mutating func integer<T: FixedWidthInteger>(_: T.Type = T.self) throws -> T {
        guard MemoryLayout<T>.size <= end - offset else { throw SnapshotError.unusable }
        region.verify(region.base + offset, byteCount: MemoryLayout<T>.size)
        let value = region.base.loadUnaligned(fromByteOffset: offset, as: T.self)
        offset += MemoryLayout<T>.size
        return T(littleEndian: value)
    }

    mutating func count(limit: Int = 1 << 40) throws -> Int {
        let value = try integer(UInt64.self)
        guard value <= UInt64(limit) else { throw SnapshotError.unusable }
        return Int(value)
    }

    mutating func bytes() throws -> [UInt8] {
        let count = try count(limit: 1 << 24)
        guard count <= end - offset else { throw SnapshotError.unusable }
        region.verify(region.base + offset, byteCount: count)
        let bytes = [UInt8](UnsafeRawBufferPointer(start: region.base + offset, count: count))
        offset += count
        return bytes
    }

    mutating func array<T: BitwiseCopyable>(of _: T.Type) throws -> FlatArray<T> {
        let count = try self.count()
        let capacity = try self.count()
        offset += ((SnapshotWriter.alignment - (offset - start) % SnapshotWriter.alignment) % SnapshotWriter.alignment)
        let stride = MemoryLayout<T>.stride
        guard count <= capacity, offset <= end, capacity <= (end - offset) / max(stride, 1),
              Int(bitPattern: region.base + offset) % MemoryLayout<T>.alignment == 0 else {
            throw SnapshotError.unusable
        }
        let base = (region.base + offset).bindMemory(to: T.self, capacity: capacity)
        offset += capacity * stride
        return FlatArray(mapped: base, count: count, capacity: capacity, region: region)
    }
}
