/// Reading and writing a meal definition as the `data` of `meal.created` and `meal.edited`.
extension MealDefinition {
    init(reading object: inout ObjectReader) throws(FieldError) {
        mealId = try object.identifier("mealId")
        name = try object.string("name")
        servings = try object.number("servings", .servings)
        var ingredients: [Ingredient] = []
        for (index, element) in try object.array("ingredients").enumerated() {
            var reader = try ObjectReader(element, path: object.elementPath("ingredients", index))
            ingredients.append(try Ingredient(reading: &reader))
            try reader.finish()
        }
        self.ingredients = ingredients
        primaryProtein = try object.optionalString("primaryProtein")
        primaryCarb = try object.optionalString("primaryCarb")
        otherComponents = try object.stringArray("otherComponents")
        notes = try object.optionalString("notes")
    }

    func writeMembers(to writer: inout JSONWriter) {
        writer.field("mealId", mealId, first: true)
        writer.field("name", name)
        writer.field("servings", servings)
        writer.key("ingredients")
        writer.raw("[")
        for (index, ingredient) in ingredients.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.raw("{")
            ingredient.writeMembers(to: &writer)
            writer.raw("}")
        }
        writer.raw("]")
        writer.field("primaryProtein", primaryProtein)
        writer.field("primaryCarb", primaryCarb)
        writer.field("otherComponents", otherComponents)
        writer.field("notes", notes)
    }
}

extension Ingredient {
    init(reading object: inout ObjectReader) throws(FieldError) {
        self.init(name: try object.string("name"), quantity: try object.number("quantity", .positive),
                  unit: try object.string("unit"), calories: try object.number("calories", .nonNegative),
                  protein: try object.optionalNumber("protein", .nonNegative),
                  carbohydrates: try object.optionalNumber("carbohydrates", .nonNegative),
                  fats: try object.optionalNumber("fats", .nonNegative),
                  source: try object.source("source"), foodId: try object.optionalString("foodId"))
    }

    func writeMembers(to writer: inout JSONWriter) {
        writer.field("name", name, first: true)
        writer.field("quantity", quantity)
        writer.field("unit", unit)
        writer.field("calories", calories)
        writer.field("protein", protein)
        writer.field("carbohydrates", carbohydrates)
        writer.field("fats", fats)
        writer.field("source", source.rawValue)
        writer.field("foodId", foodId)
    }
}
