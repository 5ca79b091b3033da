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

    /// The entries by slot: breakfast, lunch, dinner, snack, then those without one (`slot`
    /// nil); only groups with entries, each with its entries in logged order and their sums.
    public var slotGroups: [(slot: Slot?, entries: [DayEntry], totals: Nutrients)] {
        (Slot.allCases.map(Optional.some) + [nil]).compactMap { slot in
            let members = entries.filter { $0.slot == slot }
            guard !members.isEmpty else { return nil }
            return (slot, members, members.reduce(.zero) { $0 + $1.nutrients })
        }
    }

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
