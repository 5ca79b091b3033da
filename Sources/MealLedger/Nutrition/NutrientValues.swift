/// A value, or none, for each nutrient of the vocabulary: none means unknown, never zero.
///
/// Held as one small array in vocabulary order, trailing unknowns cut, so a value with no
/// nutrient known (most manual entries) is an empty array: no allocation on replay.
public struct NutrientValues: Equatable, Sendable {
    /// The values in vocabulary order, NaN for unknown (no figure in a journal is NaN), trailing
    /// unknowns cut: eight bytes a nutrient, read straight off a journal line.
    private var values: [Double]

    /// No value known for any nutrient.
    public static let unknown = NutrientValues()

    /// Every nutrient unknown.
    public init() {
        values = []
    }

    /// The value of each nutrient in vocabulary order; missing trailing values are unknown.
    public init(_ values: [Double?]) {
        self.init(unknownAsNaN: values.map { $0 ?? .nan })
    }

    /// Values in vocabulary order with NaN for unknown, as the line decoder reads them.
    init(unknownAsNaN values: [Double]) {
        self.values = values
        while self.values.last?.isNaN == true { self.values.removeLast() }
    }

    /// The given values, every other nutrient unknown.
    public init(_ known: [Nutrient: Double]) {
        self.init()
        for (nutrient, value) in known { self[nutrient] = value }
    }

    /// The nutrient's value, or nil when unknown.
    public subscript(_ nutrient: Nutrient) -> Double? {
        get {
            guard nutrient.rawValue < values.count, case let value = values[nutrient.rawValue], !value.isNaN else { return nil }
            return value
        }
        set {
            if values.count <= nutrient.rawValue { values += Array(repeating: .nan, count: nutrient.rawValue + 1 - values.count) }
            values[nutrient.rawValue] = newValue ?? .nan
            while values.last?.isNaN == true { values.removeLast() }
        }
    }

    /// Whether no nutrient has a value.
    public var isEmpty: Bool { values.allSatisfy(\.isNaN) }

    /// The known values, in vocabulary order.
    public var known: [(nutrient: Nutrient, value: Double)] {
        values.indices.compactMap { index in values[index].isNaN ? nil : (Nutrient(rawValue: index)!, values[index]) }
    }

    /// Each known value passed through `transform`; unknown ones stay unknown.
    public func map(_ transform: (Double) -> Double) -> NutrientValues {
        guard !values.isEmpty else { return self }
        return NutrientValues(unknownAsNaN: values.map { $0.isNaN ? $0 : transform($0) })
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

    /// Equal when the same nutrients are known with the same values (unknown equals unknown).
    public static func == (lhs: NutrientValues, rhs: NutrientValues) -> Bool {
        lhs.values.count == rhs.values.count
            && zip(lhs.values, rhs.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }
}
