/// A field of an event that is missing, of the wrong type, or out of range.
public struct FieldError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The field's path, such as `calories` or `ingredients[2].quantity`.
    public var field: String
    /// What is wrong, with what was typed quoted.
    public var problem: String

    /// The problems of other fields found with this one, when all were looked for.
    public var others: [FieldError] = []

    public init(field: String, problem: String) {
        self.field = field
        self.problem = problem
    }

    /// The first of `problems` carrying the rest; nil when there are none.
    public init?(all problems: [FieldError]) {
        guard var first = problems.first else { return nil }
        first.others = Array(problems.dropFirst())
        self = first
    }

    /// One line per field: `'calories' must be a non-negative number, got '-5'`.
    public var description: String {
        ([self] + others).map { $0.field.isEmpty ? $0.problem : "'\($0.field)' \($0.problem)" }.joined(separator: "\n")
    }
}
