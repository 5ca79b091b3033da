import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A mixed dish named with no amount beside only what is eaten beside a plate (bread, a drink,
/// a sweet, fruit, what is added to food) is its whole helping: "lasagna and garlic bread" was a
/// cup of lasagna, as if the bread took the plate's room.
@Suite struct PlateToItselfTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    @Test func aDishBesideBreadADrinkOrASweetIsItsWholeHelping() throws {
        let alone = try #require(try eaten.parse("lasagna").ingredients.first)
        for text in ["lasagna and garlic bread", "lasagna and a coke", "lasagna with a bread roll", "lasagna and an apple",
                     "lasagna and ice cream", "lasagna with a bread roll and butter and a glass of red wine"] {
            let first = try #require(try eaten.parse(text).ingredients.first)
            #expect(first.foodId == alone.foodId && first.grams == alone.grams, "\(text) → \(first.grams ?? 0) g, alone \(alone.grams ?? 0) g")
        }
        // Sides on the plate take its room: chips beside a dish are its fries, and a food not
        // found may be its starch (attack27: "curry and chips", "curry and basmati").
        for text in ["lasagna and a side salad", "lasagna with fries", "lasagna, peas and carrots", "lasagna and chips",
                     "lasagna and zzqx"] {
            let first = try #require(try eaten.parse(text).ingredients.first)
            #expect((first.grams ?? 0) < (alone.grams ?? 0), "\(text) → \(first.grams ?? 0) g")
        }
    }

    /// Any mixed dish the survey names plainly, beside any food eaten beside a plate, weighs what
    /// it weighs alone.
    @Test func anyMixedDishBesideAnyBreadOrDrinkWeighsAsAlone() throws {
        let dishes = FoodDatabase.embedded.foods.filter { food in
            food.table == .fndds && EatenPortion.dishCups[food.group] != nil
                && food.description.range(of: "^[A-Za-z ]+$", options: .regularExpression) != nil
                && food.description.split(separator: " ").count <= 3
        }
        let beside = ["and a coke", "with garlic bread", "and a glass of milk", "and a bread roll", "and an apple",
                      "with a cup of tea", "and a cookie", "and a slice of toast"]
        var checked = 0
        forAllCases(150, seed: 0x91A7E) { testCase in
            let dish = testCase.random.pick(dishes).description.lowercased()
            let companion = testCase.random.pick(beside)
            let alone = try #require(try eaten.parse(dish).ingredients.first)
            let items = try eaten.parse("\(dish) \(companion)").ingredients
            // Only where the dish is read as the same food and the companion as its own.
            guard items.count == 2, items[0].foodId == alone.foodId, let grams = alone.grams else { return }
            checked += 1
            #expect(items[0].grams == grams, "\(dish) \(companion) → \(items[0].grams ?? 0) g, alone \(grams) g; seed \(testCase.seed)")
        }
        #expect(checked >= 100, "\(checked) cases checked")
    }

    /// "meat pie", "chicken pot pie": a dish the survey weighs as one individual item of the
    /// name's head is one of it, as "a meat pie" is, not 1¾ cups.
    @Test func aDishWeighedAsAnIndividualItemIsOneOfIt() throws {
        for text in ["meat pie", "chicken pot pie"] {
            let plain = try #require(try eaten.parse(text).ingredients.first)
            let one = try #require(try eaten.parse("a \(text)").ingredients.first)
            #expect(plain.unit == "pie" && plain.grams == one.grams, "\(text) → \(plain.quantity) \(plain.unit) \(plain.grams ?? 0) g")
        }
    }
}

/// How eggs were fried is no food: "over easy" before a comma stays with its eggs.
@Suite struct EggsOverEasyTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// "eggs over easy, home fries": how eggs were fried, before a comma too, is no food.
    @Test func eggsOverEasyBeforeACommaAreFriedEggs() throws {
        let items = try eaten.parse("2 eggs over easy, home fries").ingredients
        #expect(items.count == 2 && items[0].foodDescription?.hasPrefix("Egg, whole, fried") == true,
                "\(items.map { $0.foodDescription ?? "none" })")
    }
}
