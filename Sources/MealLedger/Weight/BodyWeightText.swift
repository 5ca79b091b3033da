/// Reads a body weight as people write it: `72.4`, `72.4kg`, `160lb`, `11st 6lb` (SPEC 15).
///
/// A bare number is kilograms. Pounds are the international pound (0.45359237 kg exactly),
/// a stone is 14 pounds. The result is in kg rounded to 4 decimals, as the journal stores it.
public enum BodyWeightText {
    /// Kilograms in one international pound, by definition.
    public static let kilogramsPerPound = 0.45359237
    public static let poundsPerStone = 14.0

    /// The weight `text` gives, in kg rounded to 4 decimals; refusals name `field`.
    public static func kilograms(_ text: String, field: String) throws(FieldError) -> Double {
        let parts = try terms(text, field: field)
        func refuse() -> FieldError {
            FieldError(field: field, problem: "must be a weight such as 72.4, 72.4kg, 160lb or 11st 6lb, got '\(text)'")
        }
        var kilograms: Double
        switch parts.map(\.unit) {
        case [nil], [.kilograms]: kilograms = parts[0].value
        case [.pounds]: kilograms = parts[0].value * kilogramsPerPound
        case [.stones]: kilograms = parts[0].value * poundsPerStone * kilogramsPerPound
        case [.stones, .pounds], [.stones, nil]:
            guard parts[1].value < poundsPerStone else {
                throw FieldError(field: field, problem: "must have fewer than 14 pounds after the stones, got '\(text)'")
            }
            kilograms = (parts[0].value * poundsPerStone + parts[1].value) * kilogramsPerPound
        default: throw refuse()
        }
        kilograms = rounded(kilograms)
        guard WeightLogged.kgRange.contains(kilograms) else {
            let inKilograms = parts.contains { $0.unit == .pounds || $0.unit == .stones }
                ? " (\(CanonicalNumber.text(kilograms)) kg)" : ""
            throw FieldError(field: field, problem: "must be from 20 to 500 kg, got '\(text)'\(inKilograms)")
        }
        return kilograms
    }

    /// A weight in kg as the journal stores it: 4 decimals.
    public static func rounded(_ kilograms: Double) -> Double {
        (kilograms * 10_000).rounded() / 10_000
    }

    enum Unit { case kilograms, pounds, stones }

    /// `11st 6lb` as (11, stones), (6, pounds); a number without a unit has none.
    private static func terms(_ text: String, field: String) throws(FieldError) -> [(value: Double, unit: Unit?)] {
        let refusal = FieldError(field: field, problem: "must be a weight such as 72.4, 72.4kg, 160lb or 11st 6lb, got '\(text)'")
        var result: [(value: Double, unit: Unit?)] = []
        var rest = Substring(text.lowercased())
        func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\t" } }
        skipSpaces()
        guard !rest.isEmpty else { throw FieldError(field: field, problem: "is required: a weight such as 72.4 or 160lb") }
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !digits.isEmpty, digits.filter({ $0 == "." }).count <= 1, digits != ".",
                  let value = Double(digits), value.isFinite else {
                if rest.first == "-" { throw FieldError(field: field, problem: "must be a positive weight, got '\(text)'") }
                throw refusal
            }
            rest = rest.dropFirst(digits.count)
            skipSpaces()
            let word = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(word.count)
            skipSpaces()
            let unit: Unit?
            switch word {
            case "": unit = nil
            case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": unit = .kilograms
            case "lb", "lbs", "pound", "pounds": unit = .pounds
            case "st", "stone", "stones": unit = .stones
            default:
                throw FieldError(field: field, problem: "must be in kg, lb or st (not '\(word)'), got '\(text)'")
            }
            result.append((value, unit))
            guard result.count <= 2 else { throw refusal }
        }
        return result
    }
}
