import MealLedger

extension PlanUnassigned: AppendableEvent {
    static let appendFlags: [FieldFlag] = [.text("assignmentId")]
}
