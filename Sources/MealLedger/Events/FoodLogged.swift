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
    public var quantity: Double?
    public var unit: String?
    public var source: FoodSource

    public init(entryId: Identifier, date: CalendarDate, name: String, calories: Double, protein: Double? = nil,
                carbohydrates: Double? = nil, fats: Double? = nil, quantity: Double? = nil, unit: String? = nil,
                source: FoodSource = .manual) {
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
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        entryId = try object.identifier("entryId")
        date = try object.date("date")
        name = try object.string("name")
        calories = try object.number("calories", .nonNegative)
        protein = try object.optionalNumber("protein", .nonNegative)
        carbohydrates = try object.optionalNumber("carbohydrates", .nonNegative)
        fats = try object.optionalNumber("fats", .nonNegative)
        quantity = try object.optionalNumber("quantity", .positive)
        unit = try object.optionalString("unit")
        source = try object.source("source")
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("entryId", entryId)
        writer.member("date", date)
        writer.member("name", name)
        writer.member("calories", calories)
        writer.member("protein", ifPresent: protein)
        writer.member("carbohydrates", ifPresent: carbohydrates)
        writer.member("fats", ifPresent: fats)
        writer.member("quantity", ifPresent: quantity)
        writer.member("unit", ifPresent: unit)
        writer.member("source", source.rawValue)
    }

    /// The entry's nutrition, missing macros as 0.
    public var nutrients: Nutrients {
        Nutrients(calories: calories, protein: protein ?? 0, carbohydrates: carbohydrates ?? 0, fats: fats ?? 0)
    }
}
