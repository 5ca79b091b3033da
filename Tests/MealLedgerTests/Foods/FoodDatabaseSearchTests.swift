import Testing
@testable import MealLedger

/// Ranking of `FoodDatabase.search` and `bestMatch` over both embedded tables (SPEC 7, 13):
/// a plain food comes first from whichever table names it plainest.
struct FoodDatabaseSearchTests {
    let database = FoodDatabase.embedded

    /// Words that mark a processed form of chicken breast.
    static let processedMarkers = ["breaded", "fried", "nugget", "batter", "frozen", "fast foods", "patties", "tenders"]

    private func ids(_ query: String, limit: Int = 20) -> [String] {
        database.search(query, limit: limit).map(\.food.id)
    }

    @Test func chickenBreastRanksRoastedBreastMeatAboveEveryBreadedOrFriedProduct() throws {
        let results = database.search("chicken breast", limit: 500)
        // SR28's roasted breast meat, or FNDDS's breast baked, broiled or roasted.
        let roasted = try #require(results.firstIndex { ["05064", "24122131", "24122130"].contains($0.food.id) })
        let firstProcessed = try #require(results.firstIndex { match in
            Self.processedMarkers.contains { match.food.description.lowercased().contains($0) }
        })
        #expect(roasted < firstProcessed)
        // FNDDS adds about thirty cooked variants of chicken breast (stewed, rotisserie, grilled…).
        #expect(roasted < 20)
        #expect(results.prefix(10).allSatisfy { $0.food.description.hasPrefix("Chicken") })
    }

    @Test func eggRanksAPlainWholeEggInTheTopThree() {
        let top = ids("egg", limit: 3)
        #expect(top.contains("01123") || top.contains("01129"), "top 3: \(top)")
    }

    @Test func pluralCaseAndPunctuationDoNotChangeTheResults() {
        #expect(ids("eggs") == ids("egg"))
        #expect(ids("BANANAS") == ids("banana"))
        #expect(ids("olive, oil!") == ids("olive oil"))
    }

    @Test func bananaRanksRawBananasFirst() {
        // SR28 "Bananas, raw" or FNDDS "Banana, raw".
        #expect(["09040", "63107010"].contains(ids("banana").first ?? ""))
    }

    @Test func whiteRiceCookedRanksPlainCookedWhiteRiceInTheTopThree() {
        let top = database.search("white rice cooked", limit: 3).map(\.food.description)
        let plain = top.filter { description in
            description.hasPrefix("Rice, white,") && description.contains("cooked")
                && !["parboiled", "precooked", "instant", "fried"].contains { description.contains($0) }
        }
        #expect(!plain.isEmpty, "top 3: \(top)")
    }

    @Test func oliveOilRanksOliveOilFirst() {
        // SR28 "Oil, olive, salad or cooking" or FNDDS "Olive oil".
        #expect(["04053", "82104000"].contains(ids("olive oil").first ?? ""))
    }

    @Test func milkRanksAPlainFluidCowsMilkFirst() {
        // Whole, 2 %, 1 % and nonfat fluid milk, with or without added vitamins.
        // FNDDS's "Milk, NFS", "Milk, whole", "Milk, reduced fat (2%)", "Milk, low fat (1%)", "Milk, nonfat".
        let plainFluidMilks: Set = ["01077", "01211", "01079", "01174", "01082", "01175", "01085", "01151",
                                    "11100000", "11111000", "11112110", "11112210", "11113000"]
        let first = ids("milk").first
        #expect(first.map(plainFluidMilks.contains) == true, "first: \(String(describing: first))")
    }

    @Test func foodsWithEveryQueryWordComeBeforeTheRest() {
        let results = database.search("chicken breast roasted", limit: 200)
        let firstPartial = results.firstIndex { !$0.matchesAllWords } ?? results.count
        #expect(firstPartial > 0)
        #expect(results[firstPartial...].allSatisfy { !$0.matchesAllWords })
        for match in results[..<firstPartial] {
            let description = match.food.description.lowercased()
            #expect(description.contains("chicken") && description.contains("breast") && description.contains("roasted"))
        }
    }

    @Test func scoresFallWithinEachTierAndStayBetweenZeroAndOne() {
        for query in ["chicken breast", "milk", "cheddar cheese", "apple juice", "beef ground raw"] {
            let results = database.search(query, limit: 100)
            #expect(!results.isEmpty)
            for (earlier, later) in zip(results, results.dropFirst()) where earlier.matchesAllWords == later.matchesAllWords {
                #expect(earlier.score >= later.score, "\(query): \(earlier.food.id) before \(later.food.id)")
            }
            #expect(results.allSatisfy { $0.score > 0 && $0.score <= 1 })
        }
    }

    @Test func processedFormsRankFirstWhenTheQueryAsksForThem() throws {
        let fried = try #require(database.search("fried chicken").first)
        #expect(fried.food.description.lowercased().contains("fried"))
        let nuggets = try #require(database.search("chicken nuggets").first)
        #expect(nuggets.food.description.lowercased().contains("nugget"))
    }

    @Test func aWordStartMatchesLongerWords() throws {
        let first = try #require(database.search("chick").first)
        #expect(first.food.description.lowercased().hasPrefix("chick"))
        #expect(first.score < database.search("chicken").first!.score)
    }

    @Test func stapleWordsMeanWhatARecipeMeans() {
        #expect(ids("flour").first == "20081")
        #expect(ids("sugar").first == "19335")
        #expect(ids("salt").first == "02047")
    }

    @Test(arguments: ["xyzzyplugh", "", "   ", ",,, !!", "qqq zzz"])
    func aQueryWithNoMatchReturnsNothing(query: String) {
        #expect(database.search(query).isEmpty)
        #expect(database.bestMatch(for: query) == nil)
    }

    @Test func theLimitCapsTheResults() {
        #expect(database.search("cheese", limit: 5).count == 5)
        #expect(database.search("cheese", limit: 0).isEmpty)
        #expect(database.search("cheese").count == 20)
    }

    @Test func bestMatchIsConfidentForAPlainFoodAndLessSoForAPartialOne() throws {
        let banana = try #require(database.bestMatch(for: "banana"))
        #expect(["09040", "63107010"].contains(banana.food.id))
        #expect(banana.matchesAllWords)
        #expect(banana.score >= 0.9)
        let oil = try #require(database.bestMatch(for: "olive oil"))
        #expect(["04053", "82104000"].contains(oil.food.id))
        #expect(oil.score >= 0.7)
        let partial = try #require(database.bestMatch(for: "banana quuxberry"))
        #expect(!partial.matchesAllWords)
        #expect(partial.score < 0.7)
    }

    @Test func stopWordsAreIgnoredUnlessTheyAreAllTheQueryHas() {
        #expect(ids("oil of the olive") == ids("olive oil"))
        #expect(!database.search("and").isEmpty)
    }

    @Test func searchWorksOnASmallDatabase() {
        let small = FoodDatabase(foods: [
            Food(id: "1", description: "Apples, raw, with skin", group: "Fruits and Fruit Juices", caloriesPer100g: 52,
                 proteinPer100g: nil, carbohydratesPer100g: nil, fatsPer100g: nil, measures: []),
            Food(id: "2", description: "Apple juice, canned", group: "Fruits and Fruit Juices", caloriesPer100g: 46,
                 proteinPer100g: nil, carbohydratesPer100g: nil, fatsPer100g: nil, measures: []),
            Food(id: "3", description: "Pie, apple, fried", group: "Baked Products", caloriesPer100g: 300,
                 proteinPer100g: nil, carbohydratesPer100g: nil, fatsPer100g: nil, measures: []),
        ])
        #expect(small.search("apple").map(\.food.id) == ["1", "2", "3"])
        #expect(small.search("apple juice").map(\.food.id) == ["2", "1", "3"])
        #expect(small.food(id: "2")?.caloriesPer100g == 46)
    }
}
