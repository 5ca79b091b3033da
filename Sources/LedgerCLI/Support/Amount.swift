import MealLedger

/// Servings and quantities as people write them (SPEC section 9): `2`, `0.5`, `1/2`, `1 1/2`,
/// `½`, `1½`, `1-1/2`; stored as decimals.
enum Amount {
    /// The vulgar-fraction characters and their values.
    static let fractionCharacters: [Character: Double] = [
        "½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4, "⅕": 1.0 / 5, "⅖": 2.0 / 5,
        "⅗": 3.0 / 5, "⅘": 4.0 / 5, "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8,
        "⅞": 7.0 / 8,
    ]

    /// The fields whose flags take fractions.
    static let fractionFields: Set<String> = ["servings", "quantity"]

    /// The value of `text`, or nil when it is no number or fraction.
    static func value(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters()
        guard !trimmed.isEmpty, trimmed.count <= 40 else { return nil }
        if let plain = plainNumber(trimmed) { return plain }
        // A whole part, then a fraction: `1 1/2`, `1-1/2`, `1½`, `1 ½`.
        var whole = 0.0
        var rest = Substring(trimmed)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count < rest.count {
            let after = rest.dropFirst(digits.count)
            if let first = after.first, first == " " || first == "-" || fractionCharacters[first] != nil {
                guard let number = Double(digits) else { return nil }
                whole = number
                rest = first == " " || first == "-" ? after.dropFirst().drop { $0 == " " } : after
            }
        }
        guard let fraction = fractionValue(rest) else { return nil }
        return whole + fraction
    }

    /// `1/2` or `½`.
    private static func fractionValue(_ text: Substring) -> Double? {
        if text.count == 1, let value = fractionCharacters[text.first!] { return value }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator > 0 else { return nil }
        return numerator / denominator
    }

    /// A number as JSON writes one.
    private static func plainNumber(_ text: String) -> Double? {
        guard let value = try? JSONParser.parse(text), case let .number(number) = value else { return nil }
        return number
    }

    /// Reads `text` for `field`, naming the field and the forms when it does not read.
    static func read(_ text: String, field: String) throws(FieldError) -> Double {
        guard let value = value(text) else {
            throw FieldError(field: field, problem: "must be a number or a fraction (2, 0.5, 1/2, 1 1/2, ½), got '\(text)'")
        }
        return value
    }
}
