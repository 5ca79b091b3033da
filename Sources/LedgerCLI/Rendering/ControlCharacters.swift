import MealLedger

/// Control characters (U+0000–U+001F, U+007F–U+009F) in text meant for people are shown
/// escaped, `\u001b`, never sent to the terminal raw: a name holding ESC could otherwise
/// move the cursor, retitle the window or write the clipboard (OSC 52).
///
/// The style marks (`StyleMark`, noncharacters U+FDD0–U+FDD2) are escaped too, unless kept:
/// a cell can never make the table bold or red; only the renderers' own marks are kept.
enum ControlCharacters {
    /// `text` with each control character written as `\u001b`; newlines and style marks kept when asked.
    static func escaped(_ text: String, keepingNewlines: Bool = false, keepingStyleMarks: Bool = false) -> String {
        guard needsEscaping(text.utf8, keepingNewlines: keepingNewlines, keepingStyleMarks: keepingStyleMarks)
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && !(keepingNewlines && value == 0x0A)) || (value >= 0x7F && value <= 0x9F)
                || (!keepingStyleMarks && StyleMark.isMark(scalar)) {
                let hex = String(value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True when some byte starts a control character (a newline only when not kept) or a
    /// style mark (only when not kept).
    static func needsEscaping(_ bytes: String.UTF8View, keepingNewlines: Bool, keepingStyleMarks: Bool = true) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 {
                if !(keepingNewlines && byte == 0x0A) { return true }
            } else if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) {
                return true
            } else if !keepingStyleMarks, beforePrevious == 0xEF, previous == 0xB7, byte >= 0x90, byte <= 0x92 {
                return true
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
