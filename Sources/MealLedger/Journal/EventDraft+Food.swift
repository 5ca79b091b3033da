/// A `food.logged` of a food the food table or a recipe gave, built as a typed event: the
/// food's nutrition, amount, source and id are never turned into JSON members and read back
/// (SPEC 17).
extension EventDraft {
    /// The data fields that come with the food itself, so a draft of one may not give them.
    static let foodFields: Set<String> = ["calories", "protein", "carbohydrates", "fats", "nutrients", "quantity",
                                          "unit", "source", "foodId"]

    /// The `food.logged` of `food`, with what the draft gives of the entry itself: its id,
    /// date (today when left out), slot, notes, and a name of its own (the food's otherwise).
    func completeFood(_ food: Ingredient, stamp: EventStamp, today: CalendarDate) throws(FieldError) -> Event {
        guard knownProblems.isEmpty else { throw FieldError(all: knownProblems)! }
        // Names and notes are stored trimmed (SPEC 16), as every draft's are.
        let given = TextRule.trimmed(.object(data))
        if let key = data.first(where: { Self.foodFields.contains($0.key) })?.key {
            throw FieldError(field: key, problem: "comes with the food (from the food table or the recipe); leave it out")
        }
        var reader = try ObjectReader(given, path: "")
        let entryId = try reader.optionalIdentifier("entryId") ?? stamp.newIdentifier()
        let date = data.contains { $0.key == "date" && $0.value != .null } ? try reader.date("date") : today
        let name = try reader.optionalString("name") ?? food.name
        let slot = try reader.optionalSlot("slot")
        let notes = try reader.optionalString("notes")
        try reader.finish()
        return stamp.event(.foodLogged(FoodLogged(
            entryId: entryId, date: date, name: name, calories: food.calories, protein: food.protein,
            carbohydrates: food.carbohydrates, fats: food.fats, quantity: food.quantity, unit: food.unit,
            source: food.source, slot: slot, foodId: food.foodId, notes: notes, nutrientValues: food.nutrientValues)))
    }
}
