import MealLedger

/// Control characters (U+0000–U+001F, U+007F–U+009F) in text meant for people are shown
/// escaped, `\u001b`, never sent to the terminal raw: a name holding ESC could otherwise
/// move the cursor, retitle the window or write the clipboard (OSC 52).
enum ControlCharacters {
    /// `text` with each control character written as `\u001b`; newlines kept when asked.
    static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        guard needsEscaping(text.utf8, keepingNewlines: keepingNewlines) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && !(keepingNewlines && value == 0x0A)) || (value >= 0x7F && value <= 0x9F) {
                let hex = String(value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True when some byte starts a control character (a newline only when not kept).
    static func needsEscaping(_ bytes: String.UTF8View, keepingNewlines: Bool) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 {
                if !(keepingNewlines && byte == 0x0A) { return true }
            } else if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) {
                return true
            }
            previous = byte
        }
        return false
    }
}
