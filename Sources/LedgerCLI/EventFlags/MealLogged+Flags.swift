import MealLedger

extension MealLogged: AppendableEvent {
    static let appendFlags: [FieldFlag] = [.text("entryId", .hidden), .date("date"), .text("mealId"),
                                           .number("servings", .optional), .text("slot", .optional),
                                           .text("notes", .optional)]
    static let appendNote: String? = "     (items are the meal's ingredients, scaled)"
}
