/// An event whose `data` is a meal's complete definition: `meal.created` and `meal.edited`
/// read and write it the same way, as `MealDefinition+Fields` does.
protocol MealDefinitionEvent: EventData {
    var meal: MealDefinition { get }
    init(meal: MealDefinition)
}

extension MealDefinitionEvent {
    init(reading object: inout ObjectReader) throws(FieldError) {
        self.init(meal: try MealDefinition(reading: &object))
    }

    func writeMembers(to writer: inout some JSONSink) {
        meal.writeMembers(to: &writer)
    }
}
