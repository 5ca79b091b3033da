/// Daily goals in force from a date on, until a later `goals.set` takes over.
///
/// A goal left out means no goal for that value; all left out clears the goals.
public struct GoalsSet: EventData {
    public static let type = EventType.goalsSet
    public var from: CalendarDate
    public var calories: Double?
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?

    public init(from: CalendarDate, calories: Double? = nil, protein: Double? = nil, carbohydrates: Double? = nil,
                fats: Double? = nil) {
        self.from = from
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        from = try object.date("from")
        calories = try object.optionalNumber("calories", .nonNegative)
        protein = try object.optionalNumber("protein", .nonNegative)
        carbohydrates = try object.optionalNumber("carbohydrates", .nonNegative)
        fats = try object.optionalNumber("fats", .nonNegative)
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("from", from)
        writer.member("calories", ifPresent: calories)
        writer.member("protein", ifPresent: protein)
        writer.member("carbohydrates", ifPresent: carbohydrates)
        writer.member("fats", ifPresent: fats)
    }

    /// True when no goal at all is set.
    public var isEmpty: Bool {
        calories == nil && protein == nil && carbohydrates == nil && fats == nil
    }
}
