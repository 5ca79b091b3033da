/// Sums of the vocabulary's nutrients over parts (entries, items), with how many parts did
/// not say each one, so a total is never read as complete when it is not.
///
/// A part that does not give a nutrient adds nothing to its sum and one to its unknown count;
/// a known zero adds zero and counts as known.
public struct NutrientTotals: Equatable, Sendable {
    /// The sum of the known values of each nutrient, by `Nutrient.rawValue`.
    public private(set) var sums: [Double]
    /// How many parts gave each nutrient in full.
    public private(set) var knownCounts: [Int]
    /// How many parts gave any of each nutrient (a meal may give it for some items only).
    public private(set) var givenCounts: [Int]
    /// How many parts were added.
    public private(set) var parts = 0

    public init() {
        sums = Array(repeating: 0, count: Nutrient.allCases.count)
        knownCounts = Array(repeating: 0, count: Nutrient.allCases.count)
        givenCounts = knownCounts
    }

    /// Adds one part: a food, an item or an ingredient.
    public mutating func add(_ values: NutrientValues) {
        parts += 1
        values.forEachKnown { nutrient, value in
            sums[nutrient.rawValue] += value
            knownCounts[nutrient.rawValue] += 1
            givenCounts[nutrient.rawValue] += 1
        }
    }

    /// Adds an entry made of parts (a logged meal's items) as one part: its known values
    /// summed, and counted as not saying a nutrient when any of its parts did not.
    public mutating func add(entry: NutrientTotals) {
        parts += 1
        for index in sums.indices where entry.givenCounts[index] > 0 {
            sums[index] += entry.sums[index]
            givenCounts[index] += 1
            if entry.knownCounts[index] == entry.parts { knownCounts[index] += 1 }
        }
    }

    /// The sum of the values given; nil when no part gave one.
    public func total(_ nutrient: Nutrient) -> Double? {
        givenCounts[nutrient.rawValue] > 0 ? sums[nutrient.rawValue] : nil
    }

    /// How many parts did not say how much of `nutrient` they hold (or said it only in part).
    public func unknownCount(_ nutrient: Nutrient) -> Int {
        parts - knownCounts[nutrient.rawValue]
    }

    /// Whether any part gave any nutrient.
    public var isEmpty: Bool { givenCounts.allSatisfy { $0 == 0 } }
}

extension NutrientTotals {
    /// The totals of the parts `values`, each one part.
    public init(_ values: [NutrientValues]) {
        self.init()
        for value in values { add(value) }
    }
}
