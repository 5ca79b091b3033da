/// A custom meal was planned for a date; a date may hold any number of them.
public struct PlanAssigned: EventData {
    public static let type = EventType.planAssigned
    public var assignmentId: Identifier
    public var mealId: Identifier
    public var date: CalendarDate
    /// The part of the day, when given.
    public var slot: Slot?
    /// Servings planned (≥ 0.001); absent means one.
    public var servings: Double?

    public init(assignmentId: Identifier, mealId: Identifier, date: CalendarDate, slot: Slot? = nil,
                servings: Double? = nil) {
        self.assignmentId = assignmentId
        self.mealId = mealId
        self.date = date
        self.slot = slot
        self.servings = servings
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        assignmentId = try object.identifier("assignmentId")
        mealId = try object.identifier("mealId")
        date = try object.date("date")
        slot = try object.optionalSlot("slot")
        servings = try object.optionalNumber("servings", .servings)
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("assignmentId", assignmentId)
        writer.member("mealId", mealId)
        writer.member("date", date)
        writer.member("slot", ifPresent: slot?.rawValue)
        writer.member("servings", ifPresent: servings)
    }
}
