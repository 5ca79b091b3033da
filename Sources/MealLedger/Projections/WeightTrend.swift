#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The trend weight (SPEC section 15): an exponentially smoothed average of the weigh-ins whose
/// weight per step is 1 − e^(−Δdays/10), so a gap between weigh-ins counts for what it is.
///
/// Several weigh-ins on one day count as their mean; the first trend is the first day's mean.
/// Always computed over the whole history: a range shown keeps the trend the history gives it.
public struct WeightTrend: Equatable, Sendable {
    /// One day with at least one weigh-in.
    public struct Day: Equatable, Sendable {
        public var date: CalendarDate
        /// The mean of the day's weigh-ins, in kg.
        public var mean: Double
        /// How many weigh-ins the day holds.
        public var count: Int
        /// The trend weight after this day, in kg.
        public var trend: Double
    }

    /// The smoothing's time constant in days: a weigh-in Δ days after the last one moves the
    /// trend by 1 − e^(−Δ/10) of the way to it.
    public static let timeConstantDays = 10.0

    /// The days with weigh-ins, in date order.
    public private(set) var days: [Day] = []

    /// The trend of `weighIns` (date and kg, any order).
    public init(_ weighIns: [(date: CalendarDate, kg: Double)]) {
        var sums: [CalendarDate: (total: Double, count: Int)] = [:]
        for weighIn in weighIns {
            sums[weighIn.date, default: (0, 0)].total += weighIn.kg
            sums[weighIn.date, default: (0, 0)].count += 1
        }
        var previous: Day?
        for date in sums.keys.sorted() {
            let (total, count) = sums[date]!
            let mean = total / Double(count)
            var trend = mean
            if let previous {
                trend = previous.trend + Self.weight(days: date.dayNumber - previous.date.dayNumber) * (mean - previous.trend)
            }
            let day = Day(date: date, mean: mean, count: count, trend: trend)
            days.append(day)
            previous = day
        }
    }

    /// The trend of the weigh-ins in force in `log`.
    public init(_ log: WeightLog) {
        self.init(log.current.map { ($0.date, $0.kg) })
    }

    /// The weight a step of `days` days gives the new day: 1 − e^(−days/10).
    public static func weight(days: Int) -> Double {
        1 - exp(-Double(days) / timeConstantDays)
    }

    /// The trend on `date`: carried forward from the latest day with weigh-ins on or before it;
    /// nil before the first weigh-in.
    public func trend(on date: CalendarDate) -> Double? {
        latestDay(onOrBefore: date)?.trend
    }

    /// The latest day with weigh-ins on or before `date`.
    public func latestDay(onOrBefore date: CalendarDate) -> Day? {
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : days[low - 1]
    }

    /// The weekly rate on `date`: its trend minus the trend 7 days before; nil when either is missing.
    public func weeklyRate(on date: CalendarDate) -> Double? {
        guard let now = trend(on: date), let before = trend(on: date.adding(days: -7)) else { return nil }
        return now - before
    }
}
