extension FoodWordSpelling {
    /// Whether `word` has `minimum` letters or more and nothing but letters: the words
    /// `ownWords` keeps. A word of ASCII letters is read from its bytes; any other asks
    /// `Character.isLetter` letter by letter, which cost about 3.5M instructions at start-up of
    /// `recipe parse --as eaten "2 eggs and toast"` for the as-eaten synonyms' 1,100 words
    /// (issue 26).
    static func isLetterWord(_ word: String, ofAtLeast minimum: Int) -> Bool {
        var ascii = word
        let asciiLetters = ascii.withUTF8 { bytes in
            bytes.allSatisfy { byte in
                let lower = byte | 0x20
                return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            }
        }
        // Each ASCII letter is one character.
        return asciiLetters ? word.utf8.count >= minimum : isLetterWordPlainly(word, ofAtLeast: minimum)
    }

    /// `isLetterWord` by characters for every word: the road the byte one must agree with.
    static func isLetterWordPlainly(_ word: String, ofAtLeast minimum: Int) -> Bool {
        word.count >= minimum && word.allSatisfy(\.isLetter)
    }
}
