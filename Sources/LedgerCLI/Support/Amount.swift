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
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 20 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator > 0 else { return nil }
        return numerator / denominator
    }

    /// A number as JSON writes one.
    private static func plainNumber(_ text: String) -> Double? {
        guard let value = try? JSONParser.parse(text), case let .number(number) = value else { return nil }
        return number
    }

    /// True when `text` is written as a number — `-5`, `1e308`, `1e999`, `+2.5`, `1/2`, `½` —
    /// whatever its size: a value past an option's limits is then refused as a figure past a
    /// limit (exit 1), where text that is no number at all is a usage error (exit 2).
    static func isNumeral(_ text: String) -> Bool {
        if value(text) != nil { return true }
        var bytes = Substring(text.trimmingCharacters()).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        var whole = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            whole += digits()
        }
        guard whole > 0 else { return false }
        if let letter = bytes.first, letter == UInt8(ascii: "e") || letter == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// Reads `text` for `field`, naming the field and the forms when it does not read.
    static func read(_ text: String, field: String) throws(FieldError) -> Double {
        guard let value = value(text) else {
            throw FieldError(field: field, problem: "must be a number or a fraction (2, 0.5, 1/2, 1 1/2, ½), got '\(text)'")
        }
        return value
    }
}

/// A positive amount given as a number or a fraction, at most the largest figure: text that
/// is no number is a usage error; a number past the limits (`0`, `-1`, `1e308`, `1e999`) is
/// refused as a figure past a limit (exit 1, see `Arguments`).
func positiveAmount(_ text: String) throws(OptionProblem) -> Double {
    let rule = "must be more than 0 and at most 1000000000"
    guard let value = Amount.value(text) else {
        guard Amount.isNumeral(text) else { throw .invalid("must be a number or a fraction (2, 0.5, 1/2, 1½)") }
        throw .pastLimit(rule)
    }
    guard value > 0, value <= 1_000_000_000 else { throw .pastLimit(rule) }
    return value
}
