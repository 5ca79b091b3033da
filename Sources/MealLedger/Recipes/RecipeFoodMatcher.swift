/// Finds the database food an ingredient phrase names, with how sure the match is.
///
/// Recipes and SR28 name foods differently: a recipe's "chicken breast" is raw, boneless
/// meat, its "black beans" come from a can, its "butter" is the everyday salted kind. So a
/// short table of the foods recipes name most often comes first, chosen by hand from SR28;
/// every other name goes to the ranked search, preferring the raw form of a food unless the
/// phrase says it is cooked, canned or otherwise prepared.
struct RecipeFoodMatcher {
    /// A food found for a phrase.
    struct Match: Equatable {
        var food: Food
        /// 0…1: the search score, or `staplesConfidence` for a hand-chosen food.
        var confidence: Double
    }

    /// How sure a hand-chosen staple is: the food is right, but a recipe's variety may differ.
    static let staplesConfidence = 0.95
    /// Below this search score, a match that misses some of the phrase's words is no match.
    static let partialMatchFloor = 0.45
    /// Candidates within this share of the best score count as equally good before preferring raw foods.
    static let nearBestShare = 0.85

    /// Recipe names (lower case, singular) and the SR28 food each means.
    static let staples: [String: String] = [
        "chicken breast": "05062", "chicken": "05062", "chicken thigh": "05096", "ground beef": "23567",
        "beef mince": "23567", "minced beef": "23567", "ground turkey": "05305", "bacon": "10123",
        "salmon": "15236", "salmon fillet": "15236", "shrimp": "15270", "prawn": "15270", "tuna": "15121",
        "egg": "01123", "milk": "01077", "whole milk": "01077", "butter": "01001", "unsalted butter": "01145",
        "cheddar": "01009", "cheddar cheese": "01009", "parmesan": "01033", "parmesan cheese": "01033",
        "mozzarella": "01026", "mozzarella cheese": "01026", "cream cheese": "01017", "heavy cream": "01053",
        "whipping cream": "01053", "heavy whipping cream": "01053", "sour cream": "01056",
        "greek yogurt": "01256", "yogurt": "01116", "plain yogurt": "01116", "feta": "01019",
        "feta cheese": "01019", "ricotta": "01036", "ricotta cheese": "01036", "half and half": "01049",
        "flour": "20081", "all-purpose flour": "20081", "all purpose flour": "20081", "plain flour": "20081",
        "sugar": "19335", "white sugar": "19335", "granulated sugar": "19335", "brown sugar": "19334",
        "salt": "02047", "kosher salt": "02047", "sea salt": "02047", "pepper": "02030", "black pepper": "02030",
        "olive oil": "04053", "vegetable oil": "04044", "canola oil": "04582", "oil": "04044",
        "garlic": "11215", "garlic clove": "11215", "onion": "11282", "yellow onion": "11282",
        "white onion": "11282", "carrot": "11124", "celery": "11143", "celery stalk": "11143",
        "tomato": "11529", "potato": "11352", "sweet potato": "11507", "red bell pepper": "11821",
        "bell pepper": "11821", "red pepper": "11821", "green bell pepper": "11333", "green pepper": "11333",
        "broccoli": "11090", "spinach": "11457", "baby spinach": "11457", "lettuce": "11252",
        "romaine": "11251", "romaine lettuce": "11251", "kale": "11233", "mushroom": "11260",
        "zucchini": "11477", "corn": "11167", "pea": "11304", "green pea": "11304", "rice": "20044",
        "white rice": "20044", "long grain rice": "20044", "brown rice": "20036", "pasta": "20120",
        "spaghetti": "20120", "penne": "20120", "macaroni": "20120", "oat": "08120", "rolled oat": "08120",
        "oatmeal": "08120", "bread": "18069", "black bean": "16018", "kidney bean": "16034",
        "chickpea": "16359", "garbanzo bean": "16359", "lentil": "16069", "tofu": "16126", "firm tofu": "16126",
        "peanut butter": "16098", "almond": "12061", "walnut": "12155", "honey": "19296",
        "maple syrup": "19353", "soy sauce": "16124", "lemon juice": "09152", "lime juice": "09160",
        "lemon": "09150", "banana": "09040", "apple": "09003", "baking powder": "18369",
        "baking soda": "18372", "vanilla": "02050", "vanilla extract": "02050", "cinnamon": "02010",
        "cumin": "02014", "paprika": "02028", "chili powder": "02009", "oregano": "02027",
        "dried oregano": "02027", "basil": "02044", "basil leaf": "02044", "parsley": "11297",
        "cilantro": "11165", "ginger": "11216", "chicken stock": "06172", "chicken broth": "06172",
        "tomato sauce": "11549", "diced tomato": "11531", "canned tomato": "11531", "coconut milk": "12117",
        "water": "14411", "cider vinegar": "02048", "apple cider vinegar": "02048", "mayonnaise": "04025",
        "ketchup": "11935", "mustard": "02046", "cornstarch": "20027", "avocado": "09037",
        "cucumber": "11205", "jalapeno": "11979", "jalapeño": "11979", "green onion": "11291",
        "scallion": "11291", "spring onion": "11291", "cocoa powder": "19165", "cocoa": "19165",
        "yeast": "18375", "dry yeast": "18375", "quinoa": "20035", "flour tortilla": "18364",
        "tortilla": "18364", "couscous": "20028", "flaxseed": "12220", "cooked rice": "20045",
        "cooked white rice": "20045", "cooked brown rice": "20037", "ground cumin": "02014",
        "ground cinnamon": "02010", "ground black pepper": "02030", "ground ginger": "02021",
        "cumin seed": "02014", "rice vinegar": "02048", "vinegar": "02048", "crushed tomato": "11531",
    ]

    /// Qualifiers dropped for a second try when the whole name finds nothing: "ground cardamom" → "cardamom".
    static let droppableQualifiers: Set<String> = ["ground", "dried", "whole", "frozen", "dry", "plain", "white"]
    /// How much a match found only after dropping qualifiers counts.
    static let qualifierDroppedFactor = 0.9
    /// How much a match found from the last word alone counts: the food may be another variety.
    static let headNounOnlyFactor = 0.7
    /// The score the last word alone must reach: "love" must not find "Chocolate Lovers" cookies.
    static let headNounOnlyFloor = 0.5

    /// Words that say a food is not raw, so the raw form is not preferred.
    static let preparedWords: Set<String> = [
        "cooked", "boiled", "roasted", "baked", "fried", "grilled", "canned", "steamed", "toasted", "dried",
        "dry", "smoked", "frozen", "braised", "stewed", "broiled", "sauteed", "powder", "ground", "juice",
    ]

    let database: FoodDatabase

    /// The food `name` (cleaned food words, as `IngredientPhrase.food`) means, or nil when none fits.
    func match(_ name: String, preferCanned: Bool = false) -> Match? {
        if let found = matchName(name, preferCanned: preferCanned) { return found }
        let words = name.split(separator: " ").map(String.init)
        let kept = words.filter { !Self.droppableQualifiers.contains($0) }
        if !kept.isEmpty, kept.count < words.count,
           var found = matchName(kept.joined(separator: " "), preferCanned: preferCanned) {
            found.confidence *= Self.qualifierDroppedFactor
            return found
        }
        // The head noun alone: "dijon mustard" is mustard, "sriracha sauce" some sauce.
        if words.count > 1, let last = words.last, last.count >= 3,
           var found = matchName(last, preferCanned: preferCanned), found.confidence >= Self.headNounOnlyFloor {
            found.confidence *= Self.headNounOnlyFactor
            return found
        }
        return nil
    }

    private func matchName(_ name: String, preferCanned: Bool) -> Match? {
        guard !name.isEmpty else { return nil }
        var staple: Food?
        for key in Self.lookupKeys(name) where staple == nil {
            if let id = Self.staples[key] { staple = database.food(id: id) }
        }
        let isCanned = { (food: Food) in food.description.lowercased().contains("canned") }
        if let staple, !preferCanned || isCanned(staple) {
            return Match(food: staple, confidence: Self.staplesConfidence)
        }
        // "1 can tomatoes" means canned ones.
        if preferCanned, let canned = database.search(name + " canned", limit: 1).first, canned.matchesAllWords,
           canned.score >= Self.partialMatchFloor {
            return Match(food: canned.food, confidence: min(1, canned.score))
        }
        if let staple { return Match(food: staple, confidence: Self.staplesConfidence) }
        let results = database.search(name, limit: 25)
        guard let best = results.first else { return nil }
        if !best.matchesAllWords, best.score < Self.partialMatchFloor { return nil }
        let words = Set(FoodSearchIndex.words(in: name))
        let wantsPrepared = !words.isDisjoint(with: Self.preparedWords)
        let nearBest = results.prefix { $0.matchesAllWords == best.matchesAllWords && $0.score >= best.score * Self.nearBestShare }
        var chosen = best
        if !wantsPrepared, let raw = nearBest.first(where: { Self.isRaw($0.food) }) {
            chosen = raw
        }
        return Match(food: chosen.food, confidence: min(1, chosen.score))
    }

    /// The name as given, then with its last word singular ("black beans" → "black bean").
    static func lookupKeys(_ name: String) -> [String] {
        var words = name.split(separator: " ").map(String.init)
        guard let last = words.last else { return [] }
        words[words.count - 1] = HouseholdMeasure.singularized(last)
        let singular = words.joined(separator: " ")
        return singular == name ? [name] : [name, singular]
    }

    /// Whether SR28 describes the food as raw.
    static func isRaw(_ food: Food) -> Bool {
        food.description.lowercased().split(separator: ",").contains { $0.trimmingCharacters() == "raw" }
    }
}
