/// Writes CSV as RFC 4180 describes it: CRLF after every record, a field quoted when it
/// holds a comma, a double quote, a line break or leading or trailing spaces, quotes doubled.
public enum CSVWriter {
    /// One record, with its CRLF.
    public static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
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
}
