/// A CSV file that cannot be read as RFC 4180 describes.
public struct CSVError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The 1-based line the problem starts on.
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
