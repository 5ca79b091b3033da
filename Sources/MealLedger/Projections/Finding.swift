/// A problem found while replaying or checking a journal, tied to its line.
public struct Finding: Equatable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable {
        /// The line cannot be read as an event, or breaks a rule of the format.
        case error
        /// The journal is readable but something is odd (a merge left an edit on a deleted meal).
        case warning
    }

    public var severity: Severity
    /// The 1-based line the problem is on.
    public var line: Int
    public var message: String
    /// True when the line could not be read as an event at all: writing is refused until fixed.
    public var isDamage: Bool
    /// True for a field a newer release wrote (SPEC 8): named by `check`, never a reason to
    /// refuse carrying the line over (`ledger append -` of full lines, merges).
    public var isUnknownField = false

    public init(_ severity: Severity, line: Int, _ message: String, isDamage: Bool = false) {
        self.severity = severity
        self.line = line
        self.message = message
        self.isDamage = isDamage
    }

    public var description: String {
        "\(line): \(severity == .warning ? "warning: " : "")\(message)"
    }
}
