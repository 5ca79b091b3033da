/// One ingredient phrase read into its parts: "1 (15 oz) can black beans, drained" is
/// quantity 1, unit can, a 15 oz package, food "black beans", note "drained".
///
/// Only reading happens here; matching the food and weighing it is `OfflineRecipeParser`'s.
public struct IngredientPhrase: Equatable, Sendable {
    /// The phrase as written.
    public var text: String
    /// The amount, the midpoint of a range; nil when the phrase gives none ("salt to taste").
    public var quantity: Double?
    /// True when the amount was a range.
    public var isRange: Bool
    /// The canonical unit; "piece" for a counted food ("3 eggs"); nil when there is no quantity.
    public var unit: String?
    /// The weight of one container when the phrase gives it: "1 (15 oz) can" → 425.2 g.
    public var packageGrams: Double?
    /// The food words, cleaned of amounts, preparation and filler: "black beans".
    public var food: String
    /// What follows the first comma: "minced", "drained and rinsed".
    public var note: String?
    /// True for "to taste" seasonings, which get a pinch rather than a full portion.
    public var toTaste: Bool

    /// Words that describe preparation or state, not the food: left out of the food name.
    static let preparationWords: Set<String> = [
        "fresh", "freshly", "chopped", "minced", "diced", "sliced", "grated", "shredded", "crushed", "peeled",
        "boneless", "skinless", "finely", "roughly", "coarsely", "thinly", "organic", "extra", "virgin", "packed",
        "lightly", "firmly", "softened", "melted", "cold", "warm", "room", "temperature", "optional", "divided",
        "about", "approximately", "approx", "plus", "more", "garnish", "beaten", "cubed", "halved", "quartered",
        "trimmed", "rinsed", "drained", "sifted", "uncooked", "of", "the", "for", "to", "taste", "and", "or",
        "cut", "into", "pieces", "inch", "chunks", "bite", "sized", "size", "small", "medium", "large", "whole",
        "good", "quality", "pitted", "deseeded", "seeded", "cored", "stemmed", "torn", "cleaned", "washed",
        "thawed", "frozen", "if", "needed", "desired", "some", "your", "favorite", "favourite", "preferably",
        "roughly", "juiced", "zested", "patted", "dry", "dried", "ground",
    ]

    /// Preparation words that change what the food is, so they stay in the name after all.
    static let meaningfulWords: Set<String> = ["dried", "ground", "frozen", "dry", "whole"]

    /// Reads one phrase.
    public init(_ text: String) {
        self.text = text
        isRange = false
        toTaste = false
        var main = Substring(text)
        if let comma = Self.firstTopLevelComma(in: text) {
            main = text[..<comma]
            let rest = text[text.index(after: comma)...].trimmingCharacters()
            note = rest.isEmpty ? nil : rest
        }
        let lowered = text.lowercased()
        toTaste = lowered.contains("to taste") || lowered.contains("as needed") || lowered.contains("for serving")

        var tokens = RecipeTokenizer.tokens(String(main))[...]
        if let (amount, consumed) = QuantityReader.read(tokens) {
            quantity = amount.value
            isRange = amount.isRange
            tokens = tokens.dropFirst(consumed)
            // "1 (15 oz) can", "2 15-ounce cans": the size of each container.
            if let (grams, consumed) = Self.packageSize(tokens) {
                packageGrams = grams
                tokens = tokens.dropFirst(consumed)
            }
            if let (unit, consumed) = UnitTable.read(tokens) {
                self.unit = unit
                tokens = tokens.dropFirst(consumed)
            } else {
                unit = "piece"
            }
            if packageGrams != nil, !UnitTable.containerUnits.contains(unit ?? "") { packageGrams = nil }
        } else if let (amount, unit, start) = Self.trailingAmount(tokens) {
            // "chicken breast 200 g"
            quantity = amount
            self.unit = unit
            tokens = tokens.prefix(start)
        }
        food = Self.foodName(tokens)
    }

    /// "(15 oz)" or "15-ounce" before a container unit: the grams of one container.
    private static func packageSize(_ tokens: ArraySlice<String>) -> (Double, Int)? {
        var rest = tokens
        var consumed = 0
        let parenthesized = rest.first == "("
        if parenthesized {
            rest = rest.dropFirst()
            consumed += 1
        }
        guard let first = rest.first, let amount = QuantityReader.number(first) else { return nil }
        rest = rest.dropFirst()
        consumed += 1
        if rest.first == "-" {
            rest = rest.dropFirst()
            consumed += 1
        }
        guard let (unit, unitCount) = UnitTable.read(rest) else { return nil }
        let gramsPerUnit: Double
        if UnitTable.massUnits.contains(unit), let grams = HouseholdMeasure.gramsPerUnit(unit, in: []) {
            gramsPerUnit = grams
        } else if UnitTable.volumeUnits.contains(unit) {
            gramsPerUnit = volumeMillilitres(unit)
        } else {
            return nil
        }
        rest = rest.dropFirst(unitCount)
        consumed += unitCount
        if parenthesized {
            // Skip anything else inside the parentheses: "(15 oz each)".
            while let token = rest.first, token != ")" {
                rest = rest.dropFirst()
                consumed += 1
            }
            guard rest.first == ")" else { return nil }
            consumed += 1
            rest = rest.dropFirst()
        }
        guard let (container, _) = UnitTable.read(rest), UnitTable.containerUnits.contains(container) else { return nil }
        return (amount * gramsPerUnit, consumed)
    }

    /// Millilitres in one volume unit; a liquid's grams are taken as its millilitres for a package size.
    private static func volumeMillilitres(_ unit: String) -> Double {
        let millilitres: [String: Double] = [
            "tsp": 4.92892159375, "tbsp": 14.78676478125, "fl oz": 29.5735295625, "cup": 236.5882365,
            "pint": 473.176473, "quart": 946.352946, "gallon": 3785.411784, "ml": 1, "l": 1000,
        ]
        return millilitres[unit] ?? 1
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
    private static func foodName(_ tokens: ArraySlice<String>) -> String {
        var words: [String] = []
        var depth = 0
        for token in tokens {
            if token == "(" { depth += 1; continue }
            if token == ")" { depth = max(0, depth - 1); continue }
            if depth > 0 || token == "-" { continue }
            let lowered = token.lowercased()
            if QuantityReader.number(lowered) != nil || lowered.hasSuffix("%") { continue }
            if preparationWords.contains(lowered), !meaningfulWords.contains(lowered) { continue }
            words.append(lowered)
        }
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
