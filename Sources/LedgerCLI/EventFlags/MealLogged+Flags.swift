import MealLedger

extension MealLogged: AppendableEvent {
    /// `--meal-id`: the meal logged, which gives the entry its name and items.
    static let mealIdFlag = FieldFlag.meal("mealId")
    /// The data fields that come with the meal `--meal-id` names, so `--data` beside it may not
    /// give them (as a food's figures come with `--food`): what each is, for the refusal.
    static let fieldsFromMeal: [(field: String, what: String)] = [("mealName", "its name"),
                                                                  ("items", "its ingredients, scaled by the servings")]

    static let appendFlags: [FieldFlag] = [.text("entryId", .hidden), .date("date"), mealIdFlag,
                                           .number("servings", .optional), .slot("slot", .optional),
                                           .text("notes", .optional)]
    static let appendNote: String? = "     (items are the meal's ingredients, scaled)"
}
