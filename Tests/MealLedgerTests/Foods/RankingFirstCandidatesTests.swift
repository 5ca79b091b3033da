import Testing
@testable import MealLedger
import TestSupport

/// Ranking sorts only the candidates a search can choose (the first `limit`, and the first
/// `limit` of a preferred table), kept in a heap (`FoodDatabase.first(_:of:by:)`): it answers
/// what sorting every scored candidate answers (issue 26's start-up).
struct RankingFirstCandidatesTests {
    static let foods = FoodDatabase.embedded.foods

    /// Queries drawn from the tables' words (whole, cut short, misspelt, mixed), every limit the
    /// callers use, either table preferred or none, foods read whole or in part: the same foods
    /// with the same scores, in the same order, as the careful road's.
    @Test func sortingOnlyTheChosenCandidatesRanksAsSortingEveryOneDoes() {
        var preferred = 0, longAnswers = 0
        forAllCases(200, seed: 0x70_9CA5D) { testCase in
            var words: [String] = []
            let first = FoodSearchIndex.words(in: testCase.random.pick(Self.foods).description)
            for _ in 0..<(1 + Int(testCase.random.next() % 3)) {
                let described = testCase.random.chance(0.7)
                    ? first : FoodSearchIndex.words(in: testCase.random.pick(Self.foods).description)
                guard !described.isEmpty else { continue }
                var word = testCase.random.pick(described)
                switch testCase.random.next() % 5 {
                case 0 where word.count > 4: word = String(word.prefix(3 + Int(testCase.random.next() % 2)))
                case 1 where word.count > 3: word = String(word.dropLast())
                case 2: word += "s"
                default: break
                }
                words.append(word)
            }
            let query = words.joined(separator: testCase.random.pick([" ", " with ", ", "]))
            let limit = testCase.random.pick([1, 5, 20, 40, 60])
            let table = testCase.random.pick([nil, FoodTableKind.fndds, .sr28])
            let narrowFirst = testCase.random.chance(0.7)
            let wholeFoods = testCase.random.chance(0.5)
            let found = FoodDatabase.embeddedReadLazily.search(query, limit: limit, narrowFirst: narrowFirst,
                                                               preferring: table, wholeFoods: wholeFoods)
            let expected = FoodDatabase.embeddedSortingEveryCandidate.search(query, limit: limit, narrowFirst: narrowFirst,
                                                                             preferring: table, wholeFoods: wholeFoods)
            if table != nil { preferred += 1 }
            if found.count > limit { longAnswers += 1 }
            // Foods read in part may come whole when another search read them whole first
            // (`DecodedFoods`): those are compared by id and description words.
            let sameFoods = wholeFoods ? found.map(\.food) == expected.map(\.food) : found.map(\.food.id) == expected.map(\.food.id)
            testCase.check(sameFoods && found.map(\.score) == expected.map(\.score)
                           && found.map(\.matchesAllWords) == expected.map(\.matchesAllWords)
                           && found.map { $0.descriptionWords?.segments.map { $0.map(\.word) } }
                              == expected.map { $0.descriptionWords?.segments.map { $0.map(\.word) } },
                           "'\(query)' limit \(limit) \(table?.label ?? "both"): \(found.map(\.food.id)) vs \(expected.map(\.food.id))")
        }
        // Both roads of the preferred table were met: answers longer than the limit among them.
        #expect(preferred > 80 && longAnswers > 10, "\(preferred) preferring a table, \(longAnswers) longer than the limit")
    }

    /// Numbers with repeats, in any order, any count kept: the heap gives the sort's first
    /// `count`, and two sorted lists merge into the sorted union.
    @Test func theHeapKeepsWhatSortingKeepsAndMergingJoinsSortedLists() {
        forAllCases(300, seed: 0x4EA9) { testCase in
            let values = (0..<Int(testCase.random.next() % 200)).map { _ in Int(testCase.random.next() % 50) }
            let count = Int(testCase.random.next() % 70)
            let byValue = { (left: Int, right: Int) in left < right }
            testCase.check(FoodDatabase.first(count, of: values, by: byValue) == Array(values.sorted().prefix(count)),
                           "\(count) of \(values)")
            let left = Array(Set(values.prefix(values.count / 2))).sorted()
            let right = Array(Set(values.dropFirst(values.count / 2))).sorted()
            testCase.check(FoodDatabase.merged(left, right, by: byValue) == Array(Set(left + right)).sorted(),
                           "\(left) and \(right)")
        }
    }
}

/// A food asked for by id is read once a process and given again as it was read: the same food
/// as reading its line afresh, asked once or again.
struct RememberedFoodByIDTests {
    @Test func aFoodAskedForAgainIsTheFoodReadAfresh() {
        let foods = RankingFirstCandidatesTests.foods
        forAllCases(300, seed: 0xF00D1D) { testCase in
            let id = testCase.random.chance(0.9) ? testCase.random.pick(foods).id
                : testCase.random.pick(["", "0", "99999", "1234567", "123456789", "05062x"])
            for _ in 0..<2 {
                let remembered = FoodDatabase.embeddedReadLazily.food(id: id)
                testCase.check(remembered == FoodDatabase.embeddedReadLazily.foodReadAfresh(id: id), "id '\(id)'")
            }
        }
    }

    /// Batches of lines (some asked twice, some read before, whole or in part, in any order)
    /// asked of two stores in turn: the one-copy road gives what the road through optional
    /// foods gives, call after call, whatever each remembers by then.
    @Test func rememberedFoodsComeAsTheRoadThroughOptionalsGivesThem() {
        let offsets = RankingFirstCandidatesTests.foods.compactMap { EmbeddedFoodLines.position(ofID: $0.id) }
        var (fast, careful) = (DecodedFoods(), DecodedFoods())
        var readBefore = 0, partly = 0
        forAllCases(200, seed: 0xDEC0DE) { testCase in
            if testCase.random.chance(0.05) { (fast, careful) = (DecodedFoods(), DecodedFoods()) }
            var batch = (0..<Int(testCase.random.next() % 40)).map { _ in testCase.random.pick(offsets.prefix(300)) }
            if let first = batch.first, testCase.random.chance(0.3) { batch.append(first) }
            let whole = testCase.random.chance(0.5)
            if !whole { partly += 1 }
            let found = fast.foods(at: batch, whole: whole)
            let expected = careful.foodsByOptionals(at: batch, whole: whole)
            if batch.count > 10 { readBefore += 1 }
            testCase.check(found == expected, "\(batch.count) lines, whole \(whole)")
        }
        #expect(partly > 50 && readBefore > 50, "\(partly) in part, \(readBefore) batches of more than 10")
    }
}

