/// A file's path as a message shows it: its control characters (a newline, a tab, ESC, the
/// C1 controls) written as `\u000a` escapes, as the terminal text shows a name's, so a path
/// can neither break a message into lines that look like others nor drive the terminal.
/// Only for showing: the path itself is opened as given.
public enum ShownPath {
    /// `/tmp/a\u000ab.jsonl` for a path holding a newline; any other path unchanged.
    public static func of(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: isControl) else { return path }
        var shown = ""
        for scalar in path.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                shown += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
