/// A custom meal was added to the library.
public struct MealCreated: EventData {
    public static let type = EventType.mealCreated
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
