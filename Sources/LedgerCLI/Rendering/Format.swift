import MealLedger

/// How numbers read in tables: calories whole, grams to one decimal.
enum Format {
    /// `1234` — calories rounded to whole numbers.
    static func calories(_ value: Double) -> String {
        guard value.isFinite else { return nonFinite(value) }
        let rounded = value.rounded()
        return CanonicalNumber.text(rounded == 0 ? 0 : rounded)
    }

    /// What a table shows for a figure no limit should let through: never a trap.
    static func nonFinite(_ value: Double) -> String {
        value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
    }

    /// `31.5` — grams to one decimal.
    static func grams(_ value: Double) -> String {
        oneDecimal(value)
    }

    /// One decimal always shown: `31.0`, `-2.5`.
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite else { return nonFinite(value) }
        let tenths = (value * 10).rounded()
        // Past 10^17 tenths an Int64 would not do; such figures are whole numbers anyway.
        guard abs(tenths) < 1e17 else { return CanonicalNumber.text(value.rounded()) }
        let sign = tenths < 0 ? "-" : ""
        let magnitude = Int64(abs(tenths))
        return "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// A quantity as typed: `200`, `1.5`, `0.333`.
    static func quantity(_ value: Double) -> String {
        guard value.isFinite else { return nonFinite(value) }
        let rounded = abs(value) < 1e12 ? (value * 1000).rounded() / 1000 : value
        return CanonicalNumber.text(rounded)
    }

    /// An instant for people: `2026-11-20 12:00:01Z`.
    static func instant(_ instant: Instant) -> String {
        // From the canonical `2026-11-20T12:00:01.000Z` by its bytes: `ledger log` does this a
        // million times.
        var bytes = Array(instant.description.utf8)
        guard bytes.count == 24 else { return instant.description }
        bytes[10] = UInt8(ascii: " ")
        bytes.removeSubrange(19..<23)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Format {
    /// `200 g`, `1.5`, `cup`: a quantity with its unit, either one possibly missing.
    static func amount(_ quantity: Double?, _ unit: String?) -> String {
        guard let quantity else { return unit ?? "" }
        return Format.quantity(quantity) + (unit.map { " \($0)" } ?? "")
    }
}

extension String {
    /// The string with its first letter in upper case: `Monday`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
