/// The weigh-ins of a range of days, each with the trend weight and weekly rate on its day
/// (`ledger weight`); the trend is always the whole history's, whatever the range shows.
public struct WeightHistory: Equatable, Sendable {
    /// One weigh-in and the trend of its day.
    public struct Row: Equatable, Sendable {
        public var entryId: Identifier
        public var date: CalendarDate
        public var kg: Double
        public var notes: String?
        /// The trend after the day's weigh-ins (their mean counts once).
        public var trend: Double
        /// The trend minus the trend 7 days before; nil in the first week.
        public var weeklyRate: Double?
    }

    public var from: CalendarDate?
    public var to: CalendarDate?
    /// The weigh-ins in force in the range, by date, then in the order logged.
    public var rows: [Row]
    /// The last day of the range that has a trend, its trend and weekly rate.
    public var latest: (date: CalendarDate, trend: Double, weeklyRate: Double?)?

    public static func == (lhs: WeightHistory, rhs: WeightHistory) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.rows == rhs.rows
            && lhs.latest?.date == rhs.latest?.date && lhs.latest?.trend == rhs.latest?.trend
            && lhs.latest?.weeklyRate == rhs.latest?.weeklyRate
    }

    public init(_ log: WeightLog, from: CalendarDate? = nil, to: CalendarDate? = nil) {
        self.from = from
        self.to = to
        let trend = WeightTrend(log)
        let shown = log.current.enumerated().filter { item in
            (from.map { item.element.date >= $0 } ?? true) && (to.map { item.element.date <= $0 } ?? true)
        }.sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        rows = shown.map { record in
            Row(entryId: record.entryId, date: record.date, kg: record.kg, notes: record.weighIn.notes,
                trend: trend.trend(on: record.date) ?? record.kg, weeklyRate: trend.weeklyRate(on: record.date))
        }
        if let day = to.flatMap({ trend.latestDay(onOrBefore: $0) }) ?? (to == nil ? trend.days.last : nil),
           from.map({ day.date >= $0 }) ?? true {
            latest = (day.date, day.trend, trend.weeklyRate(on: day.date))
        }
    }
}
