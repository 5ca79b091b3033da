/// Why an append was refused; nothing was written.
public struct AppendRefusal: Error, Equatable, CustomStringConvertible, Sendable {
    /// Which of the events being appended (0-based) broke a rule; nil when it concerns them all.
    public var index: Int?
    public var message: String

    public init(index: Int?, message: String) {
        self.index = index
        self.message = message
    }

    public var description: String { message }
}
