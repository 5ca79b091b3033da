import MealLedger

/// Control characters (U+0000–U+001F, U+007F–U+009F) in text meant for people are shown
/// escaped, `\u001b`, never sent to the terminal raw: a name holding ESC could otherwise
/// move the cursor, retitle the window or write the clipboard (OSC 52). So are the
/// bidirectional controls and zero-width characters (`TextRule.isBidirectionalOrZeroWidth`,
/// `\u202e`): they would make a name look like another, or reorder the rest of its line.
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
                || TextRule.isBidirectionalOrZeroWidth(scalar) || (!keepingStyleMarks && StyleMark.isMark(scalar)) {
                let hex = String(value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True when some byte starts a control character (a newline only when not kept), a
    /// bidirectional or zero-width character, or a style mark (only when not kept).
    static func needsEscaping(_ bytes: String.UTF8View, keepingNewlines: Bool, keepingStyleMarks: Bool = true) -> Bool {
        // Read in place where the text is stored contiguously (nearly always): stepping the
        // view byte by byte cost `ledger --help` a twentieth of its instructions.
        bytes.withContiguousStorageIfAvailable {
            needsEscaping(bytes: $0, keepingNewlines: keepingNewlines, keepingStyleMarks: keepingStyleMarks)
        } ?? needsEscaping(bytes: bytes, keepingNewlines: keepingNewlines, keepingStyleMarks: keepingStyleMarks)
    }

    private static func needsEscaping(bytes: some Collection<UInt8>, keepingNewlines: Bool,
                                      keepingStyleMarks: Bool) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 {
                if !(keepingNewlines && byte == 0x0A) { return true }
            } else if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) {
                return true
            } else if beforePrevious == 0xE2, previous == 0x80, (0x8B...0x8F).contains(byte) || (0xAA...0xAE).contains(byte) {
                return true  // U+200B–U+200F, U+202A–U+202E
            } else if beforePrevious == 0xE2, previous == 0x81, byte == 0xA0 || (0xA6...0xA9).contains(byte) {
                return true  // U+2060, U+2066–U+2069
            } else if beforePrevious == 0xEF, previous == 0xBB, byte == 0xBF {
                return true  // U+FEFF
            } else if !keepingStyleMarks, beforePrevious == 0xEF, previous == 0xB7, byte >= 0x90, byte <= 0x92 {
                return true
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// JSON text (a report's `--json`, an event line) with the C1 controls and the
    /// bidirectional and zero-width characters written as `\u202e` escapes: they can only
    /// stand inside its strings, so the document means the same; only its look on a terminal
    /// changes. (JSON escapes C0 and DEL itself.) Unchanged, and not copied, when it holds none.
    static func escaped(json bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: { $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF }) else { return bytes }
        let text = String(decoding: bytes, as: UTF8.self)
        guard needsEscaping(text.utf8, keepingNewlines: true) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        for scalar in text.unicodeScalars {
            if (0x80...0x9F).contains(scalar.value) || TextRule.isBidirectionalOrZeroWidth(scalar) {
                let hex = String(scalar.value, radix: 16)
                result += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            } else {
                result += Array(String(scalar).utf8)
            }
        }
        return result
    }
}
