/// A custom meal was given a complete new definition.
public struct MealEdited: EventData {
    public static let type = EventType.mealEdited
    public var meal: MealDefinition

    public init(meal: MealDefinition) {
        self.meal = meal
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        meal = try MealDefinition(reading: &object)
    }

    func writeMembers(to writer: inout some JSONSink) {
        meal.writeMembers(to: &writer)
    }
}
