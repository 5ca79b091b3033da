/// A single food was eaten on a day.
public struct FoodLogged: EventData {
    public static let type = EventType.foodLogged
    public var entryId: Identifier
    public var date: CalendarDate
    public var name: String
    public var calories: Double
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    /// The vocabulary's other nutrients (`nutrients`); absent ones unknown, never zero.
    public var nutrientValues: NutrientValues
    public var quantity: Double?
    public var unit: String?
    public var source: FoodSource
    /// The part of the day, when given.
    public var slot: Slot?
    /// The food table's id (`FOOD-ID`) when it came from the database.
    public var foodId: String?
    public var notes: String?
    /// The entry this one corrects (`ledger fix`), removed in the same batch.
    public var replaces: Identifier?

    public init(entryId: Identifier, date: CalendarDate, name: String, calories: Double, protein: Double? = nil,
                carbohydrates: Double? = nil, fats: Double? = nil, quantity: Double? = nil, unit: String? = nil,
                source: FoodSource = .manual, slot: Slot? = nil, foodId: String? = nil, notes: String? = nil,
                replaces: Identifier? = nil, nutrientValues: NutrientValues = .unknown) {
        self.entryId = entryId
        self.date = date
        self.name = name
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        self.quantity = quantity
        self.unit = unit
        self.source = source
        self.slot = slot
        self.foodId = foodId
        self.notes = notes
        self.replaces = replaces
        self.nutrientValues = nutrientValues
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        entryId = try object.identifier("entryId")
        date = try object.date("date")
        name = try object.string("name")
        let macros = try MacroFields(reading: &object, requiringCalories: true)
        (calories, protein, carbohydrates, fats) = (macros.calories ?? 0, macros.protein, macros.carbohydrates, macros.fats)
        nutrientValues = macros.nutrientValues
        quantity = try object.optionalNumber("quantity", .positive)
        unit = try object.optionalString("unit")
        source = try object.source("source")
        slot = try object.optionalSlot("slot")
        foodId = try object.optionalString("foodId")
        notes = try object.optionalString("notes")
        replaces = try object.optionalIdentifier("replaces")
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("entryId", entryId)
        writer.member("date", date)
        writer.member("name", name)
        macros.writeMembers(to: &writer)
        writer.member("quantity", ifPresent: quantity)
        writer.member("unit", ifPresent: unit)
        writer.member("source", source.rawValue)
        writer.member("slot", ifPresent: slot?.rawValue)
        writer.member("foodId", ifPresent: foodId)
        writer.member("notes", ifPresent: notes)
        writer.member("replaces", ifPresent: replaces)
    }

}

extension FoodLogged: MacroCarrying {}
