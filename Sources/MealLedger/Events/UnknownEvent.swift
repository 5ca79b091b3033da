/// An event of a type this release does not know (written by a newer one, SPEC section 15).
///
/// Its line is kept as written (`Event.keptLine`) and left out of every projection; `check`
/// warns on it and reports say how many were left out. It is never appended from flags or
/// `{"type","data"}` input: only carried over as a whole journal line (merge, `append -`).
public struct UnknownEvent: Equatable, Sendable {
    /// The `type` the line names.
    public var typeName: String
    /// Its `data` object, as written.
    public var data: JSONValue

    /// The longest type name kept; a longer one is damage, not a newer release's type.
    static let maximumTypeNameLength = 64

    /// Reads a line's unknown type and data: the name must look like a type (`a.b`, no control
    /// characters) and the data must be an object, or the line is damaged.
    init(typeName: String, data: JSONValue) throws(FieldError) {
        guard !typeName.isEmpty, typeName.count <= Self.maximumTypeNameLength,
              !TextRule.containsControlCharacter(typeName) else {
            throw FieldError(field: "type", problem: "is not a known event type, got '\(typeName)'")
        }
        guard case .object = data else {
            throw FieldError(field: "data", problem: "must be an object")
        }
        self.typeName = typeName
        self.data = data
    }

    func writeMembers(to writer: inout some JSONSink) {
        guard case let .object(members) = data else { return }
        for (key, value) in members { writer.member(key: key) { $0.write(value) } }
    }
}
