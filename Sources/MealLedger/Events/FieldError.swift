/// A field of an event that is missing, of the wrong type, or out of range.
public struct FieldError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The field's path, such as `calories` or `ingredients[2].quantity`.
    public var field: String
    /// What is wrong, with what was typed quoted.
    public var problem: String

    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String {
        field.isEmpty ? problem : "'\(field)' \(problem)"
    }
}
