/// A value, or none, for each nutrient of the vocabulary: none means unknown, never zero.
public struct NutrientValues: Equatable, Sendable {
    private var values: [Double?]

    /// No value known for any nutrient.
    public static let unknown = NutrientValues()

    /// Every nutrient unknown.
    public init() {
        values = []
    }

    /// The value of each nutrient in vocabulary order; missing trailing values are unknown.
    public init(_ values: [Double?]) {
        self.values = values
        while self.values.last == .some(nil) { self.values.removeLast() }
    }

    /// The nutrient's value, or nil when unknown.
    public subscript(_ nutrient: Nutrient) -> Double? {
        get { nutrient.rawValue < values.count ? values[nutrient.rawValue] : nil }
        set {
            if values.count <= nutrient.rawValue { values += Array(repeating: nil, count: nutrient.rawValue + 1 - values.count) }
            values[nutrient.rawValue] = newValue
            while values.last == .some(nil) { values.removeLast() }
        }
    }

    /// Whether no nutrient has a value.
    public var isEmpty: Bool { values.allSatisfy { $0 == nil } }

    /// The known values, in vocabulary order.
    public var known: [(nutrient: Nutrient, value: Double)] {
        Nutrient.allCases.compactMap { nutrient in self[nutrient].map { (nutrient, $0) } }
    }

    /// Each known value multiplied by `factor`.
    public func scaled(by factor: Double) -> NutrientValues {
        NutrientValues(values.map { $0.map { $0 * factor } })
    }
}
