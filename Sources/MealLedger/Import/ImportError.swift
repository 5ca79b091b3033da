/// Why an import file was refused: the line and the column at fault. Nothing was written.
public struct ImportError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The 1-based line of the file.
    public var line: Int
    /// The column's header name, when one column is at fault.
    public var column: String?
    public var message: String

    public init(line: Int, column: String?, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `LINE: column 'Energy (kcal)': message`; the command puts the file's path in front.
    public var description: String {
        "\(line): " + (column.map { "column '\($0)': " } ?? "") + message
    }
}
