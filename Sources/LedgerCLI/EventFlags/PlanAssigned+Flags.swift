import MealLedger

extension PlanAssigned: AppendableEvent {
    static let appendFlags: [FieldFlag] = [.text("assignmentId", .hidden), .text("mealId"), .date("date")]
}
