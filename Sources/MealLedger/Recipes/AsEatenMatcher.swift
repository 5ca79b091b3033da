/// Finds the food a phrase names by ranking both tables' own descriptions, reading the phrase
/// as eaten or as bought (SPEC 13).
///
/// The search (`FoodDatabase.search`) scores how well a description holds the phrase's words;
/// this ranks its candidates again by how plain a form of the food each is for the reading:
/// - as eaten, the as-eaten table (FNDDS) comes first, and among its variants the plainest
///   for what a person eats: cooked without added fat, sauce or breading for what is eaten
///   cooked, raw for what is eaten raw (fruit, salad leaves, nuts); "NS as to …", restaurant,
///   fried, canned, dry and baby-food variants only when the phrase asks for them;
/// - as bought, SR28 comes first and its raw form.
///
/// The phrase's head noun (its last food word) must be in the food's own name, not only in a
/// qualifier. Words no description holds are corrected to the nearest table word (one edit for
/// short words, two for long ones), and regional names are rewritten first (`EatenFoodSynonyms`).
struct AsEatenMatcher {
    /// A food chosen for a phrase.
    struct Match {
        var food: Food
        /// 0…1: how sure the match is.
        var confidence: Double
        /// The words searched for, after synonyms and typo correction.
        var query: String
    }

    let database: FoodDatabase
    let vocabulary: TableVocabulary

    init(database: FoodDatabase, vocabulary: TableVocabulary = .embedded) {
        self.database = database
        self.vocabulary = vocabulary
    }

    /// How many candidates the search gives to be ranked again.
    static let candidateCount = 150
    /// A food from the other table than the reading's first: FNDDS for bought, SR28 for eaten.
    static let otherTableFactor = 0.85
    /// A corrected word costs this much of the confidence.
    static let correctionFactor = 0.9

    /// Variants of a food that are not its plainest form, with what each costs unless the
    /// phrase names one of its words. Matched on the description's lower-case text.
    static let variantCosts: [(markers: [String], askedBy: [String], factor: Double)] = [
        (["ns as to"], [], 0.93),
        ([", nfs"], [], 0.97),
        (["from restaurant", "fast food", "restaurant", "school lunch", "from school"], ["restaurant", "takeaway", "takeout", "fast"], 0.8),
        (["fat added", "made with oil", "made with butter", "made with margarine", "with oil", "with butter",
          "with margarine", "cooking spray", "animal fat"], ["oil", "butter", "margarine", "fat", "fried"], 0.86),
        (["fried", "coated", "breaded", "battered", "tempura"], ["fried", "fry", "coated", "breaded", "battered", "crispy", "tempura"], 0.75),
        (["canned", "frozen", "ready-to-heat", "ready-to-serve", "packaged", "from mix", "mix,", "instant", "dehydrated",
          "concentrate", "powder", "dry", "dried"], ["canned", "tinned", "frozen", "instant", "dried", "dry", "powder", "mix", "packet"], 0.78),
        (["baby", "toddler", "infant", "formula"], ["baby", "toddler", "infant", "formula"], 0.25),
        (["diet", "low fat", "lowfat", "reduced fat", "fat free", "nonfat", "light", "sugar free", "low sodium",
          "reduced sodium", "low calorie", "reduced calorie"], ["diet", "low", "reduced", "free", "nonfat", "light", "lite", "skim", "skimmed"], 0.9),
        (["with sauce", "gravy", "glazed", "with cheese", "sweetened", "with syrup", "marinade", "puerto rican", "mexican style",
          "with sugar"], ["sauce", "gravy", "glazed", "cheese", "sweetened", "syrup", "marinade", "puerto", "mexican", "sugar"], 0.9),
        (["skin eaten", "coating eaten"], ["skin"], 0.95),
        (["with milk"], ["milk", "latte", "white"], 0.93),
    ]

    /// The marks of a plain preparation, a small gain as eaten.
    static let plainMarkers = ["no added fat", "from raw", "cooked", "baked, broiled, or roasted", "boiled", "nfs", "plain",
                               "made with water", "brewed"]

    /// WWEIA categories and SR28 groups of foods eaten raw.
    static let eatenRawGroups: Set<String> = [
        "Apples", "Bananas", "Blueberries and other berries", "Citrus fruits", "Grapes", "Mango and papaya", "Melons",
        "Other fruits and fruit salads", "Peaches and nectarines", "Pears", "Pineapple", "Strawberries", "Dried fruits",
        "Lettuce and lettuce salads", "Tomatoes", "Nuts and seeds", "Fruits and Fruit Juices", "Nut and Seed Products",
        "Dairy and Egg Products", "Cheese", "Milk, whole", "Milk, reduced fat", "Milk, lowfat", "Milk, nonfat",
        "Olives, pickles, pickled vegetables", "Coleslaw, non-lettuce salads",
    ]

    /// Words that say how a food was cooked or served: they name the variant, not the food.
    static let preparationWords: Set<String> = [
        "cooked", "boiled", "baked", "roasted", "roast", "grilled", "broiled", "steamed", "stewed", "fried", "poached",
        "scrambled", "sauteed", "braised", "raw", "toasted", "mashed", "plain", "homemade", "home", "made",
        "leftover", "microwaved", "bbq", "barbecued", "smoked",
    ]

    /// The food `words` (food words of a phrase, any case) name under `reading`, or nil, also
    /// when a word is neither in the tables nor a typing error away from one: an unknown food
    /// is flagged for a person, never guessed from its other words.
    func match(_ words: String, reading: FoodReading) -> Match? {
        let query = correctedQuery(words)
        guard !query.words.isEmpty, query.unknown.isEmpty else { return nil }
        let text = query.words.joined(separator: " ")
        var results = database.search(text, limit: Self.candidateCount)
        guard !results.isEmpty else { return nil }
        let contentWords = query.words.filter { !Self.preparationWords.contains($0) && !FoodSearchIndex.stopWords.contains($0) }
        let head = contentWords.last ?? query.words.last!
        let headStem = FoodSearchIndex.stem(head)
        var fitting = results.filter { RecipeFoodMatcher.namesHead(headStem, $0.food) || Self.firstSegmentHolds(headStem, $0.food) }
        if fitting.isEmpty, contentWords.count > 1 {
            // The head alone ("sriracha sauce" is some sauce) when the whole name finds nothing.
            results = database.search(head, limit: Self.candidateCount)
            fitting = results.filter { RecipeFoodMatcher.namesHead(headStem, $0.food) }
            guard !fitting.isEmpty else { return nil }
            return best(of: fitting, query: query, reading: reading).map {
                Match(food: $0.food, confidence: $0.confidence * 0.6, query: text)
            }
        }
        guard !fitting.isEmpty else { return nil }
        return best(of: fitting, query: query, reading: reading).map {
            Match(food: $0.food, confidence: $0.confidence, query: text)
        }
    }

    /// Words of a description that name the plainest form of a food, or say nothing about it:
    /// they cost nothing when the phrase does not say them.
    static let neutralWords: Set<String> = [
        "cooked", "no", "added", "fat", "nfs", "ns", "as", "to", "from", "raw", "skin", "not", "eaten", "baked",
        "broiled", "or", "roasted", "boiled", "plain", "regular", "white", "made", "with", "water", "brewed", "fresh",
        "home", "recipe", "prepared", "all", "type", "types", "flavors", "varieties", "any", "and", "whole", "meat",
        "only", "lean", "the", "of", "in", "a", "ready", "drink", "to", "serve", "unsweetened", "medium", "fresh",
        "kernels", "cob", "edible", "portion", "without", "salt", "unsalted", "drained", "solids", "mature", "seeds",
        "style", "bone", "removed", "flesh", "commercial", "commercially", "purchased", "bakery", "enriched",
    ]

    /// The best candidate by score × preference, with a confidence.
    private func best(of candidates: [FoodMatch], query: CorrectedQuery,
                      reading: FoodReading) -> (food: Food, confidence: Double)? {
        let queryWords = query.words.filter { !FoodSearchIndex.stopWords.contains($0) }
        let words = queryWords.isEmpty ? query.words : queryWords
        let stems = Set(words.map(FoodSearchIndex.stem))
        let asked = Set(words)
        var scored: [(food: Food, fit: Double, value: Double)] = []
        for candidate in candidates {
            let fit = Self.fit(of: candidate.food, words: words, stems: stems)
            let value = fit * Self.preference(of: candidate.food, asked: asked, stems: stems, reading: reading)
            scored.append((candidate.food, fit, value))
        }
        scored.sort { left, right in
            if left.value != right.value { return left.value > right.value }
            if left.food.description.utf8.count != right.food.description.utf8.count {
                return left.food.description.utf8.count < right.food.description.utf8.count
            }
            return left.food.id < right.food.id
        }
        guard let chosen = scored.first, chosen.value > 0 else { return nil }
        var confidence = min(1, chosen.fit * 1.1)
        for _ in 0..<query.corrections { confidence *= Self.correctionFactor }
        // The phrase may mean any food ranked nearly as high: when those differ in energy, the
        // reading is a guess between them and asks for review.
        let rivals = scored.dropFirst().prefix { $0.value >= chosen.value * Self.rivalShare }
        if let chosenKcal = chosen.food.caloriesPer100g,
           rivals.contains(where: { rival in
               guard let kcal = rival.food.caloriesPer100g else { return false }
               return abs(kcal - chosenKcal) > Self.rivalEnergySpread * max(chosenKcal, 20)
           }) {
            confidence *= Self.ambiguityFactor
        }
        return (chosen.food, confidence)
    }

    /// Candidates within this share of the best one's value are its rivals.
    static let rivalShare = 0.9
    /// Rivals whose energy differs from the chosen food's by more than this share make it a guess.
    static let rivalEnergySpread = 0.2
    /// What a guess between rivals costs the confidence: below the review threshold.
    static let ambiguityFactor = 0.62

    /// How well `food`'s description holds the phrase's words, 0…1: each word found counts by
    /// the part of the description it is in (its first part names the food), the head noun
    /// must be in the food's own name, and each description word the phrase did not say costs
    /// unless it is neutral (`neutralWords`).
    static func fit(of food: Food, words: [String], stems: Set<String>) -> Double {
        let segments = food.description.lowercased().split(separator: ",").map { FoodSearchIndex.words(in: String($0)) }
        guard !segments.isEmpty, !words.isEmpty else { return 0 }
        let headIsCategory = FoodSearchIndex.categoryWords.contains(segments[0].first ?? "")
        var found = 0.0
        var usedStems: Set<String> = []
        for word in words {
            let stem = FoodSearchIndex.stem(word)
            var best = 0.0
            for (index, segment) in segments.enumerated() {
                let place = index == 0 || (index == 1 && headIsCategory) ? 1.0 : index == 1 ? 0.95 : 0.9
                for descriptionWord in segment {
                    let descriptionStem = FoodSearchIndex.stem(descriptionWord)
                    if descriptionStem == stem {
                        best = max(best, place)
                    } else if stem.count >= 4, descriptionWord.hasPrefix(stem) || stem.hasPrefix(descriptionStem) && descriptionStem.count >= 4 {
                        best = max(best, place * 0.8)
                    }
                }
            }
            if best > 0 { usedStems.insert(stem) }
            found += best
        }
        var value = found / Double(words.count)
        for (index, segment) in segments.enumerated() {
            for descriptionWord in segment {
                let stem = FoodSearchIndex.stem(descriptionWord)
                if stems.contains(stem) || usedStems.contains(where: { descriptionWord.hasPrefix($0) }) { continue }
                if neutralWords.contains(descriptionWord) || descriptionWord.allSatisfy(\.isNumber) { continue }
                if index == 0 && headIsCategory { continue }
                value *= index == 0 || (index == 1 && headIsCategory) ? 0.8 : 0.94
            }
        }
        return value
    }

    /// How plain a form of the food `food` is for `reading`, given the words the phrase asked for.
    static func preference(of food: Food, asked: Set<String>, stems: Set<String>, reading: FoodReading) -> Double {
        let description = food.description.lowercased()
        var factor = 1.0
        switch (reading, food.table) {
        case (.eaten, .sr28), (.bought, .fndds): factor *= otherTableFactor
        default: break
        }
        func asks(_ words: [String]) -> Bool {
            words.contains { asked.contains($0) || stems.contains(FoodSearchIndex.stem($0)) }
        }
        for variant in variantCosts {
            guard variant.markers.contains(where: { description.contains($0) }) else { continue }
            if !asks(variant.askedBy) { factor *= variant.factor }
        }
        let isRaw = description.split(separator: ",").contains { $0.trimmingCharacters() == "raw" }
        // A way of cooking or serving the phrase says, found in the description, is what was asked.
        let descriptionWords = Set(FoodSearchIndex.words(in: description))
        for word in asked where preparationWords.contains(word) && descriptionWords.contains(word) {
            factor *= 1.12
        }
        if reading == .eaten {
            if isRaw, !asks(["raw", "fresh", "salad", "uncooked", "sashimi", "tartare"]), !eatenRawGroups.contains(food.group) {
                factor *= 0.72
            }
            if !isRaw, eatenRawGroups.contains(food.group), !asks(cookingWords) && description.contains("cooked") {
                factor *= 0.85
            }
            if plainMarkers.contains(where: { description.contains($0) }) { factor *= 1.06 }
            if description.contains("no added fat") { factor *= 1.04 }
        } else if isRaw {
            factor *= 1.06
        }
        return factor
    }

    /// Words that ask for a cooked form.
    static let cookingWords = ["cooked", "boiled", "baked", "roasted", "grilled", "stewed", "fried", "steamed", "poached", "stewed"]

    /// Whether the first comma-separated segment of the description holds the stem.
    static func firstSegmentHolds(_ stem: String, _ food: Food) -> Bool {
        let first = food.description.lowercased().split(separator: ",").first.map(String.init) ?? ""
        return FoodSearchIndex.words(in: first).contains { FoodSearchIndex.stem($0) == stem }
    }

    /// The phrase's words after synonyms and typo correction.
    struct CorrectedQuery {
        var words: [String]
        var corrections: Int
        /// Words no description holds and none is near.
        var unknown: [String] = []
    }

    /// Lower-cased, synonyms rewritten, and each word no description holds corrected.
    func correctedQuery(_ words: String) -> CorrectedQuery {
        let lowered = FoodSearchIndex.words(in: words).joined(separator: " ")
        let rewritten = EatenFoodSynonyms.rewritten(lowered)
        var corrected: [String] = []
        var corrections = 0
        var unknown: [String] = []
        for word in FoodSearchIndex.words(in: rewritten) {
            if vocabulary.knows(word) || word.count < 4 || word.allSatisfy(\.isNumber) {
                corrected.append(word)
            } else if let nearest = vocabulary.nearest(to: word) {
                corrected.append(nearest)
                corrections += 1
            } else {
                corrected.append(word)
                if !FoodSearchIndex.stopWords.contains(word) { unknown.append(word) }
            }
        }
        return CorrectedQuery(words: corrected, corrections: corrections, unknown: unknown)
    }
}
