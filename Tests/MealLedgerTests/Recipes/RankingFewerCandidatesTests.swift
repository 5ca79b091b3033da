import Testing
@testable import MealLedger
import TestSupport

/// The matcher's ranking leaves out candidates that cannot be among its highest values, and
/// works out once a phrase what it asks of every candidate (issue 26's start-up): it chooses
/// what weighing every candidate, asking the phrase again for each, chooses.
struct RankingFewerCandidatesTests {
    static let foods = FoodDatabase.embedded.foods

    /// Phrases of everyday foods with ways of cooking, and of words of the tables' own
    /// descriptions (as-eaten variants, brands, "raw", "dry"…), read both ways.
    @Test func leavingOutCandidatesThatCannotRankHighChoosesWhatWeighingEveryOneChooses() {
        let fast = AsEatenMatcher(database: FoodDatabase.embeddedReadLazily)
        var careful = AsEatenMatcher(database: FoodDatabase.embeddedReadLazily)
        careful.ranksEveryCandidate = true
        let everyday = ["chicken", "rice", "salmon", "eggs", "toast", "apple", "coffee", "tea with milk", "beans", "pasta",
                        "cheese", "yogurt", "banana", "broccoli", "steak", "fries", "salad", "soup", "pizza", "bread",
                        "oatmeal", "milk", "potatoes", "tofu", "cereal"]
        let preparations = ["", "", "grilled ", "fried ", "boiled ", "baked ", "raw ", "steamed ", "dried ", "canned ",
                            "roasted smoked ", "homemade ", "low fat ", "instant "]
        var matched = 0
        forAllCases(160, seed: 0x0F_EA7E) { testCase in
            guard let (phrase, reading) = MatcherPhraseSample.draw(&testCase, foods: Self.foods, everyday: everyday,
                                                                  preparations: preparations) else { return }
            let expected = careful.match(phrase, reading: reading)
            let found = fast.match(phrase, reading: reading)
            if found != nil { matched += 1 }
            testCase.check(found?.food == expected?.food && found?.confidence == expected?.confidence
                               && found?.fit == expected?.fit && found?.query == expected?.query,
                           "'\(phrase)' \(reading): \(found.map { "\($0.food.id) \($0.confidence)" } ?? "nil") vs \(expected.map { "\($0.food.id) \($0.confidence)" } ?? "nil")")
        }
        #expect(matched > 100, "\(matched) of 160 matched")
    }

    /// What a phrase asks, worked out once, gives every food the preference asking the phrase
    /// for each food gives, bit for bit; and no food's preference is above the most one of its table can be.
    @Test func askingOncePerPhraseGivesEachFoodItsPreference() {
        let words = ["raw", "fresh", "fried", "baked", "grilled", "dry", "dried", "powder", "oil", "butter", "fat", "canned",
                     "frozen", "restaurant", "baby", "diet", "low", "sauce", "cheese", "skin", "vegan", "milk", "pickled",
                     "cooked", "boiled", "roasted", "steamed", "mix", "instant", "kashi", "general", "mills", "chicken",
                     "rice", "egg", "eggs", "salad", "sashimi", "plain", "homemade", "smoked", "ingredient", "free"]
        forAllCases(300, seed: 0xA5_C1E6) { testCase in
            let asked = Set((0..<Int(testCase.random.next() % 5)).map { _ in testCase.random.pick(words) })
            let stems = Set(asked.map(FoodSearchIndex.stem))
            let asking = AsEatenMatcher.Asking(asked: asked, stems: stems)
            let most = AsEatenMatcher.mostPreference(asking: asking)
            for _ in 0..<20 {
                let food = testCase.random.pick(Self.foods)
                let marks = AsEatenMatcher.Marks(food)
                for reading in [FoodReading.eaten, .bought] {
                    let careful = AsEatenMatcher.preference(of: food, marks: marks, asked: asked, stems: stems, reading: reading)
                    let once = AsEatenMatcher.preference(of: food, marks: marks, asking: asking, reading: reading)
                    testCase.check(once.bitPattern == careful.bitPattern, "\(asked.sorted()) \(food.id) \(reading): \(once) vs \(careful)")
                    let bound = most * AsEatenMatcher.tableFactor(of: food, reading: reading)
                    testCase.check(careful <= bound, "\(asked.sorted()) \(food.id) \(reading): \(careful) above \(bound)")
                }
            }
        }
    }
    /// The words with regional names rewritten, remembered per ASCII text by the matcher, are
    /// what a matcher asked for the first time works out: for texts asked again, in other case,
    /// with words added, and not ASCII (composed and decomposed accents alike).
    @Test func wordsRewrittenOnceAreTheWordsRewrittenAfresh() {
        let remembering = AsEatenMatcher(database: FoodDatabase.embeddedReadLazily)
        let names = ["chilli con carne", "chilli", "aubergine", "courgette with rice", "mac and cheese", "prawns",
                     "jacket potato", "porridge", "chips and beans", "beef mince", "coriander", "spring onion",
                     "crème brûlée", "jalapen\u{303}o poppers", "jalapeño poppers", "rocket salad", "chili con carne"]
        // Texts asked before, by their bytes: the remembered road.
        var asked = Set<[UInt8]>(), repeated = 0
        forAllCases(150, seed: 0x5A_0E17) { testCase in
            var text = testCase.random.pick(names)
            switch testCase.random.next() % 5 {
            case 0: text = text.uppercased()
            case 1: text += " " + testCase.random.pick(names)
            case 2: text = testCase.random.pick(["grilled ", "a bowl of ", "some ", ""]) + text
            default: break
            }
            let fresh = AsEatenMatcher(database: FoodDatabase.embeddedReadLazily)
            for typical in [false, true] {
                let expected = fresh.writtenQuery(text, typicalMember: typical)
                let found = remembering.writtenQuery(text, typicalMember: typical)
                testCase.check(found == expected, "'\(text)' (typicalMember: \(typical)): \(found) against \(expected)")
            }
            if !asked.insert(Array(text.utf8)).inserted { repeated += 1 }
        }
        #expect(repeated > 30, "\(repeated) texts asked again")
    }
}
