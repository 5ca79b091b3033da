/// A custom meal was planned for a date; a date may hold any number of them.
public struct PlanAssigned: EventData {
    public static let type = EventType.planAssigned
    public var assignmentId: Identifier
    public var mealId: Identifier
    public var date: CalendarDate

    public init(assignmentId: Identifier, mealId: Identifier, date: CalendarDate) {
        self.assignmentId = assignmentId
        self.mealId = mealId
        self.date = date
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        assignmentId = try object.identifier("assignmentId")
        mealId = try object.identifier("mealId")
        date = try object.date("date")
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("assignmentId", assignmentId)
        writer.member("mealId", mealId)
        writer.member("date", date)
    }
}
