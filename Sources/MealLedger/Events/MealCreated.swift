/// A custom meal was added to the library.
public struct MealCreated: MealDefinitionEvent {
    public static let type = EventType.mealCreated
    public var meal: MealDefinition

    public init(meal: MealDefinition) {
        self.meal = meal
    }
}
