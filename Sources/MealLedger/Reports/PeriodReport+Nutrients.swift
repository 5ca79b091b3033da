/// The vocabulary's nutrients over a period (SPEC 14): each nutrient's daily average over the
/// days with entries, and among those days how many kept its limits.
extension PeriodReport {
    /// One nutrient over the period.
    public struct NutrientSummary: Equatable, Sendable {
        public var nutrient: Nutrient
        /// The mean of the day totals over the days with entries on which some entry gave a
        /// value (`daysKnown`); nil when there were none. A day where no entry said is left
        /// out, not counted as zero.
        public var average: Double?
        /// Days with entries on which some entry gave a value.
        public var daysKnown: Int
        /// Of those, the days on which some entry did not say: their totals are short.
        public var daysIncomplete: Int
        /// Days with entries that had a minimum or a maximum in force for it.
        public var daysWithLimit: Int
        /// Of those, the days whose total kept the limits (a day where no entry said counts as 0).
        public var daysWithinLimit: Int
    }

    /// Every nutrient of the vocabulary, in its order.
    public var nutrientSummaries: [NutrientSummary] {
        let eaten = days.filter { $0.entries > 0 }
        return Nutrient.allCases.map { nutrient in
            var sum = 0.0
            var known = 0
            var incomplete = 0
            var withLimit = 0
            var within = 0
            for day in eaten {
                let total = day.nutrientTotals.total(nutrient)
                if let total {
                    sum += total
                    known += 1
                    if day.nutrientTotals.unknownCount(nutrient) > 0 { incomplete += 1 }
                }
                let minimum = day.goals?.minimums[nutrient]
                let maximum = day.goals?.maximums[nutrient]
                if let kept = DayReport.NutrientLine.isWithin(total ?? 0, minimum: minimum, maximum: maximum) {
                    withLimit += 1
                    if kept { within += 1 }
                }
            }
            return NutrientSummary(nutrient: nutrient, average: known > 0 ? sum / Double(known) : nil, daysKnown: known,
                                   daysIncomplete: incomplete, daysWithLimit: withLimit, daysWithinLimit: within)
        }
    }
}
