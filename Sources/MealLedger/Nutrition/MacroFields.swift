/// The nutrition figures a food, a logged item, an ingredient, a parsed or AI ingredient and
/// a goal all carry — calories in kcal; protein, carbohydrates and fats in grams; and the
/// vocabulary's other nutrients (SPEC 14) as the `nutrients` object — with one schema: how
/// they are read (each a non-negative figure, calories required where the type requires it),
/// written (in this order, absent ones left out, `nutrients` right after `fats`) and decoded
/// on the fast path, and what they add up to.
public struct MacroFields: Equatable, Sendable {
    public var calories: Double?
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    /// The vocabulary's other nutrients; absent ones unknown.
    public var nutrientValues: NutrientValues

    public init(calories: Double?, protein: Double? = nil, carbohydrates: Double? = nil, fats: Double? = nil,
                nutrientValues: NutrientValues = .unknown) {
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        self.nutrientValues = nutrientValues
    }

    /// Reads the four members of `object` and, unless `withNutrients` is false (goals keep
    /// limits instead), its `nutrients`; `calories` must be there when `requiringCalories`.
    init(reading object: inout ObjectReader, requiringCalories: Bool, withNutrients: Bool = true) throws(FieldError) {
        self.init(calories: requiringCalories ? try object.number("calories", .nonNegative)
                                              : try object.optionalNumber("calories", .nonNegative),
                  protein: try object.optionalNumber("protein", .nonNegative),
                  carbohydrates: try object.optionalNumber("carbohydrates", .nonNegative),
                  fats: try object.optionalNumber("fats", .nonNegative),
                  nutrientValues: withNutrients ? try object.optionalNutrients("nutrients") : .unknown)
    }

    /// Writes the members present, in canonical order.
    func writeMembers(to writer: inout some JSONSink) {
        writer.member("calories", ifPresent: calories)
        writer.member("protein", ifPresent: protein)
        writer.member("carbohydrates", ifPresent: carbohydrates)
        writer.member("fats", ifPresent: fats)
        nutrientValues.writeMember("nutrients", to: &writer)
    }

    /// Every figure × `factor`, rounded as the journal keeps figures; unknown ones stay unknown.
    public func scaledForJournal(by factor: Double) -> MacroFields {
        func scaled(_ value: Double) -> Double { FoodItem.roundedForJournal(value * factor) }
        return MacroFields(calories: calories.map(scaled), protein: protein.map(scaled),
                           carbohydrates: carbohydrates.map(scaled), fats: fats.map(scaled),
                           nutrientValues: nutrientValues.scaledForJournal(by: factor))
    }

    /// The figures, missing ones as 0.
    public var nutrients: Nutrients {
        Nutrients(calories: calories ?? 0, protein: protein ?? 0, carbohydrates: carbohydrates ?? 0, fats: fats ?? 0)
    }
}

/// A value that carries the four figures, calories always: foods, items, ingredients.
public protocol MacroCarrying {
    var calories: Double { get }
    var protein: Double? { get }
    var carbohydrates: Double? { get }
    var fats: Double? { get }
    /// The vocabulary's other nutrients; absent ones unknown.
    var nutrientValues: NutrientValues { get }
}

extension MacroCarrying {
    /// The four figures as one value.
    public var macros: MacroFields {
        MacroFields(calories: calories, protein: protein, carbohydrates: carbohydrates, fats: fats,
                    nutrientValues: nutrientValues)
    }

    /// The figures, missing macros as 0.
    public var nutrients: Nutrients { macros.nutrients }
}
