/// The one place the vocabulary's values are read from and written to JSON: the `nutrients`
/// object of entries, items and ingredients, and the `minimums` and `maximums` of goals.
///
/// Keys in vocabulary order, canonical numbers, unknown values left out, an empty object not
/// written at all. A key outside the vocabulary is refused by a strict reader (what a
/// command is given) and noted by a tolerant one (a journal line, SPEC section 8).
extension NutrientValues {
    /// The vocabulary's keys, for messages.
    static let keyList = Nutrient.allCases.map(\.key).joined(separator: ", ")

    /// Writes `"key":{…}` with the known values, or nothing when none is known.
    func writeMember(_ key: StaticString, to writer: inout some JSONSink) {
        guard !isEmpty else { return }
        writer.member(key) { writeObject(to: &$0) }
    }

    /// Writes the known values as one object.
    public func writeObject(to writer: inout some JSONSink) {
        writer.object { writer in
            for (nutrient, value) in known { writer.member(key: nutrient.key) { $0.number(value) } }
        }
    }

    /// The known values as a JSON object (`{}` when none is known).
    public var jsonValue: JSONValue { JSONValue { writeObject(to: &$0) } }
}

extension ObjectReader {
    /// Reads member `key`, an object of vocabulary values (each a non-negative number); unknown
    /// when absent or null.
    mutating func optionalNutrients(_ key: String) throws(FieldError) -> NutrientValues {
        guard let value = anyValue(key) else { return .unknown }
        let path = self.path(of: key)
        guard case .object = value else {
            throw FieldError(field: path, problem: "must be an object of nutrients (\(NutrientValues.keyList)), got \(value.quotedForMessage)")
        }
        var reader = try nested(value, path: path)
        var values = NutrientValues()
        for nutrient in Nutrient.allCases {
            if let number = try reader.optionalNumber(nutrient.key, .nonNegative) { values[nutrient] = number }
        }
        do {
            try reader.finish()
        } catch {
            throw FieldError(field: error.field, problem: "is not a nutrient of the vocabulary (\(NutrientValues.keyList))")
        }
        return values
    }
}
