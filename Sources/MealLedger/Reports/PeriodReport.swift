/// Totals over a period of days: each day against its goal, the average, the days on target
/// and where the energy came from.
public struct PeriodReport: Equatable, Sendable {
    /// One day of the period.
    public struct Day: Equatable, Sendable {
        public var date: CalendarDate
        /// The same totals `ledger day` shows for the date.
        public var totals: Nutrients
        /// The goals in force; nil when none.
        public var goals: Goals?
        /// Eaten − goal for each value with a goal, negative when under; nil without goals.
        public var difference: Goals?
        /// How many entries (foods and meals) are in force on the day.
        public var entries: Int
        /// The vocabulary's nutrients over the day's entries, as `ledger day --nutrients` sums them.
        public var nutrientTotals: NutrientTotals

        public init(date: CalendarDate, totals: Nutrients, goals: Goals?, difference: Goals?, entries: Int,
                    nutrientTotals: NutrientTotals = NutrientTotals()) {
            self.date = date
            self.totals = totals
            self.goals = goals
            self.difference = difference
            self.entries = entries
            self.nutrientTotals = nutrientTotals
        }

        /// True when the day has a calorie goal and what was eaten is within ±10 % of it.
        public var isWithinCalorieGoal: Bool {
            guard let goal = goals?.calories else { return false }
            return abs(totals.calories - goal) <= goal * PeriodReport.calorieTolerance
        }
    }

    /// How far from the calorie goal a day may be and still count as on target: ±10 %.
    public static let calorieTolerance = 0.10
    /// The longest period a report covers (about 27 years), so output stays bounded.
    public static let longestPeriod = 10_000

    public var from: CalendarDate
    public var to: CalendarDate
    /// Every day from `from` to `to`, both included, in order.
    public var days: [Day]
    /// The mean over the days that have entries; zero when none do.
    public var average: Nutrients
    public var daysWithEntries: Int
    /// Days with entries within ±10 % of their calorie goal.
    public var daysWithinGoal: Int
    /// The share of energy from each macro over the whole period.
    public var energySplit: EnergySplit

    /// Builds the report from the replayed state, reading each day's entries by their offsets
    /// as `ledger day` does.
    public init(from: CalendarDate, to: CalendarDate, state: LedgerState,
                readEvent: (Int64) throws -> Event) throws {
        var days: [Day] = []
        var date = from
        while date <= to {
            let report = try DayReport(date: date, state: state, readEvent: readEvent)
            days.append(Day(date: date, totals: report.totals, goals: report.goals,
                            difference: report.goals.map { Self.difference(report.totals, $0) },
                            entries: report.entries.count, nutrientTotals: report.nutrientTotals))
            date = date.adding(days: 1)
        }
        self.init(from: from, to: to, days: days)
    }

    /// Builds the report from days already computed.
    public init(from: CalendarDate, to: CalendarDate, days: [Day]) {
        self.from = from
        self.to = to
        self.days = days
        let eaten = days.filter { $0.entries > 0 }
        daysWithEntries = eaten.count
        let total = eaten.reduce(Nutrients.zero) { $0 + $1.totals }
        let count = Double(max(eaten.count, 1))
        average = Nutrients(calories: total.calories / count, protein: total.protein / count,
                            carbohydrates: total.carbohydrates / count, fats: total.fats / count)
        daysWithinGoal = eaten.filter(\.isWithinCalorieGoal).count
        energySplit = EnergySplit(total)
    }

    /// The sum over every day of the period.
    public var total: Nutrients { days.reduce(.zero) { $0 + $1.totals } }

    /// Eaten − goal, for the values that have a goal.
    static func difference(_ eaten: Nutrients, _ goals: Goals) -> Goals {
        Goals(calories: goals.calories.map { eaten.calories - $0 }, protein: goals.protein.map { eaten.protein - $0 },
              carbohydrates: goals.carbohydrates.map { eaten.carbohydrates - $0 },
              fats: goals.fats.map { eaten.fats - $0 })
    }
}
