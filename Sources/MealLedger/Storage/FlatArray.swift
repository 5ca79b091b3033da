/// A growable array of plain values whose storage can be a region of a mapped snapshot file.
///
/// Loading a snapshot then costs no copy: the arrays point into the mapping and the kernel
/// reads in only the pages a report touches. The mapping is private and writable, so a write
/// changes this process's copy of a page, never the file. Value semantics as `Array`: storage
/// shared by two copies is copied before either writes.
public struct FlatArray<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection, Sendable {
    private var storage: FlatStorage<Element>

    public init() {
        storage = FlatStorage(capacity: 0)
    }

    public init(repeating value: Element, count: Int) {
        storage = FlatStorage(capacity: count)
        storage.base.initialize(repeating: value, count: count)
        storage.count = count
    }

    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { append(element) }
    }

    /// An array over `count` values at `base` inside `region`, with room for `capacity`.
    init(mapped base: UnsafeMutablePointer<Element>, count: Int, capacity: Int, region: MappedRegion) {
        storage = FlatStorage(mapped: base, count: count, capacity: capacity, region: region)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    public var count: Int { storage.count }
    public var capacity: Int { storage.capacity }

    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < storage.count, "index out of range")
            verify(position, count: 1)
            return storage.base[position]
        }
        set {
            precondition(position >= 0 && position < storage.count, "index out of range")
            makeUnique(capacity: storage.capacity)
            verify(position, count: 1)
            storage.base[position] = newValue
        }
    }

    public mutating func append(_ element: Element) {
        if storage.count == storage.capacity {
            makeUnique(capacity: Swift.max(16, storage.capacity * 2))
        } else {
            makeUnique(capacity: storage.capacity)
        }
        verify(storage.count, count: 1)
        storage.base[storage.count] = element
        storage.count += 1
    }

    /// Checks, once, the snapshot blocks that `count` elements from `position` lie in, before
    /// they are read or written; nothing for an array in memory of its own.
    @inline(__always)
    private func verify(_ position: Int, count: Int) {
        if storage.isMapped, let region = storage.region {
            region.verify(UnsafeRawPointer(storage.base + position), byteCount: count * MemoryLayout<Element>.stride)
        }
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        if capacity > storage.capacity { makeUnique(capacity: capacity) }
    }

    @inline(__always)
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        verify(0, count: storage.count)
        return try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    public mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> R
    ) rethrows -> R {
        makeUnique(capacity: storage.capacity)
        verify(0, count: storage.count)
        return try body(UnsafeMutableBufferPointer(start: storage.base, count: storage.count))
    }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        verify(0, count: storage.count)
        return try body(UnsafeRawBufferPointer(UnsafeBufferPointer(start: storage.base, count: storage.count)))
    }

    /// Whether the values still live in a mapped file.
    var isMapped: Bool { storage.isMapped }

    /// Copies the storage when it is shared or too small, so the next write is this array's own.
    private mutating func makeUnique(capacity: Int) {
        if capacity == storage.capacity, isKnownUniquelyReferenced(&storage) { return }
        storage = storage.copy(capacity: capacity)
    }
}

extension FlatArray {
    /// The array's structural invariants that do not hold, in words; empty when all hold.
    func checkInvariants() -> [String] {
        var broken: [String] = []
        if count < 0 || count > capacity { broken.append("count \(count) is outside 0...\(capacity)") }
        return broken
    }
}

extension FlatArray: Equatable where Element: Equatable {
    public static func == (lhs: FlatArray, rhs: FlatArray) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
