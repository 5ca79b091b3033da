/// Reads the recipe parser's hand-written tables (`RecipeFoodLexicon.table`)
/// by their UTF-8 bytes.
///
/// The tables are read at the first recipe of every `ledger recipe parse`; splitting them as
/// `Character`s (grapheme by grapheme) cost about 3 ms of that command's start, walking their
/// bytes a tenth of it. Separators and padding are ASCII, so the fields are the same either
/// way (the tests compare both readings of the real tables).
enum TableText {
    /// A run of a table's bytes.
    typealias Bytes = UnsafeBufferPointer<UInt8>

    static let newline = UInt8(ascii: "\n")
    static let equals = UInt8(ascii: "=")
    static let comma = UInt8(ascii: ",")
    static let bar = UInt8(ascii: "|")
    static let greaterThan = UInt8(ascii: ">")

    /// Calls `body` with each non-empty line of `text`.
    static func forEachLine(_ text: String, _ body: (Bytes) -> Void) {
        var text = text
        text.withUTF8 { bytes in forEachField(bytes, separatedBy: newline, body) }
    }

    /// Calls `body` with each non-empty run of `bytes` between `separator`s, as `split` cuts them.
    static func forEachField(_ bytes: Bytes, separatedBy separator: UInt8, _ body: (Bytes) -> Void) {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != separator { end += 1 }
            if end > start { body(Bytes(rebasing: bytes[start..<end])) }
            start = end + 1
        }
    }

    /// The bytes before and after the first `separator`, when there is one.
    static func halves(_ bytes: Bytes, at separator: UInt8) -> (Bytes, Bytes)? {
        guard let index = bytes.firstIndex(of: separator) else { return nil }
        return (Bytes(rebasing: bytes[..<index]), Bytes(rebasing: bytes[(index + 1)...]))
    }

    /// `field` without spaces and tabs at either end, as a string.
    static func trimmed(_ field: Bytes) -> String {
        var start = 0
        var end = field.count
        while start < end, isPadding(field[start]) { start += 1 }
        while start < end, isPadding(field[end - 1]) { end -= 1 }
        return String(decoding: field[start..<end], as: UTF8.self)
    }

    private static func isPadding(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
