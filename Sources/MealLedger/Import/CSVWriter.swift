/// Writes CSV as RFC 4180 describes it: CRLF after every record, a field quoted when it
/// holds a comma, a double quote, a line break or leading or trailing spaces, quotes doubled.
///
/// A cell a spreadsheet would run as a formula is neutralised first (OWASP's rule against
/// CSV injection): one that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is
/// written with a leading `'`, which spreadsheets show as text. So that `restored(_:)` gives
/// back exactly what was written, a cell that already starts with `'`s before one of those
/// characters gets one more. A figure never starts with them (the journal's are never
/// negative), so only text is ever changed.
public enum CSVWriter {
    /// One record, with its CRLF.
    public static func record(_ fields: [String]) -> String {
        fields.map { field(neutralized($0)) }.joined(separator: ",") + "\r\n"
    }

    /// One field, quoted when it must be.
    public static func field(_ text: String) -> String {
        let needsQuotes = text.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        var quoted = "\""
        for character in text {
            if character == "\"" { quoted += "\"\"" } else { quoted.append(character) }
        }
        return quoted + "\""
    }

    /// The bytes a spreadsheet takes as the start of a formula.
    static let formulaStarts: Set<UInt8> = [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D]

    /// True when `text` is `'`s (any number, none too) then one of `formulaStarts`.
    static func startsLikeAFormula(_ text: String) -> Bool {
        guard let first = text.utf8.first(where: { $0 != 0x27 }) else { return false }
        return formulaStarts.contains(first)
    }

    /// `text` as a spreadsheet may hold it safely: with a leading `'` when it could run.
    public static func neutralized(_ text: String) -> String {
        startsLikeAFormula(text) ? "'" + text : text
    }

    /// What `neutralized(_:)` was given: the leading `'` dropped from a cell it added one to.
    public static func restored(_ text: String) -> String {
        text.utf8.first == 0x27 && startsLikeAFormula(text) ? String(text.dropFirst()) : text
    }
}
