/// Reading and writing a meal definition as the `data` of `meal.created` and `meal.edited`.
extension MealDefinition {
    init(reading object: inout ObjectReader) throws(FieldError) {
        mealId = try object.identifier("mealId")
        name = try object.string("name")
        servings = try object.number("servings", .servings)
        var ingredients: [Ingredient] = []
        for (index, element) in try object.array("ingredients").enumerated() {
            var reader = try object.nested(element, path: object.elementPath("ingredients", index))
            ingredients.append(try Ingredient(reading: &reader))
            try reader.finish()
        }
        self.ingredients = ingredients
        primaryProtein = try object.optionalString("primaryProtein")
        primaryCarb = try object.optionalString("primaryCarb")
        otherComponents = try object.stringArray("otherComponents")
        notes = try object.optionalString("notes")
    }

    /// The definition as the `data` object of `meal.created`, for filling in an edit.
    public var jsonValue: JSONValue { JSONValue { $0.object { writeMembers(to: &$0) } } }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("mealId", mealId)
        writer.member("name", name)
        writer.member("servings", servings)
        writer.member("ingredients") { $0.array(ingredients) { $1.write(to: &$0) } }
        writer.member("primaryProtein", ifPresent: primaryProtein)
        writer.member("primaryCarb", ifPresent: primaryCarb)
        writer.member("otherComponents", ifNotEmpty: otherComponents)
        writer.member("notes", ifPresent: notes)
    }
}

extension Ingredient {
    init(reading object: inout ObjectReader) throws(FieldError) {
        self.init(name: try object.string("name"), quantity: try object.number("quantity", .positive),
                  unit: try object.string("unit"), macros: try MacroFields(reading: &object, requiringCalories: true),
                  source: try object.source("source"), foodId: try object.optionalString("foodId"))
    }

    /// Writes the ingredient as the object a meal's `ingredients` hold.
    func write(to writer: inout some JSONSink) {
        writer.object { writeMembers(to: &$0) }
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("name", name)
        writer.member("quantity", quantity)
        writer.member("unit", unit)
        macros.writeMembers(to: &writer)
        writer.member("source", source.rawValue)
        writer.member("foodId", ifPresent: foodId)
    }
}
