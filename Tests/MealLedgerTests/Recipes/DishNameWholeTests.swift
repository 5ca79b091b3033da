import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A dish's name stays whole when a menu writes its weight after it ("Split Pea & Ham Soup
/// 85g", "Baked Mac & Cheese: 150 g"), and when words before it change no food ("microwave
/// bean and cheese burrito"): each was two foods, the weight given to the last.
@Suite struct DishNameWholeTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    @Test func aWeightAfterADishsWholeNameIsTheDishs() throws {
        for text in ["Split Pea & Ham Soup 85g", "split pea and ham soup 85 g", "Baked Mac & Cheese: 150 g",
                     "mac and cheese 150 g", "Swedish Meatballs in Cream Sauce 100g"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 1, "\(text) → \(items.map(\.name))")
            let grams = text.contains("85") ? 85.0 : text.contains("150") ? 150 : 100
            #expect(items.first?.grams == grams, "\(text) → \(items.first?.grams ?? 0) g")
        }
        // One word, "&" and words ending in the noun both share, weighed after the whole name.
        for text in ["Chicken & Mushroom Pie 205g", "chicken and mushroom pie 205 g", "Cheese & Onion Crisps 30g"] {
            let items = try eaten.parse(text).ingredients
            let grams = text.contains("205") ? 205.0 : 30
            #expect(items.count == 1 && items.first?.grams == grams, "\(text) → \(items.map { "\($0.name) \($0.grams ?? 0) g" })")
        }
        // Two amounts are two foods: "rice and 2 eggs".
        #expect(try eaten.parse("rice and 2 eggs").ingredients.count == 2)
    }

    @Test func wordsBeforeADishThatChangeNoFoodKeepItWhole() throws {
        let plain = try #require(try eaten.parse("bean and cheese burrito").ingredients.first)
        for text in ["microwave bean and cheese burrito", "spicy bean and cheese burrito", "2 homemade bean and cheese burritos"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 1 && items.first?.foodId == plain.foodId, "\(text) → \(items.map(\.name))")
        }
        // A cooking or coating word says how the first food was cooked: grilled chicken, and rice;
        // words that name a food with the next ("sweet potato") are no words about a dish.
        for text in ["grilled chicken and rice", "breaded chicken and salad", "crumbed chicken and salad", "sweet potato and fruit salad"] {
            #expect(try eaten.parse(text).ingredients.count == 2, "\(text)")
        }
        // A count or weight after the whole name is the dish's (attack30: it was lost).
        let two = try eaten.parse("microwave bean and cheese burrito x2").ingredients
        #expect(two.count == 1 && two.first?.quantity == 2 && two.first?.foodId == plain.foodId, "\(two.map(\.name))")
        let weighed = try eaten.parse("raw Sweet & Sour Chicken 150 g").ingredients
        #expect(weighed.count == 1 && weighed.first?.grams == 150, "\(weighed.map { "\($0.name) \($0.grams ?? 0) g" })")
        // An amount no food can have is refused wherever the name's weight stands.
        #expect(throws: (any Error).self) { try eaten.parse("0 fried mac and cheese big bowl") }
        // A coating word is how the food was cooked, not a food beside it.
        #expect(try eaten.parse("battered chicken").ingredients.count == 1)
        // Written as a menu writes a dish, with its weight after the whole name, it is one.
        let menu = try eaten.parse("Grilled Chicken & Rice 350g").ingredients
        #expect(menu.count == 1 && menu.first?.grams == 350, "\(menu.map(\.name))")
    }

    /// The survey's dishes named by two foods and a joining word ("Macaroni or noodles with
    /// cheese" aside, any the parser keeps whole): with a weight written after the name, in any
    /// of a menu's ways, each is still one item of that weight, the same food.
    @Test func anyWholeDishWithItsWeightAfterItIsOneItemOfThatWeight() throws {
        let names = FoodDatabase.embedded.foods.compactMap { food -> String? in
            guard food.table == .fndds, !food.description.contains(",") else { return nil }
            let name = food.description.lowercased()
            guard name.range(of: "^[a-z]+( [a-z]+)? (and|with) [a-z]+( [a-z]+)?$", options: .regularExpression) != nil else { return nil }
            return name
        }
        #expect(names.count >= 40, "\(names.count) names")
        let writings: [(String) -> String] = [{ "\($0) 150 g" }, { "\($0): 150 g" }, { "\($0) 150g" },
                                              { $0.capitalized.replacingOccurrences(of: " And ", with: " & ") + " 150 g" }]
        var checked = 0
        forAllCases(150, seed: 0xD15A) { testCase in
            let name = testCase.random.pick(names)
            let alone = try eaten.parse(name).ingredients
            guard alone.count == 1, let food = alone.first?.foodId else { return }
            checked += 1
            let text = testCase.random.pick(writings)(name)
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 1 && items.first?.foodId == food && items.first?.grams == 150,
                    "\(text) → \(items.map { "\($0.name) \($0.grams ?? 0) g" }), alone \(name); seed \(testCase.seed)")
        }
        #expect(checked >= 40, "\(checked) cases checked")
    }
}
