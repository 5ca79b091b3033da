/// Cuts an ingredient phrase into words, numbers and parentheses.
///
/// "1½ tbsp" reads as `1 1/2 tbsp`, "200g" as `200 g`, "2–3" as `2 - 3`, full-width "２" as `2`; a
/// letter with an accent is the letter ("crème brûlée" is `creme brulee`, as the tables spell it);
/// hyphens and apostrophes inside words stay ("all-purpose", "baker's"); other punctuation separates.
enum RecipeTokenizer {
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
    static func tokens(_ text: String, plainLetters folding: Bool = true) -> [String] {
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
