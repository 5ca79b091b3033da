/// Reads a recipe with no network: phrases, quantities, units, foods from the embedded
/// database, grams and nutrition (SPEC 7).
///
/// A recipe's ingredient list and a meal described as eaten ("grilled salmon with rice and
/// asparagus") are read differently: in a description every named food gets one typical
/// portion when it has no amount (flag `assumed`), meat, fish, grains and pasta are cooked, and
/// the parts a dish implies are added (flag `implied`) — see `DishDescription`.
///
/// Every phrase comes back, matched or not. Confidence per ingredient starts from the food
/// match's (0.95 for a food of the lexicon, the search score otherwise) and is lowered when the
/// unit's weight was estimated (× 0.85, `unit-estimated`), when no measure meant the unit at all
/// (× 0.5, `unit-guessed`, weighed as one typical portion per unit), and for a range (× 0.9);
/// an assumed amount is at most 0.6 and an implied part at most 0.5; an unmatched phrase has 0.
/// The recipe's confidence is the mean over its ingredients, so one unmatched phrase in three
/// brings it below the 0.7 that asks for a review.
public struct OfflineRecipeParser: RecipeParser {
    static let assumedCeiling = 0.6
    static let impliedCeiling = 0.5
    static let unitGuessedFactor = 0.5
    static let unitEstimatedFactor = 0.85
    static let rangeFactor = 0.9
    /// A standard US can (15 oz) when a recipe says "1 can" without a size.
    static let standardCanGrams = 425.0
    /// A packet, sachet or jar of a spice or seasoning mix the table weighs by no such container:
    /// one ounce, the usual packet.
    static let spicePacketGrams = 28.35
    /// A block the table weighs by no block (cream cheese, cheese, butter): the usual 8 oz one.
    static let standardBlockGrams = 226.8
    /// The share of a can's weight left after draining ("1 (15 oz) can chickpeas, drained"):
    /// SR28 gives 254 g drained of 448 g chickpeas, 266 of 436 kidney beans, 258 of 442 pinto.
    static let drainedShare = 0.6

    let database: FoodDatabase
    private let matcher: RecipeFoodMatcher
    private let eatenMatcher: AsEatenMatcher
    /// How the text names its foods: as eaten (`eat`, `food.logged --from-recipe`), as bought,
    /// or nil to tell from the text (a description of a meal is eaten, an ingredient list bought).
    let reading: FoodReading?

    /// A parser over `database` (both embedded tables by default), reading text as `reading`
    /// says or, when nil, as the text itself suggests.
    public init(database: FoodDatabase = .embedded, reading: FoodReading? = nil) {
        self.database = database
        let vocabulary = database === FoodDatabase.embedded ? TableVocabulary.embedded : TableVocabulary(foods: database.foods)
        self.matcher = RecipeFoodMatcher(database: database, spelling: FoodWordSpelling(vocabulary: vocabulary, reading: .bought))
        self.eatenMatcher = AsEatenMatcher(database: database, vocabulary: vocabulary)
        self.reading = reading
    }

    /// The longest text read, in bytes: a long recipe is a few thousand; past this the text is
    /// refused at once rather than read for seconds.
    public static let maximumTextLength = 20_000
    /// The largest amount of one ingredient read (as the recipe service's replies are held to).
    public static let maximumQuantity = AIReplyValidator.maximumQuantity

    public func parse(_ text: String) throws -> ParsedRecipe {
        guard text.utf8.count <= Self.maximumTextLength else {
            throw RecipeError.textRefused("the text is \(text.utf8.count) bytes long; the offline parser reads at most "
                                          + "\(Self.maximumTextLength)")
        }
        let ingredients: [ParsedIngredient]
        var warnings: [String] = []
        if reading == .eaten || (reading == nil && Self.looksLikeMeal(text)) {
            let splitter = MealTextSplitter(database: database, matcher: eatenMatcher)
            var pieces = splitter.itemPieces(of: text)
            try Self.refuseUnusableAmounts(in: pieces.map(\.text))
            // "Salmon bowl with 150 g salmon, 1 cup rice": a title with no amount before "with" and
            // parts with amounts names the dish; the parts are what was eaten.
            // Only the title's own line holds its parts.
            let firstLine = pieces.isEmpty ? [] : [pieces[0]] + pieces.dropFirst().prefix { $0.separator != "\n" }
            var title: String?
            if firstLine.count > 1, pieces[1].separator == "with", IngredientPhrase(pieces[0].text).quantity == nil,
               firstLine.dropFirst().contains(where: { IngredientPhrase($0.text).quantity != nil }),
               Self.isTitle(pieces[0].text, of: firstLine.dropFirst().map(\.text)) {
                title = pieces.removeFirst().text
                pieces[0].separator = nil
            }
            let plates = Self.sharesPlate(pieces)
            var items = pieces.indices.map { parseEaten(pieces[$0].text, stateAssumed: reading == nil, sharesPlate: plates[$0]) }
            items = halvingSides(items, pieces: pieces)
            // "lasagna and garlic bread", "curry with rice and a coke": beside only bread, drinks,
            // sweets, fruit and what is added to food, a dish keeps its plate to itself.
            for index in platesToThemselves(pieces, items, sharesPlate: plates) {
                items[index] = parseEaten(pieces[index].text, stateAssumed: reading == nil, sharesPlate: false)
            }
            let parsed = PlateChips.read(items, sharesPlate: plates, database: database) {
                parseEaten($0, stateAssumed: reading == nil, sharesPlate: true)
            }
            var eaten = EatenAdditions.weighed(EatenToppings.weighed(parsed, pieces: pieces, database: database),
                                               separators: pieces.map(\.separator), database: database)
            eaten = SaladDressing.added(to: eaten, text: text, database: database) { parseEaten($0, stateAssumed: false, sharesPlate: $1) }
            // Nothing named is lost: the title's words stay on the first part.
            if let title { eaten[0].name += " (\(title))" }
            ingredients = eaten
        } else {
            let splitter = MealTextSplitter(database: database, matcher: eatenMatcher)
            let split = IngredientPhraseSplitter.split(text) { first, second in
                splitter.qualifiedByComma(MealTextSplitter.Piece(text: first, separator: nil),
                                          MealTextSplitter.Piece(text: second, separator: ","))
            }
            try Self.refuseUnusableAmounts(in: split.phrases)
            ingredients = split.phrases.map { parseIngredient($0) }
            if !split.ignoredLines.isEmpty {
                let count = split.ignoredLines.count
                warnings.append("ignored \(count) line\(count == 1 ? "" : "s") after the directions heading, starting '\(split.ignoredLines[0])'")
            }
        }
        guard !ingredients.isEmpty else { throw RecipeError.noIngredients }
        if let huge = ingredients.first(where: { !($0.quantity <= Self.maximumQuantity) }) {
            throw RecipeError.textRefused("'\(huge.phrase)': the amount \(Self.amountText(huge.quantity)) is past the "
                                          + "limit of \(Self.amountText(Self.maximumQuantity)) for one ingredient")
        }
        // The weight too: a multiplier or a weight in brackets ("2 x 1e308 g", "1 (200000 g) steak")
        // is not the amount the limit above reads.
        if let heavy = ingredients.first(where: { !(($0.grams ?? 0) <= Self.maximumQuantity) || !$0.calories.isFinite }) {
            throw RecipeError.textRefused("'\(heavy.phrase)': \(Self.amountText(heavy.grams ?? .infinity)) g is past the "
                                          + "limit of \(Self.amountText(Self.maximumQuantity)) g for one ingredient")
        }
        let confidence = ingredients.reduce(0) { $0 + $1.confidence } / Double(ingredients.count)
        let unmatched = ingredients.filter { $0.flags.contains(.unmatched) }
        if !unmatched.isEmpty {
            let phrases = unmatched.map { "'\($0.phrase)'" }.joined(separator: ", ")
            warnings.append("no food matched \(phrases): kept with 0 kcal; edit the draft or drop the phrase")
        }
        return ParsedRecipe(parser: "offline", ingredients: ingredients,
                            confidence: FoodItem.roundedForJournal(confidence), warnings: warnings)
    }

    /// For each piece, whether another piece was named on its line: foods joined by words or
    /// commas share a plate; a new line is another plate.
    static func sharesPlate(_ pieces: [MealTextSplitter.Piece]) -> [Bool] {
        var result = Array(repeating: false, count: pieces.count)
        for line in lines(of: pieces) where line.count > 1 {
            for index in line { result[index] = true }
        }
        return result
    }

    /// `items` with each side of a plate weighed as a side: "burger and coleslaw", "curry with
    /// raita", "steak with a side of broccoli". A vegetable, fruit, yogurt or salad named with no
    /// amount (or as "a side of" it) after a plate's first food, read by the cup, is the half cup
    /// the survey's guidelines serve (`EatenPortion.isSideByTheHalfCup`), when that first food is
    /// a main (`mainKinds`): after bread, rice, cereal or a drink it is a helping ("2 roti with
    /// dal", "muesli with yoghurt").
    func halvingSides(_ items: [ParsedIngredient], pieces: [MealTextSplitter.Piece]) -> [ParsedIngredient] {
        guard items.count == pieces.count else { return items }
        var result = items
        let sides = Self.sides(pieces)
        for line in Self.lines(of: pieces) where line.count > 1 {
            guard let firstID = items[line.lowerBound].foodId, let first = database.food(id: firstID),
                  EatenPortion.dishCups[first.group] != nil || Self.mainKinds.contains(FoodKind.of(first))
                    || first.group.lowercased().contains("sandwich"),
                  !EatenPortion.isDrink(first) else { continue }
            for index in line where sides[index] {
                let item = items[index]
                let saysSide = item.quantity == 1 && RecipeTokenizer.letterWords(pieces[index].text).contains("side")
                guard item.flags.contains(.assumed) || saysSide, let id = item.foodId, let food = database.food(id: id),
                      EatenPortion.isSideByTheHalfCup(food), let grams = item.grams,
                      let cup = IngredientWeigher.measure(named: "cup", of: food, preparation: []),
                      abs(grams - cup.gramsPerUnit) < 0.5 else { continue }
                result[index] = EatenAdditions.reweighed(item, of: food, grams: grams / 2,
                                                         quantity: item.unit == "cup" ? 0.5 : item.quantity, unit: item.unit)
            }
        }
        return result
    }

    /// Kinds of a plate's first food that make a main of it, besides a mixed dish
    /// (`EatenPortion.dishCups`: lasagna is one) and a sandwich of any category: after bread, rice, cereal, fruit or a drink
    /// what follows is eaten with it, not beside it.
    static let mainKinds: Set<FoodKind> = [.meat, .seafood, .egg, .preparedDish, .soup]

    /// For each piece, whether it is named after another on its line: a side of the plate the
    /// first one starts ("chicken biryani with raita", "burger and coleslaw"). What tops an
    /// assembled dish is weighed as a topping, not a side (`EatenToppings`).
    static func sides(_ pieces: [MealTextSplitter.Piece]) -> [Bool] {
        var result = Array(repeating: false, count: pieces.count)
        let toppings = EatenToppings.toppings(of: pieces)
        for line in lines(of: pieces) where line.count > 1 {
            for index in line.dropFirst() where !toppings[index] { result[index] = true }
        }
        return result
    }

    /// The pieces of each line of a meal's text, in order.
    static func lines(of pieces: [MealTextSplitter.Piece]) -> [Range<Int>] {
        guard !pieces.isEmpty else { return [] }
        var lines: [Range<Int>] = []
        var start = 0
        for end in 1...pieces.count where end == pieces.count || pieces[end].separator == "\n" {
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// The items read as sharing a plate, with no amount said, whose companions on the line are
    /// all foods found that sit beside a plate rather than on it (`isBesidePlate`): a mixed dish
    /// beside garlic bread or a drink is the whole helping of it, not a cup of a plate the sides fill.
    func platesToThemselves(_ pieces: [MealTextSplitter.Piece], _ items: [ParsedIngredient], sharesPlate: [Bool]) -> [Int] {
        let foods = items.map { $0.foodId.flatMap(database.food(id:)) }
        return Self.lines(of: pieces).flatMap { line in
            line.filter { index in
                guard sharesPlate[index], items[index].flags.contains(.assumed), let food = foods[index],
                      EatenPortion.dishCups[food.group] != nil else { return false }
                // A food not found may be anything, the plate's starch too ("curry and basmati"),
                // and chips beside a dish are its fries (`PlateChips`), whatever they were read as.
                return line.allSatisfy { other in
                    other == index || foods[other].map(Self.isBesidePlate) == true && !PlateChips.namesOnlyChips(items[other].phrase)
                }
            }
        }
    }

    /// Whether a food is eaten beside a plate rather than taking room on it: a drink, a bread,
    /// a sweet, fruit, a snack, or what is added to food.
    static func isBesidePlate(_ food: Food) -> Bool {
        if EatenPortion.isDrink(food) || EatenPortion.isAddition(food) { return true }
        if food.table == .fndds {
            return besidePlateCategories.contains(food.group) || AsEatenMatcher.classOfCategory[food.group] == "fruit"
        }
        return [.bread, .drink, .fruit, .snack, .milk].contains(FoodKind.of(food))
    }

    /// FNDDS categories of breads, sweets and snacks, eaten beside a plate.
    static let besidePlateCategories: Set<String> = [
        "Yeast breads", "Rolls and buns", "Bagels and English muffins", "Biscuits, muffins, quick breads", "Tortillas",
        "Crackers, excludes saltines", "Saltine crackers", "Cakes and pies", "Cookies and brownies",
        "Doughnuts, sweet rolls, pastries", "Ice cream and frozen dairy desserts", "Pudding", "Gelatins, ices, sorbets",
        "Candy containing chocolate", "Candy not containing chocolate", "Potato chips", "Tortilla, corn, other chips",
        "Pretzels/snack mix", "Popcorn", "Yogurt, regular", "Yogurt, Greek", "Dried fruits",
    ]

    /// Whether `title` names a dish whose parts follow it rather than being a food eaten with
    /// them: a list of parts ("salmon bowl with 150 g salmon, 1 cup rice"), or a part holding a
    /// word of the title ("rice bowl with 1 cup jasmine rice"). "chicken breast with 1 cup rice"
    /// is chicken and rice: one part, and nothing of the title in it.
    static func isTitle(_ title: String, of parts: [String]) -> Bool {
        // A list of parts each with its amount; "porridge with honey and a coffee" is porridge
        // with honey, and a coffee beside it.
        if parts.count > 1, parts.allSatisfy({ IngredientPhrase($0).quantity != nil }) { return true }
        // A food word in common, not a way of cooking: "fried rice with a fried egg" is rice and an egg.
        func foodStems(_ text: String) -> [String] {
            FoodSearchIndex.words(in: IngredientPhrase(text).food).filter { !AsEatenMatcher.preparationWords.contains($0) }
                .map(FoodSearchIndex.stem)
        }
        let titleWords = Set(foodStems(title))
        return parts.contains { part in foodStems(part).contains(where: titleWords.contains) }
    }

    /// Refuses a text where an item starts with a number that is no amount of food ("0 g rice",
    /// "1/0 cup rice", "NaN g rice"): read as a word, it became part of the food's name and
    /// the item took a usual portion instead, which is neither what was written nor a refusal.
    static func refuseUnusableAmounts(in items: [String]) throws {
        for item in items {
            let tokens = RecipeTokenizer.tokens(item)
            // At the start, or anywhere right before a unit ("2 x 0 g rice", "1 (0 g) steak").
            let before = tokens.indices.dropLast().first { index in
                // A minus sign after a number joins a range ("2-3 cups"), after a word it is a dash
                // ("sushi - 8 pieces"); at the start, after "(" or "x" it signs the number.
                let signed = tokens[index] == "-" && index + 2 < tokens.count
                    && (index == 0 || ["(", "x", "×"].contains(tokens[index - 1].lowercased()))
                let unitAt = signed ? index + 2 : index + 1
                return (signed || tokens[index] != "-") && unitAt < tokens.count
                    && UnitTable.unit(tokens[unitAt].lowercased()) != nil && QuantityReader.unusableAmount(tokens[index...]) != nil
            }
            if let amount = QuantityReader.unusableAmount(tokens[...]) ?? before.flatMap({ QuantityReader.unusableAmount(tokens[$0...]) }) {
                throw RecipeError.textRefused("'\(item.trimmingCharacters())': '\(amount)' is not an amount of food; "
                                              + "write a positive amount, or none for a usual portion")
            }
        }
    }

    /// An amount as a person writes it: `100000`, `1e+308`.
    private static func amountText(_ value: Double) -> String {
        value < 1e15 && value == value.rounded() ? String(Int64(value)) : "\(value)"
    }

    /// Reads, matches and weighs one phrase; `inDish` for a described meal, `implied` for a part
    /// the dish implies.
    public func parseIngredient(_ text: String, inDish: Bool = false, implied: Bool = false) -> ParsedIngredient {
        let phrase = IngredientPhrase(text)
        let fullName = phrase.nouns.filter { !["of", "the", "a", "an", "and", "or", "x"].contains($0) && UnitTable.unit($0) == nil }
            .joined(separator: " ")
        // "2 chicken stock cubes": a food sold by the cube the lexicon names with its cube (dry
        // bouillon), not the liquid stock weighed by the cube (4 g, 2 kcal).
        let byTheCube = phrase.unit == "cube" ? RecipeFoodLexicon.entries[phrase.food + " cube"].flatMap { entry in
            database.food(id: entry.foodID).map {
                RecipeFoodMatcher.Match(food: $0, confidence: RecipeFoodMatcher.lexiconConfidence, cookedFood: nil, isCommonFood: true)
            }
        } : nil
        guard let match = byTheCube ?? matcher.match(phrase.food, fullName: fullName, preferCanned: phrase.unit == "can") else {
            // A food no table sells as bought may be one only eaten ("a tuna melt", a dish's name):
            // the as-eaten reading, its state marked assumed, before nothing.
            if !implied, !phrase.food.isEmpty {
                let eaten = parseEaten(text, stateAssumed: true)
                // Surely: a note read as a line ("shaken") is no drink.
                if !eaten.flags.contains(.unmatched), eaten.confidence >= Self.eatenFallbackFloor { return eaten }
            }
            var flags: [IngredientFlag] = [.unmatched]
            if phrase.isRange { flags.append(.range) }
            return ParsedIngredient(phrase: text, name: phrase.food.isEmpty ? text : RecipeTokenizer.asWritten(phrase.food, in: text),
                                    quantity: phrase.quantity ?? 1, unit: phrase.unit ?? "serving", calories: 0,
                                    source: .manual, flags: flags, confidence: 0, state: inDish ? .eaten : .bought)
        }
        var food = match.food
        // "500 g lean lamb leg", "lamb leg, fat trimmed": the cut without its fat.
        if Self.saysLean(phrase), food.description.contains(RecipeFoodMatcher.leanAndFat) {
            let lean = food.description.replacingOccurrences(of: RecipeFoodMatcher.leanAndFat, with: RecipeFoodMatcher.leanOnly)
            if let twin = database.search(lean, limit: 10).first(where: { $0.food.description == lean }) { food = twin.food }
        }
        // "1 cup dried red kidney beans", "chickpeas, soaked overnight": a food bought dry, which the
        // lexicon knew only canned, is the same food's raw row (the canned one's name up to "canned").
        // "4 dried shiitake mushrooms": a food said dried that the table also sells dried.
        // "2 tbsp dried parsley": a herb said dried is the spice, where the lexicon knew it fresh.
        if Self.saysBoughtDry(phrase), let dry = dryTwin(of: food) ?? twin(of: food, replacing: ", raw", with: ", dried")
            ?? driedHerb(of: food) {
            food = dry
        }
        // "1 tin coconut milk": what comes in a can is the table's canned row of the same food.
        if phrase.unit == "can", let canned = twin(of: food, replacing: ", raw", with: ", canned") { food = canned }
        // "1 can pinto beans, drained": the beans without their liquid, as the table weighs them.
        if phrase.preparation.contains("drained"), let liquids = food.description.range(of: "solids and liquids") {
            let solids = food.description[..<liquids.lowerBound] + "drained solids"
            if let drained = database.search(String(solids), limit: 10).first(where: { $0.food.description.hasPrefix(solids) }) {
                food = drained.food
            }
        }
        // "1 pepper, diced", "1 large pepper": a spice counted by the item is no ground spice but
        // the food a table names by the plural ("peppers" are capsicums); a spice sold whole keeps
        // its own ("1 whole nutmeg").
        // ("1 celery seed" is the spice it names word for word.)
        if FoodKind.of(food) == .spice, Self.countsItems(phrase), let plural = Self.pluralOfLastWord(phrase.food),
           phrase.food.split(separator: " ").count == 1 || !Self.holdsEveryWord(food.description, of: phrase.food),
           let named = [plural, String(plural.split(separator: " ").last ?? "")].lazy
            .compactMap({ name in matcher.foodNamedExactly(name).flatMap { Self.holdsEveryWord($0.food.description, of: name) ? $0 : nil } })
            .first(where: { FoodKind.of($0.food) != .spice }) {
            food = named.food
        }
        let saysRaw = phrase.nouns.contains { ["raw", "uncooked", "dry", "dried"].contains($0) }
        // "roasted potatoes", "grilled salmon", "100 g boiled rice": a line naming its food as
        // cooked says otherwise than bought (SPEC 13), so the raw food matched is read cooked:
        // the lexicon's cooked form, else that of the food named without the cooking word, else
        // the as-eaten reading of the same food. Only a weighed or unmeasured line: a count
        // ("4 grilled lamb chops") counts the bought items. A cooking word after the food ("8 oz
        // spaghetti, cooked", "1 lb pasta, to be cooked") is what the recipe does with what it
        // weighed as bought.
        let measured = phrase.unit.map { IngredientWeigher.massGrams[$0] != nil || IngredientWeigher.volumeMillilitres[$0] != nil }
            ?? (phrase.quantity == nil)
        if !inDish, !implied, !saysRaw, measured, phrase.packageGrams == nil, Self.namesCooked(phrase), Self.isBoughtRaw(food) {
            // The food named without its cooking word ("poached spinach": spinach) has the cooked form.
            let uncooked = phrase.food.split(separator: " ").filter { !Self.cookedStateWords.contains($0.lowercased()) }
                .joined(separator: " ")
            if let cooked = match.cookedFood
                ?? (uncooked != phrase.food ? matcher.match(uncooked, fullName: nil, preferCanned: false)?.cookedFood : nil) {
                food = cooked
            } else {
                let eaten = parseEaten(text, stateAssumed: false)
                // The same food cooked, not another the words also name ("roasted pumpkin" is no
                // pumpkin seeds).
                if !eaten.flags.contains(.unmatched), eaten.confidence >= Self.eatenFallbackFloor,
                   let id = eaten.foodId, let eatenFood = database.food(id: id),
                   RecipeFoodMatcher.firstPartStems(of: eatenFood).first == RecipeFoodMatcher.firstPartStems(of: food).first {
                    return eaten
                }
            }
        }
        if inDish, let cooked = match.cookedFood, !saysRaw {
            let kind = FoodKind.of(food)
            let weighedDry = phrase.unit.map { IngredientWeigher.massGrams[$0] != nil } == true
                && [.grain, .pasta, .legume].contains(kind)
            if kind.isCookedInDishes || phrase.quantity == nil, !weighedDry { food = cooked }
        }
        var flags: [IngredientFlag] = []
        var confidence = match.confidence
        // "1 cup beets roasted": a line that says its food was cooked, read as the raw food (no
        // cooked form was found), asks to be reviewed.
        if !inDish, Self.namesCooked(phrase), Self.isBoughtRaw(food) { confidence *= Self.saidCookedReadRawFactor }
        let quantity: Double
        var unit: String
        let grams: Double
        if let given = phrase.quantity, let givenUnit = phrase.unit {
            (quantity, unit) = (given, givenUnit)
            if phrase.isRange {
                flags.append(.range)
                confidence *= Self.rangeFactor
            }
            var weighed: (grams: Double, basis: IngredientWeigher.Basis)
            if let package = phrase.packageGrams {
                weighed = (phrase.packageGramsAreTotal ? package : given * package, .measured)
            } else if food.table == .fndds, IngredientWeigher.massGrams[givenUnit] == nil,
                      IngredientWeigher.volumeMillilitres[givenUnit] == nil {
                // "2 slices of pizza": a count of a food as eaten is its survey portion (a slice
                // of pizza is its piece), as when the text is read as eaten.
                let eaten = EatenPortion.weigh(phrase, of: food)
                weighed = (eaten.grams, eaten.basis)
            } else if UnitTable.containerUnits.contains(givenUnit),
                      IngredientWeigher.measure(named: givenUnit, of: food, preparation: phrase.preparation) == nil {
                // A spice or seasoning is sold by the ounce ("1 packet taco seasoning" was 425 g,
                // 1,198 kcal); a block by the 8 oz block ("1 block cream cheese" was 425 g);
                // everything else by the can.
                let each = FoodKind.of(food) == .spice ? Self.spicePacketGrams
                    : givenUnit == "block" ? Self.standardBlockGrams : Self.standardCanGrams
                weighed = (given * each, .estimated)
            } else {
                weighed = IngredientWeigher.grams(given, givenUnit, of: food, nouns: phrase.nouns, preparation: phrase.preparation)
                // "6 scallops", "2 parsnips": a count the bought food is weighed by no piece of takes
                // the piece the as-eaten table gives the same food ("1 scallop" 15 g, "1 whole"
                // parsnip), not a meal's portion each.
                if weighed.basis == .guessed, givenUnit == "piece", let piece = eatenPiece(of: phrase, like: food) {
                    weighed = (given * piece, .estimated)
                }
            }
            // The table's own can of a food "drained" is its solids already: drained once. A
            // can's weight written on it is with its liquid.
            if UnitTable.containerUnits.contains(givenUnit), phrase.preparation.contains("drained"),
               phrase.packageGrams != nil || !food.description.lowercased().contains("drained") {
                weighed.grams *= Self.drainedShare
            }
            grams = weighed.grams
            if unit == "stick", IngredientWeigher.measure(named: "stick", of: food, preparation: []) == nil,
               IngredientWeigher.measure(named: "stalk", of: food, preparation: []) != nil {
                unit = "stalk"  // "2 sticks of celery"
            }
            Self.note(weighed.basis, flags: &flags, confidence: &confidence)
        } else {
            let kind = FoodKind.of(food)
            // "cooked rice, to serve", "tortillas, for serving": a staple served beside the dish is a
            // helping of it, not a garnish's spoonful.
            let lowered = phrase.text.lowercased()
            let servedSide = [.grain, .pasta, .bread, .potato, .legume].contains(kind)
                && (lowered.contains("to serve") || lowered.contains("for serving"))
            let portion = (phrase.toTaste && !servedSide) || (!inDish && [.spice, .herb].contains(kind))
                ? FoodPortions.garnishPortion(of: food, kind: kind)
                : FoodPortions.mealPortion(of: food, kind: kind, plural: phrase.isPlural)
            (quantity, unit, grams) = (portion.quantity, portion.unit, portion.grams)
            if !implied { flags.append(.assumed) }
            confidence = min(confidence * Self.assumedCeiling, Self.assumedCeiling)
        }
        if implied {
            flags.append(.implied)
            confidence = min(confidence * Self.impliedCeiling / Self.assumedCeiling, Self.impliedCeiling)
        }
        let share = grams / 100
        func scaled(_ value: Double?) -> Double? { value.map { FoodItem.roundedForJournal($0 * share) } }
        if food.caloriesPer100g == nil || food.proteinPer100g == nil || food.carbohydratesPer100g == nil
            || food.fatsPer100g == nil {
            flags.append(.missingMacros)
        }
        return ParsedIngredient(
            phrase: text, name: RecipeTokenizer.asWritten(phrase.food, in: text), quantity: quantity, unit: unit,
            grams: FoodItem.roundedForJournal(grams),
            foodId: food.id, foodDescription: food.description, calories: scaled(food.caloriesPer100g) ?? 0,
            protein: scaled(food.proteinPer100g), carbohydrates: scaled(food.carbohydratesPer100g),
            fats: scaled(food.fatsPer100g), source: .database, flags: flags,
            confidence: FoodItem.roundedForJournal(min(1, max(0, confidence))), state: inDish ? .eaten : .bought)
    }

    /// Reads, matches and weighs one item of a text that names food as eaten (SPEC 13): the
    /// food from a ranking of both tables' descriptions, the amount from the table's portions.
    func parseEaten(_ text: String, stateAssumed: Bool, sharesPlate: Bool = false) -> ParsedIngredient {
        let phrase = IngredientPhrase(correctingUnitTypos(text))
        // "leftover", "homemade": the food as it was cooked, which the as-eaten reading takes anyway.
        let words = phrase.food.split(separator: " ").filter { !Self.eatenStateWords.contains($0.lowercased()) }
            .joined(separator: " ")
        // How it was cooked or served, which the food's name leaves out ("egg white, raw").
        let stateWords = phrase.nouns.filter { (AsEatenMatcher.preparationWords.contains($0) || ["dried", "frozen", "canned", "dry"].contains($0))
            && !words.lowercased().split(separator: " ").contains(Substring($0)) && !Self.eatenStateWords.contains($0) }
        var found = eatenMatcher.match(([words] + stateWords).joined(separator: " "), reading: .eaten)
        // "cinnamon powder", "1 tsp cumin powder": a spice's powder is the ground spice, eaten too.
        if let spice = matcher.groundSpice(named: words.lowercased()) {
            found = AsEatenMatcher.Match(food: spice.food, confidence: spice.confidence, query: words, fit: 1)
        }
        // "a can of tuna", "a tin of chickpeas": what comes in a can is the canned form of the
        // same food (and its can the table's), unless it is a drink or canned already; never with
        // a food the text did not name ("Baked beans" does not become "Beans, baked, canned, with beef").
        if phrase.unit == "can", let first = found, !EatenPortion.isDrink(first.food), !stateWords.contains("canned"),
           !first.food.description.lowercased().contains("canned"),
           let canned = eatenMatcher.match(([words] + stateWords + ["canned"]).joined(separator: " "), reading: .eaten),
           canned.food.description.lowercased().contains("canned"), canned.confidence >= first.confidence * Self.cannedShare,
           !Self.addsAFood(canned.food.description, to: first.food.description, named: words),
           Self.sharesAWord(canned.food.description, with: words) {
            found = canned
        }
        // "50 g oats": a weighed food the as-eaten table names as written is that food, before a
        // synonym for it unweighed ("a bowl of oats" is oatmeal; weighed, oats are weighed dry).
        // So are oats said to be dry ("1/2 cup uncooked oats", "rolled oats").
        let saysDry = phrase.nouns.contains { ["raw", "uncooked", "dry", "rolled"].contains($0) }
        if phrase.unit.map(UnitTable.massUnits.contains) == true || saysDry, let first = found,
           let named = namedAsWritten(words)
            ?? (saysDry ? words.split(separator: " ").last.flatMap { namedAsWritten(String($0)) } : nil),
           named.id != first.food.id,
           // Only where a synonym took the name to another food: "100 g lasagna", read as the
           // everyday kind (with meat), is no other lasagna when weighed.
           saysDry || !Self.holdsEveryWord(first.food.description, of: words),
           // Of the same major group of the survey's codes (5: grain products), so a false friend
           // stays the synonym's food: "crisps" are chips, not an apple crisp.
           saysDry || (first.food.table == .fndds && named.id.first == first.food.id.first) {
            found = AsEatenMatcher.Match(food: named, confidence: first.confidence, query: words, fit: first.fit)
        }
        guard let found else {
            var flags: [IngredientFlag] = [.unmatched]
            if phrase.isRange { flags.append(.range) }
            return ParsedIngredient(phrase: text, name: words.isEmpty ? text : RecipeTokenizer.asWritten(words, in: text),
                                    quantity: phrase.quantity ?? 1,
                                    unit: phrase.unit ?? "serving", calories: 0, source: .manual, flags: flags,
                                    confidence: 0, state: .eaten)
        }
        let food = found.food
        var flags: [IngredientFlag] = []
        var confidence = found.confidence
        var weighed = EatenPortion.weigh(phrase, of: food, sharesPlate: sharesPlate)
        // "chicken curry with rice": a main dish and the starch it is served with, which the
        // survey holds as one food, are a helping of the main and a cup of the starch, not one
        // plate's cups of the mixture.
        if phrase.quantity == nil, !sharesPlate, weighed.grams > 0, weighed.quantity > 0,
           let plate = mainAndStarchGrams(words, dish: food) {
            // A size said sizes that plate as it sizes any ("a small bowl" is 3/4 of one); in the
            // portion's own unit, to a quarter ("2.5 cup"), its weight to match.
            let said = RecipeTokenizer.letterWords(text)
            let size = said.lazy.compactMap { IngredientWeigher.sizeShares[IngredientPhrase.vesselSizes[$0] ?? $0] }.first ?? 1
            let each = weighed.grams / weighed.quantity
            weighed.quantity = max(0.25, (plate * size / each * 4).rounded() / 4)
            weighed.grams = weighed.quantity * each
        }
        // "1 can chickpeas, drained": the solids, as a recipe's line reads them.
        if UnitTable.containerUnits.contains(weighed.unit), phrase.preparation.contains("drained") {
            weighed.grams *= Self.drainedShare
        }
        if phrase.quantity == nil {
            flags.append(.assumed)
            confidence = min(confidence * Self.assumedCeiling, Self.assumedCeiling)
        } else {
            if phrase.isRange {
                flags.append(.range)
                confidence *= Self.rangeFactor
            }
            Self.note(weighed.basis, flags: &flags, confidence: &confidence)
        }
        let saysState = phrase.nouns.contains { AsEatenMatcher.preparationWords.contains($0) }
        if stateAssumed, !saysState, food.table == .fndds || food.description.lowercased().contains("cooked") {
            flags.append(.stateAssumed)
        }
        let share = weighed.grams / 100
        func scaled(_ value: Double?) -> Double? { value.map { FoodItem.roundedForJournal($0 * share) } }
        if food.caloriesPer100g == nil || food.proteinPer100g == nil || food.carbohydratesPer100g == nil
            || food.fatsPer100g == nil {
            flags.append(.missingMacros)
        }
        return ParsedIngredient(
            phrase: text, name: words.isEmpty ? text : RecipeTokenizer.asWritten(words, in: text),
            quantity: weighed.quantity, unit: weighed.unit,
            grams: FoodItem.roundedForJournal(weighed.grams), foodId: food.id, foodDescription: food.description,
            calories: scaled(food.caloriesPer100g) ?? 0, protein: scaled(food.proteinPer100g),
            carbohydrates: scaled(food.carbohydratesPer100g), fats: scaled(food.fatsPer100g), source: .database,
            flags: flags, confidence: FoodItem.roundedForJournal(min(1, max(0, confidence))), state: .eaten)
    }

    /// Starches a main dish is served with, which the survey names in dishes of both.
    static let servedStarches: Set<String> = ["rice", "noodles", "pasta", "spaghetti"]

    /// What a main dish and its starch named together ("beef stroganoff with noodles", "chicken
    /// curry and rice") weigh as eaten alone: the main as one food of its own (a mixed dish of the
    /// survey's) and a cup of the starch; nil unless the text ends in a starch `dish` also
    /// holds, and the words before it read alone are a mixed dish without it.
    func mainAndStarchGrams(_ words: String, dish: Food) -> Double? {
        // As written, joining words dropped (the phrase's food may have lost its "and" already).
        let said = RecipeTokenizer.letterWords(words)
            .filter { !MealTextSplitter.joiningWords.contains($0) }
        // The dish's own name joins the starch ("Chicken curry with rice"; a "Burrito bowl, chicken,
        // with rice" is one bowl that holds its rice).
        guard dish.table == .fndds, EatenPortion.dishCups[dish.group] != nil, said.count >= 3, let starch = said.last,
              Self.servedStarches.contains(starch),
              FoodSearchIndex.words(in: String(dish.description.split(separator: ",").first ?? ""))
                .contains(where: { FoodSearchIndex.stem($0) == FoodSearchIndex.stem(starch) })
        else { return nil }
        let main = said.dropLast().joined(separator: " ")
        guard let alone = eatenMatcher.match(main, reading: .eaten)?.food, alone.table == .fndds,
              EatenPortion.dishCups[alone.group] != nil,
              !FoodSearchIndex.words(in: alone.description).contains(where: { Self.servedStarches.contains($0) }),
              // The dish is the main's with the starch ("Chicken curry" and "Chicken curry with rice").
              Set(FoodSearchIndex.words(in: alone.description)).isSubset(of: Set(FoodSearchIndex.words(in: dish.description))),
              let side = eatenMatcher.match(starch, reading: .eaten)?.food else { return nil }
        let mainGrams = EatenPortion.weigh(IngredientPhrase(main), of: alone).grams
        let sideGrams = EatenPortion.weigh(IngredientPhrase("1 cup \(starch)"), of: side).grams
        guard mainGrams > 0, sideGrams > 0 else { return nil }
        return mainGrams + sideGrams
    }

    /// Whether `description` holds a food joined by "with" or "and" that neither `found` nor the
    /// text names.
    static func addsAFood(_ description: String, to found: String, named text: String) -> Bool {
        let said = Set(FoodSearchIndex.words(in: found + " " + text).map(FoodSearchIndex.stem))
        let words = FoodSearchIndex.words(in: description)
        guard let join = words.firstIndex(where: { $0 == "with" || $0 == "and" }) else { return false }
        return words[(join + 1)...].contains { !said.contains(FoodSearchIndex.stem($0)) }
    }

    /// Whether `description` holds a word of `text` ("canned spaghetti" is no "Fish, canned").
    static func sharesAWord(_ description: String, with text: String) -> Bool {
        let written = Set(FoodSearchIndex.words(in: text).map(FoodSearchIndex.stem))
        return FoodSearchIndex.words(in: description).contains { written.contains(FoodSearchIndex.stem($0)) }
    }

    /// How sure the canned reading of a food counted by the can must be, against the first
    /// reading, to be taken: the canned food is what the can says, so a little less sure will do.
    static let cannedShare = 0.6

    /// The as-eaten food whose name's first part is `words` as written, when a synonym rewrites
    /// them to another food ("oats" → oatmeal), else nil.
    func namedAsWritten(_ words: String) -> Food? {
        let lowered = FoodSearchIndex.words(in: words).joined(separator: " ")
        guard !lowered.isEmpty, EatenFoodSynonyms.rewritten(lowered) != lowered else { return nil }
        let wanted = FoodSearchIndex.words(in: lowered).map(FoodSearchIndex.stem)
        let asked = Set(FoodSearchIndex.words(in: lowered))
        return database.search(lowered, limit: 20).first { found in
            found.food.table == .fndds && found.matchesAllWords && RecipeFoodMatcher.firstPartStems(of: found.food) == wanted
                // A variant the words do not ask for ("Zucchini, pickled" for "100 g zucchini") is
                // no name of the food as written.
                && Self.unaskedVariantShare(of: found.food, asked: asked, stems: Set(wanted)) >= Self.unaskedVariantFloor
        }.flatMap { database.food(id: $0.food.id) }
    }

    /// What the variants a food's description marks and the words do not ask for leave of its
    /// rank as eaten (`AsEatenMatcher.variantCosts`): 1 for a plain food ("Oats, raw").
    static func unaskedVariantShare(of food: Food, asked: Set<String>, stems: Set<String>) -> Double {
        let asking = AsEatenMatcher.Asking(asked: asked, stems: stems)
        return AsEatenMatcher.Marks(food).variants.reduce(1.0) { share, index in
            asking.variants[index] ? share : share * AsEatenMatcher.variantCosts[index].factor
        }
    }

    /// Below this share a food is a variant the words did not ask for (pickled, canned, fried,
    /// coated: 0.75 to 0.78 of a plain one).
    static let unaskedVariantFloor = 0.8

    /// Grams of one piece of the phrase's food by the as-eaten table's count portion, when its
    /// match there is the same food (its name's first word is the bought food's); else nil.
    func eatenPiece(of phrase: IngredientPhrase, like food: Food) -> Double? {
        guard let eaten = eatenMatcher.match(phrase.food, reading: .eaten)?.food, eaten.table == .fndds,
              let first = FoodSearchIndex.words(in: eaten.description).first.map(FoodSearchIndex.stem),
              Set(FoodSearchIndex.words(in: food.description).prefix(3).map(FoodSearchIndex.stem)).contains(first),
              let piece = EatenPortion.countPortion(eaten, nouns: phrase.nouns, size: nil, strict: true)
                ?? EatenPortion.countPortion(eaten, nouns: phrase.nouns, size: nil),
              piece.gramsPerUnit > 0, !piece.description.lowercased().contains("guideline") else { return nil }
        return piece.gramsPerUnit
    }

    /// Words saying a line's food is cooked already. Not frying ("fried rice" is a dish the tables
    /// name) nor smoking (smoked salmon is bought smoked).
    static let cookedStateWords: Set<String> = [
        "cooked", "roasted", "roast", "grilled", "baked", "boiled", "steamed", "broiled", "poached", "braised", "sauteed",
        "stewed", "barbecued", "chargrilled", "char-grilled",
    ]

    /// What a line saying its food was cooked keeps of its confidence when read as the raw food.
    static let saidCookedReadRawFactor = 0.65

    /// Whether the line says its meat is lean or trimmed of its fat ("lean", "trimmed", "fat
    /// removed", "fat off").
    /// Whether a line says its food was bought dry: "dried" or "dry" among its words (in
    /// parentheses too), or a note that soaks it ("soaked overnight" is what is done to dry beans).
    static func saysBoughtDry(_ phrase: IngredientPhrase) -> Bool {
        !phrase.nouns.filter({ ["dried", "dry"].contains($0) }).isEmpty
            || (phrase.note.map { RecipeTokenizer.tokens($0.lowercased()).contains("soaked") } ?? false)
    }

    /// The raw row of a food the table also sells canned, named as the canned one up to "canned":
    /// "Beans, kidney, red, mature seeds, canned, …" → "Beans, kidney, red, mature seeds, raw".
    func dryTwin(of food: Food) -> Food? {
        guard let canned = food.description.range(of: ", canned") else { return nil }
        let raw = food.description[..<canned.lowerBound] + ", raw"
        return database.search(String(raw), limit: 10).first { $0.food.description == raw }?.food
    }

    /// The food the table names as `food` with one part of its description said otherwise
    /// (", raw" → ", canned"); nil when the table has no such food.
    func twin(of food: Food, replacing part: String, with other: String) -> Food? {
        guard food.description.contains(part) else { return nil }
        let wanted = food.description.replacingOccurrences(of: part, with: other)
        return database.search(wanted, limit: 10).first { $0.food.description == wanted }?.food
    }

    /// The dried spice of a fresh herb: "Parsley, fresh" → "Spices, parsley, dried".
    func driedHerb(of food: Food) -> Food? {
        guard FoodKind.of(food) == .herb || food.description.hasSuffix(", fresh"),
              let name = food.description.split(separator: ",").first else { return nil }
        let wanted = "Spices, \(name.lowercased()), dried"
        return database.search(wanted, limit: 10).first { $0.food.description == wanted }?.food
    }

    /// Whether a line counts whole items: a number with no unit, a piece, or a size ("1 large").
    static func countsItems(_ phrase: IngredientPhrase) -> Bool {
        guard phrase.quantity != nil else { return false }
        guard let unit = phrase.unit else { return true }
        return unit == "piece" || UnitTable.sizeUnits.contains(unit)
    }

    /// The food's name with its last word in the plural ("scotch bonnet pepper" → "scotch bonnet
    /// peppers"); nil when the last word ends in "s" already.
    static func pluralOfLastWord(_ name: String) -> String? {
        var words = name.split(separator: " ").map(String.init)
        guard let last = words.last, !last.hasSuffix("s") else { return nil }
        let consonantY = last.hasSuffix("y") && !"aeiou".contains(last.dropLast().last ?? "a")
        let sibilant = last.hasSuffix("ch") || last.hasSuffix("sh") || last.hasSuffix("x")
        words[words.count - 1] = consonantY ? String(last.dropLast()) + "ies" : sibilant ? last + "es" : last + "s"
        return words.joined(separator: " ")
    }

    /// Whether a food's description holds every word of `name`, plurals aside.
    static func holdsEveryWord(_ description: String, of name: String) -> Bool {
        let held = Set(FoodSearchIndex.words(in: description).map(FoodSearchIndex.stem))
        let named = FoodSearchIndex.words(in: name)
        return !named.isEmpty && named.allSatisfy { held.contains(FoodSearchIndex.stem($0)) }
    }

    static func saysLean(_ phrase: IngredientPhrase) -> Bool {
        let words = phrase.preparation
        return words.contains("lean") || words.contains("trimmed")
            || words.contains("fat") && !words.isDisjoint(with: ["removed", "off", "cut"])
    }

    /// Whether the phrase names its food as cooked: a cooking word before the food ("roasted
    /// chicken"; "beef chuck roast" is a cut to roast), or a participle of one after it with no
    /// comma between, as a weighed list names what was served ("pork loin roasted"; "8 oz
    /// spaghetti, cooked" is what the recipe does to it).
    static func namesCooked(_ phrase: IngredientPhrase) -> Bool {
        let named = phrase.food.lowercased().split(separator: " ").map(String.init)
        guard named.count > 1 else { return false }
        return cookedStateWords.contains(named[0]) || named.last.map { cookedStateWords.contains($0) && $0.hasSuffix("ed") } == true
    }

    /// Whether a bought food is its raw form: a description part "raw" ("Crustaceans, shrimp,
    /// mixed species, raw (may have been previously frozen)"), or a grain, pasta or pulse dry.
    static func isBoughtRaw(_ food: Food) -> Bool {
        RecipeFoodMatcher.isRaw(food)
            || food.description.lowercased().split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("raw ") }
    }

    /// How sure the as-eaten reading of a line nothing bought matched must be to stand: an
    /// unsure food asks to be reviewed (below 0.7), which 0 kcal for a food named never helps
    /// ("1kg lamb shoulder"); a note read as a line finds no food at all ("shaken").
    static let eatenFallbackFloor = 0.3

    /// Whether a text with no reading given describes what was eaten rather than lists a recipe's
    /// ingredients: one line that reads as a dish ("grilled salmon with rice"), or joins its foods
    /// by words ("2 eggs and toast", "beans on toast") with at most one comma.
    static func looksLikeMeal(_ text: String) -> Bool {
        // "salt and pepper to taste", "lemon wedges, to serve": a recipe's note, never a meal's (a
        // staple to serve is still a helping of it: `parseIngredient`).
        guard !IngredientPhrase.saysToTaste(text.lowercased()) else { return false }
        if DishDescription.looksLikeDish(text) || Self.saysWhenOrWho(text) { return true }
        let trimmed = text.trimmingCharacters()
        guard !trimmed.isEmpty, !trimmed.contains("\n"), !trimmed.contains(";"),
              trimmed.filter({ $0 == "," }).count <= 1 else { return false }
        // Before any note ("2 buns, split and toasted"), joined by a word, and no seasoning
        // measure of a recipe ("½ tsp each salt and pepper").
        let main = trimmed.split(separator: ",", maxSplits: 1).first.map(String.init) ?? trimmed
        let words = main.lowercased().split(separator: " ").map(String.init)
        // A bowl, mug, glass or plate is what food is eaten from, never what a recipe buys.
        if words.contains(where: { Self.servingVessels.contains(UnitTable.unit($0) ?? "") }) { return true }
        guard words.contains(where: { ["and", "&", "+", "plus", "on", "n"].contains($0) }) else { return false }
        return !words.contains { word in
            word == "each" || ["tsp", "tbsp", "pinch", "dash", "clove", "sprig"].contains(UnitTable.unit(word) ?? "")
        }
    }

    /// Whether a one-line text has a diary's words about who ate it or when ("I had 2 eggs",
    /// "Lunch: soup", "2 eggs for breakfast"), which no recipe's line has; a word of amount
    /// alone ("about 2 cups flour") is no diary's.
    static func saysWhenOrWho(_ text: String) -> Bool {
        guard !text.contains("\n") else { return false }
        let words = text.split(separator: " ")
        guard words.count > 1 else { return false }
        let lead = DiaryLeadIn.length(of: words)
        if lead < words.count, words.prefix(lead).contains(where: { !Self.amountWords.contains($0.lowercased()) }) { return true }
        return DiaryLeadIn.trailingContext(of: words) > 0
    }

    /// Lead-in words that say how much, not who or when.
    static let amountWords: Set<String> = ["about", "approximately", "approx", "roughly", "around", "maybe", "probably",
                                           "only", "just", "then", "also", "again"]

    /// The measures food is eaten from: a text measured in one is a meal as eaten.
    static let servingVessels: Set<String> = ["bowl", "mug", "glass", "plate"]

    /// Words that say a food is as eaten, and nothing about which food.
    static let eatenStateWords: Set<String> = ["leftover", "leftovers", "homemade", "home-made", "reheated"]

    /// The flag and the confidence a weight's basis costs: nothing when measured.
    static func note(_ basis: IngredientWeigher.Basis, flags: inout [IngredientFlag], confidence: inout Double) {
        switch basis {
        case .measured: break
        case .estimated:
            flags.append(.unitEstimated)
            confidence *= unitEstimatedFactor
        case .guessed:
            flags.append(.unitGuessed)
            confidence *= unitGuessedFactor
        }
    }

    /// Units and sizes a slip of the keyboard may spell wrong ("1 sloce", "a samll").
    static let unitWords = ["slice", "slices", "small", "medium", "large", "cups", "tablespoon", "tablespoons",
                            "teaspoon", "teaspoons", "piece", "pieces", "bowl", "glass", "ounce", "ounces", "pound",
                            "pounds", "grams", "handful", "serving", "servings", "plate"]

    /// The unit or size word (`unitWords`) a word of four letters or more was, with its last
    /// letter left off ("larg", "smal"), when it is no whole word of the tables or the reading's
    /// own names (a description's "large" starts with "larg", so the vocabulary knows its start)
    /// and one unit word only is that word and a letter.
    static func lastLetterLeftOff(_ word: String) -> String? {
        // The unit words first: the vocabulary is built on first use, which few words ask for.
        let whole = unitWords.filter { $0.count == word.count + 1 && $0.hasPrefix(word) }
        guard whole.count == 1, UnitTable.unit(word) == nil, word.allSatisfy({ $0.isLetter && $0.isASCII }),
              !TableVocabulary.embedded.hasWord(word), !FoodWordSpelling.eatenWords.contains(word),
              !FoodWordSpelling.boughtWords.contains(word) else { return nil }
        return whole[0]
    }

    /// `text` with a misspelt unit or size among its first words corrected: a word of four
    /// letters or more that is no unit and no table word, one edit from a unit word with the
    /// same first letter.
    func correctingUnitTypos(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices.prefix(3) {
            let word = words[index].lowercased()
            // "a larg coke", "a smal bowl of chili": a size or unit with its last letter left off.
            if word.count >= 4, let whole = Self.lastLetterLeftOff(word) {
                words[index] = whole
                continue
            }
            guard word.count >= 4, word.allSatisfy(\.isLetter), UnitTable.unit(word) == nil,
                  !Self.unitWords.contains(word),
                  let unit = Self.unitWords.first(where: { $0.first == word.first && EditDistance.between($0, word) == 1 }),
                  !eatenMatcher.vocabulary.knows(word) else { continue }
            words[index] = unit
        }
        return words.joined(separator: " ")
    }

    /// Grams in one `unit` of `food` from its measures, sizes and counts, or nil when none
    /// means the unit (for `--food ID --quantity Q --unit U`, which refuses rather than guesses).
    func gramsPerUnit(_ unit: String, of food: Food) -> Double? {
        if let grams = food.gramsPerUnit(unit) { return grams }
        if UnitTable.sizeUnits.contains(unit),
           let measure = food.measures.first(where: { $0.description.lowercased().contains(unit) }) {
            return measure.gramsPerUnit
        }
        if ["piece", "each", "whole"].contains(unit) { return IngredientWeigher.countMeasure(of: food, nouns: [])?.gramsPerUnit }
        return nil
    }
}
