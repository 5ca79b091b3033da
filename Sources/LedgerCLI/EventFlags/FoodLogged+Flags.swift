import MealLedger

extension FoodLogged: AppendableEvent {
    /// `--quantity`: also measures each `--food` of a meal, so `ledger append` lets it repeat.
    static let quantityFlag = FieldFlag.number("quantity", .optional)
    /// `--unit`: also measures each `--food` of a meal.
    static let unitFlag = FieldFlag.text("unit", .optional)

    static let appendFlags: [FieldFlag] = [.text("entryId", .hidden), .date("date"), .text("name")]
        + [.number("calories")] + FieldFlag.macros(.optional).dropFirst()
        + [quantityFlag, unitFlag, .text("source", .optional), .slot("slot", .optional), .text("notes", .optional)]
        + FieldFlag.nutrients

    static let appendNote: String? = "(and a flag per nutrient: --fiber, --sodium, … --alcohol)"
}
