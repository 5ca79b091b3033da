import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// Amounts a diary writes after the food: near ones after a comma ("rice, about 2 cups",
/// "mac and cheese, like 2 cups") and a sized vessel ("tteokbokki large bowl"); and the
/// survey's own portion when it weighs several of one name ("slice, NFS").
@Suite struct AmountAfterTheFoodTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    @Test func aNearAmountAfterACommaIsTheFoodsAmount() throws {
        for near in ["", "about ", "around ", "roughly ", "approx ", "like ", "maybe "] {
            let items = try eaten.parse("rice, \(near)2 cups").ingredients
            #expect(items.count == 1 && items.last?.quantity == 2 && items.last?.unit == "cup", "\(near) → \(items.map { "\($0.quantity) \($0.unit)" })")
        }
        let dish = try #require(try eaten.parse("mac and cheese, like 2 cups").ingredients.first)
        #expect(dish.quantity == 2 && dish.unit == "cup")
        // How near a vessel is says nothing of it: "pasta, nearly a big bowl" is a big bowl of pasta.
        let pasta = try eaten.parse("pasta, nearly a big bowl").ingredients
        #expect(pasta.count == 1 && pasta.first?.unit == "bowl", "\(pasta.map { "\($0.name) \($0.quantity) \($0.unit)" })")
        // A note is still a note: "steak, not too big" is a steak.
        #expect(try eaten.parse("steak, not too big").ingredients.count == 1)
    }

    /// "a 600ml choc milk", "a 1/2 cup of rice": an article before an amount by volume says
    /// nothing of it ("600ml" was read past, a cup of milk named "ml choc milk"; "a 1/2 cup of
    /// rice" was a cup); before a vessel or container the volume sizes that.
    @Test func anArticleBeforeAVolumeSaysNothingOfIt() throws {
        for (text, plain) in [("a 600ml choc milk", "600ml choc milk"), ("a 600 ml chocolate milk", "600 ml chocolate milk"),
                              ("a 1/2 cup of rice", "1/2 cup of rice"), ("a ½ cup milk", "½ cup milk"), ("a 500ml coke", "500ml coke"),
                              ("an 8 fl oz latte", "8 fl oz latte")] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            let expected = try #require(try eaten.parse(plain).ingredients.first)
            #expect(item.grams == expected.grams && item.foodId == expected.foodId && !item.name.contains("ml"),
                    "\(text) → \(item.name) \(item.grams ?? 0) g, \(plain) \(expected.grams ?? 0) g")
        }
        #expect(try eaten.parse("a 330ml can of coke").ingredients.first?.grams == 330)
        #expect(try eaten.parse("2 330ml cans of coke").ingredients.first?.grams == 660)
        // The vessel a volume sizes says nothing more: the volume is of the food, at its density
        // (attack31: "a 2 cup bowl of cereal" was 473 g, its volume in water).
        for (text, plain) in [("a 250ml glass of wine", "250ml wine"), ("a 2 cup bowl of cereal", "2 cups cereal"),
                              ("a 500ml bowl of popcorn", "500ml popcorn"), ("a 300 ml mug of tea", "300 ml tea")] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            let expected = try #require(try eaten.parse(plain).ingredients.first)
            #expect(item.grams == expected.grams && item.foodId == expected.foodId, "\(text) → \(item.name) \(item.grams ?? 0) g, \(plain) \(expected.grams ?? 0) g")
        }
        // A container named after the food counts the container, as before.
        let can = try #require(try eaten.parse("a 330ml coke can").ingredients.first)
        #expect((can.grams ?? 0) < 100 || can.unit == "can", "\(can.name) \(can.grams ?? 0) g")
    }

    /// A count after a comma that counts the food before it is its amount: "chicken wings, 6
    /// wings" was two wings and six more, "egg foo yung, 2 patties" egg foo yung and two fish cakes.
    @Test func aCountOfTheFoodBeforeACommaIsItsAmount() throws {
        let wings = try eaten.parse("chicken wings, 6 wings").ingredients
        let six = try #require(try eaten.parse("6 chicken wings").ingredients.first)
        #expect(wings.count == 1 && wings.first?.grams == six.grams, "\(wings.map { "\($0.name) \($0.grams ?? 0) g" })")
        let patties = try eaten.parse("egg foo yung, 2 patties").ingredients
        #expect(patties.count == 1 && patties.first?.unit == "patty" && patties.first?.quantity == 2, "\(patties.map(\.name))")
        // A count of another food is that food: "pasta, 2 meatballs", "toast, 2 eggs".
        #expect(try eaten.parse("pasta, 2 meatballs").ingredients.count == 2)
        #expect(try eaten.parse("toast, 2 eggs").ingredients.count == 2)
    }

    /// Any food the survey names by a plain noun, written "NAME, 3 NOUNs": three of it, as "3 NAME" is.
    @Test func anyFoodCountedAgainByItsNounIsThatMany() throws {
        let names = FoodDatabase.embedded.foods.compactMap { food -> String? in
            guard food.table == .fndds, !food.description.contains(","),
                  food.description.range(of: "^[A-Za-z]+( [A-Za-z]+)?$", options: .regularExpression) != nil else { return nil }
            return food.description.lowercased()
        }
        var checked = 0
        forAllCases(120, seed: 0xC0C0) { testCase in
            let name = testCase.random.pick(names)
            guard let noun = name.split(separator: " ").last.map(String.init), noun.count > 3 else { return }
            let counted = try eaten.parse("3 \(name)").ingredients
            guard counted.count == 1, let grams = counted.first?.grams else { return }
            checked += 1
            let again = try eaten.parse("\(name), 3 \(noun)").ingredients
            #expect(again.count == 1 && again.first?.grams == grams,
                    "\(name), 3 \(noun) → \(again.map { "\($0.name) \($0.grams ?? 0) g" }), 3 \(name) \(grams) g; seed \(testCase.seed)")
        }
        #expect(checked >= 60, "\(checked) cases checked")
    }

    /// Any food of the as-eaten table with a bowl-sized helping, named with a sized bowl after
    /// it, is one bowl of it, as "a large bowl of" it is.
    @Test func aSizedVesselAfterTheFoodIsOneOfIt() throws {
        let soups = FoodDatabase.embedded.foods.filter { food in
            food.table == .fndds && food.group.lowercased().contains("soup")
                && food.description.range(of: "^[A-Za-z ]+$", options: .regularExpression) != nil
        }
        #expect(soups.count >= 20)
        var checked = 0
        forAllCases(120, seed: 0xB0A1) { testCase in
            let name = testCase.random.pick(soups).description.lowercased()
            let size = testCase.random.pick(["large", "big", "small", "larg", "smal"])
            let before = try eaten.parse("a \(size) bowl of \(name)").ingredients
            guard before.count == 1, let grams = before.first?.grams else { return }
            checked += 1
            let after = try eaten.parse("\(name) \(size) bowl").ingredients
            #expect(after.count == 1 && after.first?.grams == grams && after.first?.foodId == before.first?.foodId,
                    "\(name) \(size) bowl → \(after.map { "\($0.name) \($0.grams ?? 0) g" }), before \(grams) g; seed \(testCase.seed)")
        }
        #expect(checked >= 60, "\(checked) cases checked")
        // A vessel with no size after a food may be the dish's own name ("burrito bowl").
        #expect(try eaten.parse("burrito bowl").ingredients.first?.foodDescription?.hasPrefix("Burrito bowl") == true)
    }

    /// Of several portions of one name, the survey's "NFS" one is what a plain "slice" is:
    /// black pudding by the slice is the 25 g slice, not the 8 g round of a sandwich.
    @Test func ofSeveralSlicesThePlainOneIsTheSurveys() throws {
        let foods = FoodDatabase.embedded.foods.filter { food in
            food.table == .fndds && food.measures.filter { $0.description.lowercased().hasPrefix("slice") }.count >= 2
                && food.measures.contains { $0.description.lowercased().hasPrefix("slice, nfs") }
        }
        #expect(!foods.isEmpty)
        for food in foods {
            let nfs = try #require(food.measures.first { $0.description.lowercased().hasPrefix("slice, nfs") })
            let weighed = EatenPortion.weigh(IngredientPhrase("2 slices \(food.description)"), of: food)
            #expect(weighed.grams == 2 * nfs.gramsPerUnit, "\(food.description) → \(weighed.grams) g")
        }
    }
}
