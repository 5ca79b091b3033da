import Foundation
import Testing
@testable import MealLedger

/// Every regional or everyday name in the synonym list, named alone, is read as a food the
/// tables' words it is rewritten to name: "jello" is gelatin dessert (it was jam), "kasha"
/// buckwheat groats (a KASHI waffle), "doner kebab" a gyro sandwich (nothing).
struct SynonymLeadsToItsFoodTests {
    let parser = OfflineRecipeParser(reading: .eaten)

    /// Rewrites to a word that only qualifies a food ("tikka" → "grilled", "res" → "beef" is kept).
    static func namesAFood(_ target: String) -> Bool {
        let words = FoodSearchIndex.words(in: target)
        return !words.isEmpty && !words.allSatisfy { AsEatenMatcher.preparationWords.contains($0) || $0.count < 3 }
    }

    @Test func everySynonymNamedAloneIsAFoodItsRewriteNames() throws {
        let entries = EatenFoodSynonyms.words.map { ($0.key, $0.value) } + EatenFoodSynonyms.pairs.map { ($0.key, $0.value) }
            + EatenFoodSynonyms.bareWords.map { ($0.key, $0.value) }
        var wrong: [String] = []
        var asked = 0
        for (name, target) in entries.sorted(by: { $0.0 < $1.0 }) where Self.namesAFood(target)
            && !EatenFoodSynonyms.nearestKinds.contains(name) && !name.contains(where: { !$0.isLetter && $0 != " " }) {
            asked += 1
            let items = try parser.parse(name).ingredients
            let held = Set(items.flatMap { FoodSearchIndex.words(in: $0.foodDescription ?? "").map(FoodSearchIndex.stem) })
            let wanted = FoodSearchIndex.words(in: target).filter { $0.count >= 3 && !["with", "and"].contains($0) }
                .map(FoodSearchIndex.stem)
            if items.isEmpty || items.contains(where: { $0.flags.contains(.unmatched) }) || !wanted.allSatisfy(held.contains) {
                wrong.append("\(name) → \(target): \(items.map { $0.foodDescription ?? "unmatched" })")
            }
        }
        print("synonyms named alone read as a food their rewrite names: \(asked - wrong.count) of \(asked); not: \(wrong)")
        #expect(Double(asked - wrong.count) >= 0.99 * Double(asked), "\(wrong.count) wrong: \(wrong)")
    }

    /// Soft drinks named as they are sold are the survey's kinds of soft drink, with its drink
    /// sizes: "a pepsi" was no food, "a 'dr pepper'" green peppers, "a medium sprite" 258 g of
    /// SR28's bottled Sprite.
    @Test func softDrinksByTheirSoldNamesAreTheSurveysKinds() throws {
        for (text, food, grams) in [("a pepsi", "Soft drink, cola", 372.0), ("a medium sprite", "Soft drink, fruit flavored, caffeine free", 512),
                                    ("a large dr pepper", "Soft drink, pepper type", 744), ("a coke zero", "Soft drink, cola, diet", 360),
                                    ("a mountain dew", "Soft drink, fruit flavored, caffeine containing", 372),
                                    ("a can of sprite zero", "Soft drink, fruit flavored, diet, caffeine free", 360)] {
            let item = try #require(try parser.parse(text).ingredients.first)
            #expect(item.foodDescription == food && item.grams == grams, "\(text) → \(item.foodDescription ?? "none") \(item.grams ?? 0) g")
        }
    }
}
