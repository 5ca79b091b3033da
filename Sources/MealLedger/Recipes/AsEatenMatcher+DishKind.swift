/// The kind of a dish the as-eaten table does not hold under the phrase's name: "okra curry",
/// "prawn curry", "potato curry" name a curry the survey has no row for, and the best-ranked
/// curry ("Beef curry", "Fish curry") names a food the phrase never said. The survey's own
/// food codes say which dish is of the same kind as the word it lacks: the food that word names
/// alone ("okra", a vegetable, code 7…) agrees with the vegetable dishes (7…), a meat or fish
/// (2…) with the mixed dishes of that meat (27…, whose fourth digit is the meat), a pulse (4…)
/// with the pulse dishes.
extension AsEatenMatcher {
    /// The words of `name` (the phrase's own name, before any joining word) besides its head,
    /// when the chosen food's description holds none of them and names a food word the phrase
    /// did not say: both, or the chosen food is no guess at another kind. Nil when the chosen
    /// food holds one of them ("Tuna salad sandwich" for "tuna sweetcorn sandwich"), or says
    /// nothing the phrase did not ("Vegetable curry" for "mixed veg curry").
    static func unnamedKind(in name: [String], head: String, of food: Food,
                            segments: [[(word: String, stem: String)]]) -> [String]? {
        guard food.table == .fndds else { return nil }
        let described = segments.joined()
        let nameStems = Set(name.map(FoodSearchIndex.stem))
        func holds(_ word: String) -> Bool {
            let start = wordStart(word)
            let stem = FoodSearchIndex.stem(word)
            return described.contains { $0.stem == stem || start.count >= 4 && $0.word.hasPrefix(start) }
        }
        let modifiers = name.filter { word in
            word != head && word.count > 2 && !word.allSatisfy(\.isNumber) && !kindNeutral(word)
        }
        // Every word of the kind lacking: "Tuna salad sandwich" holds the tuna of "tuna sweetcorn
        // sandwich", and is of the kind the phrase says.
        guard !modifiers.isEmpty, !modifiers.contains(where: holds) else { return nil }
        // The food's own name (its first part) says a food word the phrase did not.
        let saysOther = segments.first?.contains { entry in
            !kindNeutral(entry.word) && !nameStems.contains(entry.stem)
                && !name.contains { entry.word.hasPrefix(wordStart($0)) }
        } ?? false
        return saysOther ? modifiers : nil
    }

    /// Words that name no kind of food: preparations, joining words, the tables' neutral words.
    private static func kindNeutral(_ word: String) -> Bool {
        preparationWords.contains(word) || FoodSearchIndex.stopWords.contains(word) || neutralWords.contains(word)
            || headJoiningWords.contains(word) || formWords.contains(word)
    }

    /// How far the as-eaten dish with food code `dish` is of the kind of the food with code
    /// `food` (both FNDDS codes of eight digits): 2 for the same kind, 1 for another land
    /// animal's meat (or another fish) of a meat dish, 0 for none.
    /// - A meat, poultry or fish (2…) is the kind of the mixed dishes and sandwiches of that one
    ///   (27…: the fourth digit is 1 beef, 2 pork, 3 lamb or game, 4 poultry, 5 fish, as the
    ///   food's own code begins 21, 22, 23, 24, 26) and of its own group's foods; another land
    ///   animal's meat dish is of a near kind ("lamb burger" is a hamburger sooner than a veggie
    ///   burger), a fish's is not, nor the other way round.
    /// - A grain (5…) is the kind of its own group of grains only (56… cooked grains, not the
    ///   58… tacos and pizzas).
    /// - Eggs, pulses, fruit and vegetables are the kind of their major group's dishes.
    static func kindAgreement(of dish: String, with food: String) -> Int {
        let dishDigits = Array(dish.utf8), foodDigits = Array(food.utf8)
        let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        guard dishDigits.count == 8, foodDigits.count == 8, dishDigits.allSatisfy({ (zero...nine).contains($0) }),
              foodDigits.allSatisfy({ (zero...nine).contains($0) }), dishDigits[0] == foodDigits[0] else { return 0 }
        switch foodDigits[0] {
        case UInt8(ascii: "2"):
            if dishDigits[1] == foodDigits[1] { return 2 }
            if dishDigits[1] == UInt8(ascii: "7"), let meat = mixedDishMeat[foodDigits[1]], dishDigits[3] == meat { return 2 }
            // A fish is no near kind of a land animal's meat, nor that of a fish: "chicken
            // casserole" is no tuna casserole.
            let fishFood = foodDigits[1] == UInt8(ascii: "6")
            let fishDish = dishDigits[1] == UInt8(ascii: "6")
                || dishDigits[1] == UInt8(ascii: "7") && dishDigits[3] == UInt8(ascii: "5")
            return fishFood == fishDish ? 1 : 0
        case UInt8(ascii: "5"):
            return dishDigits[1] == foodDigits[1] ? 2 : 0
        default:
            return 2
        }
    }

    /// The second digit of a meat's code (21 beef, 22 pork, 23 lamb or game, 24 poultry, 26
    /// fish) and the fourth of its mixed dishes' (2711 beef with sauce, 2755 fish sandwich).
    private static let mixedDishMeat: [UInt8: UInt8] = [
        UInt8(ascii: "1"): UInt8(ascii: "1"), UInt8(ascii: "2"): UInt8(ascii: "2"), UInt8(ascii: "3"): UInt8(ascii: "3"),
        UInt8(ascii: "4"): UInt8(ascii: "4"), UInt8(ascii: "6"): UInt8(ascii: "5"),
    ]

    /// The candidates nearest in kind to the food with code `food` (`kindAgreement`): those
    /// of its very kind, else those of a near kind, else none.
    static func nearestInKind(_ candidates: [FoodMatch], to food: String) -> [FoodMatch] {
        let graded = candidates.map { ($0, kindAgreement(of: $0.food.id, with: food)) }
        guard let level = graded.map(\.1).max(), level > 0 else { return [] }
        return graded.filter { $0.1 == level }.map(\.0)
    }

    /// Whether an FNDDS code is a meat's, poultry's or fish's, or a dish of one (2…).
    static func isMeat(_ code: String) -> Bool {
        code.utf8.count == 8 && code.utf8.first == UInt8(ascii: "2")
    }

    /// Whether the food a lacking word names alone says a dish's kind: an as-eaten food whose
    /// name holds the word well (`kindFit`), of a group a dish is made of — meat, poultry or fish
    /// (2…), eggs (3…), pulses, nuts and seeds (4…), grains (5…), fruit (6…), vegetables (7…);
    /// not milk and cheese (1…), fats, oils and sauces (8…), sweets and drinks (9…): "butter" of
    /// "paneer butter masala" is no curry sauce.
    static func namesKind(_ match: Match) -> Bool {
        match.fit >= kindFit && isDishKindGroup(match.food)
    }

    /// Whether a food is an as-eaten one of a group a dish is made of (codes 2… to 7…).
    static func isDishKindGroup(_ food: Food) -> Bool {
        guard food.table == .fndds, let group = food.id.utf8.first else { return false }
        return (UInt8(ascii: "2")...UInt8(ascii: "7")).contains(group)
    }

    /// How well the name of the food a lacking word names alone must hold it to say the dish's
    /// kind: its confidence says how far its variants agree on energy, not whether it is a
    /// vegetable.
    static let kindFit = 0.8
}
