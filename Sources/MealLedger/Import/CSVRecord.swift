/// One record of a CSV file: its fields and the line it starts on.
public struct CSVRecord: Equatable, Sendable {
    /// The 1-based line of the file the record starts on (a quoted field may span lines).
    public var line: Int
    public var fields: [String]

    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }
}
