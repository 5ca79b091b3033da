/// Typical amounts where a phrase gives none, and standard weights for units SR28 does not list.
///
/// The figures are ordinary one-person portions (USDA and NHS serving guides, rounded), chosen
/// per kind of food rather than per food, so a food never seen before still gets a sensible
/// amount: cooked meat or fish 150 g, a cup of cooked rice or grain, about 200 g of cooked pasta,
/// a slice of bread, 90 g of vegetables, a cup of leafy greens, one medium fruit, 30 g of
/// cheese, 2 tablespoons of a sauce, 1 tablespoon of fat.
enum FoodPortions {
    /// An amount: how it is shown and what it weighs.
    struct Portion: Equatable {
        var quantity: Double
        var unit: String
        var grams: Double
    }

    /// One meal portion of `food`; `plural` when the phrase named it in the plural ("eggs").
    static func mealPortion(of food: Food, kind: FoodKind, plural: Bool = false) -> Portion {
        func measure(_ unit: String, times count: Double = 1) -> Portion? {
            food.gramsPerUnit(unit).map { Portion(quantity: count, unit: unit, grams: $0 * count) }
        }
        switch kind {
        case .meat:
            let text = food.description.lowercased()
            if text.contains("bacon") { return measure("slice", times: 2) ?? grams(23) }
            if text.contains("ham") || text.contains("turkey, white, rotisserie") { return grams(56) }
            if text.contains("sausage") || text.contains("frankfurter") { return countPortion(food, count: 2) ?? grams(134) }
            return grams(150)
        case .seafood: return food.description.lowercased().contains("canned") ? grams(85) : grams(150)
        case .egg: return measure("large", times: plural ? 2 : 1) ?? grams(plural ? 100 : 50)
        case .legume:
            if food.description.lowercased().contains("tofu") || food.description.lowercased().contains("tempeh") {
                return grams(150)
            }
            return measure("cup", times: 0.5) ?? grams(120)
        case .nut: return grams(15)
        case .grain: return measure("cup") ?? grams(160)
        case .pasta: return grams(200)
        case .bread: return measure("slice") ?? countPortion(food, count: 1) ?? grams(30)
        case .breakfastCereal: return grams(30)
        case .potato: return measure("medium") ?? measure("potato medium") ?? grams(170)
        case .vegetable: return grams(90)
        case .leafyGreen: return measure("cup") ?? grams(40)
        case .fruit:
            if let count = countPortion(food, count: 1), count.grams <= 350 { return count }
            return measure("cup", times: 0.5) ?? grams(80)
        case .cheese:
            if food.description.lowercased().contains("parmesan") { return measure("tbsp", times: 2) ?? grams(10) }
            if food.description.lowercased().contains("cottage") { return grams(113) }
            return grams(30)
        case .milk: return measure("cup", times: 0.5) ?? grams(122)
        case .yogurt: return grams(170)
        case .cream: return measure("tbsp", times: 2) ?? grams(30)
        case .fat: return measure("tbsp") ?? grams(14)
        case .sauce:
            if food.description.lowercased().contains("pasta") { return measure("cup", times: 0.5) ?? grams(130) }
            return measure("tbsp", times: 2) ?? grams(30)
        case .condiment: return measure("tbsp") ?? grams(15)
        case .sweetener: return measure("tbsp") ?? grams(20)
        case .spice: return measure("tsp") ?? grams(2)
        case .herb: return measure("tbsp") ?? grams(4)
        case .soup: return measure("cup") ?? grams(245)
        case .drink: return measure("cup") ?? grams(240)
        case .snack: return grams(30)
        case .preparedDish: return countPortion(food, count: 1) ?? grams(250)
        case .flour, .other: return measure("tbsp") ?? grams(15)
        }
    }

    /// A small amount for a phrase whose amount hardly matters: a pinch of a seasoning "to
    /// taste", a tablespoon of oil "for frying" or of parsley "to garnish", a wedge of lemon.
    static func garnishPortion(of food: Food, kind: FoodKind) -> Portion {
        switch kind {
        // Every spice, and a condiment light enough to season with (the `where` is the condiment's,
        // on a line of its own, as the compiler asks).
        case .spice,
             .condiment where food.caloriesPer100g ?? 0 < 50:
            if let teaspoon = food.gramsPerUnit("tsp") { return Portion(quantity: 1, unit: "pinch", grams: teaspoon / 16) }
            return Portion(quantity: 1, unit: "pinch", grams: 0.4)
        case .fruit:
            if let wedge = food.measures.first(where: { $0.unit == "wedge" }) {
                return Portion(quantity: 1, unit: "wedge", grams: wedge.gramsPerUnit)
            }
            return Portion(quantity: 1, unit: "wedge", grams: 8)
        case .cheese: return food.gramsPerUnit("tbsp").map { Portion(quantity: 1, unit: "tbsp", grams: $0) } ?? grams(5)
        default:
            return food.gramsPerUnit("tbsp").map { Portion(quantity: 1, unit: "tbsp", grams: $0) } ?? grams(5)
        }
    }

    /// One of the food's own count measures ("1 link", "1 medium"), `count` times, if it has one.
    static func countPortion(_ food: Food, count: Double) -> Portion? {
        guard let measure = IngredientWeigher.countMeasure(of: food, nouns: []) else { return nil }
        return Portion(quantity: count, unit: "piece", grams: measure.gramsPerUnit * count)
    }

    static func grams(_ grams: Double) -> Portion {
        Portion(quantity: grams, unit: "g", grams: grams)
    }

    // MARK: - Standard weights

    /// Millilitres of units that are really small volumes, for foods without such a measure.
    static let millilitresPerLooseUnit: [String: Double] = [
        "drizzle": 14.8, "splash": 15, "glug": 15, "dash": 0.6, "pinch": 0.3, "drop": 0.05,
    ]

    /// Grams of one unit where neither the food nor a volume gives it: a knob of butter is
    /// about a tablespoon, a handful of leaves about 20 g, a sprig of a herb about 1 g.
    static func standardGrams(of unit: String, food: Food, kind: FoodKind) -> Double? {
        switch unit {
        case "knob": return food.gramsPerUnit("tbsp") ?? 14
        case "handful":
            switch kind {
            case .leafyGreen, .herb, .vegetable: return 20
            default: return 30
            }
        case "sprig": return 1
        case "leaf": return 0.5
        case "clove": return 3
        case "stalk", "rib": return 40
        case "bunch": return kind == .herb ? 40 : nil
        case "cube": return 4.5
        case "thumb": return 10
        case "piece", "each", "whole":
            // The zest of one citrus fruit, or an inch of a root such as ginger.
            let text = food.description.lowercased()
            if text.contains("peel") { return text.contains("orange") ? 6 : 4 }
            if text.contains("ginger") { return 10 }
            return nil
        default: return nil
        }
    }

    /// Grams per millilitre by kind, for a volume of a food SR28 gives no volume measure for.
    static func density(of kind: FoodKind) -> Double {
        switch kind {
        case .fat: 0.92
        case .milk, .cream, .yogurt, .drink, .soup, .sauce, .condiment, .sweetener: 1.03
        case .leafyGreen, .herb: 0.15
        case .cheese: 0.45
        case .grain, .pasta, .breakfastCereal, .nut, .spice, .snack, .flour, .other: 0.55
        default: 0.6
        }
    }
}
