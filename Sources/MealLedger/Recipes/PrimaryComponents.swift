/// The primary protein and primary carb of a meal, worked out from its ingredients.
///
/// A meal built from a recipe, database foods or logged entries gets, unless given, the
/// ingredient contributing the most protein as its primary protein and the one contributing
/// the most carbohydrates as its primary carb, so `ledger meals --protein chicken --carb rice`
/// finds it. Only a food whose group makes a meal's main part counts: meat, fish, eggs, beans,
/// cheese and nuts for protein (never rice), grains, bread, potatoes, fruit and beans for carbs
/// (never sugar, spices or fats); other ingredients count by the share of energy. The name used is short and general, the food's head word in SR28, singular and
/// lower case: "Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw" is
/// "chicken", "Rice, white, long-grain, regular, raw, enriched" is "rice", "Fish, salmon,
/// Atlantic, farmed, raw" is "salmon". An ingredient with no database food uses its own name
/// up to the first comma, lower case.
public enum PrimaryComponents {
    /// SR28 heads that name a category, after which the next segment names the food.
    static let categoryHeads: Set<String> = [
        "fish", "crustaceans", "mollusks", "spices", "beverages", "nuts", "seeds", "cereals", "leavening agents",
        "candies", "snacks", "soup", "tomato products", "salad dressing", "syrups", "game meat", "cheese food",
    ]

    /// The ingredients contributing the most protein and the most carbohydrates, by short name;
    /// nil where no ingredient contributes any.
    public static func suggest(for ingredients: [Ingredient], database: FoodDatabase = .embedded)
        -> (protein: String?, carb: String?) {
        var protein: (name: String, grams: Double)?
        var carb: (name: String, grams: Double)?
        for ingredient in ingredients {
            let kind = ingredient.foodId.flatMap(database.food(id:)).map(FoodKind.of)
            if let grams = ingredient.protein, grams > (protein?.grams ?? 0), canBeProtein(ingredient, kind: kind) {
                protein = (shortName(of: ingredient, database: database), grams)
            }
            if let grams = ingredient.carbohydrates, grams > (carb?.grams ?? 0), canBeCarb(ingredient, kind: kind) {
                carb = (shortName(of: ingredient, database: database), grams)
            }
        }
        return (protein?.name, carb?.name)
    }

    /// The share of an ingredient's energy its protein (4 kcal/g) must give to be a main protein
    /// when no food group says so (an AI reply's "grilled tofu").
    static let proteinEnergyShare = 0.2
    /// The same for carbohydrates.
    static let carbEnergyShare = 0.4

    /// A database food by its group ("rice" is never a protein, however many grams); any other
    /// ingredient by the share of its energy that protein gives.
    private static func canBeProtein(_ ingredient: Ingredient, kind: FoodKind?) -> Bool {
        if let kind { return kind.canBePrimaryProtein }
        guard ingredient.calories > 0, let protein = ingredient.protein else { return false }
        return protein * 4 / ingredient.calories >= proteinEnergyShare
    }

    private static func canBeCarb(_ ingredient: Ingredient, kind: FoodKind?) -> Bool {
        if let kind { return kind.canBePrimaryCarb }
        guard ingredient.calories > 0, let carbohydrates = ingredient.carbohydrates else { return false }
        return carbohydrates * 4 / ingredient.calories >= carbEnergyShare
    }

    /// The short name of an ingredient: its database food's head word, else its own name.
    public static func shortName(of ingredient: Ingredient, database: FoodDatabase = .embedded) -> String {
        if let id = ingredient.foodId, let food = database.food(id: id) { return shortName(of: food) }
        let head = ingredient.name.split(separator: ",", maxSplits: 1).first.map(String.init) ?? ingredient.name
        let trimmed = head.trimmingCharacters().lowercased()
        return trimmed.isEmpty ? ingredient.name.lowercased() : trimmed
    }

    /// "Chicken, broilers or fryers, breast, …" → "chicken"; "Fish, salmon, Atlantic, …" → "salmon".
    public static func shortName(of food: Food) -> String {
        let segments = food.description.split(separator: ",").map { segment in
            let text = segment.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first ?? segment
            return text.trimmingCharacters().lowercased()
        }.filter { !$0.isEmpty }
        guard var head = segments.first else { return food.description.lowercased() }
        // "Fish, salmon" is salmon; "Fish, NFS" and "Fish, NS as to type" are fish.
        if categoryHeads.contains(head), segments.count > 1, segments[1] != "nfs", !segments[1].hasPrefix("ns as to") {
            head = segments[1]
        }
        if head.hasPrefix("ground "), head.split(separator: " ").count == 2 { head = String(head.dropFirst(7)) }
        if food.table == .fndds {
            // An as-eaten dish is named by what it is mostly made of: "Chicken curry with rice" → "chicken".
            for joiner in [" with ", " and ", " or ", " in "] {
                if let cut = head.range(of: joiner) { head = String(head[..<cut.lowerBound]) }
            }
            let kind = FoodKind.of(food)
            if kind.canBePrimaryProtein || [.grain, .pasta].contains(kind), let first = head.split(separator: " ").first,
               head.split(separator: " ").count > 1, !["sweet", "brown", "white", "wild", "whole", "green", "red"].contains(first) {
                head = String(first)
            }
        }
        var words = head.split(separator: " ").map(String.init)
        if let last = words.last { words[words.count - 1] = HouseholdMeasure.singularized(last) }
        return words.joined(separator: " ")
    }
}
