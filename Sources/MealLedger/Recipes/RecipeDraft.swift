/// A review document read back for saving: the meal's ingredients and any meal fields the
/// person added (see `ParsedRecipe.draftJSON`).
///
/// Reading is strict: an unknown field, a wrong type, a negative or non-finite number, an
/// unknown flag or source is refused with the field's path, e.g.
/// `'ingredients[2].calories' must be a non-negative number, got '-5'`. Derived fields
/// (`totals`, `confidence`, `review`, `warnings`, `grams`, `food`, `phrase`) are checked for
/// their type and otherwise not used, so editing an ingredient needs no other change.
public struct RecipeDraft: Equatable, Sendable {
    public var name: String?
    public var servings: Double?
    public var ingredients: [Ingredient]
    public var primaryProtein: String?
    public var primaryCarb: String?
    public var otherComponents: [String]
    public var notes: String?

    /// Reads a draft document.
    public static func read(_ bytes: [UInt8]) throws(FieldError) -> RecipeDraft {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw FieldError(field: "", problem: "is not valid JSON: \(error.description)")
        }
        var object = try ObjectReader(value, path: "")
        _ = try object.optionalString("parser")
        try readConfidence(&object, "confidence", path: "confidence")
        switch object.anyValue("review") {
        case nil, .bool?: break
        case let other?: throw FieldError(field: "review", problem: "must be true or false, got \(other.quotedForMessage)")
        }
        _ = try object.stringArray("warnings")
        // What `ledger meal show --json` adds, so its document saves unchanged (SPEC 9).
        _ = try object.optionalString("mealId")
        _ = try object.optionalString("lastUsedAt")
        _ = object.anyValue("deleted")
        if let perServing = object.anyValue("perServing") {
            var reader = try ObjectReader(perServing, path: "perServing")
            for key in ["calories", "protein", "carbohydrates", "fats"] { _ = try reader.optionalNumber(key, .nonNegative) }
            try reader.finish()
        }
        if let totals = object.anyValue("totals") {
            var reader = try ObjectReader(totals, path: "totals")
            for key in ["calories", "protein", "carbohydrates", "fats"] { _ = try reader.optionalNumber(key, .nonNegative) }
            try reader.finish()
        }
        var ingredients: [Ingredient] = []
        let items = try object.array("ingredients")
        if items.isEmpty { throw FieldError(field: "ingredients", problem: "must hold at least one ingredient") }
        for (index, item) in items.enumerated() {
            var reader = try ObjectReader(item, path: object.elementPath("ingredients", index))
            ingredients.append(try readIngredient(&reader, index: index))
            try reader.finish()
        }
        let draft = RecipeDraft(
            name: try object.optionalString("name"), servings: try object.optionalNumber("servings", .positive),
            ingredients: ingredients, primaryProtein: try object.optionalString("primaryProtein"),
            primaryCarb: try object.optionalString("primaryCarb"),
            otherComponents: try object.stringArray("otherComponents"), notes: try object.optionalString("notes"))
        try object.finish()
        return draft
    }

    private static func readConfidence(_ object: inout ObjectReader, _ key: String, path: String) throws(FieldError) {
        if let confidence = try object.optionalNumber(key, .nonNegative), confidence > 1 {
            throw FieldError(field: path,
                             problem: "must be between 0 and 1, got '\(CanonicalNumber.text(confidence))'")
        }
    }

    private static func readIngredient(_ reader: inout ObjectReader, index: Int) throws(FieldError) -> Ingredient {
        let phrase = try reader.optionalString("phrase")
        _ = try reader.optionalNumber("grams", .nonNegative)
        _ = try reader.optionalString("food")
        if let state = try reader.optionalString("state"), FoodReading(rawValue: state) == nil {
            throw FieldError(field: reader.path(of: "state"), problem: "must be 'eaten' or 'bought', got '\(state)'")
        }
        if let table = try reader.optionalString("table"), FoodTableKind(rawValue: table) == nil {
            throw FieldError(field: reader.path(of: "table"), problem: "must be 'sr28' or 'fndds', got '\(table)'")
        }
        try readConfidence(&reader, "confidence", path: "ingredients[\(index)].confidence")
        let flags = try reader.stringArray("flags")
        for (flagIndex, flag) in flags.enumerated() {
            guard let known = IngredientFlag(rawValue: flag) else {
                let names = IngredientFlag.allCases.map(\.rawValue).joined(separator: ", ")
                throw FieldError(field: reader.elementPath("flags", flagIndex), problem: "must be one of \(names), got '\(flag)'")
            }
            if known == .unmatched {
                throw FieldError(field: reader.elementPath("flags", flagIndex),
                                 problem: "says '\(phrase ?? "this ingredient")' matched no food: give its calories (and macros if known), then remove the flag, or remove the ingredient")
            }
        }
        // The figures as the journal holds them: flat, the vocabulary's in `nutrients` (SPEC 14).
        let macros = try MacroFields(reading: &reader, requiringCalories: false)
        guard macros.calories != nil else {
            throw FieldError(field: reader.path(of: "calories"), problem: "is required")
        }
        let ingredient = Ingredient(
            name: try reader.string("name"), quantity: try reader.number("quantity", .positive),
            unit: try reader.string("unit"), macros: macros,
            source: try reader.optionalString("source") == nil ? .manual : try reader.source("source"),
            foodId: try reader.optionalString("foodId"))
        return ingredient
    }
}
