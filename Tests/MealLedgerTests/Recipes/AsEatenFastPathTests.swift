import Testing
@testable import MealLedger
import TestSupport

/// The shortcuts a dish parse takes to start quickly (issue 26) give what the plain roads give:
/// candidates read without their portions and with their words from the search index, the
/// description markers found in one pass, and word look-ups by the word records.
struct AsEatenFastPathTests {
    static let foods = FoodDatabase.embedded.foods

    /// Every marker `Marks` looks for, found in one pass, is found where searching for each
    /// marker on its own finds it: in every description of both tables, lower-cased as `Marks`
    /// reads it, and in texts made of the markers' own pieces (overlaps, repeats, ends).
    @Test func theOnePassMarkerScanFindsWhatSearchingEachMarkerFinds() {
        let scan = AsEatenMatcher.Marks.markerScan
        func expected(_ text: [UInt8]) -> [Bool] { scan.markers.map { ByteSearch.contains($0, in: text) } }
        var differing: [String] = []
        for food in Self.foods {
            let text = Array(food.description.lowercased().utf8)
            if scan.held(in: text) != expected(text) { differing.append(food.description) }
        }
        #expect(differing.count == 0, "\(differing.prefix(5))")
        forAllCases(200, seed: 0x3A4C5) { testCase in
            var text: [UInt8] = []
            for _ in 0..<(1 + Int(testCase.random.next() % 6)) {
                let marker = testCase.random.pick(scan.markers)
                // A whole marker, or only its start or its end.
                let cut = Int(testCase.random.next() % UInt64(marker.count + 1))
                text += testCase.random.chance(0.5) ? marker : testCase.random.chance(0.5) ? Array(marker.prefix(cut)) : Array(marker.suffix(cut))
                if testCase.random.chance(0.5) { text += Array(testCase.random.pick([" ", ", ", "s", "", "-"]).utf8) }
            }
            testCase.check(scan.held(in: text) == expected(text), "'\(String(decoding: text, as: UTF8.self))'")
        }
    }

    /// A description's words as the search index gives them are the words the matcher cuts
    /// from the description itself, for every food of both tables.
    @Test func theSearchIndexGivesEveryDescriptionTheWordsTheMatcherCuts() {
        let index = FoodSearchIndex(embeddedFoodLines: Array(0..<Self.foods.count))
        var differing: [String] = []
        // The embedded food lines are in the order of `foods`.
        for (position, food) in Self.foods.enumerated() {
            let fromIndex = index.descriptionWords(ofFoodAt: position)
            let cut = AsEatenMatcher.segments(of: food.description)
            if fromIndex.map({ $0.map(\.word) }) != cut.map({ $0.map(\.word) })
                || fromIndex.map({ $0.map(\.stem) }) != cut.map({ $0.map(\.stem) }) {
                differing.append(food.description)
            }
        }
        #expect(differing.count == 0, "\(differing.count) differ, first \(differing.prefix(5))")
    }

    /// Whether a word starts with a prefix, by a binary search over the word records, is what
    /// the binary search over the word lines' bytes says: for starts of real words, of their
    /// plurals and slips, and for bytes no word has.
    @Test func theWordRecordsKnowTheWordStartsTheWordLinesKnow() {
        forAllCases(300, seed: 0x30D5) { testCase in
            guard let word = Self.descriptionWordChanged(&testCase, keeping: false) else { return }
            testCase.check(EmbeddedWordIndex.hasWord(withPrefix: word) == EmbeddedWordIndex.hasWordByScanningLines(withPrefix: word),
                           "'\(String(decoding: word, as: UTF8.self))'")
        }
        for edge in ["a", "zzzzzz", "\u{7F}", "0", "ñ", "aaaa"] {
            #expect(EmbeddedWordIndex.hasWord(withPrefix: Array(edge.utf8)) == EmbeddedWordIndex.hasWordByScanningLines(withPrefix: Array(edge.utf8)), "\(edge)")
        }
    }

    /// The word index says a word is whole in some description exactly when the counted
    /// vocabulary does (`hasWordCheaply`, which spelling asks before gathering its own names),
    /// for description words, their starts, plurals and slips, and for bytes no word has.
    @Test func theWordIndexKnowsTheWholeWordsTheVocabularyCounts() {
        let vocabulary = TableVocabulary.embedded
        forAllCases(300, seed: 0x30D6) { testCase in
            guard let word = Self.descriptionWordChanged(&testCase, keeping: true) else { return }
            let text = String(decoding: word, as: UTF8.self)
            // The counted vocabulary keeps words of three characters or more that start with a letter.
            guard text.count >= 3, text.first?.isLetter == true else { return }
            testCase.check(vocabulary.hasWordCheaply(text) == vocabulary.hasWord(text), "'\(text)'")
        }
    }

    /// A word of a random food's description cut to a start, made plural, slipped by a letter or
    /// given a start no word has, or (`keeping`) sometimes kept whole; nil for a description of
    /// no words.
    static func descriptionWordChanged(_ testCase: inout PropertyCase, keeping: Bool) -> [UInt8]? {
        let words = FoodSearchIndex.words(in: testCase.random.pick(foods).description)
        guard !words.isEmpty else { return nil }
        var word = Array(testCase.random.pick(words).utf8)
        switch testCase.random.next() % (keeping ? 5 : 4) {
        case 0: word = Array(word.prefix(1 + Int(testCase.random.next() % UInt64(word.count))))
        case 1: word += Array("s".utf8)
        case 2: word[Int(testCase.random.next() % UInt64(word.count))] = UInt8(ascii: "a") + UInt8(testCase.random.next() % 26)
        case 3 where keeping: break
        default: word = Array("zz".utf8) + word
        }
        return word
    }

    /// A search asked for foods read in part gives the same foods in the same order with the
    /// same scores, each equal to the whole food but for its portions and vocabulary nutrients,
    /// with the words of its description.
    @Test func aSearchForFoodsReadInPartRanksAsTheWholeSearch() {
        forAllCases(120, seed: 0x9A27) { testCase in
            let words = FoodSearchIndex.words(in: testCase.random.pick(Self.foods).description)
            guard !words.isEmpty else { return }
            let query = (0..<(1 + Int(testCase.random.next() % 3))).map { _ in testCase.random.pick(words) }.joined(separator: " ")
            let table: FoodTableKind? = testCase.random.pick([nil, .fndds, .sr28])
            let whole = FoodDatabase.embeddedReadLazily.search(query, limit: 30, narrowFirst: true, preferring: table)
            let part = FoodDatabase.embeddedReadLazily.search(query, limit: 30, narrowFirst: true, preferring: table, wholeFoods: false)
            testCase.check(whole.map(\.food.id) == part.map(\.food.id) && whole.map(\.score) == part.map(\.score), "'\(query)'")
            for (wholeMatch, partMatch) in zip(whole, part) {
                var emptied = wholeMatch.food
                emptied.measures = partMatch.food.measures
                emptied.nutrients = partMatch.food.nutrients
                testCase.check(emptied == partMatch.food, "'\(query)': \(partMatch.food.id) differs beyond its portions")
                let cut = AsEatenMatcher.segments(of: partMatch.food.description)
                testCase.check(partMatch.descriptionWords?.segments.map { $0.map(\.word) } == cut.map { $0.map(\.word) },
                               "'\(query)': the words of \(partMatch.food.id)")
            }
        }
    }

    /// The matcher over the embedded table read lazily (candidates in part, words from the
    /// index, marks in one pass) chooses what it chooses over the same foods held in memory
    /// (whole foods, every description cut again), with the same confidence and fit, and the
    /// food it gives is read whole.
    @Test func theMatcherChoosesAsOverTheFoodsHeldWhole() {
        let plain = AsEatenMatcher(database: FoodDatabase(foods: Self.foods))
        let fast = AsEatenMatcher(database: FoodDatabase.embeddedReadLazily)
        let everyday = ["chicken", "rice", "salmon", "eggs", "toast", "apple", "coffee", "tea with milk", "beans", "pasta",
                        "cheese", "yogurt", "banana", "broccoli", "steak", "fries", "salad", "soup", "pizza", "bread"]
        let preparations = ["", "", "grilled ", "fried ", "boiled ", "baked ", "raw ", "steamed "]
        forAllCases(150, seed: 0xFA57) { testCase in
            guard let (phrase, reading) = MatcherPhraseSample.draw(&testCase, foods: Self.foods, everyday: everyday,
                                                                  preparations: preparations) else { return }
            let expected = plain.match(phrase, reading: reading)
            let found = fast.match(phrase, reading: reading)
            testCase.check(found?.food == expected?.food && found?.confidence == expected?.confidence
                               && found?.fit == expected?.fit && found?.query == expected?.query,
                           "'\(phrase)' \(reading): \(found.map { "\($0.food.id) \($0.confidence)" } ?? "nil") vs \(expected.map { "\($0.food.id) \($0.confidence)" } ?? "nil")")
            if let found {
                testCase.check(found.food.measures == FoodDatabase.embedded.food(id: found.food.id)?.measures,
                               "'\(phrase)': the chosen food comes with its portions")
            }
        }
    }
}
