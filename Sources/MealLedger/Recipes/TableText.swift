/// Reads the recipe parser's hand-written tables (`RecipeFoodLexicon.table`, `DishTable.table`)
/// by their UTF-8 bytes.
///
/// The tables are read at the first recipe of every `ledger recipe parse`; splitting them as
/// `Character`s (grapheme by grapheme) cost about 3 ms of that command's start, splitting
/// bytes a tenth of it. Separators and padding are ASCII, so the fields are the same either way.
enum TableText {
    /// A run of a table's bytes.
    typealias Field = Substring.UTF8View

    static let newline = UInt8(ascii: "\n")
    static let equals = UInt8(ascii: "=")
    static let comma = UInt8(ascii: ",")
    static let bar = UInt8(ascii: "|")
    static let greaterThan = UInt8(ascii: ">")

    /// The non-empty lines of `text`.
    static func lines(_ text: String) -> [Field] {
        text.utf8[...].split(separator: newline)
    }

    /// `field` without spaces and tabs at either end, as a string.
    static func trimmed(_ field: Field) -> String {
        var start = field.startIndex
        var end = field.endIndex
        while start < end, isPadding(field[start]) { start = field.index(after: start) }
        while start < end, isPadding(field[field.index(before: end)]) { end = field.index(before: end) }
        return String(decoding: field[start..<end], as: UTF8.self)
    }

    private static func isPadding(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
