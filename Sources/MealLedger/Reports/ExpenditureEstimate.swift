/// The energy a person spends per day, estimated from what they ate and how their trend
/// weight moved over a window of days (SPEC section 15):
///
///     expenditure = mean daily intake over days with entries − (trend change in kg × 7,700) ÷ N
///
/// over the N days ending on the as-of day. The trend change is the trend on the last day
/// minus the trend on the day before the window, each carried forward from the latest weigh-in
/// on or before it; when no weigh-in comes before the window, the trend of its first weigh-in day.
public struct ExpenditureEstimate: Equatable, Sendable {
    /// Energy stored or released by a kilogram of body weight change.
    public static let kcalPerKilogram = 7_700.0
    public static let defaultDays = 28
    /// Below this many days with entries the mean intake says too little.
    public static let minimumDaysWithEntries = 14
    /// Below this many days with weigh-ins in the window the trend change says too little.
    public static let minimumWeighIns = 4

    /// Why there is no estimate.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case tooFewDaysWithEntries(found: Int, window: Int)
        case tooFewWeighIns(found: Int, window: Int)

        public var description: String {
            switch self {
            case let .tooFewDaysWithEntries(found, window):
                return "only \(found) of the \(window) days have entries; the estimate needs at least "
                    + "\(ExpenditureEstimate.minimumDaysWithEntries) days with what was eaten logged"
            case let .tooFewWeighIns(found, window):
                return "only \(found) \(found == 1 ? "day" : "days") of the \(window) have weigh-ins; the estimate needs at least "
                    + "\(ExpenditureEstimate.minimumWeighIns) days with a weigh-in ('ledger weigh')"
            }
        }
    }

    /// Where the trend at the start of the window came from.
    public enum StartSource: Equatable, Sendable {
        /// Carried forward from the latest weigh-in day before the window.
        case carriedForward(from: CalendarDate)
        /// No weigh-in before the window: the trend of its first weigh-in day.
        case firstInWindow(CalendarDate)
    }

    public var asOf: CalendarDate
    /// N: the days in the window.
    public var days: Int
    /// The first day of the window (`asOf` − N + 1).
    public var windowStart: CalendarDate { asOf.adding(days: 1 - days) }
    public var daysWithEntries: Int
    /// The mean calories over the days with entries.
    public var meanIntake: Double
    /// Weigh-ins in the window, and the days they fall on.
    public var weighIns: Int
    public var weighInDays: Int
    public var trendStart: Double
    public var startSource: StartSource
    public var trendEnd: Double
    /// The day the end trend was carried forward from (the latest weigh-in day ≤ `asOf`).
    public var trendEndFrom: CalendarDate
    public var trendChange: Double { trendEnd - trendStart }
    /// The estimate, kcal per day.
    public var expenditure: Double
    /// About 95 % of the estimate's uncertainty either side, from the scatter of the weigh-ins
    /// around the trend and of the daily intake: `expenditure ± margin`.
    public var margin: Double
    public var low: Double { expenditure - margin }
    public var high: Double { expenditure + margin }

    /// The estimate as of `asOf` over `days` days; `dailyIntake` gives the calories of each
    /// day with entries (others left out), `trend` the whole history's trend.
    public init(asOf: CalendarDate, days: Int, dailyIntake: [(date: CalendarDate, calories: Double)],
                trend: WeightTrend) throws(Refusal) {
        self.asOf = asOf
        self.days = days
        let start = asOf.adding(days: 1 - days)
        let eaten = dailyIntake.filter { $0.date >= start && $0.date <= asOf }
        guard eaten.count >= Self.minimumDaysWithEntries else {
            throw .tooFewDaysWithEntries(found: eaten.count, window: days)
        }
        let inWindow = trend.days.filter { $0.date >= start && $0.date <= asOf }
        guard inWindow.count >= Self.minimumWeighIns, let first = inWindow.first, let last = inWindow.last else {
            throw .tooFewWeighIns(found: inWindow.count, window: days)
        }
        daysWithEntries = eaten.count
        meanIntake = eaten.reduce(0) { $0 + $1.calories } / Double(eaten.count)
        weighIns = inWindow.reduce(0) { $0 + $1.count }
        weighInDays = inWindow.count
        if let before = trend.latestDay(onOrBefore: start.adding(days: -1)) {
            trendStart = before.trend
            startSource = .carriedForward(from: before.date)
        } else {
            trendStart = first.trend
            startSource = .firstInWindow(first.date)
        }
        trendEnd = last.trend
        trendEndFrom = last.date
        expenditure = meanIntake - (trendEnd - trendStart) * Self.kcalPerKilogram / Double(days)
        margin = Self.margin(days: days, eaten: eaten.map(\.calories), meanIntake: meanIntake, trend: trend,
                             inWindow: inWindow)
    }

    /// Two standard errors of the estimate, roughly: the trend's noise from the weigh-ins'
    /// scatter around it (an exponential smoother of weight α keeps α ÷ (2 − α) of the noise's
    /// variance; the change is the difference of two such values) and the intake mean's.
    static func margin(days: Int, eaten: [Double], meanIntake: Double, trend: WeightTrend,
                       inWindow: [WeightTrend.Day]) -> Double {
        var squares = 0.0
        var count = 0
        for day in inWindow {
            guard let previous = trend.latestDay(onOrBefore: day.date.adding(days: -1)) else { continue }
            squares += (day.mean - previous.trend) * (day.mean - previous.trend)
            count += 1
        }
        let scatter = count > 0 ? (squares / Double(count)).squareRoot() : 0
        let alpha = WeightTrend.weight(days: 1)
        let trendNoise = scatter * (alpha / (2 - alpha)).squareRoot()
        let changeNoise = (2 * trendNoise * trendNoise).squareRoot() * kcalPerKilogram / Double(days)
        let spread = eaten.reduce(0) { $0 + ($1 - meanIntake) * ($1 - meanIntake) } / Double(max(eaten.count - 1, 1))
        let intakeNoise = (spread / Double(eaten.count)).squareRoot()
        return 2 * (changeNoise * changeNoise + intakeNoise * intakeNoise).squareRoot()
    }
}

extension ExpenditureEstimate {
    /// The estimate from a replayed state: each day's intake as `ledger day` totals it (read
    /// by offsets), the trend of every weigh-in in force.
    public init(asOf: CalendarDate, days: Int, state: LedgerState, readEvent: (Int64) throws -> Event) throws {
        let period = try PeriodReport(from: asOf.adding(days: 1 - days), to: asOf, state: state, readEvent: readEvent)
        let intake = period.days.filter { $0.entries > 0 }.map { (date: $0.date, calories: $0.totals.calories) }
        try self.init(asOf: asOf, days: days, dailyIntake: intake, trend: WeightTrend(state.weights))
    }
}
