/// Every `goals.set`, so the goals in force on any day can be found.
public struct GoalsHistory: Equatable, Sendable {
    /// Goals by the date they start; a later `goals.set` for the same date replaces the earlier.
    public internal(set) var byStartDate: [CalendarDate: GoalsSet] = [:]

    public init() {}

    /// The goals of the latest `goals.set` whose `from` ≤ `date`; nil when none or cleared.
    public func goals(on date: CalendarDate) -> GoalsSet? {
        guard let latest = latestSet(on: date), !latest.isEmpty else { return nil }
        return latest
    }

    /// The latest `goals.set` whose `from` ≤ `date`, even one that clears the goals.
    public func latestSet(on date: CalendarDate) -> GoalsSet? {
        var best: GoalsSet?
        for (start, goals) in byStartDate where start <= date {
            if best == nil || start > best!.from { best = goals }
        }
        return best
    }

    mutating func apply(_ event: Event, line: Int) {
        guard case .goalsSet(let goals) = event.payload else { return }
        byStartDate[goals.from] = goals
    }
}
