import MealLedger

extension JSONWriter {
    /// `"key":N`, or `"key":null` when there is no number.
    mutating func member(_ key: StaticString, orNull value: Int?) {
        member(key) { json in
            if let value { json.number(Double(value)) } else { json.null() }
        }
    }
}
