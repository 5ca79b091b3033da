/// How much of a food a person ate, from what they said and the table's portions (SPEC 13).
///
/// A stated weight or volume wins. A count ("2 eggs", "a sandwich") takes the portion the noun
/// or a size word names ("1 large", "1 egg", "1 sandwich"), else the food's medium or regular
/// one. Containers and everyday measures (bowl, mug, glass, plate, handful, punnet, pot,
/// packet, tin, slice) read as the table's portion of that name when it has one, else as a
/// documented default. A food with no amount gets the as-eaten table's "Quantity not
/// specified" portion, else its medium or regular one, else one cup, else 100 g. Nothing falls
/// back to a gram-sized "piece".
enum EatenPortion {
    /// Everyday measures and what each holds when the food has no portion of that name:
    /// millilitres for a volume (through the food's cup weight), else grams.
    static let everydayDefaults: [String: (millilitres: Double?, grams: Double?)] = [
        "bowl": (360, nil),      // 1½ cups: a serving bowl of soup, cereal, pasta or curry
        "mug": (300, nil),       // 1¼ cups
        "glass": (240, nil),     // 8 fl oz
        "plate": (480, nil),     // 2 cups of a dish
        "cup": (236.5882365, nil),
        "handful": (nil, 30),    // about an ounce of nuts, crisps or berries
        "punnet": (nil, 250),    // the usual punnet of berries or tomatoes
        "pot": (nil, 150),       // a pot of yogurt
        "tub": (nil, 150),
        "package": (nil, 30),    // a single-serving packet of crisps or biscuits
        "can": (nil, 400),       // a tin of beans, soup or tomatoes
        "bottle": (500, nil),
        "carton": (250, nil),
        "serving": (nil, nil),
    ]

    /// Sizes a serving is ordered in.
    static let servingSizes: Set<String> = ["small", "medium", "large"]

    /// Portion words of the table that each everyday measure may be called.
    static let portionNames: [String: [String]] = [
        "bowl": ["bowl"], "mug": ["mug"], "glass": ["glass"], "plate": ["plate"], "handful": ["handful"],
        "pot": ["container", "pot", "cup (6 oz)", "individual container"], "tub": ["container", "tub"],
        "package": ["single serving bag", "package", "packet", "bag", "pouch"], "can": ["can", "standard can", "regular can", "medium can"],
        "bottle": ["can or bottle", "bottle"], "carton": ["carton", "box"],
        "slice": ["piece, medium", "medium slice", "medium or regular slice", "regular slice", "slice", "piece"],
        "serving": ["quantity not specified", "serving"],
    ]

    /// The units of whole items, tried in this order for a count with no size or noun portion
    /// ("2 quesadillas" are two full circles, not two triangular pieces).
    static let wholeItemPortions = ["medium", "regular", "full", "piece", "each", "whole", "item", "fruit", "large", "small"]

    /// Grams of the amount `phrase` states of `food`, with the quantity and unit to show.
    /// `sharesPlate`: other foods were named with it ("curry with rice and naan"), so a mixed
    /// dish named with no amount is a cup of the plate, not the whole plate.
    static func weigh(_ written: IngredientPhrase, of food: Food, sharesPlate: Bool = false)
        -> (quantity: Double, unit: String, grams: Double, basis: IngredientWeigher.Basis) {
        var weighed = weighAsSized(written, of: food, sharesPlate: sharesPlate)
        // "a small bowl of cereal", "a big glass of milk": a vessel's size scales what it holds
        // as a size scales a portion (`IngredientWeigher.sizeShares`).
        if let size = written.unitSize, vessels.contains(weighed.unit), written.packageGrams == nil,
           let share = IngredientWeigher.sizeShares[size] {
            weighed.grams *= share
            weighed.basis = .estimated
        }
        return weighed
    }

    /// Vessels a person fills more or less: a small or large one holds less or more.
    /// (A cup is a measure as often: "1 large cup of sugar" is a cup.)
    static let vessels: Set<String> = ["bowl", "plate", "glass", "mug"]

    /// `weigh`, the vessel's own size left aside.
    private static func weighAsSized(_ written: IngredientPhrase, of food: Food, sharesPlate: Bool)
        -> (quantity: Double, unit: String, grams: Double, basis: IngredientWeigher.Basis) {
        // A regional word names its portion as the tables' word does: "huevo" is one egg, not a
        // cup of egg. The synonym's words go before the phrase's own, so its last noun stays.
        var phrase = written
        let synonymNouns = written.nouns.flatMap { noun in
            EatenFoodSynonyms.words[noun].map { $0.split(separator: " ").map(String.init) } ?? []
        }.filter { !written.nouns.contains($0) }
        if !synonymNouns.isEmpty { phrase.nouns = synonymNouns + written.nouns }
        // A regional name that also says the size of the tables' food ("2 biscuits" are small cookies)
        // counts that size, unless a size is said.
        if written.quantity != nil,
           let (noun, size) = written.nouns.lazy.compactMap({ noun in EatenFoodSynonyms.impliedSizes[noun].map { (noun, $0) } }).first,
           !food.description.lowercased().contains(HouseholdMeasure.singularized(noun)),
           !written.nouns.contains(where: { UnitTable.unit($0).map(UnitTable.sizeUnits.contains) ?? false }) {
            phrase.nouns.insert(size, at: 0)
        }
        guard let quantity = phrase.quantity, let unit = phrase.unit else {
            // "large latte", "coffee (large)": a size said is one of that size.
            // The size as written or abbreviated ("lg", "sm").
            let size = phrase.nouns.lazy.compactMap { UnitTable.unit($0) }.first(where: UnitTable.sizeUnits.contains)
            if let size, let portion = countPortion(food, nouns: phrase.nouns, size: size), words(of: portion).contains(size) {
                return (1, size, portion.gramsPerUnit, .estimated)
            }
            // "a large pho", "small bubble tea", "large fries": a size said is one serving of that
            // size, as counted. Not "large eggs" (two whole items of 30 g or more, as plurals are; a
            // fry is 5 g) nor "jumbo oats" or "jumbo shrimp" (a grade, not a serving). The food's
            // own last word says whether it is plural, wherever the size stands ("nachos small").
            let foodNoun = phrase.nouns.last { UnitTable.unit($0).map { !UnitTable.sizeUnits.contains($0) } ?? true }
            let plural = foodNoun.map { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") } ?? false
            if let size, Self.servingSizes.contains(size), !(plural && food.measures.contains(where: { isWholeItem($0) && $0.gramsPerUnit >= 30 })) {
                var counted = phrase
                (counted.quantity, counted.unit) = (1, size)
                let weighed = weigh(counted, of: food, sharesPlate: sharesPlate)
                return (weighed.quantity, weighed.unit, weighed.grams, .estimated)
            }
            // "Tim Tam biscuits (36 g)": a weight said with no count is what was eaten.
            if let grams = phrase.packageGrams { return (1, "serving", grams, .measured) }
            // A number a lead-in took ("AM 2 biscuits") is no plural's several.
            let portion = unquantified(food, nouns: phrase.nouns, sharesPlate: sharesPlate,
                                       several: !phrase.text.contains(where: \.isNumber))
            return (portion.quantity, portion.unit, portion.grams, .estimated)
        }
        if let package = phrase.packageGrams {
            return (quantity, unit, phrase.packageGramsAreTotal ? package : quantity * package, .measured)
        }
        if IngredientWeigher.massGrams[unit] != nil || IngredientWeigher.volumeMillilitres[unit] != nil {
            let weighed = IngredientWeigher.grams(quantity, unit, of: food, nouns: phrase.nouns, preparation: phrase.preparation)
            return (quantity, unit, weighed.grams, weighed.basis)
        }
        if unit == "piece", phrase.text.lowercased().contains("piece"),
           let piece = food.measures.first(where: { $0.unit == "piece" && !snackSizeWords.contains(where: $0.description.lowercased().contains) }) {
            return (quantity, "piece", quantity * piece.gramsPerUnit, .measured)
        }
        // "a large fries": a side served by the order is sized by the order, not by one fry.
        if let share = IngredientWeigher.sizeShares[unit], let cups = sideCups(food),
           let cup = IngredientWeigher.measure(named: "cup", of: food, preparation: []) {
            return (quantity, unit, quantity * share * cups * cup.gramsPerUnit, .estimated)
        }
        if unit == "piece" || UnitTable.sizeUnits.contains(unit) {
            let size = UnitTable.sizeUnits.contains(unit) ? unit : phrase.nouns.first(where: UnitTable.sizeUnits.contains)
            // "a flat white", "2 lassis": a drink counted with no size is a cup of it each; the
            // survey's small, medium and large are take-away sizes of 12 to 40 fl oz. A drink
            // the survey sells by the can or bottle ("a beer", "2 ciders") is one of those each.
            let singular = Set(phrase.nouns.map { HouseholdMeasure.singularized($0) })
            if size == nil, isDrink(food), !food.measures.contains(where: { singular.contains($0.unit) }) {
                if let canOrBottle = firstPortion(food, named: ["can or bottle"]) {
                    return (quantity, "can or bottle", quantity * canOrBottle.gramsPerUnit, .estimated)
                }

                if let cup = IngredientWeigher.measure(named: "cup", of: food, preparation: []) {
                    return (quantity, "cup", quantity * cup.gramsPerUnit, .estimated)
                }
                // "a coke": a soft drink the survey pours by the fountain size and the can, and
                // never the cup, is a can of it as a person counts one, not a 17 fl oz "medium drink".
                if let can = firstPortion(food, named: ["can"]) {
                    return (quantity, "can", quantity * can.gramsPerUnit, .estimated)
                }
            }
            // "2 pieces of quesadilla": pieces said are the table's pieces.
            let saysPieces = unit == "piece" && RecipeTokenizer.tokens(phrase.text.lowercased()).contains { $0 == "piece" || $0 == "pieces" }
            if let portion = countPortion(food, nouns: saysPieces ? phrase.nouns + ["pieces"] : phrase.nouns, size: size) {
                // A size the table has no portion for scales its one portion: a large banana is a
                // quarter more than the banana the survey weighed.
                let hasSize = size.map { size in words(of: portion).contains(size) } ?? true
                let share = hasSize ? 1 : size.flatMap { IngredientWeigher.sizeShares[$0] } ?? 1
                return (quantity, size ?? portion.unit, quantity * portion.gramsPerUnit * share,
                        hasSize ? .measured : .estimated)
            }
            // "a flan", "2 bean salads": a count of what the tables weigh by no whole item is as
            // many of the food's usual serving, not a spoonful of it.
            if food.table == .fndds, !food.measures.contains(where: isWholeItem) {
                let serving = unquantified(food, nouns: phrase.nouns, sharesPlate: sharesPlate)
                let share = size.flatMap { IngredientWeigher.sizeShares[$0] } ?? 1
                return (quantity * serving.quantity, serving.unit, quantity * serving.grams * share, .estimated)
            }
        }
        if let names = portionNames[unit], let portion = firstPortion(food, named: names) ?? (unit == "slice" ? portionSaying(unit, of: food) : nil) {
            return (quantity, unit, quantity * portion.gramsPerUnit, .measured)
        }
        if let measure = IngredientWeigher.measure(named: unit, of: food, preparation: phrase.preparation) {
            return (quantity, unit, quantity * measure.gramsPerUnit, .measured)
        }
        // A bowl of ready-to-eat cereal is the cup its label calls a serving, as the half cup
        // of milk on it is the label's (`EatenAdditions`); a bowl of soup or curry is 1½ cups.
        if unit == "bowl", EatenAdditions.isReadyToEatCereal(food),
           let cup = IngredientWeigher.measure(named: "cup", of: food, preparation: []) {
            return (quantity, unit, quantity * cup.gramsPerUnit, .estimated)
        }
        if let fallback = everydayDefaults[unit] {
            if let millilitres = fallback.millilitres {
                let perMillilitre = IngredientWeigher.gramsPerMillilitre(food, preparation: []) ?? 1
                return (quantity, unit, quantity * millilitres * perMillilitre, .estimated)
            }
            if let grams = fallback.grams { return (quantity, unit, quantity * grams, .estimated) }
            let portion = unquantified(food, nouns: phrase.nouns)
            return (quantity, unit, quantity * portion.grams, .estimated)
        }
        let weighed = IngredientWeigher.grams(quantity, unit, of: food, nouns: phrase.nouns, preparation: phrase.preparation)
        return (quantity, unit, weighed.grams, weighed.basis)
    }

    /// The portion of one whole item: the size asked for, a portion named by the phrase's noun
    /// ("egg", "sandwich", "slice"), else the food's medium, regular or other whole-item portion.
    static func countPortion(_ food: Food, nouns: [String], size: String?, strict: Bool = false) -> HouseholdMeasure? {
        // A small size the phrase says ("2 mini oreos") may choose a snack-size portion; "2 oreos" are the
        // everyday ones, not the table's first portion holding the noun, "1 Oreo mini sandwich" (3 g).
        let saysSnackSize = nouns.contains { noun in noun != "thin" && snackSizeWords.contains { $0.hasPrefix(noun.lowercased()) } }
        let counts = food.measures.filter { !IngredientWeigher.nonCountUnits.contains($0.unit) && !isVolume($0)
            && (size != nil || saysSnackSize || !snackSizeWords.contains(where: $0.description.lowercased().contains))
            && (size != nil || !isSizedCup($0)) }
        // "2 bite size cookies", "3 mini oatmeal cookies": the snack size said is the table's.
        if size == nil, saysSnackSize,
           let snack = counts.first(where: { measure in snackSizeWords.contains(where: measure.description.lowercased().contains) }) {
            return snack
        }
        if let size, let sized = counts.first(where: { words(of: $0).first == size })
            ?? counts.first(where: { words(of: $0).prefix(3).contains(size) && !words(of: $0).contains("extra") }) {
            return sized
        }
        if let named = namedByMoreWords(counts, nouns: nouns, besides: food.description) { return named }
        let singular = Set(nouns.map { HouseholdMeasure.singularized($0) })
        let named = counts.filter { singular.contains($0.unit) || $0.unit == "individual" && !singular.isDisjoint(with: words(of: $0)) }
        // "a meat pie" is one person's pie: "1 individual pie" (250 g), not "1 pie, any size"
        // (1,260 g) when the table has both.
        if let individual = named.first(where: { words(of: $0).contains("individual") }) { return individual }
        if let first = named.first(where: { $0.gramsPerUnit <= heaviestUnquantified }) ?? named.first { return first }
        // "4 quesadilla pieces": pieces said are the table's pieces, not its full items.
        if singular.contains("piece"), let piece = counts.first(where: { words(of: $0).contains("piece") }) { return piece }
        for unit in wholeItemPortions where !strict {
            // Before a large or small one, the item named plainly, with no size ("1 sandwich", 14 g,
            // not "1 large sandwich", 36 g, for "4 custard creams").
            // (Only where the table has that size: "1 drummette" is no plain "1 wing, any size".)
            if UnitTable.sizeUnits.contains(unit), unit != "medium",
               counts.contains(where: { $0.unit == unit || words(of: $0).prefix(2).contains(unit) }),
               let plain = counts.first(where: { words(of: $0).count == 1 && !UnitTable.sizeUnits.contains($0.unit) }) {
                return plain
            }
            if let portion = counts.first(where: { $0.unit == unit || words(of: $0).prefix(2).contains(unit) }) { return portion }
        }
        if strict {
            return counts.first { ["medium", "regular"].contains($0.unit) || words(of: $0).prefix(2).contains("regular") }
        }
        return counts.first { !words(of: $0).contains("quantity") && !words(of: $0).contains("guideline") }
    }

    /// Whether a portion is a take-away cup of a size ("1 medium ice cream cup", 240 g): counted
    /// only when its size is said, never as a plain serving.
    static func isSizedCup(_ measure: HouseholdMeasure) -> Bool {
        UnitTable.sizeUnits.contains(measure.unit) && words(of: measure).last == "cup"
    }

    /// Whether the table measures `food` by the fluid ounce: a drink.
    static func isDrink(_ food: Food) -> Bool {
        fluidOunce(of: food) != nil
    }

    /// The food's fluid-ounce portion, which the survey gives only for drinks.
    static func fluidOunce(of food: Food) -> HouseholdMeasure? {
        food.measures.first { ($0.unit == "fl oz" || $0.description.lowercased().hasPrefix("fl oz")) && $0.amount > 0 && $0.grams > 0 }
    }

    /// FNDDS categories of foods added to others (spreads, sweeteners, sauces, dressings,
    /// condiments): one named without an amount is a tablespoon of it.
    static let additionCategories: Set<String> = [
        "Sugars and honey", "Jams, syrups, toppings", "Butter and animal fats", "Margarine",
        "Salad dressings and vegetable oils", "Mayonnaise", "Mustard and other condiments", "Tomato-based condiments",
        "Soy-based condiments", "Dips, gravies, other sauces", "Cream and cream substitutes",
        "Cream cheese, sour cream, whipped cream", "Sugar substitutes",
    ]

    /// Whether `food` is added to other foods rather than eaten as a portion of its own.
    static func isAddition(_ food: Food) -> Bool {
        if food.table == .fndds { return additionCategories.contains(food.group) }
        return [.fat, .sauce, .condiment, .sweetener, .spice, .herb].contains(FoodKind.of(food))
    }

    /// The one portion among `counts` whose name holds two or more of the phrase's words, more
    /// than any other: "a big mac" is "1 McDonald's Big Mac" (205 g), not the first portion
    /// listed, "1 McDonald's Mac Jr" (135 g). A portion holding a word of the phrase that the food's
    /// own `description` lacks is named by it ("1 Nabisco Chips Ahoy!"); one holding only words of
    /// the description must hold all the phrase says of it: "chocolate chip cookies" are no
    /// "Pepperidge Farm Chocolate Chunk Cookie".
    static func namedByMoreWords(_ counts: [HouseholdMeasure], nouns: [String], besides description: String = "") -> HouseholdMeasure? {
        let said = Set(nouns.map { HouseholdMeasure.singularized($0) })
        let described = Set(FoodSearchIndex.words(in: description).map(FoodSearchIndex.stem))
        let naming = said.filter { described.contains(FoodSearchIndex.stem($0)) }
        // A portion named by a word the food's name lacks ("1 Nabisco Chips Ahoy!", "1 fun size
        // bar") is named by the phrase; one holding only words of the food's name must hold them all.
        let scored = counts.map { measure in
            let held = Set(words(of: measure).map(HouseholdMeasure.singularized)).intersection(said)
            let namesPortion = naming.isSubset(of: held) || held.contains { !described.contains(FoodSearchIndex.stem($0)) }
            return (measure, namesPortion ? held.count : 0)
        }
        guard let most = scored.map(\.1).max(), most >= 2, scored.filter({ $0.1 == most }).count == 1 else { return nil }
        return scored.first { $0.1 == most }?.0
    }

    /// The medium or regular whole-item portion among `measures`, or one the noun names.
    private static func countPortion(_ measures: [HouseholdMeasure], nouns: [String]) -> HouseholdMeasure? {
        let counts = measures.filter { !IngredientWeigher.nonCountUnits.contains($0.unit) && !isVolume($0)
            && !snackSizeWords.contains(where: $0.description.lowercased().contains) && !isSizedCup($0) }
        if let named = namedByMoreWords(counts, nouns: nouns) { return named }
        if let regular = counts.first(where: { ["medium", "regular"].contains($0.unit) || words(of: $0).prefix(2).contains("regular") }) {
            return regular
        }
        let singular = Set(nouns.map { HouseholdMeasure.singularized($0) })
        return counts.first { singular.contains($0.unit) }
    }

    /// A food named with no amount: a tablespoon of what is added to other foods (a teaspoon
    /// of a spice), else the table's portion for an unspecified quantity, else one whole item,
    /// else a cup, else 100 g.
    static func unquantified(_ food: Food, nouns: [String], sharesPlate: Bool = false,
                             several: Bool = true) -> (quantity: Double, unit: String, grams: Double) {
        var portion = unquantifiedPortion(food, nouns: nouns, sharesPlate: sharesPlate)
        // "fish fingers", "cookies", "mozzarella sticks": a plural is several of an item, never one;
        // of small ones as many as make a plate's share (`pluralServingGrams`), two to five.
        // ("cucumber sticks", "apple slices" name pieces cut from a food, not several of it.)
        if several, portion.quantity == nil, isPlural(nouns.last), !namesPiecesCut(nouns, unit: portion.unit),
           !notCountedUnits.contains(portion.unit), portion.grams > 0 {
            let count = max(2, min(5, (pluralServingGrams / portion.grams).rounded()))
            portion = (count, portion.unit, count * portion.grams)
        }
        // "1 medium slice" of toast is a slice to the reader.
        let unit = UnitTable.sizeUnits.contains(portion.unit)
            && food.measures.contains(where: { $0.unit == portion.unit && $0.description.lowercased().contains("slice") })
            ? "slice" : portion.unit
        return (portion.quantity ?? 1, unit, portion.grams)
    }

    /// Whether a food's last word is a plural ("sausages", "fingers"; "hummus", "glass" are not).
    static func isPlural(_ noun: String?) -> Bool {
        guard let noun else { return false }
        return noun.count > 3 && noun.hasSuffix("s") && !noun.hasSuffix("ss") && !noun.hasSuffix("us")
    }

    /// Whether a plural names pieces cut from one food rather than several of it: a form ("sticks",
    /// "slices", "wedges") that is not the portion counted ("cucumber sticks" are one cucumber's,
    /// "bacon strips" are strips).
    static func namesPiecesCut(_ nouns: [String], unit: String) -> Bool {
        guard let last = nouns.last, AsEatenMatcher.formWords.contains(last) else { return false }
        return HouseholdMeasure.singularized(last) != unit
    }

    /// Units that measure a food rather than count its items: a plural read in one is not made several.
    static let notCountedUnits: Set<String> = [
        "cup", "serving", "handful", "tbsp", "tsp", "oz", "g", "shot", "slice", "bowl", "glass", "mug", "plate",
    ]

    /// What several small items named in the plural weigh together: about two ounces' worth.
    static let pluralServingGrams = 60.0

    private static func unquantifiedPortion(_ food: Food, nouns: [String], sharesPlate: Bool) -> (quantity: Double?, unit: String, grams: Double) {
        if food.group == "Nuts and seeds" || FoodKind.of(food) == .nut || food.group == "Dried fruits" {
            return (nil, "handful", everydayDefaults["handful"]!.grams!)
        }
        if isAddition(food) {
            let spoon = food.table == .sr28 && [.spice, .herb].contains(FoodKind.of(food)) ? "tsp" : "tbsp"
            if let grams = IngredientWeigher.gramsPerMillilitre(food, preparation: [])
                .map({ $0 * IngredientWeigher.volumeMillilitres[spoon]! }) {
                return (nil, spoon, grams)
            }
            return (nil, spoon, spoon == "tsp" ? 2 : 15)
        }
        if let portion = food.measures.first(where: { $0.description.lowercased() == "quantity not specified" }) {
            return (nil, "serving", portion.gramsPerUnit)
        }
        // The table's own single serving of a packaged food (a breakfast cereal's 30 g), which
        // a cup of a dense one (granola, 110 g) is three of.
        if let portion = food.measures.first(where: { $0.description.lowercased().hasSuffix("prepackaged single serving") }) {
            return (nil, "serving", portion.gramsPerUnit)
        }
        // "nachos", "bubble tea", "a burrito bowl": what the survey weighs as one item of any size,
        // or one order, is one serving when eaten alone, however its name is numbered (not a cup
        // of nachos, not two orders); a piece of a few grams ("1 item" of pot stickers) is no
        // serving. Beside other foods a mixed dish is a cup of the plate, as below (a drink is
        // still the whole drink).
        if !sharesPlate || isDrink(food), let item = food.measures.first(where: { servingItemDescriptions.contains($0.description.lowercased()) }),
           item.gramsPerUnit >= smallestServingItem, item.gramsPerUnit <= heaviestUnquantified {
            // A food the survey names in the plural ("Nachos") is one serving however named; one
            // it names in the singular ("Bao bun", "Tamale") is several when the phrase says several.
            // (The phrase's own noun is the one before any joining word: "pupusa with beans" is one.)
            let namedInPlural = isPlural(FoodSearchIndex.words(in: String(food.description.split(separator: ",").first ?? "")).last)
            let ownNoun = nouns.prefix { !["with", "and", "&", "in", "on", "w"].contains($0) }.last
            return (namedInPlural || !isPlural(ownNoun) ? 1 : nil, item.unit, item.gramsPerUnit)
        }
        // "chicken caesar salad", "meat pie": a dish the survey weighs whole by the name's own
        // head ("1 salad", "1 individual pie") is one of it, when eaten alone; beside other foods
        // it is a cup of the plate, unless the survey says the item is one person's ("pie with
        // mash and peas" is an individual pie, not a cup of one).
        if dishCups[food.group] != nil, let head = nouns.last.map(HouseholdMeasure.singularized),
           let whole = food.measures.first(where: { [[head], ["individual", head]].contains(words(of: $0).map(HouseholdMeasure.singularized)) && isWholeItem($0) }),
           !sharesPlate || words(of: whole).contains("individual"), whole.gramsPerUnit <= heaviestUnquantified {
            return (nil, head, whole.gramsPerUnit)
        }
        if var cups = dishCups[food.group], let cup = IngredientWeigher.measure(named: "cup", of: food, preparation: []) {
            if sharesPlate { cups = min(cups, sharedPlateCups) }
            return (cups, "cup", cups * cup.gramsPerUnit)
        }
        if let cups = sideCups(food), let cup = IngredientWeigher.measure(named: "cup", of: food, preparation: []) {
            return (cups, "cup", cups * cup.gramsPerUnit)
        }
        // Cheese with no slice or ounce portion (feta's are a wedge and a crumbled cup): an ounce.
        if slicedFirstCategories.contains(food.group), let ounce = IngredientWeigher.massGrams["oz"] { return (1, "oz", ounce) }
        // "ham", "salami", "kielbasa" with no amount: the meat of a sandwich, two ounces (the
        // survey's guideline amount of a regular sandwich's luncheon meat), not a cup of it diced
        // (140 g of pepperoni, 706 kcal).
        // (A "gammon steak" or a "ham roast" is a piece of meat of its own, not sliced meat.)
        if curedMeatCategories.contains(food.group), !nouns.contains(where: wholeCutWords.contains) {
            return sandwichMeat
        }
        // "a snag in bread", "bratwurst": one link of the everyday size, not a cup of slices.
        if food.group == "Sausages", let link = food.measures.first(where: { measure in
            let said = words(of: measure)
            return said.contains("link") && !said.contains("cocktail") && !said.contains("breakfast") && !said.contains("miniature")
        }) ?? food.measures.first(where: { $0.unit == "piece" }) {
            return (nil, link.unit, link.gramsPerUnit)
        }
        if food.group == "Sausages" { return sandwichMeat }
        if slicedFirstCategories.contains(food.group),
           let slice = firstPortion(food, named: ["slice", "medium slice", "oz"]) {
            return (nil, slice.unit == "oz" ? "oz" : "slice", slice.gramsPerUnit)
        }
        let plural = isPlural(nouns.last)
        // "eggs", "sausages": two of a whole item weighed on its own.
        if plural, let each = countPortion(food.measures, nouns: nouns.map { HouseholdMeasure.singularized($0) }) ?? countPortion(food, nouns: nouns, size: nil, strict: true),
           each.gramsPerUnit >= 30, 2 * each.gramsPerUnit <= heaviestUnquantified, !isContainer(each), !namesPiecesCut(nouns, unit: each.unit) {
            return (2, each.unit, 2 * each.gramsPerUnit)
        }
        if let portion = countPortion(plural ? [] : food.measures, nouns: plural ? [] : nouns),
           portion.gramsPerUnit <= heaviestUnquantified {
            return (nil, portion.unit, portion.gramsPerUnit)
        }
        // "gin", "espresso": what the survey pours by the shot is one shot, not a cup.
        if let shot = food.measures.first(where: { ["shot", "jigger"].contains($0.description.lowercased()) && $0.gramsPerUnit > 0 }) {
            return (nil, "shot", shot.gramsPerUnit)
        }
        if let cup = IngredientWeigher.measure(named: "cup", of: food, preparation: []) { return (nil, "cup", cup.gramsPerUnit) }
        if let slice = firstPortion(food, named: ["medium slice", "slice", "regular slice"]) { return (nil, "slice", slice.gramsPerUnit) }
        if let grams = food.gramsPerUnit("cup") { return (nil, "cup", grams) }
        if let portion = countPortion(food, nouns: nouns, size: nil), portion.gramsPerUnit <= heaviestUnquantified {
            return (nil, portion.unit, portion.gramsPerUnit)
        }
        // "chicken kiev": the survey's one serving, where it gives no other measure to count by.
        if let serving = food.measures.first(where: { words(of: $0).first == "serving" }),
           serving.gramsPerUnit > 0, serving.gramsPerUnit <= heaviestUnquantified {
            return (1, "serving", serving.gramsPerUnit)
        }
        return (100, "g", 100)
    }

    /// The survey's portions that are one serving of a food whatever its size.
    static let servingItemDescriptions: Set<String> = ["item, any size", "order"]
    /// The least a portion of `servingItemDescriptions` weighs to be a serving rather than a piece.
    static let smallestServingItem = 60.0

    private static func firstPortion(_ food: Food, named names: [String]) -> HouseholdMeasure? {
        for name in names {
            let named = food.measures.filter {
                let text = $0.description.lowercased()
                return text.hasPrefix(name) && !snackSizeWords.contains { text.contains($0) }
            }
            // Of several ("slice, round", "slice, loaf shape", "slice, NFS"), the one the survey
            // takes when no more is said.
            if let portion = named.first(where: { words(of: $0).contains("nfs") }) ?? named.first { return portion }
        }
        return nil
    }

    /// A portion whose words say the measure anywhere, the everyday size first: "1 regular or
    /// small piece/slice, 1 layer cake" is a slice of cake, though no name of `portionNames`
    /// starts it. A snack size only when it is also the regular one ("1 regular/thin slice"), a
    /// large one only when it is the only one.
    private static func portionSaying(_ unit: String, of food: Food) -> HouseholdMeasure? {
        let saying = food.measures.filter { measure in
            let text = measure.description.lowercased()
            return words(of: measure).contains(unit)
                && (!snackSizeWords.contains { text.contains($0) } || words(of: measure).contains("regular"))
        }
        return saying.first { words(of: $0).contains("regular") || words(of: $0).contains("medium") }
            ?? saying.first { !words(of: $0).contains("large") } ?? saying.first
    }

    /// Portions smaller than the everyday one of their name: never chosen for "a slice".
    static let snackSizeWords = ["snack-size", "miniature", "mini", "bite size", "thin"]

    /// A sandwich's meat: two ounces, the survey's guideline amount of a regular sandwich's
    /// luncheon meat.
    static let sandwichMeat: (quantity: Double?, unit: String, grams: Double) = (2, "oz", 2 * IngredientWeigher.massGrams["oz"]!)

    /// Words naming a cut of meat eaten as a piece of its own.
    static let wholeCutWords: Set<String> = ["steak", "steaks", "roast", "joint", "dinner", "chop", "chops"]

    /// Categories of cured meats eaten by the slice, of either table: named with no amount, a
    /// sandwich's worth.
    static let curedMeatCategories: Set<String> = ["Cold cuts and cured meats", "Sausages and Luncheon Meats"]

    /// FNDDS categories eaten by the slice or ounce when no amount is said (cheese on a dish).
    static let slicedFirstCategories: Set<String> = ["Cheese"]

    /// FNDDS categories of dishes eaten as a meal, and how many cups one named without an
    /// amount is: a dinner plate holds about 1¾ cups of a mixed dish, a bowl 1½ cups of soup.
    static let dishCups: [String: Double] = [
        "Meat mixed dishes": 1.75, "Poultry mixed dishes": 1.75, "Seafood mixed dishes": 1.75, "Rice mixed dishes": 1.75,
        "Pasta mixed dishes, excludes macaroni and cheese": 1.75, "Macaroni and cheese": 1.5,
        "Bean, pea, legume dishes": 1.5, "Stir-fry and soy-based sauce mixtures": 1.75, "Fried rice and lo/chow mein": 1.75,
        "Other Mexican mixed dishes": 1.5, "Soups": 1.5, "Vegetable dishes": 1,
    ]

    /// Cups of a side served by the order, named with no amount, on a plate or alone: french
    /// fries are a medium order (a cup of fries is 60 g, half of one); hash browns and tots of
    /// the same category keep their own portions.
    static func sideCups(_ food: Food) -> Double? {
        food.group == "French fries and other fried white potatoes" && food.description.lowercased().contains("french fries") ? 2 : nil
    }

    /// Whether a food named with no amount after a plate's first food is a side served by the
    /// half cup, the survey's guideline serving, rather than its cup: a vegetable, fruit, yogurt
    /// or salad that is no mixed dish with a plate's cups of its own (`dishCups`). Beans, rice,
    /// potatoes (potato salad too) and pasta are the plate's starch, by the cup.
    static func isSideByTheHalfCup(_ food: Food) -> Bool {
        // (Fried vegetables, onion rings and tempura, are served by the order, as fries are.)
        guard dishCups[food.group] == nil, !isDrink(food), food.group != "Fried vegetables" else { return false }
        let kind = FoodKind.of(food)
        let name = food.description.lowercased().split(separator: ",").first ?? ""
        return [.vegetable, .leafyGreen, .fruit, .yogurt].contains(kind)
            || kind == .other && (FoodSearchIndex.words(in: String(name)).contains("salad") || food.group.hasSuffix(" salads"))
    }

    /// Cups of a mixed dish named with no amount beside other foods on one plate: the sides
    /// take the rest of the plate.
    static let sharedPlateCups = 1.0

    /// The heaviest portion taken for a food named with no amount: past it, a portion is a whole
    /// pie, loaf or block rather than what one person eats.
    static let heaviestUnquantified = 450.0

    /// Words of a portion that holds the food rather than being one of it: "crisps" named with
    /// no amount are a bag of them, not two bags.
    static let containerWords: Set<String> = ["bag", "package", "packet", "container", "box", "can", "bottle", "carton", "jar", "pouch", "tub", "pint"]

    /// Whether a portion is one whole item: not a volume, a weight, a container or a length
    /// ("1 cubic inch", "1 surface inch" are shares).
    static func isWholeItem(_ measure: HouseholdMeasure) -> Bool {
        !IngredientWeigher.nonCountUnits.contains(measure.unit) && !isVolume(measure) && !isContainer(measure)
            && !words(of: measure).contains("inch") && !words(of: measure).contains("quantity")
            && !words(of: measure).contains("guideline")
    }

    private static func isContainer(_ measure: HouseholdMeasure) -> Bool {
        words(of: measure).contains(where: containerWords.contains)
    }

    static func isVolume(_ measure: HouseholdMeasure) -> Bool {
        IngredientWeigher.volumeMillilitres[measure.unit] != nil
    }

    static func words(of measure: HouseholdMeasure) -> [String] {
        RecipeTokenizer.letterWords(measure.description)
    }
}
