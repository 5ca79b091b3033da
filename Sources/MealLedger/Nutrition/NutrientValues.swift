/// A value, or none, for each nutrient of the vocabulary: none means unknown, never zero.
///
/// Held sparsely — a bit per nutrient saying whether it is known, and only the known values, in
/// vocabulary order — so an entry that gives no nutrient carries 16 bytes and no allocation, and
/// one that gives some carries one small buffer (full replay with nutrients stays within 10 % of
/// replay without, and the event every line decodes into stays small: issues 27 and 30). The
/// mask has room for `capacity` nutrients; a test keeps the vocabulary within it.
public struct NutrientValues: Sendable {
    /// How many nutrients the mask has room for.
    static let capacity = UInt32.bitWidth

    /// Bit `n` set when nutrient `n` (its `rawValue`) is known.
    private var knownMask: UInt32 = 0
    /// The known values only, in vocabulary order: nutrient `n`'s is at the number of known
    /// nutrients before it. Empty (no allocation) when none is known.
    private var packed: [Double] = []

    /// No value known for any nutrient.
    public static let unknown = NutrientValues()

    /// Every nutrient unknown.
    public init() {}

    /// The value of each nutrient in vocabulary order; missing trailing values are unknown.
    public init(_ values: [Double?]) {
        for (index, value) in values.prefix(Nutrient.allCases.count).enumerated() {
            if let value, !value.isNaN { set(index, value) }
        }
    }

    /// The given values, every other nutrient unknown.
    public init(_ known: [Nutrient: Double]) {
        for nutrient in Nutrient.allCases {
            if let value = known[nutrient], !value.isNaN { set(nutrient.rawValue, value) }
        }
    }

    /// The values already packed: `packed[i]` is the value of the `i`-th bit set in `mask`
    /// (the line decoder's way in: one allocation for the whole object).
    init(mask: UInt32, packed: [Double]) {
        assert(mask.nonzeroBitCount == packed.count)
        knownMask = mask
        self.packed = packed
    }

    /// Where nutrient `index`'s value is (or would go) in `packed`.
    @inline(__always)
    private func slot(_ index: Int) -> Int {
        (knownMask & ((1 << UInt32(index)) - 1)).nonzeroBitCount
    }

    /// Sets the value of the nutrient whose `rawValue` is `index`.
    @inline(__always)
    mutating func set(_ index: Int, _ value: Double) {
        let bit: UInt32 = 1 << UInt32(index)
        let slot = slot(index)
        if knownMask & bit != 0 {
            packed[slot] = value
        } else {
            if slot == packed.count { packed.append(value) } else { packed.insert(value, at: slot) }
            knownMask |= bit
        }
    }

    /// The nutrient's value, or nil when unknown.
    public subscript(_ nutrient: Nutrient) -> Double? {
        get {
            knownMask & (1 << UInt32(nutrient.rawValue)) == 0 ? nil : packed[slot(nutrient.rawValue)]
        }
        set {
            // NaN is no figure (none in a journal is NaN): it leaves the nutrient unknown.
            if let newValue, !newValue.isNaN {
                set(nutrient.rawValue, newValue)
            } else if knownMask & (1 << UInt32(nutrient.rawValue)) != 0 {
                packed.remove(at: slot(nutrient.rawValue))
                knownMask &= ~(1 << UInt32(nutrient.rawValue))
                if knownMask == 0 { packed = [] }
            }
        }
    }

    /// Whether no nutrient has a value.
    public var isEmpty: Bool { knownMask == 0 }

    /// The known values, in vocabulary order.
    public var known: [(nutrient: Nutrient, value: Double)] {
        guard knownMask != 0 else { return [] }
        var result: [(nutrient: Nutrient, value: Double)] = []
        result.reserveCapacity(packed.count)
        forEachKnown { result.append(($0, $1)) }
        return result
    }

    /// Calls `body` with each known nutrient and its value, in vocabulary order.
    @inline(__always)
    func forEachKnown(_ body: (Nutrient, Double) throws -> Void) rethrows {
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
        guard knownMask != 0 else { return self }
        return NutrientValues(mask: knownMask, packed: packed.map(transform))
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
        lhs.knownMask == rhs.knownMask && lhs.packed == rhs.packed
    }
}
