/// Reads the members of one JSON object as typed fields, naming the field in every error.
///
/// Every member must be read or `finish()` reports it as unknown. A strict reader (what a
/// command is given) refuses it; a tolerant one (a journal line, SPEC section 8: a newer
/// release may have added optional fields) notes its path in `tolerated` and goes on.
struct ObjectReader {
    private let members: [(key: String, value: JSONValue)]
    private let path: String
    private var read: Set<String> = []
    /// Where a tolerant reader and the readers of its nested objects note unknown fields; nil: strict.
    let tolerated: UnknownFields?

    /// Starts reading `value`, which must be an object without duplicate keys.
    init(_ value: JSONValue, path: String, tolerating tolerated: UnknownFields? = nil) throws(FieldError) {
        self.tolerated = tolerated
        guard case let .object(members) = value else {
            throw FieldError(field: path, problem: "must be an object, got \(value.kindName)")
        }
        var seen = Set<String>()
        for member in members where !seen.insert(member.key).inserted {
            throw FieldError(field: Self.join(path, member.key), problem: "appears twice")
        }
        self.members = members
        self.path = path
    }

    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    private func fieldName(_ key: String) -> String { Self.join(path, key) }

    /// The path of member `key`, for a nested reader.
    func path(of key: String) -> String { fieldName(key) }

    private mutating func value(_ key: String) -> JSONValue? {
        read.insert(key)
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.value { return nil }
        return member.value
    }

    /// The raw value of `key`, whatever its kind; nil when absent or null.
    mutating func anyValue(_ key: String) -> JSONValue? {
        value(key)
    }

    /// A reader of the nested object `value` at `path`, as strict or tolerant as this one.
    func nested(_ value: JSONValue, path: String) throws(FieldError) -> ObjectReader {
        try ObjectReader(value, path: path, tolerating: tolerated)
    }

    /// Reports the first member that was never asked for; a tolerant reader notes them all.
    func finish() throws(FieldError) {
        let unknown = members.filter { !read.contains($0.key) }
        guard let first = unknown.first else { return }
        guard let tolerated else {
            throw FieldError(field: fieldName(first.key), problem: "is not a known field")
        }
        tolerated.paths += unknown.map { fieldName($0.key) }
    }

    mutating func optionalString(_ key: String) throws(FieldError) -> String? {
        guard let value = value(key) else { return nil }
        guard case let .string(text) = value else {
            throw FieldError(field: fieldName(key), problem: "must be a string, got \(value.quotedForMessage)")
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw FieldError(field: fieldName(key), problem: "must not be empty")
        }
        return text
    }

    mutating func string(_ key: String) throws(FieldError) -> String {
        guard let text = try optionalString(key) else {
            throw FieldError(field: fieldName(key), problem: "is required")
        }
        return text
    }

    enum NumberRule {
        case nonNegative, positive
        /// A number of servings: positive and at least `smallestServings`.
        case servings

        /// No figure in a journal is larger: a billion kcal or grams is already garbage, and
        /// with this bound no sum of a journal's figures can overflow to infinity.
        static let largest = 1_000_000_000.0

        /// Servings are divisors (per serving = totals ÷ servings; a logged meal's items are
        /// scaled by servings eaten ÷ servings made): a thousandth of a serving keeps every
        /// derived figure finite and printable.
        static let smallestServings = 0.001

        var phrase: String { self == .nonNegative ? "a non-negative number" : "a positive number" }
    }

    mutating func optionalNumber(_ key: String, _ rule: NumberRule) throws(FieldError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case let .number(number) = value else {
            throw FieldError(field: fieldName(key), problem: "must be \(rule.phrase), got \(value.quotedForMessage)")
        }
        let valid = number.isFinite && (rule == .nonNegative ? number >= 0 : number > 0)
        guard valid else {
            throw FieldError(field: fieldName(key),
                             problem: "must be \(rule.phrase), got '\(CanonicalNumber.safeText(number))'")
        }
        guard rule != .servings || number >= NumberRule.smallestServings else {
            throw FieldError(field: fieldName(key),
                             problem: "must be at least \(CanonicalNumber.text(NumberRule.smallestServings)) (a thousandth of a serving), got '\(CanonicalNumber.safeText(number))'")
        }
        guard number <= NumberRule.largest else {
            throw FieldError(field: fieldName(key),
                             problem: "must be at most \(CanonicalNumber.safeText(NumberRule.largest)), got '\(CanonicalNumber.safeText(number))'")
        }
        return number
    }

    mutating func number(_ key: String, _ rule: NumberRule) throws(FieldError) -> Double {
        guard let number = try optionalNumber(key, rule) else {
            throw FieldError(field: fieldName(key), problem: "is required")
        }
        return number
    }

    mutating func identifier(_ key: String) throws(FieldError) -> Identifier {
        let text = try string(key)
        guard let identifier = Identifier(text) else {
            throw FieldError(field: fieldName(key), problem: "must be a lowercase UUID, got '\(text)'")
        }
        return identifier
    }

    mutating func date(_ key: String) throws(FieldError) -> CalendarDate {
        let text = try string(key)
        guard let date = CalendarDate(text) else {
            throw FieldError(field: fieldName(key), problem: "must be a real date YYYY-MM-DD, got '\(text)'")
        }
        return date
    }

    mutating func source(_ key: String) throws(FieldError) -> FoodSource {
        guard let source = try optionalSource(key) else {
            throw FieldError(field: fieldName(key), problem: "is required")
        }
        return source
    }

    mutating func optionalSource(_ key: String) throws(FieldError) -> FoodSource? {
        guard let text = try optionalString(key) else { return nil }
        guard let source = FoodSource(rawValue: text) else {
            throw FieldError(field: fieldName(key), problem: "must be one of manual, database, ai, got '\(text)'")
        }
        return source
    }

    mutating func optionalSlot(_ key: String) throws(FieldError) -> Slot? {
        guard let text = try optionalString(key) else { return nil }
        guard let slot = Slot(rawValue: text) else {
            throw FieldError(field: fieldName(key), problem: "must be one of \(Slot.list), got '\(text)'")
        }
        return slot
    }

    mutating func optionalIdentifier(_ key: String) throws(FieldError) -> Identifier? {
        guard let text = try optionalString(key) else { return nil }
        guard let identifier = Identifier(text) else {
            throw FieldError(field: fieldName(key), problem: "must be a lowercase UUID, got '\(text)'")
        }
        return identifier
    }

    mutating func optionalArray(_ key: String) throws(FieldError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case let .array(items) = value else {
            throw FieldError(field: fieldName(key), problem: "must be an array, got \(value.quotedForMessage)")
        }
        return items
    }

    mutating func array(_ key: String) throws(FieldError) -> [JSONValue] {
        guard let items = try optionalArray(key) else {
            throw FieldError(field: fieldName(key), problem: "is required")
        }
        return items
    }

    /// The path of element `index` of array `key`, for nested readers.
    func elementPath(_ key: String, _ index: Int) -> String { fieldName(key) + "[\(index)]" }

    mutating func stringArray(_ key: String) throws(FieldError) -> [String] {
        guard let items = try optionalArray(key) else { return [] }
        var strings: [String] = []
        for (index, item) in items.enumerated() {
            guard case let .string(text) = item, !text.allSatisfy(\.isWhitespace) else {
                throw FieldError(field: elementPath(key, index),
                                 problem: "must be a non-empty string, got \(item.quotedForMessage)")
            }
            strings.append(text)
        }
        return strings
    }
}

/// The paths of the fields a tolerant reader did not know, in the order met.
final class UnknownFields {
    var paths: [String] = []
}

extension CanonicalNumber {
    /// Like `text`, but also spells out values JSON cannot hold, for messages.
    static func safeText(_ value: Double) -> String {
        value.isFinite ? text(value) : value.description
    }
}
