import Testing
import TestSupport
@testable import MealLedger

/// A recipe's line is read as bought unless it says otherwise (SPEC 13); a cooking word before
/// the food or in its note says otherwise: "100 g roasted chicken" was raw breast (120 kcal
/// against 165), "100 g boiled rice" raw rice (365 against 130), "100 g grilled shrimp" raw.
struct CookedLineTests {
    let parser = OfflineRecipeParser()
    static let cookingWords = ["roasted", "grilled", "boiled", "steamed", "baked", "poached", "braised"]

    /// Every lexicon food with a cooked form, with a cooking word before it, weighed: never the
    /// raw food (seeded: a cooking word per case).
    @Test func aWeighedFoodSaidCookedIsNeverReadRaw() throws {
        let names = RecipeFoodLexicon.entries.filter { $0.value.cookedFoodID != nil && !$0.key.contains(" ") }.keys.sorted()
        #expect(names.count > 20, "\(names.count)")
        var wrong: [String] = []
        forAllCases(120, seed: 0xC00_4ED) { testCase in
            let name = testCase.random.pick(names)
            let word = testCase.random.pick(Self.cookingWords)
            let text = "100 g \(word) \(name)"
            // A lexicon name of its own ("grilled chicken") is that entry's food.
            guard RecipeFoodLexicon.entries["\(word) \(name)"] == nil,
                  let item = try? parser.parse(text).ingredients.first, let id = item.foodId,
                  let food = FoodDatabase.embedded.food(id: id) else { return }
            testCase.check(!OfflineRecipeParser.isBoughtRaw(food), "\(text): \(food.description)")
            if OfflineRecipeParser.isBoughtRaw(food) { wrong.append(text) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func cookedLinesReadCooked() throws {
        for (text, kcalPer100g) in [("100 g roasted chicken", 165.0), ("100 g boiled rice", 130), ("100 g grilled shrimp", 119),
                                    ("200 g grilled salmon fillet", 206)] {
            let item = try #require(try parser.parse(text).ingredients.first)
            let per100 = item.calories / (item.grams ?? 1) * 100
            #expect(abs(per100 - kcalPer100g) < 0.2 * kcalPer100g, "\(text): \(per100) kcal/100 g, \(item.foodDescription ?? "-")")
        }
        // Unchanged: a line saying nothing, or raw, is bought; a count keeps its bought items.
        let raw = try #require(try parser.parse("100 g chicken breast").ingredients.first)
        #expect(raw.foodDescription?.contains("raw") == true, "\(raw.foodDescription ?? "-")")
        let beets = try #require(try parser.parse("3 beets, roasted and sliced").ingredients.first)
        #expect(beets.state == .bought, "\(beets.foodDescription ?? "-")")
    }

    /// The attack's cases: a cooking word after the food is what the recipe does with what it
    /// weighed as bought; a count counts the bought items; the cooked food is the same food.
    @Test func aCookingWordAfterTheFoodOrACountKeepsTheBoughtFood() throws {
        for text in ["8 oz spaghetti, cooked", "1 cup rice, cooked", "1 lb pasta, to be cooked", "1 (16 oz) package spaghetti, cooked",
                     "1 lb chicken breast, grilled", "4 grilled lamb chops"] {
            let item = try #require(try parser.parse(text).ingredients.first)
            let food = try #require(item.foodId.flatMap(FoodDatabase.embedded.food(id:)))
            #expect(OfflineRecipeParser.isBoughtRaw(food), "\(text): \(food.description)")
        }
        let pumpkin = try #require(try parser.parse("1 cup roasted pumpkin").ingredients.first)
        #expect(pumpkin.foodDescription?.lowercased().contains("seed") == false, "\(pumpkin.foodDescription ?? "-")")
    }
}
