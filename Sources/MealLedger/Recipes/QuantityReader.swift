/// Reads the amount at the start of an ingredient phrase: "2", "1.5", "1/2", "1 1/2", "2-3", "two", "half a".
///
/// Unicode fractions ("½", "1½") are spelt out by `RecipeTokenizer` first, so this reader only
/// sees ASCII tokens.
enum QuantityReader {
    /// An amount read from a phrase.
    struct Quantity: Equatable {
        /// The value used: the midpoint of a range.
        var value: Double
        /// True when the text gave a range ("2-3", "2 to 3", "one or two").
        var isRange: Bool
    }

    /// Words that stand for numbers in recipes ("several" is taken as three, as "a few" is).
    static let numberWords: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12, "half": 0.5, "quarter": 0.25, "several": 3,
        // Spanish "a" ("un vaso de leche", "una taza de café").
        "un": 1, "una": 1,
    ]

    /// Words joining the two ends of a range.
    private static let rangeWords: Set<String> = ["-", "to", "or"]

    /// The quantity at the start of `tokens` and how many tokens it took, or nil when there is none.
    static func read(_ tokens: ArraySlice<String>) -> (Quantity, consumed: Int)? {
        guard let (low, lowCount) = amount(tokens) else { return nil }
        var consumed = lowCount
        var value = low
        var isRange = false
        let afterLow = tokens.dropFirst(lowCount)
        if let joiner = afterLow.first, rangeWords.contains(joiner),
           let (high, highCount) = amount(afterLow.dropFirst()), high > low {
            value = (low + high) / 2
            isRange = true
            consumed += 1 + highCount
        }
        return (Quantity(value: value, isRange: isRange), consumed)
    }

    /// One amount without a range: a number, a mixed number, or number words.
    private static func amount(_ tokens: ArraySlice<String>) -> (Double, Int)? {
        // "a dozen", "2 dozen", "half a dozen": a dozen of any amount is twelve of it.
        guard let (value, count) = singleAmount(tokens) else { return nil }
        if tokens.dropFirst(count).first?.lowercased() == "dozen" { return (value * 12, count + 1) }
        return (value, count)
    }

    private static func singleAmount(_ tokens: ArraySlice<String>) -> (Double, Int)? {
        guard let first = tokens.first else { return nil }
        let lowered = first.lowercased()
        if let value = number(first) {
            let next = tokens.dropFirst().first
            // "1 1/2": a whole number followed by a proper fraction.
            if value == value.rounded(), let next, next.contains("/"), let fraction = number(next), fraction < 1 {
                return (value + fraction, 2)
            }
            return value > 0 ? (value, 1) : nil
        }
        guard let word = numberWords[lowered] else { return nil }
        let second = tokens.dropFirst().first?.lowercased()
        switch lowered {
        case "half", "quarter":
            // "half a cup", "half an onion"
            if second == "a" || second == "an" { return (word, 2) }
            return (word, 1)
        case "a", "an":
            // "a half cup", "a couple of", "a few"
            if second == "half" { return (0.5, 2) }
            if second == "quarter" { return (0.25, 2) }
            if second == "couple" { return (2, 2) }
            if second == "few" { return (3, 2) }
            return (1, 1)
        default:
            return (word, 1)
        }
    }

    /// The amount written at the start of `tokens` when it is a number that is no amount of
    /// food: zero ("0 g rice"), negative ("-1 cup"), a division by zero ("1/0 cup") or not a
    /// number at all ("NaN g", "inf cups"). Nil when the phrase starts with a usable amount or
    /// with no number; words ("a", "half") are never unusable.
    static func unusableAmount(_ tokens: ArraySlice<String>) -> String? {
        guard var first = tokens.first else { return nil }
        var rest = tokens.dropFirst()
        if first == "-", let next = rest.first, next.first?.isNumber == true || next.first == "." {
            first = "-" + next
            rest = rest.dropFirst()
        }
        let lowered = first.lowercased()
        // "zero eggs" is no amount of food, as "0 eggs" is not.
        if lowered == "zero", rest.first.map({ $0.first?.isLetter == true }) == true { return first }
        if ["nan", "inf", "infinity", "+inf", "-inf", "+nan"].contains(lowered) {
            // "nan" is also a bread: only a not-a-number followed by a unit or a number is an amount.
            guard let next = rest.first, UnitTable.unit(next.lowercased()) != nil || number(next) != nil else { return nil }
            return first
        }
        let numberLike = first.allSatisfy { $0.isASCII && ($0.isNumber || "./-+eE".contains($0)) }
            && first.contains(where: \.isNumber) && (first.first?.isLetter == false)
        guard numberLike else { return nil }
        guard let value = number(first) else { return first }
        return value > 0 ? nil : first
    }

    /// A plain number token: "2", "1.5", ".5", "1/2"; nil for anything else.
    static func number(_ token: String) -> Double? {
        if let slash = token.firstIndex(of: "/") {
            guard let numerator = Double(token[..<slash]), let denominator = Double(token[token.index(after: slash)...]),
                  denominator > 0, numerator.isFinite, denominator.isFinite else { return nil }
            return numerator / denominator
        }
        // An exponent ("1e308", as the tokenizer keeps it) is read too, even past the largest
        // double: the parser then refuses the amount by its limit rather than misreading it.
        let isExponent = token.contains { $0 == "e" || $0 == "E" }
        guard token.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E") }),
              token.first?.isNumber == true || token.first == ".",
              token.contains(where: \.isNumber), let value = Double(token.hasPrefix(".") ? "0" + token : token),
              value.isFinite || isExponent else { return nil }
        return value
    }
}
