/// Servings of a custom meal were eaten on a day; the items are a self-contained copy.
public struct MealLogged: EventData {
    public static let type = EventType.mealLogged
    public var entryId: Identifier
    public var date: CalendarDate
    public var mealId: Identifier
    /// The meal's name when it was logged.
    public var mealName: String
    /// Servings eaten (> 0).
    public var servings: Double
    /// The meal's ingredients scaled by servings eaten ÷ servings the meal makes.
    public var items: [FoodItem]
    /// The part of the day, when given.
    public var slot: Slot?
    public var notes: String?
    /// The entry this one corrects (`ledger fix`), removed in the same batch; such a log may
    /// name a deleted meal, its items being the corrected copy of the logged ones.
    public var replaces: Identifier?
    /// The plan assignment this entry eats (`ledger plan eat`), so a day's plan is logged once.
    public var assignmentId: Identifier?

    public init(entryId: Identifier, date: CalendarDate, mealId: Identifier, mealName: String, servings: Double,
                items: [FoodItem], slot: Slot? = nil, notes: String? = nil, replaces: Identifier? = nil,
                assignmentId: Identifier? = nil) {
        self.entryId = entryId
        self.date = date
        self.mealId = mealId
        self.mealName = mealName
        self.servings = servings
        self.items = items
        self.slot = slot
        self.notes = notes
        self.replaces = replaces
        self.assignmentId = assignmentId
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        entryId = try object.identifier("entryId")
        date = try object.date("date")
        mealId = try object.identifier("mealId")
        mealName = try object.string("mealName")
        servings = try object.number("servings", .servings)
        var items: [FoodItem] = []
        for (index, element) in try object.array("items").enumerated() {
            var reader = try object.nested(element, path: object.elementPath("items", index))
            items.append(try FoodItem(reading: &reader))
            try reader.finish()
        }
        self.items = items
        slot = try object.optionalSlot("slot")
        notes = try object.optionalString("notes")
        replaces = try object.optionalIdentifier("replaces")
        assignmentId = try object.optionalIdentifier("assignmentId")
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("entryId", entryId)
        writer.member("date", date)
        writer.member("mealId", mealId)
        writer.member("mealName", mealName)
        writer.member("servings", servings)
        writer.member("items") { $0.array(items) { $1.write(to: &$0) } }
        writer.member("slot", ifPresent: slot?.rawValue)
        writer.member("notes", ifPresent: notes)
        writer.member("replaces", ifPresent: replaces)
        writer.member("assignmentId", ifPresent: assignmentId)
    }

    /// The sums over the items, missing macros as 0.
    public var nutrients: Nutrients {
        items.reduce(.zero) { $0 + $1.nutrients }
    }
}

extension FoodItem {
    init(reading object: inout ObjectReader) throws(FieldError) {
        let name = try object.string("name")
        let macros = try MacroFields(reading: &object, requiringCalories: true)
        self.init(name: name, calories: macros.calories ?? 0, protein: macros.protein,
                  carbohydrates: macros.carbohydrates, fats: macros.fats,
                  quantity: try object.optionalNumber("quantity", .positive),
                  unit: try object.optionalString("unit"),
                  source: try object.optionalSource("source"),
                  foodId: try object.optionalString("foodId"), nutrientValues: macros.nutrientValues)
    }

    /// Writes the item as the object a `meal.logged` line holds in `items`.
    func write(to writer: inout some JSONSink) {
        writer.object { writeMembers(to: &$0) }
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("name", name)
        macros.writeMembers(to: &writer)
        writer.member("quantity", ifPresent: quantity)
        writer.member("unit", ifPresent: unit)
        writer.member("source", ifPresent: source?.rawValue)
        writer.member("foodId", ifPresent: foodId)
    }
}
