/// Why a line is not valid JSON, with the 1-based column where reading stopped.
public struct JSONParseError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The 1-based byte column in the line.
    public var column: Int
    /// What was wrong there.
    public var reason: String

    public var description: String { "invalid JSON at column \(column): \(reason)" }
}
