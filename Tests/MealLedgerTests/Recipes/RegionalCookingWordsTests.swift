import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// British and Australian words for how a food was cooked, and their chips: "battered cod" was
/// baked cod, "crumbed chicken" roast chicken, "oven chips" rice chips, "lamb hotpot" plain lamb.
@Suite struct RegionalCookingWordsTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    @Test func battersCrumbsAndChipsReadAsTheTablesSayThem() throws {
        for (text, expected) in [("100 g battered cod", "Fish, cod, fried"), ("100 g oven chips", "Potato, french fries, from fresh, baked"),
                                 ("100 g chunky chips", "Potato, french fries"), ("egg mayo sandwich", "Egg salad sandwich"),
                                 ("100 g lamb hotpot", "Lamb or mutton stew with potatoes")] {
            let food = try #require(try eaten.parse(text).ingredients.first?.foodDescription)
            #expect(food.hasPrefix(expected), "\(text) → \(food)")
        }
        let crumbed = try #require(try eaten.parse("100 g crumbed chicken").ingredients.first?.foodDescription)
        #expect(crumbed.lowercased().contains("breaded") || crumbed.lowercased().contains("coated"), "\(crumbed)")
    }

    /// Any fish of the survey that it fries: battered is fried.
    @Test func anyBatteredFishIsTheFriedOne() throws {
        let fried = FoodDatabase.embedded.foods.filter { food in
            food.table == .fndds && food.description.hasPrefix("Fish, ") && food.description.hasSuffix(", fried")
        }
        #expect(fried.count >= 10)
        forAllCases(100, seed: 0xBA77) { testCase in
            let food = testCase.random.pick(fried)
            let kind = food.description.dropFirst("Fish, ".count).dropLast(", fried".count).lowercased()
            guard !kind.contains(","), !kind.contains(" ns ") else { return }
            let read = try #require(try eaten.parse("100 g battered \(kind)").ingredients.first)
            #expect(read.foodDescription?.lowercased().contains("fried") == true,
                    "battered \(kind) → \(read.foodDescription ?? "-"); seed \(testCase.seed)")
        }
    }
}
