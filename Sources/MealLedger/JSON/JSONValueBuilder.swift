/// A `JSONSink` that builds a `JSONValue`: what a type writes as bytes, it can hand over as
/// a value too (`JSONValue(writing:)`), without writing bytes and parsing them back.
public struct JSONValueBuilder: JSONSink {
    /// A container being filled: an object's members so far, or an array's items.
    private enum Open {
        case object([(key: String, value: JSONValue)])
        case array([JSONValue])
    }

    private var open: [Open] = []
    /// The key of the member whose value comes next.
    private var pendingKey: String?
    /// The finished top-level value.
    private(set) var value: JSONValue = .null

    init() {}

    public mutating func object(_ body: (inout JSONValueBuilder) throws -> Void) rethrows {
        let key = takeKey()
        open.append(.object([]))
        try body(&self)
        guard case let .object(members)? = open.popLast() else { preconditionFailure("unbalanced object") }
        pendingKey = key
        add(.object(members))
    }

    public mutating func array(_ body: (inout JSONValueBuilder) throws -> Void) rethrows {
        let key = takeKey()
        open.append(.array([]))
        try body(&self)
        guard case let .array(items)? = open.popLast() else { preconditionFailure("unbalanced array") }
        pendingKey = key
        add(.array(items))
    }

    public mutating func member(_ key: StaticString, _ body: (inout JSONValueBuilder) throws -> Void) rethrows {
        try member(key: key.description, body)
    }

    public mutating func member(key: String, _ body: (inout JSONValueBuilder) throws -> Void) rethrows {
        pendingKey = key
        try body(&self)
    }

    public mutating func string(_ value: String) { add(.string(value)) }
    public mutating func number(_ value: Double) { add(.number(value)) }
    public mutating func bool(_ value: Bool) { add(.bool(value)) }
    public mutating func null() { add(.null) }

    private mutating func takeKey() -> String? {
        defer { pendingKey = nil }
        return pendingKey
    }

    /// Puts a finished value in the open container, under the pending key in an object.
    private mutating func add(_ finished: JSONValue) {
        let key = takeKey()
        switch open.popLast() {
        case nil: value = finished
        case .object(var members)?:
            members.append((key ?? "", finished))
            open.append(.object(members))
        case .array(var items)?:
            items.append(finished)
            open.append(.array(items))
        }
    }
}

extension JSONValue {
    /// The value `body` writes, built directly (no bytes, no parse).
    public init(writing body: (inout JSONValueBuilder) throws -> Void) rethrows {
        var builder = JSONValueBuilder()
        try body(&builder)
        self = builder.value
    }
}
