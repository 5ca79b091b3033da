/// A value, or none, for each nutrient of the vocabulary: none means unknown, never zero.
///
/// Held sparsely — a bit per nutrient saying whether it is known, and only the known values, in
/// vocabulary order, in one shared buffer (`PackedNutrients`) — so an entry that gives no
/// nutrient carries 16 bytes and no allocation, and one that gives some one small allocation
/// (full replay with nutrients stays close to replay without, and the event every line decodes
/// into stays small: issues 27 and 30). The buffer is never changed: setting or clearing a
/// value makes a new one. The mask has room for `capacity` nutrients; a test keeps the
/// vocabulary within it.
// Sendable: its one reference is a `PackedNutrients`, which nothing changes once it is made.
public struct NutrientValues: @unchecked Sendable {
    /// How many nutrients the mask has room for.
    static let capacity = UInt32.bitWidth

    /// Bit `n` set when nutrient `n` (its `rawValue`) is known.
    private var knownMask: UInt32 = 0
    /// The known values only, in vocabulary order: nutrient `n`'s is at the number of known
    /// nutrients before it. Nil when none is known.
    private var packed: PackedNutrients?

    /// No value known for any nutrient.
    public static let unknown = NutrientValues()

    /// Every nutrient unknown.
    public init() {}

    /// The value of each nutrient in vocabulary order; missing trailing values are unknown.
    public init(_ values: [Double?]) {
        var row = InlineArray<32, Double>(repeating: 0)
        var mask: UInt32 = 0
        var count = 0
        for (index, value) in values.prefix(Nutrient.allCases.count).enumerated() {
            if let value, !value.isNaN {
                row[count] = value
                count += 1
                mask |= 1 << UInt32(index)
            }
        }
        self.init(mask: mask, packed: row)
    }

    /// The given values, every other nutrient unknown.
    public init(_ known: [Nutrient: Double]) {
        self.init(Nutrient.allCases.map { known[$0] })
    }

    /// The values already packed: `row[i]` is the value of the `i`-th bit set in `mask` (the
    /// line decoder's way in: one allocation for the whole object).
    init(mask: UInt32, packed row: InlineArray<32, Double>) {
        guard mask != 0 else { return }
        knownMask = mask
        packed = PackedNutrients.make(row, count: mask.nonzeroBitCount)
    }

    /// Where nutrient `index`'s value is in the packed values.
    @inline(__always)
    private func slot(_ index: Int) -> Int {
        (knownMask & ((1 << UInt32(index)) - 1)).nonzeroBitCount
    }

    /// The nutrient's value, or nil when unknown.
    public subscript(_ nutrient: Nutrient) -> Double? {
        get {
            guard knownMask & (1 << UInt32(nutrient.rawValue)) != 0, let packed else { return nil }
            return packed[slot(nutrient.rawValue)]
        }
        set {
            // NaN is no figure (none in a journal is NaN): it leaves the nutrient unknown.
            var row = Nutrient.allCases.map { self[$0] }
            row[nutrient.rawValue] = newValue.flatMap { $0.isNaN ? nil : $0 }
            self = NutrientValues(row)
        }
    }

    /// Whether no nutrient has a value.
    public var isEmpty: Bool { knownMask == 0 }

    /// The known values, in vocabulary order.
    public var known: [(nutrient: Nutrient, value: Double)] {
        guard knownMask != 0 else { return [] }
        var result: [(nutrient: Nutrient, value: Double)] = []
        result.reserveCapacity(knownMask.nonzeroBitCount)
        forEachKnown { result.append(($0, $1)) }
        return result
    }

    /// Calls `body` with each known nutrient and its value, in vocabulary order.
    @inline(__always)
    func forEachKnown(_ body: (Nutrient, Double) throws -> Void) rethrows {
        guard let packed else { return }
        var mask = knownMask
        var slot = 0
        while mask != 0 {
            try body(Nutrient(rawValue: mask.trailingZeroBitCount)!, packed[slot])
            slot += 1
            mask &= mask - 1
        }
    }

    /// Each known value passed through `transform`; unknown ones stay unknown.
    public func map(_ transform: (Double) -> Double) -> NutrientValues {
        guard let packed else { return self }
        var row = InlineArray<32, Double>(repeating: 0)
        for slot in 0..<packed.count { row[slot] = transform(packed[slot]) }
        return NutrientValues(mask: knownMask, packed: row)
    }

    /// Each known value multiplied by `factor`.
    public func scaled(by factor: Double) -> NutrientValues {
        map { $0 * factor }
    }

    /// Each known value multiplied by `factor` and rounded as the journal keeps figures
    /// (`FoodItem.roundedForJournal`), as calories and the macros are when a meal is logged,
    /// an entry fixed or a food weighed.
    public func scaledForJournal(by factor: Double) -> NutrientValues {
        map { FoodItem.roundedForJournal($0 * factor) }
    }
}

extension NutrientValues: Equatable {
    /// Equal when the same nutrients are known with the same values (unknown equals unknown).
    public static func == (lhs: NutrientValues, rhs: NutrientValues) -> Bool {
        guard lhs.knownMask == rhs.knownMask else { return false }
        guard let left = lhs.packed, let right = rhs.packed, left !== right else { return true }
        for slot in 0..<left.count where left[slot] != right[slot] { return false }
        return true
    }
}
