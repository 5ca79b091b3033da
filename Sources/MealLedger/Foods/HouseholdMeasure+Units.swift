import Foundation

extension HouseholdMeasure {
    /// The canonical spelling of a unit name, so "Tablespoons", "tbs" and "T" all read "tbsp".
    ///
    /// Case, surrounding spaces, a trailing period and plurals are ignored ("cups" → "cup",
    /// "slices" → "slice", "leaves" → "leaf"). The one case-sensitive spelling is the recipe
    /// convention "T" (tablespoon) against "t" (teaspoon). A name with no known spelling comes
    /// back lower-cased and singular, so SR28's "cookies" and a user's "cookie" still meet.
    public static func normalizedUnit(_ name: String) -> String {
        let trimmed = name.trimmingSpaces()
        if trimmed == "T" { return "tbsp" }
        if trimmed == "t" { return "tsp" }
        var lowered = trimmed.lowercased()
        while lowered.hasSuffix(".") { lowered.removeLast() }
        lowered = lowered.replacingPeriodsAndCollapsingSpaces()
        if let canonical = unitSynonyms[lowered] { return canonical }
        let singular = singularized(lowered)
        return unitSynonyms[singular] ?? singular
    }

    /// The unit an SR28 measure description names: "cup, chopped" → "cup",
    /// "large (8\" to 8-7/8\" long)" → "large", "serving 1/2 cup" → "serving".
    ///
    /// SR28 puts the unit first and qualifies it after a comma, a parenthesis or more words,
    /// so the first word decides, except for the two-word units in `twoWordUnits`.
    ///
    /// The unit depends on the first two words of the head alone; for an ASCII description
    /// (every one in the tables) they are cut from the bytes and the unit is remembered by them
    /// for the process, so reading a food's portions seldom works out a unit afresh.
    static func unit(ofMeasureDescription description: String) -> String {
        guard let key = headWordsKey(of: description) else { return unitWorkedOut(ofMeasureDescription: description) }
        if let known = MeasureUnits.shared.unit(forHeadWords: key) { return known }
        let unit = unitWorkedOut(ofMeasureDescription: description)
        MeasureUnits.shared.remember(unit, forHeadWords: key)
        return unit
    }

    /// The first one or two words of an ASCII description's head (before a comma or a
    /// parenthesis), lower case, joined by a space, as `unitWorkedOut` cuts them; nil for text
    /// beyond ASCII or a head with no word, which is worked out whole each time.
    static func headWordsKey(of description: String) -> String? {
        var text = description
        return text.withUTF8 { bytes -> String? in
            var key: [UInt8] = []
            var words = 0
            var inWord = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "(") { break }
                if byte == UInt8(ascii: " ") {
                    if inWord {
                        inWord = false
                        if words == 2 { break }
                    }
                    continue
                }
                if !inWord {
                    if words == 2 { break }
                    if words == 1 { key.append(UInt8(ascii: " ")) }
                    words += 1
                    inWord = true
                }
                key.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            }
            guard words > 0 else { return nil }
            // A non-ASCII byte after the words read still makes the description non-ASCII.
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: key, as: UTF8.self)
        }
    }

    /// `unit(ofMeasureDescription:)` worked out from the description's characters.
    static func unitWorkedOut(ofMeasureDescription description: String) -> String {
        var head = Substring(description)
        if let cut = head.firstIndex(where: { $0 == "," || $0 == "(" }) {
            head = head[..<cut]
        }
        let words = head.lowercased().split(separator: " ")
        guard let first = words.first else { return normalizedUnit(description) }
        if words.count >= 2, let unit = twoWordUnits["\(first) \(words[1])"] {
            return unit
        }
        return normalizedUnit(String(first))
    }

    /// The grams in one `unit` among `measures`, or nil when no measure or fixed conversion gives it.
    ///
    /// Tried in order:
    /// 1. mass units (g, kg, oz, lb) convert exactly, whatever the food;
    /// 2. a measure with that unit, preferring one whose description is just the unit
    ///    ("cup" over "cup, mashed"), as grams / amount;
    /// 3. a volume unit (cup, tbsp, tsp, fl oz, ml, l, pint, quart, gallon) through any volume
    ///    measure of the food, since 1 cup = 16 tbsp = 48 tsp whatever the food weighs;
    /// 4. a count unit (piece, each, whole, item, unit, or a size that is missing) through the
    ///    food's first count-like measure: piece, each, whole, item, unit, medium, large, small.
    public static func gramsPerUnit(_ unit: String, in measures: [HouseholdMeasure]) -> Double? {
        let wanted = normalizedUnit(unit)
        if let grams = gramsPerMassUnit[wanted] { return grams }
        if let grams = gramsPerUnitOfMeasure(withUnit: wanted, in: measures) { return grams }
        if let millilitres = millilitresPerVolumeUnit[wanted] {
            for measure in measures {
                if let measureMillilitres = millilitresPerVolumeUnit[measure.unit] {
                    return measure.gramsPerUnit / measureMillilitres * millilitres
                }
            }
            return nil
        }
        if countLikeUnits.contains(wanted) {
            for candidate in countLikeUnits {
                if let grams = gramsPerUnitOfMeasure(withUnit: candidate, in: measures) { return grams }
            }
        }
        return nil
    }

    private static func gramsPerUnitOfMeasure(withUnit unit: String, in measures: [HouseholdMeasure]) -> Double? {
        let sameUnit = measures.filter { $0.unit == unit }
        let plainest = sameUnit.first { $0.description.trimmingSpaces().lowercased() == $0.unit } ?? sameUnit.first
        return plainest?.gramsPerUnit
    }

    /// Lower-case spellings (singular, without periods) of the units recipes and SR28 use.
    private static let unitSynonyms: [String: String] = [
        "c": "cup", "cup": "cup",
        "tbsp": "tbsp", "tbs": "tbsp", "tbl": "tbsp", "tbls": "tbsp", "tblsp": "tbsp", "tablespoon": "tbsp",
        "tsp": "tsp", "teaspoon": "tsp",
        "oz": "oz", "ounce": "oz",
        "fl oz": "fl oz", "floz": "fl oz", "fluid ounce": "fl oz", "fl ounce": "fl oz",
        "lb": "lb", "pound": "lb",
        "g": "g", "gr": "g", "gm": "g", "gram": "g", "gramme": "g",
        "kg": "kg", "kilo": "kg", "kilogram": "kg",
        "ml": "ml", "milliliter": "ml", "millilitre": "ml",
        "l": "l", "liter": "l", "litre": "l",
        "pt": "pint", "pint": "pint", "qt": "quart", "quart": "quart", "gal": "gallon", "gallon": "gallon",
        "pc": "piece", "pcs": "piece", "piece": "piece",
        "ea": "each", "each": "each",
        "med": "medium", "medium": "medium", "lg": "large", "lrg": "large", "large": "large", "sm": "small", "sml": "small",
        "small": "small",
        "pkg": "package", "package": "package",
        "nlea serving": "serving", "serving": "serving",
    ]

    /// Units of two words in SR28 descriptions, which the first word alone would misread.
    private static let twoWordUnits: [String: String] = [
        "fl oz": "fl oz", "fluid ounce": "fl oz", "fluid ounces": "fl oz",
        "cubic inch": "cubic inch", "nlea serving": "serving",
        "extra large": "extra large", "extra small": "extra small",
    ]

    private static let gramsPerMassUnit: [String: Double] = [
        "g": 1, "kg": 1000, "oz": 28.349523125, "lb": 453.59237,
    ]

    /// US customary volumes, the ones SR28's cups and spoons are measured in.
    private static let millilitresPerVolumeUnit: [String: Double] = [
        "tsp": 4.92892159375, "tbsp": 14.78676478125, "fl oz": 29.5735295625, "cup": 236.5882365,
        "pint": 473.176473, "quart": 946.352946, "gallon": 3785.411784, "ml": 1, "l": 1000,
    ]

    /// Units meaning "one of it", in the order tried when the asked one is missing: a generic
    /// piece first, then the typical (medium) size.
    private static let countLikeUnits = ["piece", "each", "whole", "item", "unit", "medium", "large", "small"]

    /// Plurals whose singular the suffix rules below would get wrong.
    private static let irregularSingulars: [String: String] = [
        "leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife",
        "cookies": "cookie", "pies": "pie", "brownies": "brownie", "eggs": "egg",
    ]

    /// English singular of a lower-case unit word or phrase (only its last word changes).
    static func singularized(_ word: String) -> String {
        if let irregular = irregularSingulars[word] { return irregular }
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        for suffix in ["ches", "shes", "sses", "xes", "oes"] where word.hasSuffix(suffix) {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), word.count > 2 {
            return String(word.dropLast())
        }
        return word
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    fileprivate func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }

    /// "fl. oz" → "fl oz": periods inside abbreviations become spaces, and runs of spaces one space.
    fileprivate func replacingPeriodsAndCollapsingSpaces() -> String {
        split(whereSeparator: { $0 == "." || $0 == " " }).joined(separator: " ")
    }
}

/// Units by the head words of a measure description, for the process (the tables never change).
final class MeasureUnits: @unchecked Sendable {
    static let shared = MeasureUnits()
    private let lock = NSLock()
    private var known: [String: String] = [:]

    func unit(forHeadWords key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return known[key]
    }

    func remember(_ unit: String, forHeadWords key: String) {
        lock.lock()
        defer { lock.unlock() }
        if known.count > 10_000 { known = [:] }
        known[key] = unit
    }
}
