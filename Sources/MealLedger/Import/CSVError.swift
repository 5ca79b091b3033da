/// A CSV file that cannot be read as RFC 4180 describes.
public struct CSVError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The 1-based line the problem is on.
    public var line: Int
    /// The 0-based position of the field at fault in its record, when one is.
    public var field: Int?
    public var message: String

    public init(line: Int, field: Int? = nil, message: String) {
        self.line = line
        self.field = field
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
