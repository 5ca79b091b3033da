import Testing
@testable import MealLedger
import TestSupport

/// A search scores its candidates in one pass over the index's arrays (issue 26's start-up):
/// every candidate gets the score, to the bit, and the verdict on matching every word that
/// scoring each food on its own gives.
struct OnePassScoringTests {
    static let foods = FoodDatabase.embedded.foods
    static let wholeTable = FoodDatabase(foods: Array(foods.prefix(3_000)))

    /// Queries of the tables' words (whole, cut short, plural, misspelt, a staple, words naming
    /// processed forms and discouraged groups), over the narrow and the wide candidates of the
    /// embedded table and over foods in memory with their postings: the same candidates, in the
    /// same order, with the same scores.
    @Test func scoringInOnePassGivesWhatScoringEachFoodGives() {
        var scoredCandidates = 0, prefixMatches = 0
        forAllCases(150, seed: 0x0E_9A55) { testCase in
            var words: [String] = []
            let first = FoodSearchIndex.words(in: testCase.random.pick(Self.foods).description)
            for _ in 0..<(1 + Int(testCase.random.next() % 4)) {
                let described = testCase.random.chance(0.7)
                    ? first : FoodSearchIndex.words(in: testCase.random.pick(Self.foods).description)
                guard !described.isEmpty else { continue }
                var word = testCase.random.pick(described)
                switch testCase.random.next() % 7 {
                case 0 where word.count > 4: word = String(word.prefix(3 + Int(testCase.random.next() % 2)))
                case 1: word += "s"
                case 2 where word.count > 3: word = String(word.dropLast())
                case 3: word = testCase.random.pick(["flour", "sugar", "salt", "fried", "canned", "baby", "fast", "fish",
                                                     "restaurant", "dried", "nuts", "sweetened"])
                default: break
                }
                words.append(word)
            }
            let query = words.joined(separator: testCase.random.pick([" ", " with ", ", "]))
            let database = testCase.random.chance(0.8) ? FoodDatabase.embeddedReadLazily : Self.wholeTable
            let candidates = database.searchCandidates(for: FoodSearchIndex.words(in: query))
            for set in [candidates.narrow, candidates.all()].compactMap({ $0 }) {
                let quick = FoodDatabase.scored(query, among: set, carefully: false)
                let careful = FoodDatabase.scored(query, among: set, carefully: true)
                scoredCandidates += careful?.count ?? 0
                prefixMatches += careful?.filter { !$0.matchesAllWords }.count ?? 0
                let same = quick?.map(\.position) == careful?.map(\.position)
                    && quick?.map(\.score) == careful?.map(\.score)
                    && quick?.map(\.matchesAllWords) == careful?.map(\.matchesAllWords)
                let firstDiffering = zip(quick ?? [], careful ?? []).first { $0.0 != $0.1 }
                testCase.check(same, "'\(query)' over \(set.ids.count) candidates: \(quick?.count ?? -1) vs \(careful?.count ?? -1), "
                                   + "first differing \(String(describing: firstDiffering))")
            }
        }
        #expect(scoredCandidates > 10_000 && prefixMatches > 1_000, "\(scoredCandidates) scored, \(prefixMatches) not matching all")
    }

    /// The search the careful database makes ranks as the one-pass search does.
    @Test func aSearchScoringCarefullyAnswersAsTheOnePassSearch() {
        forAllCases(100, seed: 0x0E_9A56) { testCase in
            let words = FoodSearchIndex.words(in: testCase.random.pick(Self.foods).description)
            guard !words.isEmpty else { return }
            let query = (0..<(1 + Int(testCase.random.next() % 3))).map { _ in testCase.random.pick(words) }.joined(separator: " ")
            let limit = testCase.random.pick([1, 5, 20, 60])
            let table = testCase.random.pick([nil, FoodTableKind.fndds, .sr28])
            let found = FoodDatabase.embeddedReadLazily.search(query, limit: limit, narrowFirst: true, preferring: table)
            let expected = FoodDatabase.embeddedScoringCarefully.search(query, limit: limit, narrowFirst: true, preferring: table)
            testCase.check(found == expected, "'\(query)' limit \(limit): \(found.map(\.food.id)) vs \(expected.map(\.food.id))")
        }
    }
}
