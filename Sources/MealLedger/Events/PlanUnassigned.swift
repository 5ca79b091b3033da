/// A planned meal was taken off its date.
public struct PlanUnassigned: EventData {
    public static let type = EventType.planUnassigned
    public var assignmentId: Identifier

    public init(assignmentId: Identifier) {
        self.assignmentId = assignmentId
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        assignmentId = try object.identifier("assignmentId")
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("assignmentId", assignmentId)
    }
}
