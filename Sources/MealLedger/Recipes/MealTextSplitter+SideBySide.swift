extension MealTextSplitter {
    /// Below this fit no food holds a piece's words together (`AsEatenMatcher.Match.fit`): the
    /// piece may be two foods written side by side.
    static let sideBySideBelow = 0.6
    /// How well each of two foods written side by side must hold its own words.
    static let sideBySidePartFit = 0.9
    /// The most food words a piece may have for its cuts to be tried.
    static let sideBySideMostWords = 4

    /// Two foods written side by side with no word between them ("avocado toast", "bagel cream
    /// cheese", "toast butter", "scrambled eggs bacon"): when no food holds the piece's words
    /// together, or only a dish whose own head the piece does not say, but
    /// each part, cut between two words, is the name of a food the as-eaten table holds, the
    /// piece is those two foods.
    ///
    /// The piece stays whole when it is not only foods' names as the tables spell them (a
    /// cooking word after a food or last, a form, a unit or container, a meal, a number or a
    /// typing error: "pecan pie slice", "tuna can", "barramundi grilled", "seamed broccoli"; a
    /// cooking word before a food is part of its name and never cut from it),
    /// when the first food names a kind of the second (both the same kind of food: "collard
    /// greens", "turkey mince"; a singular before a plural: "cherry tomatoes"), and when the second is made with or
    /// flavoured by what names it (`isMadeWithWhatNamesIt`: "lamb curry", "egg fried rice",
    /// "coconut chutney", "prawn cocktail crisps"), or a grain or pasta cooked with it ("lime
    /// rice", "jeera rice"), or a bread stuffed with it ("keema naan"; bread a food is put on is
    /// two: "avocado toast"); so does a dish before a food ("masala chana") and a piece whose
    /// weight is said ("100 g salad seaweed": a weighed list names one food a line).
    ///
    /// The amount stays with the first food ("a bagel cream cheese"), except when the second is
    /// a dish assembled from parts (`EatenToppings`): "2 avocado toast" is two slices of toast
    /// with avocado on them, weighed as a topping.
    func sideBySide(_ piece: Piece) -> [Piece]? {
        // A weight is what one food weighed: "100 g lime rice" is a weighed list's one food.
        let phrase = IngredientPhrase(piece.text)
        if let unit = phrase.unit, UnitTable.massUnits.contains(unit) || UnitTable.volumeUnits.contains(unit) { return nil }
        let food = matcher.phraseFood(piece.text)
        let words = food.split(separator: " ").map(String.init)
        // A cooking word before a food's name is part of that name ("scrambled eggs bacon"); one
        // after it, or last, is no food's name ("barramundi grilled").
        func isCookedName(_ index: Int) -> Bool {
            AsEatenMatcher.preparationWords.contains(words[index]) && index + 1 < words.count - 1
                && !Self.namesNoFood(words[index + 1]) && (index == 0 || !AsEatenMatcher.preparationWords.contains(words[index - 1]))
        }
        guard (2...Self.sideBySideMostWords).contains(words.count),
              !words.indices.contains(where: { Self.namesNoFood(words[$0]) && !isCookedName($0) }),
              // A word mended from a typing error may be a cooking word or a unit as well as a food
              // ("seamed broccoli", "1 pumnet cherry tomatoes"): only words as the tables spell them.
              matcher.spelling.mended(food).corrections == 0,
              let whole = matcher.match(food, reading: .eaten),
              // A dish whose own head the piece does not say ("Egg burrito, with bacon" for
              // "scrambled eggs bacon") is not what the piece names either.
              // (The words as the match read them count: "fettuccine vodka" is read as pasta.)
              whole.fit < Self.sideBySideBelow
                || !Self.saysHead(of: whole.food, in: words + whole.query.split(separator: " ").map(String.init)) else { return nil }
        var best: (first: String, second: String, worst: Double)?
        for cut in 1..<words.count where !isCookedName(cut - 1) {
            // A singular before a plural is a kind of it, as English writes kinds: "cherry
            // tomatoes", "butter beans", "egg noodles".
            if Self.isPlural(words[words.count - 1]), !Self.isPlural(words[cut - 1]) { continue }
            let first = words[..<cut].joined(separator: " "), second = words[cut...].joined(separator: " ")
            // The first part's food, named without the cooking word before it: "steamed rice" is rice
            // (the table's "Rice, white, cooked" names no steaming).
            let firstFood = isCookedName(0) ? words[1..<cut].joined(separator: " ") : first
            guard let one = matcher.match(first, reading: .eaten), one.food.table == .fndds,
                  max(one.fit, firstFood == first ? 0 : matcher.match(firstFood, reading: .eaten)?.fit ?? 0) >= Self.sideBySidePartFit,
                  let other = matcher.match(second, reading: .eaten), other.food.table == .fndds, other.fit >= Self.sideBySidePartFit,
                  min(one.fit, other.fit) > best?.worst ?? 0,
                  Self.areTwoFoods(one.food, other.food, putOn: EatenToppings.assembledHeads.contains(words[words.count - 1]))
            else { continue }
            best = (first, second, min(one.fit, other.fit))
        }
        guard let best else { return nil }
        let amount = Self.amountWords(of: piece.text, food: food)
        func withAmount(_ text: String) -> String { amount.isEmpty ? text : amount + " " + text }
        if EatenToppings.assembledHeads.contains(words[words.count - 1]) {
            return [Piece(text: withAmount(best.second), separator: piece.separator),
                    Piece(text: best.first, separator: Self.toppingSeparator)]
        }
        return [Piece(text: withAmount(best.first), separator: piece.separator), Piece(text: best.second, separator: "and")]
    }

    /// Whether `words` say a head noun of `food`'s name (`nameHeads`).
    static func saysHead(of food: Food, in words: [String]) -> Bool {
        let heads = nameHeads(of: food.description)
        return words.contains { heads.contains(FoodSearchIndex.stem($0)) }
    }

    /// Whether `first`, named before `second`, is a food beside it rather than what it is made,
    /// flavoured or stuffed with, or a kind of it; `putOn`: the second is a dish foods are put on
    /// (toast, salad, porridge), which a flavouring may top ("banana porridge").
    static func areTwoFoods(_ first: Food, _ second: Food, putOn: Bool) -> Bool {
        let (firstKind, secondKind) = (FoodKind.of(first), FoodKind.of(second))
        // A kind of the same food: "collard greens", "turkey mince".
        guard firstKind != secondKind || firstKind == .other,
              // "lamb curry", "prawn cocktail crisps"; and "masala chana", a dish before a food.
              !isMadeWithWhatNamesIt(second), !isComposite(first),
              // "lime rice", "jeera rice": a grain or pasta is cooked with what names it.
              ![.grain, .pasta].contains(secondKind),
              // "keema naan", "aloo paratha": a bread is stuffed with it, unless put on ("avocado toast").
              secondKind != .bread || putOn else { return false }
        // "lemon pepper", "orange beef", "hazelnut coffee", "scotch egg": a flavour of the food.
        return !flavouringKinds.contains(firstKind) || (putOn && firstKind != .drink)
    }

    /// Whether a word is a plural of a word the tables use in the singular ("tomatoes", "beans").
    static func isPlural(_ word: String) -> Bool {
        word.hasSuffix("s") && FoodSearchIndex.singular(word) != word
    }

    /// The separator before a food put on the one before it, read side by side ("avocado" of
    /// "avocado toast"): a topping of that food alone (`EatenToppings`), where a "with" makes
    /// every food after it on the line a topping.
    static let toppingSeparator = "topped"

    /// Kinds of food that flavour the food named after them rather than being eaten beside it
    /// ("lemon pepper", "orange beef", "hazelnut coffee", "scotch egg"), unless it is put on
    /// it (`EatenToppings.assembledHeads`: "avocado toast", "banana porridge").
    static let flavouringKinds: Set<FoodKind> = [.fruit, .nut, .spice, .herb, .sweetener, .condiment, .sauce, .drink, .fat]

    /// Whether a word of a piece's food words names no food of its own: a cooking word, a form
    /// or cut, a unit, container or size, a meal, a number ("x10", "180g"), or a word between
    /// words ("the", "on").
    static func namesNoFood(_ word: String) -> Bool {
        AsEatenMatcher.preparationWords.contains(word) || AsEatenMatcher.formWords.contains(word)
            || UnitTable.unit(word) != nil || UnitTable.countUnits.contains(word) || DiaryLeadIn.isMealWord(word)
            || word.contains(where: \.isNumber) || FoodSearchIndex.stopWords.contains(word) || joiningWords.contains(word)
    }

    /// Whether a food is a dish made with, or flavoured by, what a word before its name says
    /// (by its WWEIA category): a curry, soup, pizza, sandwich, taco, fried rice, dumpling, cake,
    /// ice cream, smoothie, sauce, chutney or crisps. What a word before a plain food's name
    /// names is another food beside it.
    static func isMadeWithWhatNamesIt(_ food: Food) -> Bool {
        let category = food.group.lowercased()
        return madeWithCategories.contains { category.contains($0) }
    }

    /// Whether a food of the as-eaten table is a dish put together from several foods (a curry,
    /// a soup, a sandwich, a pizza): a word read as one ("masala") names no food beside another.
    static func isComposite(_ food: Food) -> Bool {
        let category = food.group.lowercased()
        return compositeCategories.contains { category.contains($0) }
    }

    /// Words of the WWEIA categories of dishes put together from several foods.
    static let compositeCategories = [
        "mixed dishes", "soups", "stir-fry", "sandwich", "burgers", "pizza", "burritos", "fried rice", "egg rolls", "nachos",
    ]

    /// Words of the WWEIA categories whose foods are made with or flavoured by what names them.
    static let madeWithCategories = [
        "mixed dishes", "soups", "pizza", "stir-fry", "sandwich", "burgers", "burritos", "fried rice",
        "egg rolls", "nachos", "vegetable dishes", "legume dishes", "cakes and pies", "cookies",
        "doughnuts", "muffins", "pancakes", "ice cream", "milk shakes", "smoothies", "yogurt", "pudding",
        "gelatins", "candy", "cereal bars", "nutrition bars", "flavored milk", "fruit drinks", "turnovers",
        "salads", "nuggets", "baby food", "formula", "chips", "crackers", "popcorn", "pretzels", "condiments",
        "sauces", "dips", "dressings", "jams", "mayonnaise", "pickles", "fried vegetables",
    ]
}
