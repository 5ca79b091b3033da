import Testing
@testable import MealLedger
import TestSupport

/// The embedded table read on demand gives exactly what reading it whole gives.
struct EmbeddedFoodLinesTests {
    static let whole = FoodDatabase(foods: FoodDatabase.embedded.foods)

    @Test(arguments: ["chicken breast", "eggs", "berries", "cheeses", "tomatoes", "chick", "olive oil", "salt",
                      "KELLOGG'S", "rice white cooked", "peas", "flour", "soy sauce", "babyfood", "jalapeño", "a",
                      "oz", "potato chips", "cream of chicken soup", "zzqx", "chicken breast roasted", "beef ground",
                      "milk whole", "cheese cheddar", "bread wheat", "egg white", "brown rice cooked", "salmon zzqx",
                      "apple juice", "pork chop", "ham and cheese", "butter salted", "chicken soup noodle"])
    func aSearchFindsTheSameFoodsAsOverTheWholeTable(query: String) {
        // The whole table's answer for a smaller limit is the start of its answer for 30.
        let wholeAnswer = Self.whole.search(query, limit: 30)
        for limit in [1, 5, 30] {
            let lazy = FoodDatabase.embeddedReadLazily.search(query, limit: limit)
            let eager = Array(wholeAnswer.prefix(limit))
            #expect(lazy.map(\.food.id) == eager.map(\.food.id), "limit \(limit)")
            #expect(lazy.map(\.score) == eager.map(\.score))
            #expect(lazy.map(\.food) == eager.map(\.food), "the foods found come whole, measures included")
        }
    }

    /// Queries of two or three words taken from real descriptions: the answer found among the
    /// foods holding every word is the answer found among all candidates.
    @Test func theNarrowCandidatesAnswerAsAllCandidatesDo() {
        let foods = FoodDatabase.embedded.foods
        var answeredNarrowly = 0
        forAllCases(100, seed: 0x5EA8C4) { testCase in
            // Words of one description (as people search) or of several (rarely found together).
            let oneFood = testCase.random.chance(0.7)
            let first = FoodSearchIndex.words(in: testCase.random.pick(foods).description)
            var words: [String] = []
            for _ in 0..<(2 + Int(testCase.random.next() % 2)) {
                let described = oneFood ? first : FoodSearchIndex.words(in: testCase.random.pick(foods).description)
                if !described.isEmpty { words.append(testCase.random.pick(described)) }
            }
            let query = words.joined(separator: " ")
            let allAnswer = FoodDatabase.embeddedReadLazily.search(query, limit: 10, narrowFirst: false)
            for limit in [1, 10] {
                let found = FoodDatabase.embeddedReadLazily.search(query, limit: limit)
                let expected = Array(allAnswer.prefix(limit))
                testCase.check(found.map(\.food) == expected.map(\.food) && found.map(\.score) == expected.map(\.score),
                               "'\(query)' limit \(limit): \(found.map(\.food.id)) vs \(expected.map(\.food.id))")
                if found.count == limit, found.allSatisfy(\.matchesAllWords) { answeredNarrowly += 1 }
            }
        }
        #expect(answeredNarrowly > 40, "the narrow set should answer many of these queries, got \(answeredNarrowly)")
    }

    /// A process that searches often reads the table whole and then scores only the foods
    /// holding a query word: every answer, before the switch and after, is the lazy reader's.
    /// Queries mix description words, their starts, short words, plurals and nonsense.
    @Test func aDatabaseThatReadsTheTableWholeAfterAFewSearchesAnswersAsTheLazyOne() {
        let switching = FoodDatabase(readingWholeAfter: 20)
        let foods = FoodDatabase.embedded.foods
        forAllCases(150, seed: 0xF00D5) { testCase in
            var words: [String] = []
            for _ in 0..<(1 + Int(testCase.random.next() % 3)) {
                let described = FoodSearchIndex.words(in: testCase.random.pick(foods).description)
                guard var word = described.isEmpty ? nil : testCase.random.pick(described) else { continue }
                switch testCase.random.next() % 5 {
                case 0: word = String(word.prefix(1 + Int(testCase.random.next() % 4)))
                case 1: word += "s"
                case 2: word = testCase.random.pick(["a", "of", "zzqx", "y", "ies", "1", "and", "é", "e\u{301}", "Crème", "cre\u{300}me"])
                default: break
                }
                words.append(word)
            }
            let query = words.joined(separator: " ")
            let limit = testCase.random.pick([0, 1, 5, 20])
            let expected = FoodDatabase.embeddedReadLazily.search(query, limit: limit)
            let found = switching.search(query, limit: limit)
            testCase.check(found.map(\.food) == expected.map(\.food) && found.map(\.score) == expected.map(\.score),
                           "'\(query)' limit \(limit): \(found.map(\.food.id)) vs \(expected.map(\.food.id))")
        }
    }

    /// A remembered answer is the answer; the matches held never pass the capacity; a long
    /// answer is searched each time.
    @Test func recentSearchesGiveTheSameAnswerAndStayWithinTheirCapacity() {
        let recent = RecentSearches(capacity: 40)
        let eggs = FoodDatabase.embeddedReadLazily.search("egg", limit: 5)
        let long = FoodDatabase.embeddedReadLazily.search("cheese", limit: RecentSearches.longestKept + 1)
        #expect(long.count == RecentSearches.longestKept + 1)
        var searches = 0
        for round in 0..<3 {
            for key in (0..<12).map({ Self.key("query \($0)") }) {
                let answer = recent.answer(for: key) { searches += 1; return eggs }
                #expect(answer == eggs)
                #expect(recent.matchesHeld <= 40, "round \(round) \(key)")
            }
        }
        // 12 answers of 6 (5 matches + the key) cannot all be held in 40: the oldest go.
        #expect(searches > 12 && searches <= 36)
        var longSearches = 0
        for _ in 0..<3 { _ = recent.answer(for: Self.key("long")) { longSearches += 1; return long } }
        #expect(longSearches == 3)
        let few = RecentSearches(capacity: 100)
        var fewSearches = 0
        for _ in 0..<5 { #expect(few.answer(for: Self.key("eggs")) { fewSearches += 1; return eggs } == eggs) }
        #expect(fewSearches == 1)
    }

    /// The answer to a query over `RecentSearches.longestQueryKept` bytes is searched each time.
    @Test func recentSearchesDoNotKeepTheAnswersOfLongQueries() {
        let recent = RecentSearches(capacity: 100)
        var searches = 0
        let long = Self.key(String(repeating: "é", count: RecentSearches.longestQueryKept / 2 + 1))
        for _ in 0..<3 { _ = recent.answer(for: long) { searches += 1; return [] } }
        #expect(searches == 3)
        #expect(recent.matchesHeld == 0)
    }

    /// Two queries Swift holds equal as strings but that split into different words (a composed
    /// "É" and "E" with a combining accent) each get their own answer, not the other's.
    @Test func queriesEqualAsStringsButNotAsBytesAreRememberedApart() {
        let composed = "egg \u{C9} \u{E9}"
        let decomposed = "egg E\u{301} \u{E9}"
        #expect(composed == decomposed)
        let expectedComposed = FoodDatabase(readingWholeAfter: .max).search(composed, limit: 5).map(\.score)
        let expectedDecomposed = FoodDatabase(readingWholeAfter: .max).search(decomposed, limit: 5).map(\.score)
        let shared = FoodDatabase(readingWholeAfter: .max)
        #expect(shared.search(composed, limit: 5).map(\.score) == expectedComposed)
        #expect(shared.search(decomposed, limit: 5).map(\.score) == expectedDecomposed)
    }

    static func key(_ query: String, limit: Int = 5) -> RecentSearches.Key {
        RecentSearches.Key(query: Array(query.utf8), limit: limit, narrowFirst: true)
    }

    @Test func everyFoodIsFoundByItsIDAsTheWholeTableHasIt() {
        for food in FoodDatabase.embedded.foods {
            #expect(FoodDatabase.embedded.food(id: food.id) == food)
        }
        #expect(FoodDatabase.embedded.food(id: "99999") == nil)
        for missing in ["", "0", "00000", "0100", "01001 ", "01001|", "5", "99999", "zzzzz", "\n"] {
            #expect(FoodDatabase.embedded.food(id: missing) == nil, "\(missing)")
        }
    }

    @Test func findingFirstLettersGivesTheLinesAByteByByteScanGives() {
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { [$0] } + (UInt8(ascii: "0")...UInt8(ascii: "9")).map { [$0] }
        let words = ["chicken", "breast", "kelloggs", "kellogg's", "jalape\u{F1}o", "\u{E9}", "oz", "s", "Chicken", "'s", "x-y",
                     "babyfood", "cheese", "tomat", "ric", "whol", "100"].map { Array($0.utf8) }
        var sets: [[[UInt8]]] = letters.map { [$0] } + words.map { [$0] }
        sets += [[Array("chicken".utf8), Array("breast".utf8)], [Array("olive".utf8), Array("oil".utf8), Array("e".utf8)], [[]]]
        for prefixes in sets {
            let fast = EmbeddedFoodLines.positions(withWordPrefixes: prefixes)
            let scanned = EmbeddedFoodLines.positionsByScanning(withWordPrefixes: prefixes)
            #expect(fast == scanned, "\(prefixes.map { String(decoding: $0, as: UTF8.self) })")
        }
        #expect(EmbeddedFoodLines.positions(withWordPrefixes: [Array("chicken".utf8)]).count > 300)
    }

    @Test func theGeneratedWordIndexFindsTheLinesAScanFindsForAnyPrefixOfAnyDescriptionWord() {
        let words = Array(Set(FoodDatabase.embedded.foods.flatMap { FoodSearchIndex.words(in: $0.description) })).sorted()
        forAllCases(150, seed: 0x1DE8) { testCase in
            let word = Array(words.randomElement(using: &testCase.random)!.utf8)
            let length = Int.random(in: 1...word.count, using: &testCase.random)
            let prefix = Array(word.prefix(length))
            let indexed = EmbeddedWordIndex.positions(withWordPrefix: prefix)
            let scanned = EmbeddedFoodLines.positionsByScanning(withWordPrefixes: [prefix])
            testCase.check(indexed == scanned, "prefix '\(String(decoding: prefix, as: UTF8.self))': \(indexed?.count ?? -1) lines indexed, \(scanned.count) scanned")
        }
        #expect(EmbeddedWordIndex.positions(withWordPrefix: []) == nil)
        #expect(EmbeddedWordIndex.positions(withWordPrefix: Array("zzzzzz".utf8)) == [])
        #expect(EmbeddedSearchIndex.withRecords(\.foodCount) == FoodDatabase.embedded.foods.count)
    }
}
