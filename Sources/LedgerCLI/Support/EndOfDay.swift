import Foundation
import MealLedger

extension CalendarDate {
    /// The last millisecond of this day in `zone`: a replay cut there (`untilInstant`) holds
    /// every event appended on or before the day, by append time (`expenditure --as-of`).
    func lastInstant(in zone: TimeZone) -> Instant {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let (year, month, day) = adding(days: 1).components
        guard let next = calendar.date(from: DateComponents(year: year, month: month, day: day)) else {
            return Instant(millisecondsSinceEpoch: Int64(dayNumber + 1) * 86_400_000 - 1)
        }
        return Instant(millisecondsSinceEpoch: Int64((next.timeIntervalSince1970 * 1000).rounded()) - 1)
    }
}
