/// Reads a recipe with no network: phrases, quantities, units, foods from the embedded
/// database, grams and nutrition (SPEC 7).
///
/// Every phrase comes back, matched or not. Confidence per ingredient is the food match's
/// (0.95 for a hand-chosen staple, the search score otherwise), lowered when the amount had
/// to be assumed (× 0.6; × 0.9 for a seasoning "to taste", whose amount hardly matters), the
/// unit could not be converted for the food (× 0.6) or was estimated from a standard size
/// (× 0.85), or the quantity was a range (× 0.9); an unmatched phrase has 0. The recipe's
/// confidence is the mean over its ingredients, so one unmatched phrase in three brings it
/// below the 0.7 that asks for a review.
public struct OfflineRecipeParser: RecipeParser {
    static let assumedFactor = 0.6
    static let toTasteFactor = 0.9
    static let unitGuessedFactor = 0.6
    static let unitEstimatedFactor = 0.85
    static let rangeFactor = 0.9
    /// A standard US can (15 oz) when a recipe says "1 can" without a size and the food has no can measure.
    static let standardCanGrams = 425.0
    /// Grams per unit of units SR28 rarely lists, as shares of a teaspoon or fixed weights.
    static let teaspoonShares: [String: Double] = ["pinch": 1.0 / 16, "dash": 1.0 / 8, "drop": 1.0 / 76]

    let database: FoodDatabase
    private let matcher: RecipeFoodMatcher

    /// A parser over `database` (the embedded SR28 table by default).
    public init(database: FoodDatabase = .embedded) {
        self.database = database
        self.matcher = RecipeFoodMatcher(database: database)
    }

    public func parse(_ text: String) throws -> ParsedRecipe {
        let split = IngredientPhraseSplitter.split(text)
        guard !split.phrases.isEmpty else { throw RecipeError.noIngredients }
        let ingredients = split.phrases.map(parseIngredient)
        let confidence = ingredients.reduce(0) { $0 + $1.confidence } / Double(ingredients.count)
        var warnings: [String] = []
        if !split.ignoredLines.isEmpty {
            let count = split.ignoredLines.count
            warnings.append("ignored \(count) line\(count == 1 ? "" : "s") after the directions heading, starting '\(split.ignoredLines[0])'")
        }
        let unmatched = ingredients.filter { $0.flags.contains(.unmatched) }
        if !unmatched.isEmpty {
            let phrases = unmatched.map { "'\($0.phrase)'" }.joined(separator: ", ")
            warnings.append("no food matched \(phrases): kept with 0 kcal; edit the draft or drop the phrase")
        }
        return ParsedRecipe(parser: "offline", ingredients: ingredients,
                            confidence: FoodItem.roundedForJournal(confidence), warnings: warnings)
    }

    /// Reads, matches and weighs one phrase.
    public func parseIngredient(_ text: String) -> ParsedIngredient {
        let phrase = IngredientPhrase(text)
        guard let match = matcher.match(phrase.food, preferCanned: phrase.unit == "can") else {
            var flags: [IngredientFlag] = [.unmatched]
            if phrase.isRange { flags.append(.range) }
            return ParsedIngredient(phrase: text, name: phrase.food.isEmpty ? text : phrase.food,
                                    quantity: phrase.quantity ?? 1, unit: phrase.unit ?? "serving", calories: 0,
                                    source: .manual, flags: flags, confidence: 0)
        }
        let food = match.food
        var flags: [IngredientFlag] = []
        var confidence = match.confidence
        let quantity: Double
        let unit: String
        let grams: Double
        if let given = phrase.quantity, let givenUnit = phrase.unit {
            quantity = given
            unit = givenUnit
            if phrase.isRange {
                flags.append(.range)
                confidence *= Self.rangeFactor
            }
            if let packageGrams = phrase.packageGrams {
                grams = given * packageGrams
            } else if let perUnit = gramsPerUnit(givenUnit, of: food) {
                grams = given * perUnit
            } else if let perUnit = estimatedGramsPerUnit(givenUnit, of: food) {
                grams = given * perUnit
                flags.append(.unitEstimated)
                confidence *= Self.unitEstimatedFactor
            } else {
                grams = given * (food.measures.first?.gramsPerUnit ?? 100)
                flags.append(.unitGuessed)
                confidence *= Self.unitGuessedFactor
            }
        } else {
            let portion = assumedPortion(of: food, toTaste: phrase.toTaste)
            (quantity, unit, grams) = (portion.quantity, portion.unit, portion.grams)
            flags.append(.assumed)
            confidence *= phrase.toTaste ? Self.toTasteFactor : Self.assumedFactor
        }
        let share = grams / 100
        func scaled(_ value: Double?) -> Double? { value.map { FoodItem.roundedForJournal($0 * share) } }
        if food.caloriesPer100g == nil || food.proteinPer100g == nil || food.carbohydratesPer100g == nil
            || food.fatsPer100g == nil {
            flags.append(.missingMacros)
        }
        return ParsedIngredient(
            phrase: text, name: phrase.food, quantity: quantity, unit: unit, grams: FoodItem.roundedForJournal(grams),
            foodId: food.id, foodDescription: food.description, calories: scaled(food.caloriesPer100g) ?? 0,
            protein: scaled(food.proteinPer100g), carbohydrates: scaled(food.carbohydratesPer100g),
            fats: scaled(food.fatsPer100g), source: .database, flags: flags,
            confidence: FoodItem.roundedForJournal(min(1, max(0, confidence))))
    }

    /// Grams in one `unit` of `food`: its measures, then sizes and counts named in measure descriptions.
    func gramsPerUnit(_ unit: String, of food: Food) -> Double? {
        if let grams = food.gramsPerUnit(unit) { return grams }
        let measures = food.measures
        if UnitTable.sizeUnits.contains(unit),
           let measure = measures.first(where: { $0.description.lowercased().contains(unit) }) {
            return measure.gramsPerUnit
        }
        if ["piece", "each", "whole"].contains(unit) {
            // SR28 counts some foods by their own name: "1 Potato medium = 213 g", "1 banana".
            let head = food.description.split(separator: ",").first.map { $0.lowercased() } ?? ""
            let headWords = Set(head.split(separator: " ").map { HouseholdMeasure.singularized(String($0)) })
            if let measure = measures.first(where: { headWords.contains($0.unit) && $0.description.lowercased().contains("medium") })
                ?? measures.first(where: { headWords.contains($0.unit) }) {
                return measure.gramsPerUnit
            }
        }
        return nil
    }

    /// Grams per unit from a standard size, for units SR28 does not list for the food.
    func estimatedGramsPerUnit(_ unit: String, of food: Food) -> Double? {
        if let share = Self.teaspoonShares[unit], let teaspoon = food.gramsPerUnit("tsp") { return teaspoon * share }
        if unit == "can" { return Self.standardCanGrams }
        return nil
    }

    /// One typical portion: a dash or pinch for a seasoning to taste, else the food's first household measure.
    func assumedPortion(of food: Food, toTaste: Bool) -> (quantity: Double, unit: String, grams: Double) {
        if toTaste {
            if let dash = gramsPerUnit("dash", of: food) { return (1, "dash", dash) }
            if let teaspoon = food.gramsPerUnit("tsp") { return (1, "pinch", teaspoon / 16) }
        }
        if let measure = food.measures.first {
            return (1, measure.unit, measure.gramsPerUnit)
        }
        return (100, "g", 100)
    }
}
