import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A salad named by its kind comes with its dressing, which the as-eaten table codes apart
/// (`SaladDressing`); a salad said plain, or a meal naming its dressing, gets none.
@Suite struct SaladDressingTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// Every as-eaten salad "no dressing" named by its kind ("Greek Salad", "Cobb salad",
    /// "Caesar salad"), read by that name, is the salad and one implied dressing of two
    /// tablespoons; the Caesar's is Caesar dressing. "caesar salad" was 60 kcal of leaves.
    @Test func aNamedSaladComesWithItsDressing() throws {
        let salads = FoodDatabase.embedded.foods.filter { food in
            food.table == .fndds && !food.id.hasPrefix("63") && food.description.lowercased().contains("no dressing")
                && FoodSearchIndex.words(in: String(food.description.lowercased().split(separator: ",")[0]))
                    .contains { !SaladDressing.plainSaladWords.contains($0) }
        }
        #expect(salads.count >= 5, "\(salads.map(\.description))")
        var wrong: [String] = []
        for salad in salads {
            // As a person says it: "chicken caesar garden salad", not "chicken or turkey …".
            let name = String(salad.description.split(separator: ",")[0]).lowercased()
                .replacingOccurrences(of: "chicken or turkey", with: "chicken")
            let items = try eaten.parse(name).ingredients
            let dressing = items.filter { $0.flags.contains(.implied) }
            if dressing.count != 1 || !(dressing[0].foodDescription?.lowercased().contains("dressing") ?? false)
                || abs((dressing[0].grams ?? 0) - 30) > 4 {
                wrong.append("\(name) → \(items.map { "\($0.foodDescription ?? "none") \($0.grams ?? 0) g" })")
            }
        }
        #expect(wrong.count * 5 <= salads.count, "\(wrong.count) of \(salads.count): \(wrong.prefix(6))")
        // A slip in the kind's name is still that kind (attack23: "chicken ceasar salad").
        let slipped = try eaten.parse("chicken ceasar salad").ingredients
        #expect(slipped.count == 2 && slipped[1].foodDescription == "Caesar dressing", "\(slipped.map { $0.foodDescription ?? "none" })")
        let caesar = try eaten.parse("caesar salad").ingredients
        #expect(caesar.count == 2 && caesar[1].foodDescription == "Caesar dressing", "\(caesar.map { $0.foodDescription ?? "none" })")
    }

    /// No dressing where the person said none, named one, or named an oil or a sauce, nor on a
    /// plain, garden or fruit salad; and never a dressing said twice.
    @Test func noDressingWhereNoneIsImplied() throws {
        let texts = ["caesar salad no dressing", "greek salad without dressing", "caesar salad with ranch dressing",
                     "greek salad with olive oil", "caesar salad with ranch", "a side salad", "garden salad", "fruit salad",
                     "a green salad", "cobb salad, dressing on the side", "salad", "mixed salad",
                     // attack24: what dresses a salad, or says nothing did.
                     "caesar salad with balsamic", "greek salad with lemon", "greek salad with tahini",
                     "cobb salad with honey mustard", "greek salad with evoo", "cobb salad with nothing on it"]
        for text in texts {
            let items = try eaten.parse(text).ingredients
            #expect(!items.contains { $0.flags.contains(.implied) }, "\(text) → \(items.map { $0.foodDescription ?? "none" })")
        }
    }

    /// A two-word name the synonyms rewrite ("garden salad" is mixed salad greens) inside a
    /// longer name the survey holds as typed keeps it: "chicken garden salad" dropped the chicken.
    @Test func aRewrittenPairInsideALongerNameKeepsTheName() throws {
        for text in ["chicken garden salad", "chicken caesar garden salad", "shrimp garden salad"] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            #expect(item.foodDescription?.lowercased().contains("garden salad") == true, "\(text) → \(item.foodDescription ?? "none")")
        }
        let green = try #require(try eaten.parse("green salad").ingredients.first)
        #expect(green.foodDescription == "Mixed salad greens, raw")
        // A rewrite that loses no word only says more: "chow mein" is the dish with noodles.
        let chowMein = try #require(try eaten.parse("100 g chicken chow mein").ingredients.first)
        #expect(chowMein.foodDescription?.contains("with noodles") == true, "\(chowMein.foodDescription ?? "none")")
    }

    /// Words of other foods in the meal take no dressing off the salad (attack25: "no ice",
    /// "no dessert", "lemon tart", "a lime soda", "plain rice" dropped it).
    @Test func otherFoodsWordsLeaveTheDressing() throws {
        for text in ["caesar salad and a coke, no ice", "2 cups greek salad and no dessert", "a greek salad and lemon tart",
                     "cobb salad and a lime soda", "spinach salad and plain rice", "caesar salad and greek yogurt",
                     // A food whose description only says how it was cooked ("grilled without sauce").
                     "caesar salad with grilled chicken"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.contains { $0.flags.contains(.implied) }, "\(text) → \(items.map { $0.foodDescription ?? "none" })")
        }
    }

    /// A weighed salad holds its dressing: 120 seeded weights of the named salads keep their
    /// weight in all, and a counted salad has two tablespoons each.
    @Test func aWeighedSaladHoldsItsDressing() throws {
        let names = ["caesar salad", "greek salad", "cobb salad", "spinach salad", "chicken caesar salad"]
        let seed: UInt64 = 0x5A1A_D0
        var random = SeededGenerator(seed: seed)
        var wrong: [String] = []
        for _ in 0..<120 {
            let grams = Int.random(in: 40...600, using: &random)
            let name = names.randomElement(using: &random)!
            let items = try eaten.parse("\(grams) g \(name)").ingredients
            let total = items.reduce(0) { $0 + ($1.grams ?? 0) }
            if items.count != 2 || abs(total - Double(grams)) > 0.5 { wrong.append("\(grams) g \(name) → \(total) g in \(items.count)") }
        }
        #expect(wrong.isEmpty, "seed \(seed): \(wrong.prefix(6))")
        // A volume or a spoon holds its dressing too: "250 ml greek salad" had 500 tablespoons.
        for text in ["250 ml greek salad", "3 cups greek salad", "1 tbsp caesar salad", "8 fl oz cobb salad", "5000 ml greek salad"] {
            let items = try eaten.parse(text).ingredients
            let dressing = items.filter { $0.flags.contains(.implied) }.reduce(0) { $0 + ($1.grams ?? 0) }
            let total = items.reduce(0) { $0 + ($1.grams ?? 0) }
            #expect(dressing < 0.3 * total, "\(text): \(dressing) g of \(total) g")
        }
        let two = try eaten.parse("2 caesar salads").ingredients
        #expect(two.count == 2 && abs((two[1].grams ?? 0) - 2 * 29.4) < 2, "\(two.map { "\($0.foodDescription ?? "none") \($0.grams ?? 0)" })")
    }
}
