/// The vocabulary's nutrients on a day (SPEC 14): each total, how many entries did not say,
/// and the limits in force.
extension DayEntry {
    /// The entry's nutrients: a food's own, or the sums over a meal's items (one part each).
    public var nutrientTotals: NutrientTotals {
        switch self {
        case .food(let logged, _): return NutrientTotals([logged.nutrientValues])
        case .meal(let logged, _): return NutrientTotals(logged.items.map(\.nutrientValues))
        }
    }

    /// How much of `nutrient` the entry gave, nil when it did not say at all; `isPartial` when
    /// a meal's items said it only in part.
    public func amount(of nutrient: Nutrient) -> (value: Double, isPartial: Bool)? {
        let totals = nutrientTotals
        guard let value = totals.total(nutrient) else { return nil }
        return (value, totals.unknownCount(nutrient) > 0)
    }
}

extension DayReport {
    /// One nutrient on the day: its total, the entries that did not say, its limits and the
    /// share of the limit reached.
    public struct NutrientLine: Equatable, Sendable {
        public var nutrient: Nutrient
        /// The sum of the values the entries gave; nil when none gave one.
        public var total: Double?
        /// Entries that did not say (or, for a meal, said only for some items).
        public var entriesUnknown: Int
        public var minimum: Double?
        public var maximum: Double?

        /// The total as a share of the limit that matters: of the maximum once the minimum is
        /// reached (sodium 613 mg against 100–500 is 123 % of its maximum, not 613 % of its
        /// minimum), else of the minimum; 1 is reached.
        public var share: Double? {
            let total = total ?? 0
            if let maximum, maximum > 0, minimum.map({ total >= $0 }) ?? true { return total / maximum }
            guard let minimum, minimum > 0 else { return nil }
            return total / minimum
        }

        /// Whether the total keeps the limits: nil when there are none.
        public var isWithinLimits: Bool? {
            Self.isWithin(total ?? 0, minimum: minimum, maximum: maximum)
        }

        static func isWithin(_ total: Double, minimum: Double?, maximum: Double?) -> Bool? {
            guard minimum != nil || maximum != nil else { return nil }
            return total >= (minimum ?? -.infinity) && total <= (maximum ?? .infinity)
        }
    }

    /// The day's nutrient totals: each entry one part.
    public var nutrientTotals: NutrientTotals {
        var totals = NutrientTotals()
        for entry in entries { totals.add(entry: entry.nutrientTotals) }
        return totals
    }

    /// Every nutrient of the vocabulary, in its order, with its total and limits.
    public var nutrientLines: [NutrientLine] {
        let totals = nutrientTotals
        return Nutrient.allCases.map { nutrient in
            NutrientLine(nutrient: nutrient, total: totals.total(nutrient), entriesUnknown: totals.unknownCount(nutrient),
                         minimum: goals?.minimums[nutrient], maximum: goals?.maximums[nutrient])
        }
    }

    /// The entries that gave any of `nutrient`, most first (ties in the order logged).
    public func topEntries(by nutrient: Nutrient) -> [(entry: DayEntry, value: Double, isPartial: Bool)] {
        let given = entries.enumerated().compactMap { index, entry in
            entry.amount(of: nutrient).map { (index, entry, $0.value, $0.isPartial) }
        }
        return given.sorted { $0.2 != $1.2 ? $0.2 > $1.2 : $0.0 < $1.0 }.map { ($0.1, $0.2, $0.3) }
    }
}
