/// Two foods written side by side with no word between them: "idli sambar", "dal rice",
/// "avocado toast", "chole bhature" — common where a meal is named by its parts.
///
/// A piece is cut in two only when all of these hold:
/// - the tables know no food by its words together: the whole reads with little confidence,
///   and its food's name lacks every word of one side (a table food that names both, "chicken
///   sandwich", "jelly beans", is the dish and never cut);
/// - each side alone is a food read with confidence, named by its own words, and neither is a
///   spice or herb ("jeera rice" is rice, never a bowl of cumin); the two are of different
///   kinds ("lentil dal" is dal);
/// - the side the whole left out is no ingredient of a mixed dish the whole read as ("prawn
///   curry", "pork dumplings", "mushroom pizza" stay the dish: its meat, fish, vegetables or
///   cheese are in it already).
///
/// The amount written before the words stays with the first food ("2 idli sambar").
enum JuxtaposedFoods {
    /// Below this confidence the whole piece is taken as no known food.
    static let wholeBelow = 0.35
    /// Each side must read at least this surely to be a food of its own.
    static let sideAtLeast = 0.35
    /// The most food words a piece may hold to be looked at: "peanut butter toast".
    static let longestName = 3

    /// How sure a side's food is, whatever its amount: a food read with no amount is held to the
    /// parser's ceiling for an assumed portion, which says nothing about which food it is.
    static func sureness(_ side: ParsedIngredient) -> Double {
        side.flags.contains(.assumed) ? side.confidence / OfflineRecipeParser.assumedCeiling : side.confidence
    }

    /// Whether a side is a food of its own.
    static func isSure(_ side: ParsedIngredient) -> Bool {
        !side.flags.contains(.unmatched) && sureness(side) >= sideAtLeast
    }

    /// Whether a word says how a food was cooked, kept or sized rather than naming one.
    static func isNoFood(_ word: String) -> Bool {
        AsEatenMatcher.preparationWords.contains(word) || IngredientPhrase.preparationWords.contains(word)
            || RecipeFoodLexicon.qualifiers.contains(word) || UnitTable.sizeUnits.contains(word)
    }

    /// Kinds of food that are cooked into a mixed dish rather than eaten beside it.
    static let ingredientKinds: Set<FoodKind> = [.meat, .seafood, .egg, .vegetable, .leafyGreen, .legume, .cheese]

    /// `pieces` with every piece that names two foods side by side cut in two; `read` reads a
    /// piece's text as eaten.
    static func split(_ pieces: [MealTextSplitter.Piece], database: FoodDatabase,
                      read: (String) -> ParsedIngredient) -> [MealTextSplitter.Piece] {
        var result: [MealTextSplitter.Piece] = []
        result.reserveCapacity(pieces.count)
        for piece in pieces {
            guard let (first, second) = cut(piece.text, database: database, read: read) else {
                result.append(piece)
                continue
            }
            result.append(MealTextSplitter.Piece(text: first, separator: piece.separator))
            result.append(MealTextSplitter.Piece(text: second, separator: "and"))
        }
        return result
    }

    /// The two foods `text` names side by side, or nil when it names one food (or none we know).
    static func cut(_ text: String, database: FoodDatabase, read: (String) -> ParsedIngredient) -> (String, String)? {
        let phrase = IngredientPhrase(text)
        let foodWords = phrase.food.split(separator: " ").map { $0.lowercased() }
        guard (2...longestName).contains(foodWords.count), phrase.note == nil,
              foodWords.allSatisfy({ $0.allSatisfy(\.isLetter) && !MealTextSplitter.joiningWords.contains($0) }),
              // A name the synonyms know is one food ("onion bhaji", "sausage roll"), and a word
              // of cooking, state or size is no food of its own ("grilled salmon").
              EatenFoodSynonyms.pairs[foodWords.joined(separator: " ")] == nil,
              !foodWords.contains(where: isNoFood) else { return nil }
        // The food's words must be the text's last words, as written ("2 idli sambar").
        let written = text.split(separator: " ").map(String.init)
        guard written.count >= foodWords.count,
              written.suffix(foodWords.count).map({ $0.lowercased() }) == foodWords else { return nil }
        let whole = read(text)
        guard whole.flags.contains(.unmatched) || sureness(whole) < wholeBelow else { return nil }
        let wholeStems = Set(FoodSearchIndex.words(in: whole.foodDescription ?? "").map(FoodSearchIndex.stem))
        var best: (first: String, second: String, sureness: Double)?
        for cutAt in 1..<foodWords.count {
            let firstWords = Array(foodWords[..<cutAt]), secondWords = Array(foodWords[cutAt...])
            let first = written.dropLast(foodWords.count - cutAt).joined(separator: " ")
            let second = secondWords.joined(separator: " ")
            // The side the whole left out: its words are none of the whole food's name.
            let lacks = { (words: [String]) in
                words.allSatisfy { word in
                    let meant = [word] + (EatenFoodSynonyms.words[word].map { FoodSearchIndex.words(in: $0) } ?? [])
                    return !meant.contains { wholeStems.contains(FoodSearchIndex.stem($0)) }
                }
            }
            let lacksFirst = lacks(firstWords), lacksSecond = lacks(secondWords)
            if let last = firstWords.last, let next = secondWords.first, tablesWriteTogether(last, next, database: database) { continue }
            guard whole.foodDescription == nil || lacksFirst || lacksSecond else { continue }
            let sides = [read(first), read(second)]
            guard sides.allSatisfy(isSure) else { continue }
            let foods = sides.compactMap(\.foodId).compactMap { database.food(id: $0) }
            guard foods.count == 2, namesItsFood(firstWords, foods[0]), namesItsFood(secondWords, foods[1]),
                  !foods.contains(where: { [.spice, .herb].contains(kind(of: $0)) }),
                  // Two names of one kind of food are one food ("lentil dal").
                  foods[0].group != foods[1].group else { continue }
            // A meat, fish, vegetable or cheese the whole left out of the mixed dish it read as is
            // in that dish already.
            if whole.foodDescription != nil, lacksFirst != lacksSecond {
                let left = lacksFirst ? foods[0] : foods[1], kept = lacksFirst ? foods[1] : foods[0]
                if isMixedDish(kept), ingredientKinds.contains(kind(of: left)) { continue }
            }
            let sureness = sides.map(sureness).min() ?? 0
            if sureness > best?.sureness ?? 0 { best = (first, second, sureness) }
        }
        return best.map { ($0.first, $0.second) }
    }

    /// Whether `words` name `food` themselves, not a class it is a member of: each word (or the
    /// word the synonyms give for it) is in the food's name, and the name's first part holds no
    /// other word, save a one-word heading ("Bread, naan" names "naan"; "Chicken curry", read
    /// for "masala", does not; nor does "Fish, stick" name "sticky").
    static func namesItsFood(_ words: [String], _ food: Food) -> Bool {
        let segments = food.description.lowercased().split(separator: ",").map {
            FoodSearchIndex.words(in: String($0)).map(FoodSearchIndex.stem)
        }
        let meant = words.map { word in
            [FoodSearchIndex.stem(word)] + (EatenFoodSynonyms.words[word].map { FoodSearchIndex.words(in: $0).map(FoodSearchIndex.stem) } ?? [])
        }
        let named = segments.joined()
        guard meant.allSatisfy({ alternatives in alternatives.contains { stem in named.contains { $0.hasPrefix(stem) } } }),
              let first = segments.first else { return false }
        let all = Set(meant.joined())
        return first.allSatisfy { word in all.contains { word.hasPrefix($0) } } || (first.count == 1 && segments.count > 1)
    }

    /// Whether a table names `first` and `second` as one food: a description (not a brand's
    /// product name) holds them side by side, the second singular or plural, or a table word
    /// runs them together ("Candies, jellybeans" for "jelly beans"). Only the embedded tables
    /// are read; another database is asked by its search.
    static func tablesWriteTogether(_ first: String, _ second: String, database: FoodDatabase) -> Bool {
        let open = first + " " + HouseholdMeasure.singularized(second)
        let closed = first + HouseholdMeasure.singularized(second)
        let isBranded = { (description: String) in
            description.split(separator: " ").contains { word in word.count >= 3 && word.allSatisfy { $0.isUppercase || !$0.isLetter } }
        }
        guard database === FoodDatabase.embedded else {
            return database.search(open, limit: 20).contains { !isBranded($0.food.description) && $0.food.description.lowercased().contains(open) }
        }
        let closedForms: Set<String> = [closed, closed + "s", closed + "es", first + second]
        let runTogether = EmbeddedFoodLines.positions(withWordPrefixes: [Array(closed.utf8)]).contains { offset in
            FoodSearchIndex.words(in: EmbeddedFoodLines.food(at: offset).description).contains(where: closedForms.contains)
        }
        if runTogether { return true }
        let offsets = EmbeddedFoodLines.positions(withWordPrefixes: [Array(open.utf8)])
        return offsets.contains { !isBranded(EmbeddedFoodLines.food(at: $0).description) }
    }

    /// The food's kind in its own table's terms.
    static func kind(of food: Food) -> FoodKind {
        food.table == .fndds ? FoodKind.ofAsEaten(food) : FoodKind.of(food)
    }

    /// Whether the as-eaten table holds `food` as a dish of several foods: a mixed dish, soup,
    /// sandwich, pizza, dumpling and the like.
    static func isMixedDish(_ food: Food) -> Bool {
        let group = food.group.lowercased()
        return ["dishes", "soup", "sandwich", "pizza", "dumpling", "burrito", "taco", "nachos", "stir-fry", "salad"]
            .contains(where: group.contains) || [.preparedDish, .soup].contains(kind(of: food))
    }
}
