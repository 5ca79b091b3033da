/// Weighs an amount of a food: `2 cup` of flour, `3 clove` of garlic, `1 piece` of salmon fillet.
///
/// Only a measure that means the unit asked for is used: a weight converts exactly; a volume
/// through the food's own cup, tablespoon or teaspoon weight, else a density for its kind; a
/// count through a measure of the same thing (a clove, a link, a fillet, a medium one), else a
/// standard weight. An unrelated measure (the food's "1 package" for "1 slice") is never used:
/// when nothing fits, the weight is a standard one and flagged.
enum IngredientWeigher {
    /// How the grams were found.
    enum Basis: Equatable {
        /// From the unit itself or a measure of the food that means it.
        case measured
        /// From a standard size, a density or a count weight of a related unit.
        case estimated
        /// From a typical portion of the food, because nothing else gave the unit a weight.
        case guessed
    }

    static let massGrams: [String: Double] = ["g": 1, "kg": 1000, "oz": 28.349523125, "lb": 453.59237]
    static let volumeMillilitres: [String: Double] = [
        "tsp": 4.92892159375, "tbsp": 14.78676478125, "fl oz": 29.5735295625, "cup": 236.5882365,
        "pint": 473.176473, "quart": 946.352946, "gallon": 3785.411784, "ml": 1, "l": 1000,
    ]
    /// Units that never mean "one of it", so a count is never weighed through them.
    static let nonCountUnits: Set<String> = [
        "g", "kg", "oz", "lb", "cup", "tbsp", "tsp", "fl oz", "ml", "l", "pint", "quart", "gallon", "package",
        "serving", "cubic inch", "can", "container", "jar", "bag", "box", "bottle", "pat", "stick", "packet",
        "piece (5-1/2\" x 1-1/2\" x 1/2\")", "unit", "cup,", "lb", "dash", "carton",
    ]
    /// Containers whose usual contents a recipe means too (not a package, whose size varies
    /// from a bag of crisps to a pound of pasta).
    static let everydayContainers: Set<String> = ["punnet", "handful", "pot", "tub"]
    /// Units meaning one whole item, tried when the phrase's own noun has no measure.
    static let countUnits = ["piece", "each", "whole", "item", "medium", "fruit", "large", "small"]
    /// Size words and how much of a medium one each is, when SR28 lists no such size.
    static let sizeShares: [String: Double] = ["small": 0.75, "medium": 1, "large": 1.25, "extra large": 1.4, "jumbo": 1.5]

    /// Grams of `quantity` `unit`s of `food`, or nil only for a unit this weigher does not know at all.
    ///
    /// `nouns` are the phrase's food words ("salmon", "fillet"), used to find a count measure of
    /// the same thing; `preparation` words ("shredded", "packed") pick among a food's cups.
    static func grams(_ quantity: Double, _ unit: String, of food: Food, nouns: [String] = [],
                      preparation: Set<String> = []) -> (grams: Double, basis: Basis) {
        let kind = FoodKind.of(food)
        if let perUnit = massGrams[unit] { return (quantity * perUnit, .measured) }
        if let millilitres = volumeMillilitres[unit] ?? FoodPortions.millilitresPerLooseUnit[unit] {
            let basis: Basis = volumeMillilitres[unit] == nil ? .estimated : .measured
            if let perMillilitre = gramsPerMillilitre(food, preparation: preparation, asked: unit) {
                return (quantity * millilitres * perMillilitre, basis)
            }
            return (quantity * millilitres * FoodPortions.density(of: kind), .estimated)
        }
        if let measure = measure(named: unit, of: food, preparation: preparation) {
            return (quantity * gramsPerCount(measure), .measured)
        }
        if let share = sizeShares[unit] {
            // "1 Potato medium (2-1/4\" to 3-1/4\" dia)": SR28 names the size after the food.
            if let sized = food.measures.first(where: { measure in
                let words = RecipeTokenizer.letterWords(measure.description)
                return words.prefix(3).contains(unit) && !nonCountUnits.contains(measure.unit)
            }) {
                return (quantity * sized.gramsPerUnit, .measured)
            }
            if let count = countMeasure(of: food, nouns: nouns) {
                let base = count.unit == "large" ? count.gramsPerUnit / 1.25 : count.unit == "small" ? count.gramsPerUnit / 0.75 : count.gramsPerUnit
                return (quantity * base * share, .estimated)
            }
        }
        if ["piece", "each", "whole", "item", "fruit"].contains(unit), let count = countMeasure(of: food, nouns: nouns) {
            return (quantity * gramsPerCount(count), .measured)
        }
        switch unit {
        case "head":
            if let clove = measure(named: "clove", of: food, preparation: []) { return (quantity * clove.gramsPerUnit * 12, .estimated) }
            if let bunch = measure(named: "bunch", of: food, preparation: []) { return (quantity * bunch.gramsPerUnit, .estimated) }
        case "bunch":
            if let head = measure(named: "head", of: food, preparation: []) { return (quantity * head.gramsPerUnit, .estimated) }
            if kind != .herb, let count = countMeasure(of: food, nouns: nouns), count.gramsPerUnit <= 40 {
                return (quantity * count.gramsPerUnit * 8, .estimated)
            }
            if kind != .herb { return (quantity * 200, .estimated) }
        case "stick":
            if let stalk = measure(named: "stalk", of: food, preparation: []) { return (quantity * stalk.gramsPerUnit, .measured) }
        case "ball", "block", "sheet", "fillet", "link", "steak", "breast", "thigh", "chop", "bun", "roll", "nest":
            if let count = countMeasure(of: food, nouns: nouns + [unit]) { return (quantity * gramsPerCount(count), .estimated) }
        case "slice":
            return (quantity * (kind == .bread ? 30 : kind == .meat ? 25 : 20), .estimated)
        case "ear":
            return (quantity * 100, .estimated)
        default:
            break
        }
        if let standard = FoodPortions.standardGrams(of: unit, food: food, kind: kind) {
            return (quantity * standard, .estimated)
        }
        // A punnet, a handful, a pot, a tub: their usual contents, as eaten and as bought alike.
        if Self.everydayContainers.contains(unit), let grams = EatenPortion.everydayDefaults[unit]?.grams {
            return (quantity * grams, .estimated)
        }
        // Nothing means this unit for this food: one typical portion per unit, never an unrelated measure.
        return (quantity * FoodPortions.mealPortion(of: food, kind: kind).grams, .guessed)
    }

    /// Grams per millilitre from the food's own volume measures, preferring the plainest cup.
    static func gramsPerMillilitre(_ food: Food, preparation: Set<String>, asked: String? = nil) -> Double? {
        for unit in [asked].compactMap({ $0 }) + ["cup", "tbsp", "tsp", "fl oz", "ml", "l", "pint", "quart"] {
            if let measure = measure(named: unit, of: food, preparation: preparation), let millilitres = volumeMillilitres[unit] {
                return measure.gramsPerUnit / millilitres
            }
        }
        return nil
    }

    /// Words in a measure description that describe a different state of the food than the
    /// phrase's, unless the phrase says so: "1 cup, whipped" is not a cup of liquid cream.
    static let transformedWords = ["whipped", "melted", "mashed", "pureed", "crumbs", "packed", "crushed", "ground", "cooked", "in shell", "yields"]

    /// The food's measure for `unit`, the one fitting the phrase's preparation best.
    static func measure(named unit: String, of food: Food, preparation: Set<String>) -> HouseholdMeasure? {
        // "1 individual pie" is a pie too.
        let candidates = food.measures.filter { measure in
            measure.unit == unit || UnitTable.unit(measure.unit) == unit
                || measure.description.lowercased().hasPrefix("individual " + unit)
        }
        guard !candidates.isEmpty else { return nil }
        func score(_ measure: HouseholdMeasure) -> Int {
            // "cup, fluid (yields 2 cups whipped)" is a cup of the fluid: what is in parentheses only explains it.
            let text = String(measure.description.lowercased().split(separator: "(").first ?? "")
            var score = text.trimmingCharacters() == unit ? 1 : 0
            if text.contains("medium") { score += 1 }
            // "a pie" is one person's: "1 individual pie", not "1 pie, any size" (a whole one).
            if text.contains("individual") { score += 2 }
            for word in preparation where word.count > 3 && text.contains(word) { score += 3 }
            for word in transformedWords where text.contains(word) && !preparation.contains(word)
                && !(word == "packed" && text.contains("not packed")) {
                score -= 2
            }
            return score
        }
        var best = candidates[0]
        for candidate in candidates.dropFirst() where score(candidate) > score(best) { best = candidate }
        return best
    }

    /// The grams one counted `measure` stands for. SR28 weighs a large fish's fillet and a
    /// bird's breast as a half (".5 fillet" of salmon or halibut, 198 g; ".5 breast, bone and skin
    /// removed"): a side of the fish or the whole breast, of which a cook's or a diner's "fillet"
    /// and "breast" are the half ("1 salmon fillet" was 396 g). Other measures, a unit's worth.
    static func gramsPerCount(_ measure: HouseholdMeasure) -> Double {
        halvedCounts.contains(measure.unit) && measure.amount == 0.5 ? measure.grams : measure.gramsPerUnit
    }

    /// Units SR28 gives as a half of a whole that people count as one.
    static let halvedCounts: Set<String> = ["fillet", "breast"]

    /// A measure whose description counts the phrase's noun ("oz, 2 links" of breakfast sausage,
    /// 56 g), as that many of it: one link is 28 g, not two ounces' worth of guess.
    static func countedInDescription(_ food: Food, nouns: Set<String>) -> HouseholdMeasure? {
        for measure in food.measures where measure.grams > 0 {
            let words = measure.description.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" })
            for index in words.indices.dropFirst() {
                let noun = HouseholdMeasure.singularized(String(words[index]))
                if nouns.contains(noun), let count = Double(words[index - 1]), count > 0 {
                    return HouseholdMeasure(amount: count, unit: noun, grams: measure.grams, description: measure.description)
                }
            }
        }
        return nil
    }

    /// A measure meaning one of the food: one named by a phrase noun ("fillet", "link"), then
    /// a generic or medium one, then one named by the food's own head word ("1 banana").
    static func countMeasure(of food: Food, nouns: [String]) -> HouseholdMeasure? {
        let singularNouns = nouns.map { HouseholdMeasure.singularized($0.lowercased()) }
        let named = food.measures.filter { singularNouns.contains($0.unit) && !nonCountUnits.contains($0.unit) }
        if let medium = named.first(where: { $0.description.lowercased().contains("medium") }) ?? named.first { return medium }
        if let counted = countedInDescription(food, nouns: Set(singularNouns)) { return counted }
        for unit in countUnits {
            let same = food.measures.filter { $0.unit == unit }
            if let plain = same.first(where: { !$0.description.lowercased().contains("yield") }) ?? same.first { return plain }
        }
        let headWords = Set((food.description.split(separator: ",").first ?? "").lowercased()
            .split(separator: " ").map { HouseholdMeasure.singularized(String($0)) })
        let own = food.measures.filter { headWords.contains($0.unit) }
        if let medium = own.first(where: { $0.description.lowercased().contains("medium") }) ?? own.first { return medium }
        return food.measures.first { measure in
            !nonCountUnits.contains(measure.unit) && !volumeMillilitres.keys.contains(measure.unit)
                && !["slice", "tbsp", "tsp", "cubic inch", "serving", "nlea serving", "wedge", "leaf", "strip", "spear",
                     "sprig", "floweret", "ring", "stalk", "sprout", "bunch", "head"].contains(measure.unit)
                && !measure.description.lowercased().contains("yield")
        }
    }
}
