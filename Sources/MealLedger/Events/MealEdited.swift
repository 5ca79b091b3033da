/// A custom meal was given a complete new definition, which replaces the old one whole.
public struct MealEdited: MealDefinitionEvent {
    public static let type = EventType.mealEdited
    public var meal: MealDefinition

    public init(meal: MealDefinition) {
        self.meal = meal
    }
}
