/// Tests on words of plain ASCII (no space, no carriage return) by their bytes, where `String`'s
/// own tests hash the word or walk its `Character`s: for such words the answers are the same,
/// since a plain word's characters are its bytes and it equals no other text but its own bytes.
/// Callers check `isPlain` first and take `String`'s road for any other word.
enum PlainWords {
    /// Whether every byte of `word` is ASCII other than a space or a carriage return: a word
    /// whose characters are its bytes, one each, that another word equals only byte for byte.
    @inline(__always)
    static func isPlain(_ word: String) -> Bool {
        for byte in word.utf8 where byte >= 0x80 || byte == 0x20 || byte == 0x0D { return false }
        return true
    }

    /// `word.hasPrefix(prefix)` for plain words.
    @inline(__always)
    static func hasPrefix(_ word: String, _ prefix: String) -> Bool {
        let (bytes, start) = (word.utf8, prefix.utf8)
        return start.count <= bytes.count && bytes.starts(with: start)
    }

    /// `word.hasSuffix(suffix)` for plain words.
    @inline(__always)
    static func hasSuffix(_ word: String, _ suffix: String) -> Bool {
        let (bytes, end) = (word.utf8, suffix.utf8)
        return end.count <= bytes.count && bytes.reversed().starts(with: end.reversed())
    }

    /// `word.allSatisfy(\.isNumber)` for plain words: every byte a digit.
    @inline(__always)
    static func isAllDigits(_ word: String) -> Bool {
        word.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}

/// A set of plain words (`PlainWords.isPlain`) asked whether it holds a plain word by its
/// bytes: only the members of the word's length and first byte are compared, none hashed.
/// What it answers for a plain word is what `Set<String>.contains` answers; it holds no other.
struct PlainWordSet: Sendable {
    /// The members by length, then first byte: `members[length][byte]`, empty past the longest.
    private let members: [[[[UInt8]]]]

    /// The set of `words`, or nil when one is empty or not plain (a word of another kind may
    /// equal texts other than its own bytes).
    init?<Words: Sequence<String>>(_ words: Words) {
        var members: [[[[UInt8]]]] = []
        for word in words {
            guard PlainWords.isPlain(word), !word.isEmpty else { return nil }
            let bytes = Array(word.utf8)
            while members.count <= bytes.count { members.append(Array(repeating: [], count: 128)) }
            if !members[bytes.count][Int(bytes[0])].contains(bytes) { members[bytes.count][Int(bytes[0])].append(bytes) }
        }
        self.members = members
    }

    /// Whether the set holds `word`, a plain word.
    @inline(__always)
    func contains(plain word: String) -> Bool {
        let bytes = word.utf8
        guard bytes.count < members.count, let first = bytes.first else { return false }
        for member in members[bytes.count][Int(first)] where bytes.elementsEqual(member) { return true }
        return false
    }

    /// Whether the set holds the word of these bytes, all ASCII.
    @inline(__always)
    func contains(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count < members.count, let first = bytes.first else { return false }
        for member in members[bytes.count][Int(first)] where bytes.elementsEqual(member) { return true }
        return false
    }
}
