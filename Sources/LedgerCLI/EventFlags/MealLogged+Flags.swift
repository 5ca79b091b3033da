import MealLedger

extension MealLogged: AppendableEvent {
    static let appendFlags: [FieldFlag] = [.text("entryId", .hidden), .date("date"), .meal("mealId"),
                                           .number("servings", .optional), .slot("slot", .optional),
                                           .text("notes", .optional)]
    static let appendNote: String? = "     (items are the meal's ingredients, scaled)"
}
