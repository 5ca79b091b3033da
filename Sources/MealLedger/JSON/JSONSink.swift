/// Where JSON goes as it is written: bytes (`JSONWriter`) or a value (`JSONValueBuilder`).
///
/// A type describes its JSON once, as a `write(to:)` over any sink, and gets both its
/// canonical bytes and its `JSONValue` from that one description, with no parse in between.
public protocol JSONSink {
    /// Writes an object: the members `body` writes, in order.
    mutating func object(_ body: (inout Self) throws -> Void) rethrows
    /// Writes an array: the values `body` writes, in order.
    mutating func array(_ body: (inout Self) throws -> Void) rethrows
    /// Writes one member of the open object: its key and the one value `body` writes.
    mutating func member(_ key: StaticString, _ body: (inout Self) throws -> Void) rethrows
    /// Writes one member whose key is only known at run time.
    mutating func member(key: String, _ body: (inout Self) throws -> Void) rethrows
    /// Writes a string.
    mutating func string(_ value: String)
    /// Writes a finite number.
    mutating func number(_ value: Double)
    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool)
    /// Writes `null`.
    mutating func null()
}

/// Members and values of the common types, written the same way to every sink.
extension JSONSink {
    /// `"key":"value"`.
    public mutating func member(_ key: StaticString, _ value: String) {
        member(key) { $0.string(value) }
    }

    /// `"key":1.5`.
    public mutating func member(_ key: StaticString, _ value: Double) {
        member(key) { $0.number(value) }
    }

    /// `"key":42`.
    public mutating func member(_ key: StaticString, _ value: Int) {
        member(key) { $0.number(Double(value)) }
    }

    /// `"key":true`.
    public mutating func member(_ key: StaticString, _ value: Bool) {
        member(key) { $0.bool(value) }
    }

    /// `"key":["a","b"]`.
    public mutating func member(_ key: StaticString, _ values: [String]) {
        member(key) { $0.array(values) { $0.string($1) } }
    }

    /// `"key":value`, any JSON value.
    public mutating func member(_ key: StaticString, _ value: JSONValue) {
        member(key) { $0.write(value) }
    }

    /// `"key":"value"`, or `"key":null` when there is none.
    public mutating func member(_ key: StaticString, orNull value: String?) {
        member(key) { if let value { $0.string(value) } else { $0.null() } }
    }

    /// `"key":1.5`, or `"key":null` when there is none.
    public mutating func member(_ key: StaticString, orNull value: Double?) {
        member(key) { if let value { $0.number(value) } else { $0.null() } }
    }

    /// `"key":"value"`, or nothing at all when there is none.
    public mutating func member(_ key: StaticString, ifPresent value: String?) {
        if let value { member(key, value) }
    }

    /// `"key":1.5`, or nothing at all when there is none.
    public mutating func member(_ key: StaticString, ifPresent value: Double?) {
        if let value { member(key, value) }
    }

    /// `"key":["a","b"]`, or nothing at all when there are none.
    public mutating func member(_ key: StaticString, ifNotEmpty values: [String]) {
        if !values.isEmpty { member(key, values) }
    }

    /// An array with one value for each item, written by `element`.
    public mutating func array<Items: Sequence>(_ items: Items,
                                                _ element: (inout Self, Items.Element) throws -> Void) rethrows {
        try array { sink in
            for item in items { try element(&sink, item) }
        }
    }

    /// Writes any JSON value; objects keep their member order.
    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let items): array(items) { $0.write($1) }
        case .object(let members):
            object { sink in
                for (key, value) in members { sink.member(key: key) { $0.write(value) } }
            }
        }
    }
}
