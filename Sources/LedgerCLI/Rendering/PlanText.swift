import MealLedger

/// How `plan add`, `plan remove` and `plan copy` say what they planned, in words.
enum PlanText {
    /// `Lentil soup ×2 for dinner on Mon 2026-11-23 [1a2b3c4d]`; `state` is the state after
    /// the event, for the meal's name.
    static func line(_ event: Event, state: LedgerState) -> String {
        switch event.payload {
        case .planAssigned(let assigned):
            return describe(mealId: assigned.mealId, date: assigned.date, slot: assigned.slot,
                            servings: assigned.servings ?? 1, assignment: assigned.assignmentId, state: state)
        case .planUnassigned(let unassigned):
            guard let record = state.plan[unassigned.assignmentId] else { return "[\(unassigned.assignmentId.short)]" }
            return describe(mealId: record.mealId, date: record.date, slot: record.slot, servings: record.servings,
                            assignment: record.assignmentId, state: state)
        default:
            return EventSummary.text(event, state: state)
        }
    }

    static func describe(mealId: Identifier, date: CalendarDate, slot: Slot?, servings: Double, assignment: Identifier,
                         state: LedgerState) -> String {
        let name = state.meals[mealId]?.definition.name ?? mealId.short
        let times = servings == 1 ? "" : " ×\(Format.quantity(servings))"
        let part = slot.map { " for \($0.rawValue)" } ?? ""
        return "\(ControlCharacters.escaped(name))\(times)\(part) on \(date.weekday.abbreviation) \(date) [\(assignment.short)]"
    }
}
