/// Everything the journal says, rebuilt by replaying it: the projections and the ids seen.
///
/// `apply` is pure and lenient (an event that breaks a rule changes nothing it cannot);
/// `problems(with:line:)` says which rules an event would break, without changing anything.
public struct LedgerState: Equatable, Sendable {
    public private(set) var meals = MealLibrary()
    public private(set) var log = DailyLog()
    public private(set) var goals = GoalsHistory()
    public private(set) var plan = WeeklyPlan()
    /// Each event id with the line it first appeared on.
    public private(set) var eventLines: [Identifier: Int] = [:]
    /// The number of events applied.
    public private(set) var eventCount = 0
    /// The `at` of the last event applied.
    public private(set) var lastAt: Instant?

    public init() {}

    /// Applies one event read from `line`, whose first byte is at `offset` in the journal.
    public mutating func apply(_ event: Event, line: Int, offset: Int64) {
        eventCount += 1
        lastAt = event.at
        if eventLines[event.id] == nil { eventLines[event.id] = line }
        meals.apply(event, line: line)
        log.apply(event, line: line, offset: offset)
        goals.apply(event, line: line)
        plan.apply(event, line: line)
    }

    /// Applies one event and returns the rules it broke, as replay and `check` do.
    public mutating func record(_ event: Event, line: Int, offset: Int64) -> [Finding] {
        let findings = problems(with: event, line: line)
        apply(event, line: line, offset: offset)
        return findings
    }
}
