import MealLedger

extension PlanAssigned: AppendableEvent {
    static let appendFlags: [FieldFlag] = [.text("assignmentId", .hidden), .meal("mealId"), .date("date"),
                                           .slot("slot", .optional), .number("servings", .optional)]
}
