/// The words of every food description, prepared once so that a search compares integers.
///
/// Each description is cut into lower-case words; each word gets an id, and a stem id so
/// that "eggs" meets "egg" and "cheeses" meets "cheese". A token also remembers which
/// comma-separated segment it is in, because SR28 puts the food first ("Chicken, broilers or
/// fryers, breast, …") and the ranking prefers query words found early.
struct FoodSearchIndex: Equatable, Sendable {
    /// One word of one description.
    struct Token: Equatable, Sendable {
        /// Index into `words`.
        var word: Int32
        /// Index into `stems`.
        var stem: Int32
        /// The comma-separated segment of the description, 0 for the first.
        var segment: UInt16
        /// The space-separated word the token belongs to: "long-grain" is two tokens, one group.
        var wordGroup: UInt16
    }

    /// Every distinct lower-case word of the descriptions.
    private(set) var words: [String] = []
    /// The stem id of each word in `words`.
    private(set) var stemOfWord: [Int32] = []
    /// Every distinct stem.
    private(set) var stems: [String] = []
    /// The id of each stem in `stems`, for an index cut from descriptions (`init(foods:)`); an
    /// index of embedded foods finds them by `localStemOfGlobal` (`stemID(of:)`).
    private var stemIDs: [String: Int32] = [:]
    /// For an index of embedded foods, the local id of each global word and stem of the
    /// generated index (`EmbeddedSearchIndex`), -1 for those its foods do not hold; empty for an
    /// index cut from descriptions.
    private var localWordOfGlobal: [Int32] = []
    private var localStemOfGlobal: [Int32] = []
    /// Whether a word makes a description less plain when the query does not name it: not a
    /// number, not a stop word, not a neutral descriptor such as "raw" (see `neutralWords`).
    private(set) var wordIsDistinctive: [Bool] = []
    /// Whether a stem names a processed form (see `processedWords`).
    private(set) var stemIsProcessed: [Bool] = []
    /// Whether a stem is a category SR28 puts before the food ("Fish, salmon", "Nuts, almonds").
    private(set) var stemIsCategory: [Bool] = []

    /// All tokens of all foods; food `i` owns `tokens[tokenStarts[i]..<tokenStarts[i + 1]]`.
    private(set) var tokens: [Token] = []
    private(set) var tokenStarts: [Int] = [0]
    /// The number of comma-separated segments of each description.
    private(set) var segmentCounts: [Int] = []
    /// Whether a description names a brand in capitals ("KELLOGG'S", "GERBER").
    private(set) var isBranded: [Bool] = []
    /// For each food, its index in `discouragedGroups`, or -1.
    private(set) var discouragedGroupOfFood: [Int] = []

    init(foods: [Food]) {
        // About 90,000 words are read and only about 3,000 are new: ids by bytes spare a String each.
        var wordIDs = ByteStringInterner()
        tokens.reserveCapacity(foods.count * 12)
        tokenStarts.reserveCapacity(foods.count + 1)
        let groupIndex = Dictionary(
            FoodSearchIndex.discouragedGroups.enumerated().map { ($0.element.group, $0.offset) },
            uniquingKeysWith: { first, _ in first })

        for food in foods {
            var branded = false
            var lastSegment = 0
            FoodSearchIndex.forEachWord(in: food.description) { wordBytes, segment, wordGroup, letters in
                let (wordID, isNew) = wordIDs.intern(wordBytes)
                if isNew {
                    let word = String(decoding: wordBytes, as: UTF8.self)
                    words.append(word)
                    stemOfWord.append(stemID(for: FoodSearchIndex.stem(word)))
                }
                tokens.append(Token(word: wordID, stem: stemOfWord[Int(wordID)],
                                    segment: UInt16(clamping: segment), wordGroup: UInt16(clamping: wordGroup)))
                branded = branded || letters.isAllCapitals
                lastSegment = segment
            }
            tokenStarts.append(tokens.count)
            segmentCounts.append(lastSegment + 1)
            isBranded.append(branded)
            discouragedGroupOfFood.append(groupIndex[food.group] ?? -1)
        }

        let neutralStems = Set(FoodSearchIndex.neutralWords.map(FoodSearchIndex.stem))
        wordIsDistinctive = words.map { word in
            !(word.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
                || FoodSearchIndex.stopWords.contains(word)
                || neutralStems.contains(FoodSearchIndex.stem(word)))
        }
        let processedStems = Set(FoodSearchIndex.processedWords.map(FoodSearchIndex.stem))
        stemIsProcessed = stems.map(processedStems.contains)
        let categoryStems = Set(FoodSearchIndex.categoryWords.map(FoodSearchIndex.stem))
        stemIsCategory = stems.map(categoryStems.contains)
    }

    /// The index `init(foods:)` builds for the embedded foods at food lines `lines`, with the same
    /// ids in the same order, read from the generated index (`EmbeddedSearchIndex`) instead of
    /// the descriptions.
    init(embeddedFoodLines lines: [Int]) {
        EmbeddedSearchIndex.withRecords { records in
            // The local id of each global word and stem met so far, or -1.
            var localWord = [Int32](repeating: -1, count: records.wordCount)
            var localStem = [Int32](repeating: -1, count: records.stemCount)
            let tokenRanges = lines.map(records.tokens(ofFoodLine:))
            let tokenCount = tokenRanges.reduce(0) { $0 + $1.count }
            // Every array sized once, and the tokens written in place: appending them one at a
            // time, each append checking its array, was most of building a search's index.
            tokenStarts.reserveCapacity(lines.count + 1)
            segmentCounts.reserveCapacity(lines.count)
            isBranded.reserveCapacity(lines.count)
            discouragedGroupOfFood.reserveCapacity(lines.count)
            let wordCapacity = min(records.wordCount, tokenCount)
            words.reserveCapacity(wordCapacity)
            wordIsDistinctive.reserveCapacity(wordCapacity)
            stemOfWord.reserveCapacity(wordCapacity)
            stems.reserveCapacity(wordCapacity)
            stemIsProcessed.reserveCapacity(wordCapacity)
            stemIsCategory.reserveCapacity(wordCapacity)
            tokens = [Token](unsafeUninitializedCapacity: tokenCount) { tokens, written in
                written = 0
                for (line, tokenNumbers) in zip(lines, tokenRanges) {
                    var lastSegment = 0
                    for number in tokenNumbers {
                        let (globalWord, segment, wordGroup) = records.token(number)
                        var wordID = localWord[globalWord]
                        if wordID < 0 {
                            wordID = Int32(words.count)
                            localWord[globalWord] = wordID
                            words.append(records.word(globalWord))
                            wordIsDistinctive.append(records.isDistinctive(word: globalWord))
                            let globalStem = records.stem(ofWord: globalWord)
                            var stemID = localStem[globalStem]
                            if stemID < 0 {
                                stemID = Int32(stems.count)
                                localStem[globalStem] = stemID
                                stems.append(records.stem(globalStem))
                                let flags = records.flags(ofStem: globalStem)
                                stemIsProcessed.append(flags.isProcessed)
                                stemIsCategory.append(flags.isCategory)
                            }
                            stemOfWord.append(stemID)
                        }
                        (tokens.baseAddress! + written).initialize(to: Token(
                            word: wordID, stem: stemOfWord[Int(wordID)],
                            segment: UInt16(clamping: segment), wordGroup: UInt16(clamping: wordGroup)))
                        written += 1
                        lastSegment = segment
                    }
                    tokenStarts.append(written)
                    segmentCounts.append(lastSegment + 1)
                    let flags = records.flags(ofFoodLine: line)
                    isBranded.append(flags.isBranded)
                    discouragedGroupOfFood.append(flags.discouragedGroup)
                }
            }
            // No table of stems by text: the few a query asks for are found by a binary search (`stemID(of:)`).
            (localWordOfGlobal, localStemOfGlobal) = (localWord, localStem)
        }
    }

    /// The id of stem `stem`, or nil when no description of the index has it: what `stemIDs`
    /// holds, which an index of embedded foods finds in the generated stems by a binary search
    /// for a stem of ASCII letters and digits (the only texts equal to it, under Unicode's
    /// canonical equivalence, are its own bytes), else by comparing every stem.
    func stemID(of stem: String) -> Int32? {
        guard !localStemOfGlobal.isEmpty else { return stemIDs[stem] }
        let bytes = Array(stem.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy(Self.isLetterOrDigit) else {
            // As the table of stems would: the last of equal stems (it keeps the last written).
            return stems.lastIndex(of: stem).map { Int32($0) }
        }
        // The closure holds the one array it reads, not the index: each of the reading's nested
        // closures copied the whole index (every array retained and released), the most of a
        // query word's preparing (`EmbeddedSearchIndexTests` compares the answers).
        let localStemOfGlobal = localStemOfGlobal
        return EmbeddedSearchIndex.withRecords { records -> Int32? in
            guard let global = records.stem(withBytes: bytes) else { return nil }
            let local = localStemOfGlobal[global]
            return local >= 0 ? local : nil
        }
    }

    /// For each word of the index, whether it starts with `prefix` (`String.hasPrefix`) and has
    /// a stem other than `stem`: for an index of embedded foods and a prefix of ASCII letters and
    /// digits, only the generated words whose bytes start so (one run of them, by a binary
    /// search) are looked at.
    func wordsStarting(with prefix: String, otherThan stem: Int32?) -> [Bool] {
        let bytes = Array(prefix.utf8)
        guard !localWordOfGlobal.isEmpty, !bytes.isEmpty, bytes.allSatisfy(Self.isLetterOrDigit) else {
            return zip(words, stemOfWord).map { word, wordStem in wordStem != stem && word.hasPrefix(prefix) }
        }
        var marks = [Bool](repeating: false, count: words.count)
        // The arrays it reads, not the index, held by the closure (as in `stemID(of:)`).
        let (localWordOfGlobal, stemOfWord, words) = (localWordOfGlobal, stemOfWord, words)
        EmbeddedSearchIndex.withRecords { records in
            var global = records.firstWord(notBefore: bytes)
            while global < records.wordCount, records.word(global, startsWith: bytes) {
                let local = Int(localWordOfGlobal[global])
                // A word's bytes starting with ASCII letters and digits start it unless a
                // combining mark joins the next byte to the last of them.
                if local >= 0, stemOfWord[local] != stem,
                   records.byteOfWord(global, at: bytes.count) < 0x80 || words[local].hasPrefix(prefix) {
                    marks[local] = true
                }
                global += 1
            }
        }
        return marks
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Indexes with the same words, stems and tokens, each stem found by its text at its id.
    static func == (left: FoodSearchIndex, right: FoodSearchIndex) -> Bool {
        left.words == right.words && left.stemOfWord == right.stemOfWord && left.stems == right.stems
            && left.wordIsDistinctive == right.wordIsDistinctive && left.stemIsProcessed == right.stemIsProcessed
            && left.stemIsCategory == right.stemIsCategory && left.tokens == right.tokens && left.tokenStarts == right.tokenStarts
            && left.segmentCounts == right.segmentCounts && left.isBranded == right.isBranded
            && left.discouragedGroupOfFood == right.discouragedGroupOfFood
            && [left, right].allSatisfy { index in
                index.stems.indices.allSatisfy { index.stemID(of: index.stems[$0]) == Int32($0) }
            }
    }

    private mutating func stemID(for stem: String) -> Int32 {
        if let known = stemIDs[stem] { return known }
        let id = Int32(stems.count)
        stemIDs[stem] = id
        stems.append(stem)
        return id
    }

    /// The token range of food number `position`.
    func tokenRange(ofFoodAt position: Int) -> Range<Int> {
        tokenStarts[position]..<tokenStarts[position + 1]
    }

    /// The description of food number `position` by comma-separated part, each part's words
    /// with their stems, empty parts left out: what `AsEatenMatcher.segments(of:)` cuts from
    /// the description, read from the tokens.
    func descriptionWords(ofFoodAt position: Int) -> [[(word: String, stem: String)]] {
        let range = tokenRange(ofFoodAt: position)
        // A description's tokens run part by part: each part's array is made at its size, where
        // appending to arrays made empty grew each of them a word at a time.
        var segments: [[(word: String, stem: String)]] = []
        segments.reserveCapacity(segmentCounts[position])
        var start = range.lowerBound
        while start < range.upperBound {
            let segment = tokens[start].segment
            var end = start + 1
            while end < range.upperBound, tokens[end].segment == segment { end += 1 }
            // (Parts out of order are no description cut by `forEachWord`: gathered the careful way.)
            if end < range.upperBound, tokens[end].segment < segment { return descriptionWordsGathered(ofFoodAt: position) }
            var part: [(word: String, stem: String)] = []
            part.reserveCapacity(end - start)
            for token in tokens[start..<end] { part.append((words[Int(token.word)], stems[Int(token.stem)])) }
            segments.append(part)
            start = end
        }
        return segments
    }

    /// `descriptionWords(ofFoodAt:)` gathering each part's words wherever they are, for tokens
    /// in any order.
    func descriptionWordsGathered(ofFoodAt position: Int) -> [[(word: String, stem: String)]] {
        let range = tokenRange(ofFoodAt: position)
        // Closures, not key paths (`\.segment`): a key path is read through the runtime, about
        // 700 instructions a read, half a million at start-up of a dish's `recipe parse`.
        guard let lastSegment = tokens[range].lazy.map({ $0.segment }).max() else { return [] }
        var segments = [[(word: String, stem: String)]](repeating: [], count: Int(lastSegment) + 1)
        for token in tokens[range] {
            segments[Int(token.segment)].append((words[Int(token.word)], stems[Int(token.stem)]))
        }
        return segments.contains(where: { $0.isEmpty }) ? segments.filter { !$0.isEmpty } : segments
    }

    // MARK: - Words

    /// The lower-case words of `text`, cut as `forEachWord(in:_:)` cuts them.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: text) { word, _, _, _ in words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    /// How many capital and lower-case ASCII letters a word was written with.
    struct WordCase {
        var capitals: Int
        var lowerCase: Int
        /// Written in capitals, three letters or more ("KASHI", "NFS").
        var isAllCapitals: Bool { capitals >= 3 && lowerCase == 0 }
    }

    /// Calls `body` with the UTF-8 bytes of each lower-case word of `text`, its comma-separated
    /// segment, its space-separated group, and how many capitals and lower-case letters it was
    /// written with. The bytes are valid only during the call.
    ///
    /// Letters and digits make words; an apostrophe is dropped inside a word so "KELLOGG'S"
    /// reads "kelloggs"; any other character only separates words. Bytes beyond ASCII are
    /// kept as letters, so "jalapeño" stays one word.
    static func forEachWord(in text: String,
                            _ body: (_ word: UnsafeBufferPointer<UInt8>, _ segment: Int, _ wordGroup: Int,
                                     _ letters: WordCase) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            // A word is never longer than the text, so one buffer holds any lower-cased word.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count)) { word in
                var wordLength = 0
                var segment = 0
                var wordGroup = 0
                var groupHasWords = false
                var capitals = 0
                var lowerCaseLetters = 0
                // Index bytes.count stands for a separator after the last byte.
                for position in 0...bytes.count {
                    let byte = position < bytes.count ? bytes[position] : UInt8(ascii: " ")
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"):
                        lowerCaseLetters += 1
                        word[wordLength] = byte
                        wordLength += 1
                        continue
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        capitals += 1
                        word[wordLength] = byte + 32
                        wordLength += 1
                        continue
                    case UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
                        word[wordLength] = byte
                        wordLength += 1
                        continue
                    case UInt8(ascii: "'"):
                        continue
                    default:
                        break
                    }
                    if wordLength > 0 {
                        body(UnsafeBufferPointer(rebasing: word[0..<wordLength]), segment, wordGroup,
                             WordCase(capitals: capitals, lowerCase: lowerCaseLetters))
                        wordLength = 0
                        capitals = 0
                        lowerCaseLetters = 0
                        groupHasWords = true
                    }
                    let endsGroup = byte == UInt8(ascii: ",") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                        || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                    if endsGroup, groupHasWords {
                        wordGroup += 1
                        groupHasWords = false
                    }
                    if byte == UInt8(ascii: ",") { segment += 1 }
                }
            }
        }
    }

    /// A crude English stem, the same for a word and its plural: "eggs", "egg" → "egg";
    /// "cheeses", "cheese" → "chees"; "berries" → "berry"; "tomatoes" → "tomato".
    ///
    /// Search only needs query and description words to meet, not real roots, so the rule is
    /// kept tiny: the `singular(_:)` form without a final "e".
    static func stem(_ word: String) -> String {
        let singular = singular(word)
        // "cookie" and "cookies": `singular` makes the plural "cooky" (as "berries" is "berry"),
        // so a word ending in "ie" stems as its "-ies" plural does ("pie" is too short to tell).
        if singular.hasSuffix("ie"), singular.utf8.count > 3 {
            return String(singular.dropLast(2)) + "y"
        }
        if singular.hasSuffix("e"), singular.utf8.count > 3 {
            return String(singular.dropLast())
        }
        return singular
    }

    /// The word without a plural ending: "eggs" → "egg", "berries" → "berry", "idlis" → "idli",
    /// "glass" stays.
    ///
    /// Words of three letters or fewer are left alone so "gas" and "bus" do not lose a letter.
    static func singular(_ word: String) -> String {
        guard word.utf8.count > 3 else { return word }
        if word.hasSuffix("ies"), word.utf8.count > 4 {
            return word.dropLast(3) + "y"
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") {
            return String(word.dropLast())
        }
        // "idlis", "chapatis", "kiwis": the plural of a word ending in "i" (a consonant before
        // it); "pastis" and shorter words stay.
        if word.hasSuffix("is"), word.utf8.count > 4, let before = word.dropLast(2).last, !"aeiousy".contains(before),
           !word.hasSuffix("stis") {
            return String(word.dropLast())
        }
        return word
    }

    // MARK: - Word lists

    /// Words a query may carry without meaning anything to match ("chicken with rice").
    static let stopWords: Set<String> = [
        "a", "an", "and", "or", "of", "the", "in", "on", "to", "for", "with", "without", "w", "from", "by",
    ]

    /// Descriptors that do not make a description less plain: "Egg, whole, raw, fresh" is the
    /// plain egg, and "Milk, whole, 3.25% milkfat, with added vitamin D" the plain milk.
    static let neutralWords = [
        "raw", "fresh", "whole", "plain", "regular", "cooked", "meat", "only", "all", "added", "vitamin",
        "a", "c", "d", "enriched", "unenriched", "fluid", "milkfat", "ns", "nfs", "as", "form",
    ]

    /// Processed forms ranked down unless the query names them: someone who types "chicken
    /// breast" means the meat, not a breaded nugget.
    static let processedWords = [
        "breaded", "batter", "battered", "fried", "frozen", "canned", "babyfood", "fast", "restaurant",
        "nugget", "patty", "dehydrated", "dried", "powder", "powdered", "imitation", "mix", "microwaved",
        "sandwich", "glazed", "flavored", "sweetened", "instant", "condensed", "evaporated", "substitute",
        "strained", "junior", "toddler", "meatless", "vegetarian", "cured",
    ]

    /// Headings SR28 puts before the food itself, so "Fish, salmon, pink, raw" reads as salmon.
    static let categoryWords = ["fish", "spices", "nuts", "seeds", "crustaceans", "mollusks", "beverages", "game"]

    /// Food groups of prepared or special-purpose products, ranked down unless the query
    /// names one of their words ("baby", "restaurant"…).
    static let discouragedGroups: [(group: String, excusedBy: [String])] = [
        ("Baby Foods", ["baby", "babyfood", "infant"]),
        ("Fast Foods", ["fast"]),
        ("Restaurant Foods", ["restaurant"]),
        ("American Indian/Alaska Native Foods", ["indian", "alaska", "native"]),
        ("Meals, Entrees, and Side Dishes", ["meal", "entree", "dish"]),
        ("Sausages and Luncheon Meats", ["sausage", "luncheon", "lunchmeat", "deli"]),
    ]
}

/// For each stem and each word of a `FoodSearchIndex`, the foods holding it, in position order:
/// a search of a large table then scores only the foods that hold a query word.
struct FoodPostings: Sendable {
    private(set) var foodsWithStem: [[Int32]]
    private(set) var foodsWithWord: [[Int32]]
    /// The index's words as UTF-8, in byte order, with their ids: the words a prefix starts
    /// are one run of it.
    private let sortedWords: [(bytes: [UInt8], id: Int)]

    /// The ids of the words whose UTF-8 starts with `prefix`'s.
    func words(startingWith prefix: String) -> [Int] {
        let prefix = Array(prefix.utf8)
        var (low, high) = (0, sortedWords.count)
        while low < high {
            let middle = (low + high) / 2
            if sortedWords[middle].bytes.lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
        }
        var ids: [Int] = []
        while low < sortedWords.count, sortedWords[low].bytes.starts(with: prefix) {
            ids.append(sortedWords[low].id)
            low += 1
        }
        return ids
    }

    init(_ index: FoodSearchIndex, foodCount: Int) {
        sortedWords = index.words.enumerated().map { (Array($0.element.utf8), $0.offset) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        foodsWithStem = Array(repeating: [], count: index.stems.count)
        foodsWithWord = Array(repeating: [], count: index.words.count)
        for position in 0..<foodCount {
            let food = Int32(position)
            for token in index.tokens[index.tokenRange(ofFoodAt: position)] {
                if foodsWithStem[Int(token.stem)].last != food { foodsWithStem[Int(token.stem)].append(food) }
                if foodsWithWord[Int(token.word)].last != food { foodsWithWord[Int(token.word)].append(food) }
            }
        }
    }
}
