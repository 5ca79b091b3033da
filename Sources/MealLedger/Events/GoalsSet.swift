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
        let macros = try MacroFields(reading: &object, requiringCalories: false)
        (calories, protein, carbohydrates, fats) = (macros.calories, macros.protein, macros.carbohydrates, macros.fats)
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("from", from)
        macros.writeMembers(to: &writer)
    }

    /// True when no goal at all is set.
    public var isEmpty: Bool {
        calories == nil && protein == nil && carbohydrates == nil && fats == nil
    }
}

extension GoalsSet {
    /// The goals' four figures as one value (any may be absent).
    public var macros: MacroFields {
        MacroFields(calories: calories, protein: protein, carbohydrates: carbohydrates, fats: fats)
    }
}
