/// Finds the database food an ingredient phrase names, with how sure the match is.
///
/// Recipes and SR28 name foods differently: a recipe's "chicken breast" is raw, boneless
/// meat, its "black beans" come from a can, its "butter" is the everyday salted kind. So the
/// lexicon of common foods (`RecipeFoodLexicon`) comes first; every other name goes to the
/// ranked search, which must find the phrase's head noun (its last word) in the food's own
/// name, not only in a qualifier ("single cream" is not cream of chicken soup), and prefers the
/// plain raw food unless the phrase says it is cooked, canned or otherwise prepared.
struct RecipeFoodMatcher {
    /// A food found for a phrase.
    struct Match: Equatable {
        var food: Food
        /// 0…1: how sure the match is.
        var confidence: Double
        /// The cooked form a dish means, when the lexicon knows one.
        var cookedFood: Food?
        /// True when the food came from the lexicon of common foods.
        var isCommonFood: Bool
    }

    /// How sure a lexicon food is: the food is right, but a recipe's variety may differ.
    static let lexiconConfidence = 0.95
    /// Each qualifier dropped to find a lexicon name costs this much.
    static let droppedQualifierFactor = 0.95
    /// Below this search score, a match that misses some of the phrase's words is no match.
    static let partialMatchFloor = 0.45
    /// Candidates within this share of the best score count as equally good before preferring raw foods.
    static let nearBestShare = 0.85
    /// A searched food is less sure than a lexicon one: SR28 names foods for nutritionists.
    static let searchedFactor = 0.85
    /// How much a match found from the last word alone counts: the food may be another variety.
    static let headNounOnlyFactor = 0.7
    /// The score the last word alone must reach: "love" must not find "Chocolate Lovers" cookies.
    static let headNounOnlyFloor = 0.5

    /// Words after a food naming the form it comes in, which the food's own name seldom holds:
    /// the lexicon's form words and a spice's or a herb's ("cinnamon sticks", "saffron threads").
    /// Not leaves: a plant's leaves are not its fruit ("lime leaves").
    static let trailingFormWords: Set<String> = RecipeFoodLexicon.formWords.subtracting(["leaves"]).union([
        "stick", "sticks", "pod", "pods", "thread", "threads", "cutlet", "cutlets", "stalk", "stalks", "sprig", "sprigs",
        "sheet", "sheets", "block", "blocks", "shell", "shells", "link", "links",
    ])

    /// Words that say a food is not raw, so the raw form is not preferred.
    static let preparedWords: Set<String> = [
        "cooked", "boiled", "roasted", "baked", "fried", "grilled", "canned", "steamed", "toasted", "dried",
        "dry", "smoked", "frozen", "braised", "stewed", "broiled", "sauteed", "powder", "ground", "juice",
    ]

    /// Each word mended from a typing error costs this much of the confidence.
    static let correctionFactor = 0.8

    let database: FoodDatabase
    /// Mends typing errors before a name is looked up; nil looks names up as written.
    var spelling: FoodWordSpelling?

    /// The food `name` (cleaned food words, as `IngredientPhrase.food`) means, or nil when none fits.
    ///
    /// `fullName` is the phrase's words before preparation words were taken out ("crushed
    /// tomatoes"), tried first, so a lexicon name that holds such a word wins. A word that is a
    /// typing error away from a known one is read as that word ("chiken breast"), for a little
    /// of the confidence.
    func match(_ name: String, fullName: String? = nil, preferCanned: Bool = false) -> Match? {
        let found = matchInOrder(name, fullName: fullName, preferCanned: preferCanned)
        // "pork loin roasted", "rice jasmine steamed": a weighed ingredient list's way, the food
        // first and how it was cooked last, was read with the cooking word as its head ("onions
        // red pickled" was pickled fish). Such a name is read again in a cook's order
        // (`cooksOrders`), and the first of those readings that finds a food well enough is kept.
        let nameWords = FoodSearchIndex.words(in: name)
        guard Self.cookingWords.contains(nameWords.last ?? "") else { return found }
        // A food as bought found as written that is named first by the name's first word and holds
        // every word, the cooking one too, is that food cooked so ("onions sauteed" is "Onions,
        // yellow, sauteed"; "peppers red roasted" is no "PREGO Pasta, … Roasted Red Pepper" sauce).
        if let found, found.food.table == .sr28, let first = nameWords.first,
           Self.firstPartStems(of: found.food).contains(FoodSearchIndex.stem(first)) {
            let held = Set(FoodSearchIndex.words(in: found.food.description).map(FoodSearchIndex.stem))
            if nameWords.allSatisfy({ held.contains(FoodSearchIndex.stem($0)) }) { return found }
        }
        var best = found
        var beaten = 0.0
        for reordered in Self.cooksOrders(of: name) {
            guard let again = matchInOrder(reordered, fullName: nil, preferCanned: preferCanned),
                  again.confidence >= max(Self.foodFirstFloor, beaten * Self.foodFirstMargin) else { continue }
            best = again
            beaten = again.confidence
        }
        return best
    }

    /// What a reading in a cook's order must reach, and by how much a later one must beat it.
    static let foodFirstFloor = 0.4
    static let foodFirstMargin = 1.25

    /// Words that say how a food was cooked or kept, which a weighed list writes after the food.
    static let cookingWords: Set<String> = [
        "cooked", "boiled", "roasted", "baked", "fried", "grilled", "canned", "steamed", "toasted", "dried", "smoked",
        "frozen", "braised", "stewed", "broiled", "sauteed", "ground", "pickled", "poached", "scrambled", "mashed",
        "marinated", "seared", "blanched", "charred", "mixed",
    ]
    /// Words that qualify a cooking word before it: "hard boiled", "pan fried".
    static let cookingQualifiers: Set<String> = ["hard", "soft", "pan", "deep", "stir", "oven", "slow", "lightly"]

    /// `name` in a cook's order, as the readings to try, in turn: the cooking words written last
    /// put first ("pork loin roasted" → "roasted pork loin"), then the first food word put after
    /// the rest ("rice jasmine steamed" → "steamed jasmine rice"). None for a name of one word or
    /// one that does not end in a cooking word.
    static func cooksOrders(of name: String) -> [String] {
        var words = name.lowercased().split(separator: " ").map(String.init)
        guard words.count >= 2, words.count <= 6 else { return [] }
        var cooking: [String] = []
        while words.count > 1, let last = words.last,
              cookingWords.contains(last) || (!cooking.isEmpty && cookingQualifiers.contains(last)) {
            cooking.insert(last, at: 0)
            words.removeLast()
        }
        // Only a name that ends in how it was cooked is a weighed list's: "tuna melt" is no "melt tuna".
        guard !cooking.isEmpty else { return [] }
        var orders = [(cooking + words).joined(separator: " ")]
        if words.count >= 2 { orders.append((cooking + words.dropFirst() + [words[0]]).joined(separator: " ")) }
        return orders
    }

    /// `match` in the order written.
    private func matchInOrder(_ name: String, fullName: String?, preferCanned: Bool) -> Match? {
        guard let spelling else { return matchAsWritten(name, fullName: fullName, preferCanned: preferCanned) }
        let found = mendedMatch(name, fullName: fullName, preferCanned: preferCanned, spelling: spelling, strictly: false)
        // Nothing or little found: a slip may be the start of another word ("tost" of "tostada").
        guard (found?.confidence ?? 0) < Self.secondSpellingBelow,
              let second = mendedMatch(name, fullName: fullName, preferCanned: preferCanned, spelling: spelling, strictly: true),
              second.confidence > found?.confidence ?? -1 else { return found }
        return second
    }

    /// Below this confidence a name is read again with only whole words taken as known.
    static let secondSpellingBelow = 0.5

    /// The match for `name` with its typing errors mended; nil when `strictly` mends nothing more.
    private func mendedMatch(_ name: String, fullName: String?, preferCanned: Bool, spelling: FoodWordSpelling,
                             strictly: Bool) -> Match? {
        let mended = spelling.mended(name.lowercased(), strictly: strictly)
        guard mended.corrections > 0 else {
            return strictly ? nil : matchAsWritten(name, fullName: fullName, preferCanned: preferCanned)
        }
        let mendedFullName = fullName.map { spelling.mended($0.lowercased(), strictly: strictly).text }
        return matchAsWritten(mended.text, fullName: mendedFullName, preferCanned: preferCanned).map { found in
            var found = found
            for _ in 0..<mended.corrections { found.confidence *= Self.correctionFactor }
            for _ in 0..<mended.keySlips { found.confidence *= FoodWordSpelling.keySlipFactor }
            return found
        }
    }

    /// `formWordTaken`: a trailing form word was taken off already; one is, never a run of them.
    private func matchAsWritten(_ name: String, fullName: String?, preferCanned: Bool, formWordTaken: Bool = false) -> Match? {
        if let spice = groundSpice(named: name) { return spice }
        let name = RecipeFoodSynonyms.canonical(name)
        guard !name.isEmpty else { return nil }
        if let fullName, fullName != name,
           Set(name.split(separator: " ")).isSubset(of: Set(fullName.split(separator: " "))), let (entry, dropped) = RecipeFoodLexicon.lookUp(RecipeFoodSynonyms.canonical(fullName)),
           dropped == 0, let food = database.food(id: entry.foodID) {
            return Match(food: food, confidence: Self.lexiconConfidence,
                         cookedFood: entry.cookedFoodID.flatMap(database.food(id:)), isCommonFood: true)
        }
        // "cooked quinoa", "cooked lentils": the cooked form of a food the lexicon knows.
        if name.hasPrefix("cooked "), let (entry, _) = RecipeFoodLexicon.lookUp(String(name.dropFirst(7))),
           let cooked = entry.cookedFoodID.flatMap(database.food(id:)) {
            return Match(food: cooked, confidence: Self.lexiconConfidence, cookedFood: cooked, isCommonFood: true)
        }
        if preferCanned, let (entry, _) = RecipeFoodLexicon.lookUp("canned " + name), let food = database.food(id: entry.foodID) {
            return Match(food: food, confidence: Self.lexiconConfidence, cookedFood: nil, isCommonFood: true)
        }
        // "pumpkin leaves", "drumstick leaves": a plant's leaves the tables name are not its fruit.
        if name.hasSuffix(" leaves"), RecipeFoodLexicon.entries[name] == nil, let named = foodNamedExactly(name) {
            return named
        }
        if let (entry, dropped) = RecipeFoodLexicon.lookUp(name), let food = database.food(id: entry.foodID) {
            // "frozen yogurt", "peppers": a food the tables name as written is not the lexicon's
            // food left after a word that changes it was dropped or a plural was read singular.
            let pluralOfASpice = spiceFromPlural(name, entry: entry)
            if dropped > 0 || pluralOfASpice, let named = foodNamedExactly(name) { return named }
            // "roasted peppers": the plural a table names as a food, past the words dropped. Only
            // when the spice was named by that last word alone: "cumin seeds" is the spice
            // "cumin seed", never the table's "Seeds, lotus seeds".
            let spiceWords = name.split(separator: " ")
            if pluralOfASpice, spiceWords.count - dropped == 1, let last = spiceWords.last,
               let named = foodNamedExactly(String(last)) {
                return named
            }
            let confidence = (0..<dropped).reduce(Self.lexiconConfidence) { value, _ in value * Self.droppedQualifierFactor }
            return Match(food: food, confidence: confidence, cookedFood: entry.cookedFoodID.flatMap(database.food(id:)),
                         isCommonFood: true)
        }
        // "dry pinto beans", "dry chickpeas": a legume bought dry, which the caller reads as the
        // raw seeds; not "dry cottage cheese" or "dry buttermilk", products of their own.
        if name.hasPrefix("dry "), let (entry, dropped) = RecipeFoodLexicon.lookUp(String(name.dropFirst(4))), dropped == 0,
           let food = database.food(id: entry.foodID), FoodKind.of(food) == .legume {
            return Match(food: food, confidence: Self.lexiconConfidence, cookedFood: entry.cookedFoodID.flatMap(database.food(id:)),
                         isCommonFood: true)
        }
        // "floury potatoes", "waxy potatoes": a leading word no table knows only describes the
        // food the lexicon knows by the rest ("Potatoes, raw, skin" was found by searching).
        let known = name.split(separator: " ").map(String.init)
        if let spelling, known.count > 1, !spelling.isKnown(known[0]), known[0].allSatisfy(\.isLetter),
           let (entry, dropped) = RecipeFoodLexicon.lookUp(known.dropFirst().joined(separator: " ")), dropped == 0,
           let food = database.food(id: entry.foodID), FoodKind.of(food) != .spice {
            return Match(food: food, confidence: Self.lexiconConfidence * Self.droppedQualifierFactor,
                         cookedFood: entry.cookedFoodID.flatMap(database.food(id:)), isCommonFood: true)
        }
        // "penne pasta", "basmati rice", "soba noodles": a kind the lexicon knows, named before
        // its class, is that kind when the kind's own food is of the class.
        if let kind = kindBeforeItsClass(name) { return kind }
        // "cinnamon sticks", "cardamom pods": a trailing word naming the food's form is no food
        // of its own unless some food holds every word ("fish sticks").
        let nameWords = name.split(separator: " ").map(String.init)
        if !formWordTaken, nameWords.count > 1, let last = nameWords.last, Self.trailingFormWords.contains(last) {
            if let whole = searched(name, preferCanned: preferCanned, needsEveryWord: true) { return whole }
            return matchAsWritten(nameWords.dropLast().joined(separator: " "), fullName: nil, preferCanned: preferCanned,
                                  formWordTaken: true)
        }
        if let found = searched(name, preferCanned: preferCanned) { return notFurtherSpecified(name, found: found) ?? found }
        // The head noun alone: "sriracha sauce" is some sauce; found by the lexicon when common.
        let words = name.split(separator: " ").map(String.init)
        if words.count > 1, let last = words.last, last.count >= 3 {
            if let (entry, _) = RecipeFoodLexicon.lookUp(last), let food = database.food(id: entry.foodID) {
                return Match(food: food, confidence: Self.lexiconConfidence * Self.headNounOnlyFactor,
                             cookedFood: entry.cookedFoodID.flatMap(database.food(id:)), isCommonFood: true)
            }
            if var found = searched(last, preferCanned: preferCanned), found.confidence >= Self.headNounOnlyFloor {
                found.confidence *= Self.headNounOnlyFactor
                return found
            }
        }
        return nil
    }

    /// "coriander powder", "jeera powder", "turmeric powder": a spice's powder, where no food is
    /// named so, is the ground spice (as the lexicon names it: "ground coriander" is the seed
    /// ground, while "coriander" alone is the leaves). Nil for a powder the lexicon names
    /// ("garlic powder", "cocoa powder") or a powder of no spice ("milk powder").
    func groundSpice(named name: String) -> Match? {
        guard name.hasSuffix(" powder"), RecipeFoodLexicon.entries[name] == nil else { return nil }
        let spice = String(name.dropLast(" powder".count))
        for candidate in ["ground " + spice, "ground " + RecipeFoodSynonyms.canonical(spice), spice, RecipeFoodSynonyms.canonical(spice)] {
            guard let (entry, dropped) = RecipeFoodLexicon.lookUp(candidate), dropped == 0,
                  let food = database.food(id: entry.foodID), food.group == Self.spiceGroup else { continue }
            return Match(food: food, confidence: Self.lexiconConfidence, cookedFood: nil, isCommonFood: true)
        }
        return nil
    }

    /// SR28's food group of spices and dried herbs.
    static let spiceGroup = "Spices and Herbs"

    /// The lexicon's food for the words before the last when the last word, the class the kind
    /// belongs to, heads that food's name ("penne pasta" → "Pasta, dry"; "12 oz penne pasta"
    /// was 340 g of cooked pasta, 534 kcal for 1,262); nil otherwise.
    func kindBeforeItsClass(_ name: String) -> Match? {
        let words = name.split(separator: " ").map(String.init)
        guard words.count >= 2, let last = words.last, last.count >= 3 else { return nil }
        let kind = words.dropLast().joined(separator: " ")
        guard let (entry, dropped) = RecipeFoodLexicon.lookUp(kind), dropped == 0,
              let food = database.food(id: entry.foodID) else { return nil }
        // The class heads the food's name: "Pasta, dry" is pasta; "Beef, ground, … 15% fat" is no
        // fat ("200g beef fat" is tallow, found by the search).
        let classStem = FoodSearchIndex.stem(last)
        guard Self.firstPartStems(of: food).contains(classStem) else { return nil }
        return Match(food: food, confidence: Self.lexiconConfidence, cookedFood: entry.cookedFoodID.flatMap(database.food(id:)),
                     isCommonFood: true)
    }

    /// The ranked search, keeping only foods whose own name holds the phrase's head noun.
    private func searched(_ name: String, preferCanned: Bool, needsEveryWord: Bool = false) -> Match? {
        let query = preferCanned ? name + " canned" : name
        let results = database.search(query, limit: 40)
        let nameWords = FoodSearchIndex.words(in: name)
        let head = FoodSearchIndex.stem(nameWords.last ?? name)
        let others = Set(nameWords.dropLast().map(FoodSearchIndex.stem))
        let fitting = Self.byProductsLast(results.filter { Self.namesHead(head, $0.food, others: others) }, query: name)
        guard let best = fitting.first
                ?? (preferCanned ? nil : results.first.flatMap { Self.namesHead(head, $0.food, others: others) ? $0 : nil })
        else {
            return preferCanned ? searched(name, preferCanned: false, needsEveryWord: needsEveryWord) : nil
        }
        if !best.matchesAllWords, needsEveryWord || best.score < Self.partialMatchFloor { return nil }
        let words = Set(FoodSearchIndex.words(in: name))
        let wantsPrepared = !words.isDisjoint(with: Self.preparedWords) || preferCanned
        let nearBest = fitting.prefix { $0.matchesAllWords == best.matchesAllWords && $0.score >= best.score * Self.nearBestShare }
        var chosen = best
        if !wantsPrepared, let raw = nearBest.first(where: { Self.isRaw($0.food) }) {
            chosen = raw
        }
        // A cut of meat is bought with its fat: SR28's "separable lean only" is the cut trimmed
        // after weighing, so the same cut's "separable lean and fat" row is what was weighed,
        // unless the phrase says lean ("1 kg lamb shoulder" was 1,540 kcal for about 2,500).
        if !words.contains("lean"), chosen.food.description.contains(Self.leanOnly) {
            let withFat = chosen.food.description.replacingOccurrences(of: Self.leanOnly, with: Self.leanAndFat)
            if let same = results.first(where: { $0.food.description == withFat }) { chosen = same }
        }
        return Match(food: chosen.food, confidence: min(1, chosen.score) * Self.searchedFactor, cookedFood: nil,
                     isCommonFood: false)
    }

    /// SR28's words for a cut trimmed of its fat, and for the cut as bought.
    static let leanOnly = "separable lean only"
    static let leanAndFat = "separable lean and fat"

    /// Whether the head noun's stem is in the food's own name: its first segment, or the second
    /// after a category heading ("Fish, salmon"), or a segment naming a part ("breast"). When
    /// the phrase's other words (`others`, stems) name the first segment, a part or cut named in
    /// any of the first four is the head: "lamb shoulder" is "Lamb, domestic, shoulder, arm",
    /// "duck breast" "Duck, wild, breast" (not a quail's breast, nor nothing).
    static func namesHead(_ headStem: String, _ food: Food, others: Set<String> = []) -> Bool {
        let segments = food.description.lowercased().split(separator: ",").prefix(4)
        var allowed = [segments.first.map(String.init) ?? ""]
        if segments.count > 1 { allowed.append(String(segments[segments.index(after: segments.startIndex)])) }
        let firstWords = FoodSearchIndex.words(in: allowed[0])
        if segments.count > 2, FoodSearchIndex.categoryWords.contains(firstWords.first ?? "") {
            allowed.append(String(segments[segments.startIndex + 2]))
        } else if segments.count > 2, !firstWords.isEmpty, firstWords.allSatisfy({ others.contains(FoodSearchIndex.stem($0)) }) {
            // A later part names the cut when it is words only and ends in it ("square-cut
            // shoulder"); "93% lean meat / 7% fat" names no beef fat.
            let cut = segments.dropFirst(2).contains { segment in
                segment.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" }
                    && FoodSearchIndex.words(in: String(segment)).last.map(FoodSearchIndex.stem) == headStem
            }
            if cut { return true }
        }
        return allowed.contains { segment in
            FoodSearchIndex.words(in: segment).contains { FoodSearchIndex.stem($0) == headStem }
        }
    }

    /// Whether SR28 describes the food as raw.
    static func isRaw(_ food: Food) -> Bool {
        let parts = food.description.lowercased().split(separator: ",").map { $0.trimmingCharacters() }
        if parts.contains("raw") { return true }
        // A grain, pasta or pulse is bought dry ("soba noodles" weighed are the dry noodles).
        return (parts.contains("dry") || parts.contains("uncooked")) && [.grain, .pasta, .legume].contains(FoodKind.of(food))
    }
}
