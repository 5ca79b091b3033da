import Testing
@testable import MealLedger
import TestSupport

/// An index of embedded foods finds a query's stems and the words a prefix starts in the
/// generated index by binary searches (issue 26's start-up), where an index cut from the same
/// descriptions asks its table of stems and every word: both answer alike.
struct EmbeddedIndexLookupTests {
    static let foods = FoodDatabase.embedded.foods

    /// Every generated stem is found at its own id: the stems are in byte order.
    @Test func everyGeneratedStemIsFoundByItsBytes() {
        EmbeddedSearchIndex.withRecords { records in
            let misplaced = (0..<records.stemCount).filter { records.stem(withBytes: Array(records.stem($0).utf8)) != $0 }
            #expect(misplaced.isEmpty, "\(misplaced.prefix(5).map { records.stem($0) })")
            #expect(records.stem(withBytes: Array("zzzzzz".utf8)) == nil && records.stem(withBytes: []) == nil)
        }
    }

    /// Candidate sets of every size, and query words from their descriptions and others, cut
    /// short, misspelt, plural, accented or made of a combining mark: the stem's id and the
    /// words each prefix starts are those the cut index gives.
    @Test func stemsAndPrefixesAreFoundAsTheCutIndexFindsThem() {
        var found = 0, started = 0
        forAllCases(150, seed: 0x57E3) { testCase in
            let count = 1 + Int(testCase.random.next() % 300)
            let lines = Set((0..<count).map { _ in Int(testCase.random.next() % UInt64(Self.foods.count)) }).sorted()
            let embedded = FoodSearchIndex(embeddedFoodLines: lines)
            let cut = FoodSearchIndex(foods: lines.map { Self.foods[$0] })
            for _ in 0..<8 {
                let source = testCase.random.chance(0.8) ? Self.foods[testCase.random.pick(lines)] : testCase.random.pick(Self.foods)
                let words = FoodSearchIndex.words(in: source.description)
                guard var word = words.isEmpty ? nil : testCase.random.pick(words) else { continue }
                switch testCase.random.next() % 8 {
                case 0: word = String(word.prefix(3 + Int(testCase.random.next() % 3)))
                case 1: word += "s"
                case 2: word = String(word.dropFirst())
                case 3: word += testCase.random.pick(["\u{301}", "é", "ñ"])
                case 4: word = word.replacingOccurrences(of: "e", with: "e\u{301}")
                default: break
                }
                let stem = FoodSearchIndex.stem(word)
                let stemID = embedded.stemID(of: stem)
                if stemID != nil { found += 1 }
                testCase.check(stemID == cut.stemID(of: stem), "stem '\(stem)'")
                let prefix = FoodSearchIndex.singular(word)
                let marks = embedded.wordsStarting(with: prefix, otherThan: stemID)
                if marks.contains(true) { started += 1 }
                testCase.check(marks == cut.wordsStarting(with: prefix, otherThan: stemID), "prefix '\(prefix)'")
            }
        }
        #expect(found > 300 && started > 100, "\(found) stems found, \(started) prefixes starting words")
    }
}
