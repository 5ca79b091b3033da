/// A value, or none, for each nutrient of the vocabulary: none means unknown, never zero.
///
/// Held sparsely — a bit per nutrient saying whether it is known, and only the known values, in
/// vocabulary order. Up to `inlineCapacity` of them (what a food's label gives: saturated and
/// trans fat, cholesterol, sodium, fibre, sugars) are kept in the value itself, so decoding an
/// entry allocates nothing for them; more (a food from the tables, with up to every nutrient)
/// go to one shared buffer (`PackedNutrients`), all of them. Full replay with nutrients stays
/// close to replay without (issue 27): the heap buffer of every entry with a label's nutrients
/// was a third of what they cost. The buffer is never changed: setting or clearing a value
/// makes a new one. The mask has room for `capacity` nutrients; a test keeps the vocabulary
/// within it.
// Sendable: its one reference is a `PackedNutrients`, which nothing changes once it is made.
public struct NutrientValues: @unchecked Sendable {
    /// How many nutrients the mask has room for.
    static let capacity = UInt32.bitWidth
    /// How many known values are kept in the value itself, with no allocation.
    static let inlineCapacity = 6

    /// The known values when there are more than `inlineCapacity`; nil otherwise.
    private var packed: PackedNutrients?
    /// The known values when there are at most `inlineCapacity`, in vocabulary order (the
    /// first `knownMask.nonzeroBitCount` are used, the rest are zero).
    private var inline = InlineArray<6, Double>(repeating: 0)
    /// Bit `n` set when nutrient `n` (its `rawValue`) is known.
    private var knownMask: UInt32 = 0

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
    /// line decoder's way in). Up to `inlineCapacity` are copied into the value, more into one
    /// buffer.
    init(mask: UInt32, packed row: borrowing InlineArray<32, Double>) {
        guard mask != 0 else { return }
        knownMask = mask
        let count = mask.nonzeroBitCount
        if count <= Self.inlineCapacity {
            for slot in 0..<Self.inlineCapacity { inline[unchecked: slot] = row[unchecked: slot] }
        } else {
            packed = PackedNutrients.make(row, count: count)
        }
    }

    /// At most `inlineCapacity` values: `values[i]` is the value of the `i`-th bit set in `mask`,
    /// the rest zero (the line decoder's way in for a label's few).
    @inline(__always)
    init(mask: UInt32, inline values: InlineArray<6, Double>) {
        knownMask = mask
        inline = values
    }

    /// Where nutrient `index`'s value is in the packed values.
    @inline(__always)
    private func slot(_ index: Int) -> Int {
        (knownMask & ((1 << UInt32(index)) - 1)).nonzeroBitCount
    }

    /// The known value at `slot` (0 ..< the number known), wherever it is kept.
    @inline(__always)
    private func value(at slot: Int) -> Double {
        if let packed { return packed[slot] }
        return inline[slot]
    }

    /// The nutrient's value, or nil when unknown.
    public subscript(_ nutrient: Nutrient) -> Double? {
        get {
            guard knownMask & (1 << UInt32(nutrient.rawValue)) != 0 else { return nil }
            return value(at: slot(nutrient.rawValue))
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
        var mask = knownMask
        var slot = 0
        while mask != 0 {
            try body(Nutrient(rawValue: mask.trailingZeroBitCount)!, value(at: slot))
            slot += 1
            mask &= mask - 1
        }
    }

    /// Each known value passed through `transform`; unknown ones stay unknown.
    public func map(_ transform: (Double) -> Double) -> NutrientValues {
        guard knownMask != 0 else { return self }
        var row = InlineArray<32, Double>(repeating: 0)
        for slot in 0..<knownMask.nonzeroBitCount { row[slot] = transform(value(at: slot)) }
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
        if let left = lhs.packed, let right = rhs.packed, left === right { return true }
        for slot in 0..<lhs.knownMask.nonzeroBitCount where lhs.value(at: slot) != rhs.value(at: slot) { return false }
        return true
    }
}
