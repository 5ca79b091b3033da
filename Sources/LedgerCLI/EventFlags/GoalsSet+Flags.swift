import MealLedger

extension GoalsSet: AppendableEvent {
    static let appendFlags: [FieldFlag] = [.date("from")] + FieldFlag.macros(.optional)
}
