/// The known values of a `NutrientValues`, packed in vocabulary order in one allocation (the
/// header is their count). Never changed once made, so values share it freely, across threads
/// too (`ManagedBuffer` is not `Sendable`, so `NutrientValues` vouches for it).
///
/// A non-generic class on `ManagedBuffer`, not an `Array`: making one is a single `malloc` with
/// no generic type lookup, which is what full replay pays for every line with nutrients (issue 27).
final class PackedNutrients: ManagedBuffer<Int, Double> {
    /// A buffer holding the first `count` values of `row`.
    ///
    /// The row is read through one pointer and copied in one go: reading `row[index]` in a
    /// loop copied the whole 256-byte row for every value (issue 27).
    static func make(_ row: InlineArray<32, Double>, count: Int) -> PackedNutrients {
        precondition(count <= 32, "more values than the row holds")
        let buffer = unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: PackedNutrients.self)
        var copy = row
        withUnsafeBytes(of: &copy) { bytes in
            buffer.withUnsafeMutablePointerToElements { elements in
                UnsafeMutableRawPointer(elements).copyMemory(from: bytes.baseAddress!, byteCount: count * MemoryLayout<Double>.stride)
            }
        }
        return buffer
    }

    /// How many values it holds.
    var count: Int { header }

    /// The value at `index` (0 ..< count).
    @inline(__always)
    subscript(index: Int) -> Double {
        withUnsafeMutablePointerToElements { $0[index] }
    }
}
