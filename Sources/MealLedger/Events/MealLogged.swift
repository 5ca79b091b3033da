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

    public init(entryId: Identifier, date: CalendarDate, mealId: Identifier, mealName: String, servings: Double,
                items: [FoodItem]) {
        self.entryId = entryId
        self.date = date
        self.mealId = mealId
        self.mealName = mealName
        self.servings = servings
        self.items = items
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        entryId = try object.identifier("entryId")
        date = try object.date("date")
        mealId = try object.identifier("mealId")
        mealName = try object.string("mealName")
        servings = try object.number("servings", .servings)
        var items: [FoodItem] = []
        for (index, element) in try object.array("items").enumerated() {
            var reader = try ObjectReader(element, path: object.elementPath("items", index))
            items.append(try FoodItem(reading: &reader))
            try reader.finish()
        }
        self.items = items
    }

    func writeMembers(to writer: inout JSONWriter) {
        writer.field("entryId", entryId, first: true)
        writer.field("date", date)
        writer.field("mealId", mealId)
        writer.field("mealName", mealName)
        writer.field("servings", servings)
        writer.key("items")
        writer.raw("[")
        for (index, item) in items.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.raw("{")
            item.writeMembers(to: &writer)
            writer.raw("}")
        }
        writer.raw("]")
    }

    /// The sums over the items, missing macros as 0.
    public var nutrients: Nutrients {
        items.reduce(.zero) { $0 + $1.nutrients }
    }
}

extension FoodItem {
    init(reading object: inout ObjectReader) throws(FieldError) {
        self.init(name: try object.string("name"), calories: try object.number("calories", .nonNegative),
                  protein: try object.optionalNumber("protein", .nonNegative),
                  carbohydrates: try object.optionalNumber("carbohydrates", .nonNegative),
                  fats: try object.optionalNumber("fats", .nonNegative),
                  quantity: try object.optionalNumber("quantity", .positive),
                  unit: try object.optionalString("unit"))
    }

    func writeMembers(to writer: inout JSONWriter) {
        writer.field("name", name, first: true)
        writer.field("calories", calories)
        writer.field("protein", protein)
        writer.field("carbohydrates", carbohydrates)
        writer.field("fats", fats)
        writer.field("quantity", quantity)
        writer.field("unit", unit)
    }
}
