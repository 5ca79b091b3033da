/// Cuts an ingredient phrase into words, numbers and parentheses.
///
/// "1½ tbsp" reads as `1 1/2 tbsp`, "200g" as `200 g`, "2–3" as `2 - 3`, full-width "２" as `2`; a
/// letter with an accent is the letter ("crème brûlée" is `creme brulee`, as the tables spell it);
/// hyphens and apostrophes inside words stay ("all-purpose", "baker's"); other punctuation separates.
enum RecipeTokenizer {
    /// The runs of letters of `text`, lower-cased, everything else a separator: the words a
    /// check for a handful of known words asks of a phrase or a measure's description.
    static func letterWords(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    /// Letters that no accent mark takes off: the tables write them as two letters or one.
    static let spelledLetters: [Character: String] = [
        "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d",
        "Đ": "D", "ı": "i",
    ]

    /// A letter outside ASCII as the tables write it: without its accent marks ("é" is "e"),
    /// full-width Latin as ASCII ("Ｅ" is "E"); a letter of another script stays as it is.
    static func plainLetters(_ letter: Character) -> [Character] {
        if let spelled = spelledLetters[letter] { return Array(spelled) }
        var plain: [Character] = []
        for scalar in String(letter).decomposedStringWithCompatibilityMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            plain.append(Character(scalar))
        }
        // Only a Latin letter is spelt again; another script keeps its own letters whole.
        return !plain.isEmpty && plain.allSatisfy(\.isASCII) ? plain : [letter]
    }

    /// Unicode vulgar fractions and their ASCII spelling.
    static let vulgarFractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5",
        "⅘": "4/5", "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
    ]

    /// `name`'s words (tokens of `text`, letters made plain) with the letters `text` wrote them
    /// in: "creme brulee" of "crème brûlée" is shown and logged as written.
    static func asWritten(_ name: String, in text: String) -> String {
        guard text.unicodeScalars.contains(where: { !$0.isASCII }) else { return name }
        var written: [String: String] = [:]
        for (plain, asWritten) in zip(tokens(text), tokens(text, plainLetters: false)) where plain != asWritten {
            written[plain.lowercased()] = asWritten
        }
        guard !written.isEmpty else { return name }
        return name.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard let asWritten = written[word.lowercased()] else { return String(word) }
            // The name's own case ("jalapeno" of "Jalapeño" is "jalapeño").
            return word == word.lowercased() ? asWritten.lowercased() : asWritten
        }.joined(separator: " ")
    }

    /// `plainLetters: false` keeps accented letters as written (for showing a name).
    ///
    /// An ASCII text is cut by its bytes (`asciiTokens`), where the characters' road cost about
    /// 50,000 instructions a phrase (a dish's `recipe parse` cut 22 of them, issue 26's start-up);
    /// any other text goes the characters' road (`tokensPlainly`).
    static func tokens(_ text: String, plainLetters folding: Bool = true) -> [String] {
        var text = text
        if let tokens = text.withUTF8({ asciiTokens($0) }) { return tokens }
        return tokensPlainly(text, plainLetters: folding)
    }

    /// The tokens of an ASCII text cut by its bytes, as `tokensPlainly` cuts it; nil for a text
    /// with a byte outside ASCII.
    ///
    /// For ASCII no letter is folded or spelt again (fractions, full-width forms, dashes and
    /// accents are all outside ASCII); a letter is `A`–`Z` or `a`–`z` and a digit `0`–`9`, as
    /// `Character.isLetter` and `isNumber` say of ASCII. The one ASCII character of two bytes,
    /// "\r\n", is neither, as its two bytes are not: both only end a token.
    static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        for byte in bytes where byte >= 0x80 { return nil }
        @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        @inline(__always) func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        var tokens: [String] = []
        var start = 0, end = 0
        var currentIsNumber = false
        // The current token's bytes are contiguous except where a letter follows a number's
        // bytes it does not join: that flushes first. `hasExponent`: the number holds an "e".
        var hasExponent = false
        func flush() {
            if end > start { tokens.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
        }
        let count = bytes.count
        for index in 0..<count {
            let byte = bytes[index]
            let previous: UInt8 = index > 0 ? bytes[index - 1] : 0x20
            let next: UInt8 = index + 1 < count ? bytes[index + 1] : 0x20
            let digit = isDigit(byte)
            let isExponent = (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) && currentIsNumber
                && end > start && isDigit(bytes[end - 1]) && !hasExponent && isDigit(next)
            if digit || isExponent || (byte == UInt8(ascii: ".") && isDigit(next))
                || (byte == UInt8(ascii: "/") && currentIsNumber && isDigit(next))
                || (byte == UInt8(ascii: "%") && currentIsNumber) {
                if !currentIsNumber {
                    flush()
                    (start, hasExponent) = (index, false)
                }
                end = index + 1
                if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { hasExponent = true }
                currentIsNumber = true
            } else if isLetter(byte) || ((byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-"))
                                         && isLetter(previous) && isLetter(next)) {
                if currentIsNumber || end == start {
                    flush()
                    start = index
                }
                end = index + 1
                currentIsNumber = false
            } else {
                flush()
                (start, end) = (index + 1, index + 1)
                currentIsNumber = false
                if byte == UInt8(ascii: "(") { tokens.append("(") }
                if byte == UInt8(ascii: ")") { tokens.append(")") }
                if byte == UInt8(ascii: "-") { tokens.append("-") }
                if byte == UInt8(ascii: "+") { tokens.append("plus") }
            }
        }
        flush()
        return tokens
    }

    /// The tokens of any text, character by character: the road `asciiTokens` must agree with.
    static func tokensPlainly(_ text: String, plainLetters folding: Bool = true) -> [String] {
        var characters: [Character] = []
        for character in text {
            if let fraction = vulgarFractions[character] {
                characters.append(" ")
                characters.append(contentsOf: fraction)
                characters.append(" ")
            } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                      (0xFF10...0xFF19).contains(scalar.value) || (0xFF0E...0xFF0F).contains(scalar.value) {
                // Full-width digits, point and slash (a phone's Japanese or Chinese keyboard): "２" is 2.
                characters.append(Character(Unicode.Scalar(scalar.value - 0xFEE0)!))
            } else if character == "⁄" {
                characters.append("/")
            } else if character == "–" || character == "—" || character == "‑" {
                characters.append("-")
            } else if folding, !character.isASCII, character.isLetter {
                characters.append(contentsOf: plainLetters(character))
            } else {
                characters.append(character)
            }
        }
        var tokens: [String] = []
        var current = ""
        var currentIsNumber = false
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            let isDigit = character.isASCII && character.isNumber
            // "1e308" is one number (written so, it is meant as one, and read as one it meets the limit).
            let isExponent = (character == "e" || character == "E") && currentIsNumber
                && current.last.map { $0.isASCII && $0.isNumber } == true && !current.contains(where: { $0 == "e" || $0 == "E" })
                && next.isASCII && next.isNumber
            if isDigit || isExponent || (character == "." && next.isASCII && next.isNumber)
                || (character == "/" && currentIsNumber && next.isASCII && next.isNumber)
                || (character == "%" && currentIsNumber) {
                if !currentIsNumber { flush() }
                current.append(character)
                currentIsNumber = true
            } else if character.isLetter || ((character == "'" || character == "’" || character == "-")
                                              && previous.isLetter && next.isLetter) {
                if currentIsNumber { flush() }
                current.append(character == "’" ? "'" : character)
                currentIsNumber = false
            } else {
                flush()
                currentIsNumber = false
                if character == "(" || character == ")" || character == "-" { tokens.append(String(character)) }
                // "3/4 cup + 2 tbsp": the sign says the amounts add (`IngredientPhrase.amountAfter`).
                if character == "+" { tokens.append("plus") }
            }
        }
        flush()
        return tokens
    }
}
