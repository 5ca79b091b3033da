/// Field writers for event payloads: `"key":value`, optional ones skipped when absent.
extension JSONWriter {
    mutating func field(_ key: StaticString, _ value: String, first: Bool = false) {
        self.key(key, first: first)
        string(value)
    }

    mutating func field(_ key: StaticString, _ value: Double, first: Bool = false) {
        self.key(key, first: first)
        number(value)
    }

    mutating func field(_ key: StaticString, _ value: Identifier, first: Bool = false) {
        self.key(key, first: first)
        appendQuoted(value.description)
    }

    mutating func field(_ key: StaticString, _ value: CalendarDate, first: Bool = false) {
        self.key(key, first: first)
        appendQuoted(value.description)
    }

    mutating func field(_ key: StaticString, _ value: String?) {
        if let value { field(key, value) }
    }

    mutating func field(_ key: StaticString, _ value: Double?) {
        if let value { field(key, value) }
    }

    mutating func field(_ key: StaticString, _ values: [String]) {
        guard !values.isEmpty else { return }
        self.key(key)
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            string(value)
        }
        raw("]")
    }

    /// Writes text known to need no escaping (ids, dates).
    private mutating func appendQuoted(_ text: String) {
        string(text)
    }
}
