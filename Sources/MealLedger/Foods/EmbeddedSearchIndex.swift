/// The search index of the embedded descriptions, generated with the table
/// (tools/build-food-table.py) and read where it lies, digit by digit, without decoding it first.
///
/// A search used to read each candidate food's line and cut its description into words, which
/// took most of a dish parse's start-up. Here every description word already has a global id:
/// the words are those of `FoodTable.wordLines`, numbered in its order, each with its stem (the
/// stems sorted by their bytes) and the flags `FoodSearchIndex` gives it. A candidate set's
/// `FoodSearchIndex` is built from its foods' tokens (`FoodSearchIndex(embeddedFoodLines:)`), the
/// same index, word for word and id for id, that cutting their descriptions gives.
///
/// Records are fixed-width runs of base-64 digits (a digit is its byte minus 0x30), 32 records
/// a line: see `render_search_index` in the script for each record's fields.
enum EmbeddedSearchIndex {
    private static let recordsPerLine = 32
    private static let digitBase = UInt8(ascii: "0")
    private static let bar = UInt8(ascii: "|")
    private static let newline = UInt8(ascii: "\n")

    private static let wordRecordWidth = 7
    private static let stemRecordWidth = 4
    private static let foodRecordWidth = 8
    private static let tokenRecordWidth = 4

    /// The index's texts, as bytes, for the duration of one reading.
    struct Records {
        fileprivate let words: UnsafeBufferPointer<UInt8>
        fileprivate let wordRecords: UnsafeBufferPointer<UInt8>
        fileprivate let stems: UnsafeBufferPointer<UInt8>
        fileprivate let stemRecords: UnsafeBufferPointer<UInt8>
        fileprivate let foodRecords: UnsafeBufferPointer<UInt8>
        fileprivate let tokenRecords: UnsafeBufferPointer<UInt8>

        /// How many words there are: ids run from 0 below it.
        var wordCount: Int { EmbeddedSearchIndex.recordCount(in: wordRecords, width: wordRecordWidth) }
        /// How many stems there are.
        var stemCount: Int { EmbeddedSearchIndex.recordCount(in: stemRecords, width: stemRecordWidth) }
        /// How many food lines there are.
        var foodCount: Int { EmbeddedSearchIndex.recordCount(in: foodRecords, width: foodRecordWidth) - 1 }

        /// The byte offset in `FoodTable.foodLines` where food line `line` starts.
        func lineStart(ofFoodLine line: Int) -> Int {
            field(foodRecords, record: line, width: foodRecordWidth, at: 0, digits: 4)
        }

        /// The tokens of food line `line`: numbers for `token(_:)`.
        func tokens(ofFoodLine line: Int) -> Range<Int> {
            field(foodRecords, record: line, width: foodRecordWidth, at: 4, digits: 3)
                ..< field(foodRecords, record: line + 1, width: foodRecordWidth, at: 4, digits: 3)
        }

        /// Whether food line `line`'s description names a brand in capitals, and its index in
        /// `FoodSearchIndex.discouragedGroups` or -1.
        func flags(ofFoodLine line: Int) -> (isBranded: Bool, discouragedGroup: Int) {
            let flags = field(foodRecords, record: line, width: foodRecordWidth, at: 7, digits: 1)
            return (flags & 1 != 0, flags / 2 - 1)
        }

        /// Token `number`: its word's id, its comma-separated segment and its space-separated group.
        func token(_ number: Int) -> (word: Int, segment: Int, wordGroup: Int) {
            (field(tokenRecords, record: number, width: tokenRecordWidth, at: 0, digits: 2),
             field(tokenRecords, record: number, width: tokenRecordWidth, at: 2, digits: 1),
             field(tokenRecords, record: number, width: tokenRecordWidth, at: 3, digits: 1))
        }

        /// The text of word `id`.
        func word(_ id: Int) -> String {
            let start = field(wordRecords, record: id, width: wordRecordWidth, at: 0, digits: 4)
            var end = start
            while end < words.count, words[end] != bar { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: words[start..<end]), as: UTF8.self)
        }

        /// The byte offset in `FoodTable.wordLines` where word `id`'s line starts.
        func lineStart(ofWord id: Int) -> Int {
            field(wordRecords, record: id, width: wordRecordWidth, at: 0, digits: 4)
        }

        /// The first word id whose text is not before `prefix` by its bytes (`wordCount` when
        /// none): a binary search over the word records, where a search of the word lines'
        /// bytes walks back over lines thousands of bytes long at each probe.
        func firstWord(notBefore prefix: [UInt8]) -> Int {
            var (low, high) = (0, wordCount)
            while low < high {
                let middle = (low + high) / 2
                var end = lineStart(ofWord: middle)
                let start = end
                while end < words.count, words[end] != bar, words[end] != newline { end += 1 }
                if UnsafeBufferPointer(rebasing: words[start..<end]).lexicographicallyPrecedes(prefix) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low
        }

        /// The byte `offset` bytes into word `id`'s text, or a bar past its end.
        func byteOfWord(_ id: Int, at offset: Int) -> UInt8 {
            let index = lineStart(ofWord: id) + offset
            guard index < words.count else { return bar }
            return words[index]
        }

        /// The id of the stem whose text is `bytes`, by a binary search over the stem records
        /// (the stems are sorted by their bytes), or nil.
        func stem(withBytes bytes: [UInt8]) -> Int? {
            var (low, high) = (0, stemCount)
            while low < high {
                let middle = (low + high) / 2
                if stemBytes(middle).lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
            }
            return low < stemCount && stemBytes(low).elementsEqual(bytes) ? low : nil
        }

        /// The bytes of stem `id`.
        private func stemBytes(_ id: Int) -> UnsafeBufferPointer<UInt8> {
            let start = field(stemRecords, record: id, width: stemRecordWidth, at: 0, digits: 3)
            var end = start
            while end < stems.count, stems[end] != newline { end += 1 }
            return UnsafeBufferPointer(rebasing: stems[start..<end])
        }

        /// Whether word `id`'s text starts with `prefix`.
        func word(_ id: Int, startsWith prefix: [UInt8]) -> Bool {
            let start = lineStart(ofWord: id)
            guard start + prefix.count <= words.count else { return false }
            for (offset, byte) in prefix.enumerated() {
                let wordByte = words[start + offset]
                if wordByte != byte || wordByte == bar || wordByte == newline { return false }
            }
            return true
        }

        /// The stem id of word `id`.
        func stem(ofWord id: Int) -> Int {
            field(wordRecords, record: id, width: wordRecordWidth, at: 4, digits: 2)
        }

        /// Whether word `id` makes a description less plain when a query does not name it.
        func isDistinctive(word id: Int) -> Bool {
            field(wordRecords, record: id, width: wordRecordWidth, at: 6, digits: 1) != 0
        }

        /// The text of stem `id`.
        func stem(_ id: Int) -> String {
            let start = field(stemRecords, record: id, width: stemRecordWidth, at: 0, digits: 3)
            var end = start
            while end < stems.count, stems[end] != newline { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: stems[start..<end]), as: UTF8.self)
        }

        /// Whether stem `id` names a processed form, and whether it is a category heading.
        func flags(ofStem id: Int) -> (isProcessed: Bool, isCategory: Bool) {
            let flags = field(stemRecords, record: id, width: stemRecordWidth, at: 3, digits: 1)
            return (flags & 1 != 0, flags & 2 != 0)
        }

        /// The food line starting at byte `offset` of `FoodTable.foodLines`, by binary search.
        func foodLine(startingAt offset: Int) -> Int? {
            var (low, high) = (0, foodCount)
            while low < high {
                let middle = (low + high) / 2
                if lineStart(ofFoodLine: middle) < offset { low = middle + 1 } else { high = middle }
            }
            return low < foodCount && lineStart(ofFoodLine: low) == offset ? low : nil
        }
    }

    /// Calls `body` with the index's texts.
    static func withRecords<Result>(_ body: (Records) -> Result) -> Result {
        var (words, wordRecords, stems) = (FoodTable.wordLines, FoodTable.wordRecords, FoodTable.stemLines)
        var (stemRecords, foodRecords, tokenRecords) = (FoodTable.stemRecords, FoodTable.foodRecords, FoodTable.tokenRecords)
        return words.withUTF8 { words in
            wordRecords.withUTF8 { wordRecords in
                stems.withUTF8 { stems in
                    stemRecords.withUTF8 { stemRecords in
                        foodRecords.withUTF8 { foodRecords in
                            tokenRecords.withUTF8 { tokenRecords in
                                body(Records(words: words, wordRecords: wordRecords, stems: stems, stemRecords: stemRecords,
                                             foodRecords: foodRecords, tokenRecords: tokenRecords))
                            }
                        }
                    }
                }
            }
        }
    }

    /// The value of `digits` digits starting `at` digits into record `record`.
    private static func field(_ bytes: UnsafeBufferPointer<UInt8>, record: Int, width: Int, at: Int, digits: Int) -> Int {
        var offset = record / recordsPerLine * (recordsPerLine * width + 1) + record % recordsPerLine * width + at
        var value = 0
        for _ in 0..<digits {
            value = value << 6 | Int(bytes[offset] &- digitBase)
            offset += 1
        }
        return value
    }

    /// How many records of `width` digits `bytes` holds.
    private static func recordCount(in bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Int {
        let lineLength = recordsPerLine * width + 1
        let fullLines = (bytes.count + 1) / lineLength
        let rest = (bytes.count + 1) % lineLength
        return fullLines * recordsPerLine + (rest == 0 ? 0 : (rest - 1) / width)
    }
}
