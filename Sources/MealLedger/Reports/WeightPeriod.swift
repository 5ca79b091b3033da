/// The body weight beside a period's intake (`ledger report`): the weigh-ins and trend over
/// the period, and the expenditure estimate as of its last day (SPEC section 15).
public struct WeightPeriod: Equatable, Sendable {
    public var from: CalendarDate
    public var to: CalendarDate
    /// The weigh-ins of the period, each with its day's trend (the whole history's).
    public var history: WeightHistory
    /// The trend on each day of the period that has one (carried forward), for the chart's line.
    public var dailyTrend: [(date: CalendarDate, trend: Double)]
    /// The trend on the day before the period and on its last day; nil before any weigh-in.
    public var trendBefore: Double?
    public var trendAtEnd: Double?
    public var weeklyRate: Double?
    /// The 28-day estimate as of the last day, or why there is none.
    public var expenditure: Result<ExpenditureEstimate, ExpenditureEstimate.Refusal>

    public static func == (lhs: WeightPeriod, rhs: WeightPeriod) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.history == rhs.history
            && lhs.dailyTrend.map(\.date) == rhs.dailyTrend.map(\.date) && lhs.dailyTrend.map(\.trend) == rhs.dailyTrend.map(\.trend)
            && lhs.trendBefore == rhs.trendBefore && lhs.trendAtEnd == rhs.trendAtEnd && lhs.weeklyRate == rhs.weeklyRate
            && lhs.expenditure == rhs.expenditure
    }

    /// The weight beside the period `from`…`to`; nil when the journal holds no weigh-in at all.
    public init?(from: CalendarDate, to: CalendarDate, state: LedgerState, readEvent: (Int64) throws -> Event) throws {
        guard !state.weights.current.isEmpty else { return nil }
        self.from = from
        self.to = to
        history = WeightHistory(state.weights, from: from, to: to)
        let trend = WeightTrend(state.weights)
        var daily: [(date: CalendarDate, trend: Double)] = []
        var date = from
        while date <= to {
            if let value = trend.trend(on: date) { daily.append((date, value)) }
            date = date.adding(days: 1)
        }
        dailyTrend = daily
        trendBefore = trend.trend(on: from.adding(days: -1))
        trendAtEnd = trend.trend(on: to)
        weeklyRate = trend.weeklyRate(on: to)
        do {
            expenditure = .success(try ExpenditureEstimate(asOf: to, days: ExpenditureEstimate.defaultDays, state: state,
                                                           readEvent: readEvent))
        } catch let refusal as ExpenditureEstimate.Refusal {
            expenditure = .failure(refusal)
        }
    }
}
