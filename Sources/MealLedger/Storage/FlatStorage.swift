/// The memory behind a `FlatArray`: its own allocation, or part of a mapped region.
final class FlatStorage<Element: BitwiseCopyable>: @unchecked Sendable {
    // Sendable by discipline: FlatArray copies shared storage before writing to it.
    let base: UnsafeMutablePointer<Element>
    var count: Int
    let capacity: Int
    /// The mapping `base` points into; nil when `base` is this storage's own allocation.
    let region: MappedRegion?
    /// `region != nil`, kept as a plain flag: the hot paths test it on every access, and reading
    /// the flag retains nothing (issue 30).
    let isMapped: Bool

    init(capacity: Int) {
        base = .allocate(capacity: max(capacity, 1))
        count = 0
        self.capacity = capacity
        region = nil
        isMapped = false
    }

    init(mapped base: UnsafeMutablePointer<Element>, count: Int, capacity: Int, region: MappedRegion) {
        self.base = base
        self.count = count
        self.capacity = capacity
        self.region = region
        isMapped = true
    }

    func copy(capacity: Int) -> FlatStorage {
        if isMapped { region?.verify(UnsafeRawPointer(base), byteCount: count * MemoryLayout<Element>.stride) }
        let copy = FlatStorage(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    deinit {
        if !isMapped { base.deallocate() }
    }
}
