/// A custom meal was removed from the library; what was logged from it stays.
public struct MealDeleted: EventData {
    public static let type = EventType.mealDeleted
    public var mealId: Identifier

    public init(mealId: Identifier) {
        self.mealId = mealId
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        mealId = try object.identifier("mealId")
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("mealId", mealId)
    }
}
