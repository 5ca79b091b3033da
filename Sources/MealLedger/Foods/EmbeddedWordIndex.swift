/// The words of the embedded foods' descriptions, each with the food lines that hold it,
/// generated with the table (`FoodTable.wordLines`, sorted by the words' bytes).
///
/// A search needs the foods holding a word that starts like each query word. Scanning the
/// 2.8 MB of food lines for that cost a millisecond or more a word once both tables were
/// embedded; here it is a binary search to the first word at or after the prefix and a walk
/// over the words that start with it. The food lines are named by their number, turned into
/// the byte offset where each starts by the generated search index's food records.
enum EmbeddedWordIndex {
    private static let newline = UInt8(ascii: "\n")
    private static let bar = UInt8(ascii: "|")
    private static let comma = UInt8(ascii: ",")

    /// The byte offset where each food line starts, by line number, read from the generated
    /// search index (`EmbeddedSearchIndex`).
    static func lineStart(ofLine line: Int) -> Int {
        EmbeddedSearchIndex.withRecords { $0.lineStart(ofFoodLine: line) }
    }

    /// Whether some embedded description holds a word starting with `prefix` (lower-case UTF-8
    /// bytes): one binary search, no lines gathered; true for an empty prefix.
    static func hasWord(withPrefix prefix: [UInt8]) -> Bool {
        guard !prefix.isEmpty else { return true }
        return EmbeddedSearchIndex.withRecords { records in
            let first = records.firstWord(notBefore: prefix)
            return first < records.wordCount && records.word(first, startsWith: prefix)
        }
    }

    /// Whether some embedded description holds `word` (lower-case UTF-8 bytes) whole: one
    /// binary search to the first word at or after it.
    static func hasWholeWord(_ word: [UInt8]) -> Bool {
        guard !word.isEmpty else { return false }
        return EmbeddedSearchIndex.withRecords { records in
            let first = records.firstWord(notBefore: word)
            return first < records.wordCount && records.word(first, startsWith: word)
                && records.word(first).utf8.count == word.count
        }
    }

    /// `hasWord(withPrefix:)` by a binary search over the word lines' bytes, as it was first
    /// done: what the search over the word records must agree with (the tests compare them).
    static func hasWordByScanningLines(withPrefix prefix: [UInt8]) -> Bool {
        guard !prefix.isEmpty else { return true }
        var text = FoodTable.wordLines
        return text.withUTF8 { bytes in
            let low = SortedKeyLines.lowerBound(of: prefix, in: bytes)
            guard low + prefix.count <= bytes.count else { return false }
            return UnsafeBufferPointer(rebasing: bytes[low..<(low + prefix.count)]).elementsEqual(prefix)
        }
    }

    /// The byte offsets of the food lines whose description holds a word starting with
    /// `prefix` (lower-case UTF-8 bytes, no apostrophe), sorted; nil for an empty prefix.
    static func positions(withWordPrefix prefix: [UInt8]) -> [Int]? {
        guard let lines = lines(withWordPrefix: prefix) else { return nil }
        return EmbeddedSearchIndex.withRecords { records in lines.map(records.lineStart(ofFoodLine:)) }
    }

    /// The numbers of the food lines whose description holds a word starting with `prefix`
    /// (lower-case UTF-8 bytes, no apostrophe), sorted; nil for an empty prefix.
    static func lines(withWordPrefix prefix: [UInt8]) -> [Int]? {
        guard !prefix.isEmpty else { return nil }
        var lines: [Int] = []
        var text = FoodTable.wordLines
        text.withUTF8 { bytes in
            // The first line whose word is at or after the prefix, by the word records.
            let low = EmbeddedSearchIndex.withRecords { records in
                let first = records.firstWord(notBefore: prefix)
                return first < records.wordCount ? records.lineStart(ofWord: first) : bytes.count
            }
            // Every line from there whose word starts with the prefix.
            var lineStart = low
            while lineStart < bytes.count {
                var wordEnd = lineStart
                while wordEnd < bytes.count, bytes[wordEnd] != bar, bytes[wordEnd] != newline { wordEnd += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[lineStart..<wordEnd])
                guard word.count >= prefix.count, word.prefix(prefix.count).elementsEqual(prefix) else { break }
                var index = wordEnd + 1
                var number = 0
                while index <= bytes.count {
                    let byte = index < bytes.count ? bytes[index] : newline
                    if byte == comma || byte == newline {
                        lines.append(number)
                        number = 0
                        if byte == newline { break }
                    } else {
                        number = number * 10 + Int(byte - UInt8(ascii: "0"))
                    }
                    index += 1
                }
                lineStart = index + 1
            }
        }
        // Each word's lines are sorted: several words' lines, sorted, hold each line once or more.
        lines.sort()
        var unique = 0
        for line in lines where unique == 0 || lines[unique - 1] != line {
            lines[unique] = line
            unique += 1
        }
        lines.removeLast(lines.count - unique)
        return lines
    }
}
