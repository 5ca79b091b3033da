/// The units a recipe may measure an ingredient in, with their plurals and abbreviations.
///
/// Spelling is normalized by `HouseholdMeasure.normalizedUnit` ("Tablespoons", "tbs" and "T"
/// all read "tbsp"), the same function that reads SR28's measure descriptions, so a recipe's
/// unit and a food's household measure meet on the same name.
enum UnitTable {
    /// Weights, converted exactly whatever the food.
    static let massUnits: Set<String> = ["g", "kg", "oz", "lb"]
    /// US customary and metric volumes, converted through any volume measure of the food.
    static let volumeUnits: Set<String> = ["cup", "tbsp", "tsp", "fl oz", "ml", "l", "pint", "quart", "gallon"]
    /// Sizes of a whole item, which SR28 gives as measures ("1 large = 50 g").
    static let sizeUnits: Set<String> = ["large", "medium", "small", "extra large", "jumbo"]
    /// Containers whose size a recipe often gives in parentheses: "1 (15 oz) can".
    static let containerUnits: Set<String> = ["can", "jar", "package", "box", "bag", "bottle", "carton", "container", "tub", "block"]
    /// Pieces of a food, and the small measures of seasonings.
    static let countUnits: Set<String> = [
        "piece", "slice", "clove", "stick", "head", "bunch", "stalk", "sprig", "leaf", "handful", "pinch", "dash",
        "drop", "fillet", "wedge", "scoop", "cube", "strip", "ear", "loaf", "serving", "each", "block", "sheet",
        "ball", "knob", "splash", "drizzle", "glug", "link", "thumb",
        // Everyday measures of food as eaten (SPEC 13): what each holds is `EatenPortion`'s.
        "bowl", "mug", "glass", "plate", "punnet", "pot",
    ]

    /// Spellings `normalizedUnit` does not know, in lower case and singular.
    private static let extraSynonyms: [String: String] = [
        "tin": "can", "packet": "package", "pkt": "package", "rib": "stalk", "filet": "fillet", "pinche": "pinch",
        "dashe": "dash", "bunche": "bunch", "boxe": "box", "portion": "serving", "fluid ounce": "fl oz",
        "lbs": "lb", "ozs": "oz", "pounds": "lb", "envelope": "package", "extra-large": "extra large", "x-large": "extra large", "bag": "package", "sachet": "package", "rasher": "slice",
        "tablespoonful": "tbsp", "teaspoonful": "tsp", "cupful": "cup", "kilogramme": "kg",
        "grm": "g", "gramm": "g", "ltr": "l", "tbspn": "tbsp", "tblspn": "tbsp", "tspn": "tsp", "sl": "slice", "slc": "slice",
        // "a side of fries", "side salad": a side's serving.
        "side": "serving",
        // Spanish: "un vaso de leche", "una taza de arroz", "2 piezas de pan dulce".
        "vaso": "glass", "taza": "cup", "plato": "plate", "tazon": "bowl", "tazón": "bowl", "pieza": "piece",
        "rebanada": "slice", "cucharada": "tbsp", "cucharadita": "tsp", "lata": "can",
    ]

    /// Words that qualify a unit and are skipped before it: "1 heaping tbsp".
    static let unitModifiers: Set<String> = ["heaping", "heaped", "level", "scant", "rounded", "generous", "good", "big"]

    /// Every unit this table knows, canonical spelling.
    static let allUnits: Set<String> = massUnits.union(volumeUnits).union(sizeUnits).union(containerUnits)
        .union(countUnits)

    /// The canonical unit a word (or two, for "fl oz", "extra large") names, or nil.
    static func unit(_ text: String) -> String? {
        let lowered = text.lowercased()
        if let unit = extraSynonyms[lowered] { return unit }
        let normalized = HouseholdMeasure.normalizedUnit(text)
        if let unit = extraSynonyms[normalized] { return unit }
        return allUnits.contains(normalized) ? normalized : nil
    }

    /// Spellings of the units written out in letters, four or more, with their plurals, and the
    /// unit each names: what a slip in a unit's place was meant to be (`readSlip`). Built from
    /// the units and their spellings directly (asking `unit` of each form cost 3.7M
    /// instructions at start-up of `recipe parse --as eaten "2 eggs and toast"`); a plural no
    /// one writes ("glasss") is harmless, as nothing is one slip from it but the unit's own.
    static let letterSpellings: [String: String] = {
        var named: [(String, String)] = allUnits.map { ($0, $0) } + extraSynonyms.map { ($0.key, $0.value) }
        named += [("tablespoon", "tbsp"), ("teaspoon", "tsp"), ("ounce", "oz"), ("pound", "lb"), ("gram", "g"), ("gramme", "g"),
                  ("kilogram", "kg"), ("kilo", "kg"), ("milliliter", "ml"), ("millilitre", "ml"), ("liter", "l"), ("litre", "l"),
                  ("leaves", "leaf"), ("loaves", "loaf")]
        var spellings: [String: String] = [:]
        for (word, unit) in named where word.allSatisfy({ $0.isLetter && $0.isASCII }) {
            for form in [word, word + "s", word + "es"] where form.count >= 4 { spellings[form] = unit }
        }
        return spellings
    }()

    /// The speller that says whether a word in a unit's place is a slip of a food word.
    static let slipSpeller = FoodWordSpelling(vocabulary: .embedded, reading: .eaten)

    /// Whether `word`, mended as a food word, is named with `next` after it by a table (as a
    /// description's words, or its first) or a regional name.
    static func namesFoodWithNext(_ word: String, _ next: String?) -> Bool {
        guard let next else { return false }
        let start = FoodSearchIndex.singular(next)
        // A regional name of two words the slip is one edit from ("sticyk rice", "filetr coffee"),
        // though the speller's nearest word is the unit's.
        if EatenFoodSynonyms.pairs.keys.contains(where: { key in
            guard let space = key.firstIndex(of: " ") else { return false }
            let second = key[key.index(after: space)...]
            return (second == next || second == start) && EditDistance.between(word, String(key[..<space])) == 1
        }) {
            return true
        }
        guard let food = slipSpeller.correction(for: word), letterSpellings[food] == nil else { return false }
        return EatenFoodSynonyms.pairs["\(food) \(next)"] != nil || EatenFoodSynonyms.pairs["\(food) \(start)"] != nil
            || !EmbeddedFoodLines.positions(withWordPrefixes: [Array("\(food) \(start)".utf8)]).isEmpty
            || !EmbeddedFoodLines.positions(withWordPrefixes: [Array("\(food.prefix(1).uppercased() + food.dropFirst()) \(start)".utf8)]).isEmpty
    }

    /// The unit a word in a unit's place, before the food's name, was meant to be when it is a
    /// slip of a unit's spelling and no food word ("1 pumnet cherry tomatoes" is a punnet, "2
    /// stlaks celery" two stalks, "a solash of oil" a splash), and the one token it took; nil
    /// otherwise. A participle is a note, never a unit ("2 cubed potatoes", "2 filled rolls").
    static func readSlip(_ tokens: ArraySlice<String>) -> (unit: String, consumed: Int)? {
        // A food word is no slip ("cubed" is no "cubes", "dashi" no "dash"): asked before
        // `letterSpellings` is built (1M instructions at start-up of "2 eggs and toast").
        guard tokens.count >= 2, let first = tokens.first?.lowercased(), first.count >= 4, !first.hasSuffix("ed"),
              !FoodWordSpelling.isFoodWord(first), let unit = FoodWordSpelling.slip(first, among: letterSpellings),
              // A slip of a food word the tables name with the next word is that food's ("3 sprign
              // rolls" are spring rolls, not sprigs).
              !namesFoodWithNext(first, tokens.dropFirst().first?.lowercased()) else { return nil }
        return (unit, 1)
    }

    /// The unit at the start of `tokens` and how many tokens it took (modifiers included), or nil.
    static func read(_ tokens: ArraySlice<String>) -> (unit: String, consumed: Int)? {
        var skipped = 0
        var rest = tokens
        while let first = rest.first, unitModifiers.contains(first.lowercased()) {
            rest = rest.dropFirst()
            skipped += 1
        }
        guard let first = rest.first else { return nil }
        if rest.count >= 2 {
            let second = rest[rest.index(after: rest.startIndex)]
            if let unit = unit("\(first) \(second)"), ["fl oz", "extra large"].contains(unit) {
                return (unit, skipped + 2)
            }
        }
        guard let unit = unit(first) else { return nil }
        // A size before another unit only describes it: "1 large can" is a can.
        if sizeUnits.contains(unit), let (inner, count) = read(rest.dropFirst()) {
            return (inner, skipped + 1 + count)
        }
        return (unit, skipped + 1)
    }
}
