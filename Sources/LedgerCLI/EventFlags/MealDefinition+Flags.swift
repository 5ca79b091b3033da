import MealLedger

extension MealDefinition {
    /// The flags of a meal's fields, for `meal.created` and `meal.edited`.
    static let appendFlags: [FieldFlag] = [
        .meal("mealId", .hidden), .text("name"), .number("servings"),
        FieldFlag(field: "ingredients", kind: .ingredient, listing: .plain),
        .text("primaryProtein"), .text("primaryCarb"),
        FieldFlag(field: "otherComponents", kind: .component, listing: .plain), .text("notes"),
    ]
}

extension MealCreated: AppendableEvent {
    static let appendFlags = MealDefinition.appendFlags
}

extension MealEdited: AppendableEvent {
    static let appendFlags = MealDefinition.appendFlags.map { $0.listed($0.field == "mealId" ? .plain : .hidden) }
    static let appendNote: String? = "and the fields to change (the rest stay as they are)"
}
