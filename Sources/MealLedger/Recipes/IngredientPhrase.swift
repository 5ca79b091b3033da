/// One ingredient phrase read into its parts: "1 (15 oz) can black beans, drained" is
/// quantity 1, unit can, a 15 oz package, food "black beans", note "drained".
///
/// Only reading happens here; matching the food and weighing it is `OfflineRecipeParser`'s.
/// Units may follow the noun ("4 garlic cloves"), weights in parentheses or before a container
/// give the weight of each item ("2 (10 oz) ribeye steaks", "2 x 400g tins"), and "juice of 1
/// lime" or "zest of 1 orange" read as the juice or zest of that many fruit.
public struct IngredientPhrase: Equatable, Sendable {
    /// The phrase as written.
    public var text: String
    /// The amount, the midpoint of a range; nil when the phrase gives none ("salt to taste").
    public var quantity: Double?
    /// True when the amount was a range.
    public var isRange: Bool
    /// The canonical unit; "piece" for a counted food ("3 eggs"); nil when there is no quantity.
    public var unit: String?
    /// The weight of one item or container when the phrase gives it: "1 (15 oz) can" → 425.2 g.
    public var packageGrams: Double?
    /// True when the given weight is for all of the items together ("(about 120 g total)").
    public var packageGramsAreTotal: Bool = false
    /// The food words, cleaned of amounts, preparation and filler: "black beans".
    public var food: String
    /// What follows the first comma: "minced", "drained and rinsed".
    public var note: String?
    /// True for "to taste" seasonings and garnishes, which get a small amount rather than a portion.
    public var toTaste: Bool
    /// Preparation words the phrase used ("shredded", "packed"), which pick among a food's measures.
    public var preparation: Set<String> = []
    /// Nouns of the phrase before cleaning ("salmon", "fillets"), to find a count measure.
    public var nouns: [String] = []
    /// True when the phrase names its food in the plural ("eggs").
    public var isPlural: Bool = false
    /// The size said of the unit, not of the food: "small" in "a small bowl of cereal".
    public var unitSize: String?

    /// Words that describe preparation or state, not the food: left out of the food name.
    static let preparationWords: Set<String> = [
        "fresh", "freshly", "chopped", "minced", "diced", "sliced", "grated", "shredded", "crushed", "peeled",
        "boneless", "skinless", "finely", "roughly", "coarsely", "thinly", "organic", "extra", "virgin", "packed",
        "lightly", "firmly", "softened", "melted", "cold", "warm", "room", "temperature", "optional", "divided",
        "about", "approximately", "approx", "plus", "more", "garnish", "beaten", "cubed", "halved", "quartered",
        "trimmed", "rinsed", "drained", "sifted", "uncooked", "of", "the", "for", "to", "taste", "and", "or",
        "as", "per", "required", "unwaxed", "slit",
        "cut", "into", "pieces", "inch", "chunks", "bite", "sized", "size", "small", "medium", "large", "whole",
        "good", "quality", "pitted", "deseeded", "seeded", "cored", "stemmed", "torn", "cleaned", "washed",
        "thawed", "frozen", "if", "needed", "desired", "some", "your", "favorite", "favourite", "preferably",
        "roughly", "juiced", "zested", "patted", "dry", "dried", "ground", "bone-in", "skin-on", "thick-cut",
        "heaped", "heaping", "level", "scant", "generous", "spooned", "leveled", "levelled", "shaved", "torn",
        "free-range", "ripe", "lean", "a", "an", "x", "each", "serve", "serving", "drizzling", "frying",
        "greasing", "dusting", "brushing", "pure", "raw", "at", "around", "pureed", "puréed",
    ]

    /// The preparation or note word a lower-case word of a note was meant to be when it is a
    /// slip of one ("1 capsicum, dicwd", "400 g tin chickpeas, draimed"), else the word itself.
    static func noteWordMeant(_ word: String) -> String {
        guard word.count >= 4, !preparationWords.contains(word), !IngredientPhraseSplitter.noteWords.contains(word),
              !FoodWordSpelling.isFoodWord(word) else { return word }
        return FoodWordSpelling.slip(word, among: noteSpellings) ?? word
    }

    /// The preparation and note words of five letters or more, which a slip is mended to, each
    /// meaning itself.
    static let noteSpellings: [String: String] = Dictionary(uniqueKeysWithValues: preparationWords
        .union(IngredientPhraseSplitter.noteWords).filter { $0.count >= 5 && $0.allSatisfy(\.isLetter) }.map { ($0, $0) })

    /// Preparation words that change what the food is, so they stay in the name after all.
    static let meaningfulWords: Set<String> = ["dried", "ground", "frozen", "dry", "whole", "lean", "raw", "pureed", "puréed"]

    /// Count units a recipe may write after the noun: "4 garlic cloves", "3 celery stalks".
    /// Everyday words for a vessel's size, as the size they mean.
    static let vesselSizes: [String: String] = ["big": "large", "little": "small", "huge": "large", "tiny": "small"]

    static let unitsAfterNoun: [String: String] = [
        "clove": "clove", "cloves": "clove", "stalk": "stalk", "stalks": "stalk", "rib": "stalk", "ribs": "stalk",
        "sprig": "sprig", "sprigs": "sprig", "cube": "cube", "cubes": "cube",
    ]

    /// Reads one phrase.
    ///
    /// An ASCII phrase read before is given as it was read (`Remembered`): the splitters and
    /// the parser ask for the same pieces again and again (22 readings of 7 texts for a dish's
    /// `recipe parse`, about 110,000 instructions each, issue 26's start-up). The reading
    /// depends on the text alone, so the answer is `init(reading:)`'s (`RememberedPhraseTests`).
    public init(_ text: String) {
        if let known = Remembered.shared.phrase(text) {
            self = known
        } else {
            self = IngredientPhrase(reading: text)
            Remembered.shared.keep(self)
        }
    }

    /// Reads one phrase afresh: the road `init(_:)` remembers.
    init(reading text: String) {
        self.text = text
        isRange = false
        var main = Substring(text)
        if let comma = Self.firstTopLevelComma(in: text) {
            main = text[..<comma]
            let rest = text[text.index(after: comma)...].trimmingCharacters()
            note = rest.isEmpty ? nil : rest
        }
        let lowered = text.lowercased()
        toTaste = Self.saysToTaste(lowered)

        var tokens = RecipeTokenizer.tokens(String(main))[...]
        var weight = Self.parenthesizedWeight(&tokens)
        if weight == nil, let note {
            // "1 small squash, peeled and cubed (about 1 kg)": the weight may follow the note.
            var noteTokens = RecipeTokenizer.tokens(note)[...]
            weight = Self.parenthesizedWeight(&noteTokens)
        }
        // "thumb-sized piece of ginger", "pinch of salt": a unit with no number is one of it.
        if let first = tokens.first?.lowercased(), first == "thumb-sized" || first == "thumb" {
            tokens = ["1", "piece"] + tokens.dropFirst().drop { ["piece", "of"].contains($0.lowercased()) }
        } else if QuantityReader.read(tokens) == nil, let (unit, consumed) = UnitTable.read(tokens),
                  ["pinch", "dash", "handful", "splash", "drizzle", "knob", "glug", "sprig"].contains(unit)
                    || ["of", "de"].contains(tokens.dropFirst(consumed).first?.lowercased()) {
            // "bowl of cereal", "glass of milk", "tin of tuna": a measure or container named
            // with no number before it is one of it.
            tokens = ["1"] + tokens
        }
        // "juice of 1 lime", "the zest of half an orange": the part comes before the amount.
        var part: String?
        if let (found, consumed) = Self.citrusPart(tokens) {
            part = found
            tokens = tokens.dropFirst(consumed)
        }
        food = ""
        readAmount(&tokens)
        if quantity == nil, let note, let (amount, consumed) = QuantityReader.read(RecipeTokenizer.tokens(note)[...]),
           let (noteUnit, _) = UnitTable.read(RecipeTokenizer.tokens(note)[...].dropFirst(consumed)) {
            // "olive oil, 1 tbsp": the amount written after the food.
            (quantity, unit, isRange) = (amount.value, noteUnit, amount.isRange)
            self.note = nil
        }
        // "a bowl of lasagne, about 350g": a weight alone in the note is what the portion weighed.
        if weight == nil, quantity != nil, let note, let grams = Self.weightAlone(RecipeTokenizer.tokens(note)[...]) {
            weight = (grams, true)
            self.note = nil
        }
        if let weight {
            if unit.map(UnitTable.massUnits.contains) != true {
                packageGrams = weight.grams
                packageGramsAreTotal = weight.isTotal || unit.map(UnitTable.volumeUnits.contains) == true
            }
        }
        let foodTokens = Array(tokens)
        nouns = foodTokens.map { $0.lowercased() }.filter { $0.first?.isLetter == true }
        preparation = Set(nouns)
        if let note { preparation.formUnion(RecipeTokenizer.tokens(note).map { Self.noteWordMeant($0.lowercased()) }) }
        if let part {
            food = Self.foodName(tokens) + " " + part
            if quantity == nil { (quantity, unit) = (1, "piece") }
        } else {
            food = Self.foodName(tokens)
        }
        isPlural = nouns.last.map { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") } ?? false
    }

    /// Words before an amount saying only how near it is: "about 2 cups", "approx. 200g", "like 2 cups".
    static let nearnessWords: Set<String> = ["about", "approx", "approx.", "approximately", "around", "roughly", "~", "maybe",
                                             "like", "nearly", "almost"]

    /// Reads the quantity, any size of each item, and the unit, from the start or the end.
    private mutating func readAmount(_ tokens: inout ArraySlice<String>) {
        // "about 2 cups flour", "approx. 200g": how near the amount is says nothing of it.
        while let first = tokens.first?.lowercased(), Self.nearnessWords.contains(first),
              tokens.count > 1, QuantityReader.read(tokens.dropFirst()) != nil {
            tokens = tokens.dropFirst()
        }
        // "a 600ml choc milk", "a 1/2 cup of rice": an article before an amount by volume says
        // nothing of it, and the food's own density weighs it. Nor does the vessel that volume
        // sizes ("a 250ml glass of wine" is 250 ml of wine, "a 2 cup bowl of cereal" 2 cups of
        // cereal, not its volume in water). A container said anywhere ("a 330ml can of coke",
        // "a 330ml coke can") counts the container, as before.
        if let first = tokens.first?.lowercased(), ["a", "an", "one"].contains(first),
           let (_, consumed) = QuantityReader.read(tokens.dropFirst()),
           let (unit, unitConsumed) = UnitTable.read(tokens.dropFirst(1 + consumed)), UnitTable.volumeUnits.contains(unit) {
            let after = tokens.dropFirst(1 + consumed + unitConsumed)
            let namesContainer = after.contains { UnitTable.unit($0.lowercased()).map(UnitTable.containerUnits.contains) ?? false }
            if !namesContainer, let (next, nextConsumed) = UnitTable.read(after) {
                if EatenPortion.vessels.contains(next) {
                    var rest = Array(tokens.dropFirst())
                    rest.removeSubrange((consumed + unitConsumed)..<(consumed + unitConsumed + nextConsumed))
                    tokens = rest[...]
                }
            } else if !namesContainer {
                tokens = tokens.dropFirst()
            }
        }
        guard let (amount, consumed) = QuantityReader.read(tokens) else {
            if let (amount, unit, start) = Self.trailingAmount(tokens) {
                // "chicken breast 200 g"
                quantity = amount
                self.unit = unit
                tokens = tokens.prefix(start)
            }
            return
        }
        quantity = amount.value
        isRange = amount.isRange
        tokens = tokens.dropFirst(consumed)
        while let first = tokens.first?.lowercased(), first == "x" || first == "of" { tokens = tokens.dropFirst() }
        // "2 15-ounce cans", "an 8 oz steak": the size of each item.
        if let (grams, sizeConsumed) = Self.itemSize(tokens) {
            packageGrams = grams
            tokens = tokens.dropFirst(sizeConsumed)
        }
        if let (unit, unitConsumed) = UnitTable.read(tokens) ?? UnitTable.readSlip(tokens) {
            self.unit = unit
            // "a small bowl", "a big plate": the size of the vessel, which `UnitTable.read` reads past.
            if !UnitTable.sizeUnits.contains(unit), let size = tokens.prefix(unitConsumed).lazy
                .compactMap({ Self.vesselSizes[$0.lowercased()] ?? UnitTable.unit($0).flatMap { UnitTable.sizeUnits.contains($0) ? $0 : nil } }).first {
                unitSize = size
            }
            tokens = tokens.dropFirst(unitConsumed)
            if let first = quantity, !isRange { quantity = Self.amountAfter(first, unit, in: &tokens) }
            // "2 large garlic cloves": the unit after the noun says more than the size.
            if UnitTable.sizeUnits.contains(unit),
               let index = tokens.indices.dropFirst().first(where: { Self.unitsAfterNoun[tokens[$0].lowercased()] != nil }) {
                self.unit = Self.unitsAfterNoun[tokens[index].lowercased()]
                var remaining = Array(tokens)
                remaining.remove(at: index - tokens.startIndex)
                tokens = remaining[...]
                return
            }
            // "of", and Spanish "de" after a unit ("un vaso de leche").
            while let first = tokens.first?.lowercased(), first == "of" || first == "de" { tokens = tokens.dropFirst() }
            // "400 g tin chickpeas": one container of that weight.
            if packageGrams == nil, UnitTable.massUnits.contains(unit) || UnitTable.volumeUnits.contains(unit),
               let (container, containerConsumed) = UnitTable.read(tokens), UnitTable.containerUnits.contains(container) {
                packageGrams = quantity.map { $0 * Self.grams(per: unit) }
                quantity = 1
                isRange = false
                self.unit = container
                tokens = tokens.dropFirst(containerConsumed)
            }
            return
        }
        // "4 garlic cloves": the unit after the noun.
        if let index = tokens.indices.dropFirst().first(where: { Self.unitsAfterNoun[tokens[$0].lowercased()] != nil }) {
            unit = Self.unitsAfterNoun[tokens[index].lowercased()]
            var remaining = Array(tokens)
            remaining.remove(at: index - tokens.startIndex)
            tokens = remaining[...]
            return
        }
        unit = "piece"
    }

    /// The amount after a second one written beside it, which is taken out of `tokens`:
    /// "3/4 cup + 2 tbsp" and "1 cup plus 2 tbsp" add the second, "1 lb 4 oz" adds a smaller
    /// one; "200g/7oz", "1 cup/250ml" and "500g/500ml" give the same amount twice, in both
    /// systems, and so does "1kg/2lb 4oz". An amount of another kind ("1 cup 2 eggs") stays.
    static func amountAfter(_ first: Double, _ unit: String, in tokens: inout ArraySlice<String>) -> Double {
        var rest = tokens
        let saysPlus = rest.first?.lowercased() == "plus"
        if saysPlus { rest = rest.dropFirst() }
        guard let (more, consumed) = QuantityReader.read(rest), !more.isRange,
              let (moreUnit, unitConsumed) = UnitTable.read(rest.dropFirst(consumed)) else { return first }
        let measures = UnitTable.massUnits.union(UnitTable.volumeUnits)
        guard let ratio = ratio(of: moreUnit, to: unit) else {
            // "500g/500ml milk": the amount again by the other kind of measure.
            if !saysPlus, measures.contains(unit), measures.contains(moreUnit) { tokens = rest.dropFirst(consumed + unitConsumed) }
            return first
        }
        let added = more.value * ratio
        rest = rest.dropFirst(consumed + unitConsumed)
        if saysPlus || added < first * 0.6 {
            tokens = rest
            return first + added
        }
        guard abs(added - first) <= first * 0.15 else { return first }
        // The same amount in the other system, with any smaller part of it ("2lb 4oz").
        if let (part, partConsumed) = QuantityReader.read(rest), !part.isRange,
           let (partUnit, partUnitConsumed) = UnitTable.read(rest.dropFirst(partConsumed)),
           let partRatio = Self.ratio(of: partUnit, to: unit), part.value * partRatio < added * 0.6 {
            rest = rest.dropFirst(partConsumed + partUnitConsumed)
        }
        tokens = rest
        return first
    }

    /// How many of `unit` one `other` is, when both weigh or both measure volume; else nil.
    static func ratio(of other: String, to unit: String) -> Double? {
        if let a = IngredientWeigher.massGrams[other], let b = IngredientWeigher.massGrams[unit] { return a / b }
        if let a = IngredientWeigher.volumeMillilitres[other], let b = IngredientWeigher.volumeMillilitres[unit] { return a / b }
        return nil
    }

    /// Grams of one mass unit, or a volume unit read as grams of water (for a package size).
    static func grams(per unit: String) -> Double {
        IngredientWeigher.massGrams[unit] ?? IngredientWeigher.volumeMillilitres[unit] ?? 1
    }

    /// "juice of", "the zest of", "juice and zest of": the citrus part named before the amount.
    private static func citrusPart(_ tokens: ArraySlice<String>) -> (String, Int)? {
        var rest = tokens
        var consumed = 0
        if rest.first?.lowercased() == "the" { rest = rest.dropFirst(); consumed += 1 }
        if ["finely", "grated", "freshly", "squeezed"].contains(rest.first?.lowercased() ?? "") {
            rest = rest.dropFirst(); consumed += 1
        }
        guard let word = rest.first?.lowercased(), word == "juice" || word == "zest",
              rest.dropFirst().first?.lowercased() == "of" else { return nil }
        return (word, consumed + 2)
    }

    /// A weight in parentheses anywhere in the phrase, taken out of the tokens: "(10 oz)",
    /// "(about 150 g each)", "(8-ounce)", "(about 1 1/4 pounds)", "(120 g total)".
    private static func parenthesizedWeight(_ tokens: inout ArraySlice<String>) -> (grams: Double, isTotal: Bool)? {
        var index = tokens.startIndex
        while index < tokens.endIndex {
            guard tokens[index] == "(" else { index += 1; continue }
            guard let close = tokens[index...].firstIndex(of: ")") else { return nil }
            var inner = tokens[(index + 1)..<close]
            while let first = inner.first?.lowercased(), Self.nearnessWords.contains(first) {
                inner = inner.dropFirst()
            }
            if let (amount, consumed) = QuantityReader.read(inner) {
                var rest = inner.dropFirst(consumed)
                if rest.first == "-" { rest = rest.dropFirst() }
                // "1 (400 ml) can", "1 can (400 ml)": a volume only sizes a container, read as grams of water.
                let isContainer = [tokens[(close + 1)...].first, index > tokens.startIndex ? tokens[index - 1] : nil].contains { token in
                    token.flatMap { UnitTable.unit($0) }.map(UnitTable.containerUnits.contains) ?? false
                }
                if let (unit, unitConsumed) = UnitTable.read(rest),
                   UnitTable.massUnits.contains(unit) || (UnitTable.volumeUnits.contains(unit) && isContainer) {
                    // "(120 g total)"; and "2 large (122 g)" ending the phrase, as a nutrition label
                    // and a diary app write a serving: a weight after a size or a measure other than
                    // a container, with no food after it, is what they weigh together. Before the
                    // food ("2 large (8 oz) steaks", "2 cans (400 g) tomatoes") it is each one's.
                    let endsPhrase = tokens[(close + 1)...].allSatisfy { $0.allSatisfy { !$0.isLetter && !$0.isNumber } }
                    let afterUnit = index > tokens.startIndex
                        && UnitTable.unit(tokens[index - 1]).map { !UnitTable.containerUnits.contains($0) } == true
                    let each = rest.dropFirst(unitConsumed).contains { $0.lowercased() == "each" }
                    let isTotal = rest.dropFirst(unitConsumed).contains { $0.lowercased() == "total" } || afterUnit && endsPhrase && !each
                    var remaining = Array(tokens)
                    remaining.removeSubrange((index - tokens.startIndex)...(close - tokens.startIndex))
                    tokens = remaining[...]
                    return (amount.value * grams(per: unit), isTotal)
                }
            }
            index = close + 1
        }
        return nil
    }

    /// The grams of a text that is a weight and nothing more: "about 350g", "approx. 1 lb", "200 g".
    static func weightAlone(_ tokens: ArraySlice<String>) -> Double? {
        var rest = tokens.drop { Self.nearnessWords.contains($0.lowercased()) }
        guard let (amount, consumed) = QuantityReader.read(rest), !amount.isRange, amount.value > 0 else { return nil }
        rest = rest.dropFirst(consumed)
        guard let (unit, unitConsumed) = UnitTable.read(rest), UnitTable.massUnits.contains(unit),
              rest.count == unitConsumed else { return nil }
        return amount.value * grams(per: unit)
    }

    /// "15-ounce", "400g", "8 oz" before the unit or noun: the weight of each item.
    private static func itemSize(_ tokens: ArraySlice<String>) -> (Double, Int)? {
        guard let first = tokens.first, let amount = QuantityReader.number(first) else { return nil }
        var rest = tokens.dropFirst()
        var consumed = 1
        if rest.first == "-" { rest = rest.dropFirst(); consumed += 1 }
        guard let (unit, unitCount) = UnitTable.read(rest) else { return nil }
        // "1 x 400ml can": a volume is the size of each container only when one follows.
        let isContainer = UnitTable.read(rest.dropFirst(unitCount)).map { UnitTable.containerUnits.contains($0.unit) } ?? false
        guard UnitTable.massUnits.contains(unit) || (UnitTable.volumeUnits.contains(unit) && isContainer) else { return nil }
        return (amount * grams(per: unit), consumed + unitCount)
    }

    /// A quantity and a weight or volume unit ending the phrase: "chicken breast 200 g".
    private static func trailingAmount(_ tokens: ArraySlice<String>) -> (Double, String, Int)? {
        guard tokens.count >= 3 else { return nil }
        let unitToken = tokens[tokens.endIndex - 1]
        let numberToken = tokens[tokens.endIndex - 2]
        guard let amount = QuantityReader.number(numberToken), amount > 0, let unit = UnitTable.unit(unitToken),
              UnitTable.massUnits.contains(unit) || UnitTable.volumeUnits.contains(unit) else { return nil }
        return (amount, unit, tokens.count - 2)
    }

    /// The food words: parentheses, numbers and preparation words left out.
    static func foodName(_ tokens: ArraySlice<String>) -> String {
        var words: [String] = []
        var depth = 0
        for token in tokens {
            if token == "(" { depth += 1; continue }
            if token == ")" { depth = max(0, depth - 1); continue }
            if depth > 0 || token == "-" { continue }
            let lowered = token.lowercased()
            if QuantityReader.number(lowered) != nil || lowered.hasSuffix("%") || lowered.hasSuffix("°f") { continue }
            if preparationWords.contains(lowered), !meaningfulWords.contains(lowered) { continue }
            words.append(lowered)
        }
        // "dried" and "ground" matter before a food ("dried oregano"), not after it.
        while let last = words.last, meaningfulWords.contains(last), words.count > 1 { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// The first comma outside parentheses.
    static func firstTopLevelComma(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
