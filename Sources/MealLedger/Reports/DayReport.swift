/// A day's entries, totals, goals in force and what remains.
public struct DayReport: Equatable, Sendable {
    public var date: CalendarDate
    /// The entries not removed, in the order they were logged.
    public var entries: [DayEntry]
    /// Sums over the entries, missing macros as 0.
    public var totals: Nutrients
    /// The goals in force, from the latest `goals.set` whose `from` ≤ the day; nil when none.
    public var goals: Goals?
    /// The `from` of those goals.
    public var goalsFrom: CalendarDate?
    /// Goal − eaten for each value with a goal; nil when there are no goals.
    public var remaining: Goals?

    /// Builds the report from the replayed state, reading each entry in full by its offset.
    public init(date: CalendarDate, state: LedgerState, readEvent: (Int64) throws -> Event) throws {
        var entries: [DayEntry] = []
        for (_, record) in state.log.entries(on: date) {
            switch try readEvent(record.offset).payload {
            case .foodLogged(let logged): entries.append(.food(logged, line: record.line))
            case .mealLogged(let logged): entries.append(.meal(logged, line: record.line))
            default: continue
            }
        }
        self.init(date: date, entries: entries, goalsSet: state.goals.goals(on: date))
    }

    /// Builds the report from entries already read.
    public init(date: CalendarDate, entries: [DayEntry], goalsSet: GoalsSet?) {
        self.date = date
        self.entries = entries
        totals = entries.reduce(.zero) { $0 + $1.nutrients }
        goals = goalsSet?.goals
        goalsFrom = goalsSet?.from
        remaining = goals?.remaining(after: totals)
    }
}
