/// A value, or none, for each nutrient of the vocabulary: none means unknown, never zero.
///
/// Held inline — a bit per nutrient saying whether it is known, and a fixed row of values in
/// vocabulary order — so reading a journal line's `nutrients` allocates nothing and freeing an
/// event frees nothing more (full replay with nutrients stays within 10 % of replay without,
/// issue 27). The row has room for `capacity` nutrients; a test keeps the vocabulary within it.
public struct NutrientValues: Sendable {
    /// How many nutrients the row has room for: the vocabulary's 22 and two more.
    static let capacity = 24

    /// Bit `n` set when nutrient `n` (its `rawValue`) is known.
    private var knownMask: UInt32 = 0
    /// The values in vocabulary order; a slot whose bit is clear is 0 and means nothing.
    private var values = InlineArray<24, Double>(repeating: 0)

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
        for (nutrient, value) in known { self[nutrient] = value }
    }

    /// Sets the value of the nutrient whose `rawValue` is `index` (the line decoder's way in).
    @inline(__always)
    mutating func set(_ index: Int, _ value: Double) {
        values[index] = value
        knownMask |= 1 << UInt32(index)
    }

    /// The nutrient's value, or nil when unknown.
    public subscript(_ nutrient: Nutrient) -> Double? {
        get {
            knownMask & (1 << UInt32(nutrient.rawValue)) == 0 ? nil : values[nutrient.rawValue]
        }
        set {
            // NaN is no figure (none in a journal is NaN): it leaves the nutrient unknown.
            if let newValue, !newValue.isNaN {
                set(nutrient.rawValue, newValue)
            } else {
                knownMask &= ~(1 << UInt32(nutrient.rawValue))
                values[nutrient.rawValue] = 0
            }
        }
    }

    /// Whether no nutrient has a value.
    public var isEmpty: Bool { knownMask == 0 }

    /// The known values, in vocabulary order.
    public var known: [(nutrient: Nutrient, value: Double)] {
        guard knownMask != 0 else { return [] }
        return Nutrient.allCases.compactMap { nutrient in self[nutrient].map { (nutrient, $0) } }
    }

    /// Each known value passed through `transform`; unknown ones stay unknown.
    public func map(_ transform: (Double) -> Double) -> NutrientValues {
        var result = self
        var mask = knownMask
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            result.values[index] = transform(values[index])
            mask &= mask - 1
        }
        return result
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
        var mask = lhs.knownMask
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            guard lhs.values[index] == rhs.values[index] else { return false }
            mask &= mask - 1
        }
        return true
    }
}
