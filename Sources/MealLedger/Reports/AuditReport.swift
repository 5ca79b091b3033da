/// How a day's totals came about: every event that touched the day, with running totals.
public struct AuditReport: Equatable, Sendable {
    /// One event that touched the day, and the day as it stood after it.
    public struct Step: Equatable, Sendable {
        public var line: Int
        public var event: Event
        /// What the event did to the day, in words.
        public var effect: String
        public var totals: Nutrients
        public var goals: Goals?
    }

    public var date: CalendarDate
    public private(set) var steps: [Step] = []
    public private(set) var totals: Nutrients = .zero
    public private(set) var goals: Goals?
    private var entryNutrients: [Identifier: Nutrients] = [:]

    public init(date: CalendarDate) {
        self.date = date
    }

    /// Takes the next event of the replay; `state` is the state just after it.
    public mutating func observe(_ event: Event, line: Int, state: LedgerState) {
        let effect: String
        switch event.payload {
        case .foodLogged(let logged) where logged.date == date:
            guard entryNutrients[logged.entryId] == nil else { return }
            entryNutrients[logged.entryId] = logged.nutrients
            totals += logged.nutrients
            effect = "+ \(logged.name)"
        case .mealLogged(let logged) where logged.date == date:
            guard entryNutrients[logged.entryId] == nil else { return }
            entryNutrients[logged.entryId] = logged.nutrients
            totals += logged.nutrients
            effect = "+ \(logged.mealName) ×\(CanonicalNumber.text(logged.servings))"
        case .entryRemoved(let removed):
            guard let nutrients = entryNutrients.removeValue(forKey: removed.entryId) else { return }
            totals -= nutrients
            effect = "− entry \(removed.entryId.short)"
        case .goalsSet(let set) where set.from <= date:
            // Only a `goals.set` that is now the one in force on the day changes it.
            guard state.goals.latestSet(on: date) == set else { return }
            goals = set.isEmpty ? nil : set.goals
            effect = set.isEmpty ? "goals cleared from \(set.from)" : "goals from \(set.from)"
        default:
            return
        }
        // A fix (`ledger fix`) is one correction: its removal and the log that replaces it.
        if let replaced = Self.replaced(by: event), let last = steps.last, last.line == line - 1,
           case .entryRemoved(let removed) = last.event.payload, removed.entryId == replaced {
            steps[steps.count - 1] = Step(line: line, event: event, effect: "fix \(replaced.short): " + effect,
                                          totals: totals, goals: goals)
            return
        }
        steps.append(Step(line: line, event: event, effect: effect, totals: totals, goals: goals))
    }

    /// The entry a logged entry corrects, when it does.
    private static func replaced(by event: Event) -> Identifier? {
        switch event.payload {
        case .foodLogged(let logged): return logged.replaces
        case .mealLogged(let logged): return logged.replaces
        default: return nil
        }
    }
}
