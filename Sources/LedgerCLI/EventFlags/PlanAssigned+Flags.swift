import MealLedger

extension PlanAssigned: AppendableEvent {
    static let appendFlags: [FieldFlag] = [.text("assignmentId", .hidden), .text("mealId"), .date("date"),
                                           .text("slot", .optional), .number("servings", .optional)]
}
