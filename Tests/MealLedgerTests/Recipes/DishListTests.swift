import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A dish the as-eaten table names as a list of what it is made of ("Bacon, lettuce, tomato
/// sandwich on white") is that dish however the list is written, and a list the table does
/// not name stays one food per item.
@Suite struct DishListTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// The list written with "and", with commas and "and", or without joining words is the one
    /// dish; its head ("sandwich") stands in the name's last part, which the search's head test
    /// (the name's first two parts) never looked at: "bacon lettuce and tomato sandwich" was
    /// wilted lettuce and a tomato sandwich, and a BLT a McDonald's chicken sandwich.
    @Test func aDishNamedAsAListIsThatDish() throws {
        let sandwiches = ["bacon lettuce and tomato sandwich", "bacon, lettuce and tomato sandwich",
                          "bacon lettuce tomato sandwich", "a blt", "2 BLTs", "blt sandwich"]
        for text in sandwiches {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 1 && items[0].foodDescription?.hasPrefix("Bacon, lettuce, tomato sandwich") == true,
                    "\(text) → \(items.map { $0.foodDescription ?? "none" })")
        }
        // Its bread once, though the sandwich was found before "on white" (attack24).
        let onWhite = try eaten.parse("bacon, lettuce and tomato sandwich on white").ingredients
        #expect(onWhite.count == 1, "\(onWhite.map { $0.foodDescription ?? "none" })")
        // Not a list that stops short of the dish's head, nor a food with its flavour, nor
        // alternatives ("Chicken or turkey salad"): attack24's merges.
        for (text, count) in [("bacon, lettuce and tomato", 3), ("ice cream and chocolate", 2), ("cookies and peanut butter", 2),
                              ("chicken, turkey and salad", 3), ("turkey, chicken, and sausage", 3)] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == count, "\(text) → \(items.map { $0.foodDescription ?? "none" })")
        }
        let soup = try eaten.parse("codfish, rice and vegetable soup").ingredients
        #expect(soup.count == 1 && soup[0].foodDescription?.hasPrefix("Codfish, rice, and vegetable soup") == true,
                "\(soup.map { $0.foodDescription ?? "none" })")
    }

    /// A list of everyday foods keeps every food, unless a dish of the table holds them and is
    /// named by one of them (its name's last word said: "Bean and ham soup" is a soup, no "beans
    /// and ham"): 120 seeded lists of three, written "A, B and C" and "A B and C".
    @Test func aListNoDishNamesKeepsEveryFood() throws {
        let foods = ["eggs", "bacon", "toast", "rice", "beans", "chicken", "peas", "chips", "sausages", "mushrooms",
                     "tomatoes", "avocado", "cheese", "ham", "potatoes", "carrots", "broccoli", "corn", "apple",
                     "banana", "yogurt", "salmon", "spinach", "noodles", "tofu", "hummus", "olives", "grapes"]
        let seed: UInt64 = 0xD15B_1157
        var random = SeededGenerator(seed: seed)
        var merged: [String] = []
        for case_ in 0..<120 {
            let three = Array(foods.shuffled(using: &random).prefix(3))
            let text = case_ % 2 == 0 ? "\(three[0]), \(three[1]) and \(three[2])" : "\(three[0]) \(three[1]) and \(three[2])"
            let items = try eaten.parse(text).ingredients
            // Without a comma two words may name one food ("chicken rice", "ham cheese"): at least two items.
            let least = case_ % 2 == 0 ? 3 : 2
            let said = Set((FoodSearchIndex.words(in: text) + FoodSearchIndex.words(in: EatenFoodSynonyms.rewritten(text)))
                .map(FoodSearchIndex.stem))
            let unsaid = items.filter { MealTextSplitter.nameEnds(of: $0.foodDescription ?? "").isDisjoint(with: said) }
            if items.count < least, !unsaid.isEmpty { merged.append("\(text) → \(items.map { $0.foodDescription ?? "none" })") }
        }
        #expect(try eaten.parse("beans and ham").ingredients.count == 2)
        #expect(merged.isEmpty, "seed \(seed): \(merged.count) of 120 merged: \(merged.prefix(6))")
    }
}

/// A food the as-eaten table names by its class ("Muffin, fruit", "Fruit smoothie", "Vegetable
/// soup") is the reading of a phrase that names a member of the class instead.
@Suite struct ClassReadingTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// The fruits and vegetables of the as-eaten table eaten raw, named by one word.
    static func rawMembers(codePrefix: String) -> [String] {
        FoodDatabase.embedded.foods.compactMap { food -> String? in
            guard food.table == .fndds, food.id.hasPrefix(codePrefix) else { return nil }
            let parts = food.description.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[1] == "raw", !parts[0].contains(" "), parts[0].allSatisfy(\.isLetter) else { return nil }
            return parts[0]
        }
    }

    /// Each fruit in a smoothie or a muffin, and each vegetable in a soup, reads as an as-eaten
    /// food that names it or its class: "blueberry muffin" was SR28's 33 g toaster muffin,
    /// "mango smoothie" a bottled brand, "parsnip soup" "Soup, NFS".
    @Test func aMemberOfAClassReadsAsTheClassesFood() throws {
        let fruits = Self.rawMembers(codePrefix: "6"), vegetables = Self.rawMembers(codePrefix: "7")
        #expect(fruits.count >= 30 && vegetables.count >= 30, "\(fruits.count) fruits, \(vegetables.count) vegetables")
        let seed: UInt64 = 0xC1A5_5E5
        var random = SeededGenerator(seed: seed)
        var cases: [(text: String, member: String, kind: String)] = []
        for fruit in fruits.shuffled(using: &random).prefix(40) {
            cases += [("\(fruit) smoothie", fruit, "fruit"), ("\(fruit) muffin", fruit, "fruit")]
        }
        for vegetable in vegetables.shuffled(using: &random).prefix(42) { cases.append(("\(vegetable) soup", vegetable, "vegetable")) }
        var wrong: [String] = []
        for (text, member, kind) in cases {
            let item = try #require(try eaten.parse(text).ingredients.first)
            let stems = Set(FoodSearchIndex.words(in: item.foodDescription ?? "").map(FoodSearchIndex.stem))
            let head = FoodSearchIndex.stem(String(text.split(separator: " ").last!))
            if item.table != .fndds || !stems.contains(head)
                || !(stems.contains(FoodSearchIndex.stem(member)) || stems.contains(FoodSearchIndex.stem(kind))) {
                wrong.append("\(text) → \(item.table.map { "\($0)" } ?? "-") \(item.foodDescription ?? "none")")
            }
        }
        #expect(wrong.count * 10 <= cases.count, "seed \(seed): \(wrong.count) of \(cases.count): \(wrong.prefix(8))")
        let muffin = try #require(try eaten.parse("blueberry muffin").ingredients.first)
        #expect(muffin.foodDescription == "Muffin, fruit", "\(muffin.foodDescription ?? "none")")
        // Not a condiment the survey codes among vegetables (attack13's "vegemite toast x2" was
        // "Bread, vegetable, toasted").
        for text in ["vegemite toast", "avocado toast"] {
            let toast = try eaten.parse(text).ingredients
            #expect(!toast.contains { $0.foodDescription?.contains("vegetable") == true }, "\(toast.map { $0.foodDescription ?? "none" })")
        }
        // Not where the class word qualifies another noun: "Jam or jelly, fruit juice sweetened".
        let jam = try #require(try eaten.parse("apricot jam").ingredients.first)
        #expect(jam.foodDescription?.contains("juice") == false, "\(jam.foodDescription ?? "none")")
    }
}

/// A phone's slip of "with" joins foods as "with" does.
@Suite struct WithSlipTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// 120 seeded meals "A <slip> B", each slip a swap of two letters of "with" or a letter struck
    /// for a key beside it, read as "A with B" is: "toast wtih butter" was toast alone.
    @Test func aSlipOfWithJoinsAsWithDoes() throws {
        let neighbours: [Character: String] = ["w": "qeas", "i": "ujko", "t": "rygf", "h": "gjyubn"]
        var slips: Set<String> = ["iwth", "wtih", "wiht"]
        for (index, letter) in "with".enumerated() {
            for other in neighbours[letter] ?? "" {
                var word = Array("with")
                word[index] = other
                slips.insert(String(word))
            }
        }
        slips.subtract(MealTextSplitter.wordsNearWith)
        let foods = ["toast", "porridge", "chicken", "rice", "tea", "coffee", "steak", "salmon", "pasta", "eggs", "yogurt", "pancakes"]
        let tops = ["butter", "honey", "milk", "chips", "salad", "peas", "jam", "cheese", "berries", "sugar", "gravy", "beans"]
        let seed: UInt64 = 0x17_1247
        var random = SeededGenerator(seed: seed)
        var differing: [String] = []
        let slipList = slips.sorted()
        for _ in 0..<120 {
            let (food, top, slip) = (foods.randomElement(using: &random)!, tops.randomElement(using: &random)!, slipList.randomElement(using: &random)!)
            let slipped = try eaten.parse("\(food) \(slip) \(top)").ingredients.map { $0.foodDescription ?? "none" }
            let written = try eaten.parse("\(food) with \(top)").ingredients.map { $0.foodDescription ?? "none" }
            if slipped != written { differing.append("\(food) \(slip) \(top): \(slipped) vs \(written)") }
        }
        #expect(differing.isEmpty, "seed \(seed): \(differing.count) of 120: \(differing.prefix(5))")
        #expect(!MealTextSplitter.isSlipOfWith("wish") && !MealTextSplitter.isSlipOfWith("with") && !MealTextSplitter.isSlipOfWith("pith")
                && !MealTextSplitter.isSlipOfWith("witt") && !MealTextSplitter.isSlipOfWith("sith"))
    }
}

/// A part of the survey's own recipe is never what a person says they ate.
@Suite struct RecipePartTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// For every FNDDS "Topping from X pizza", "X pizza" and "a slice of X pizza" read as a
    /// pizza ("vegetable pizza" was its topping alone).
    @Test func aPizzaIsNoToppingFromIt() throws {
        let toppings = FoodDatabase.embedded.foods.filter { $0.table == .fndds && $0.description.hasPrefix("Topping from ") }
        #expect(toppings.count >= 4)
        for topping in toppings {
            let pizza = String(topping.description.dropFirst("Topping from ".count)).lowercased()
            for text in [pizza, "a slice of \(pizza)"] {
                let item = try #require(try eaten.parse(text).ingredients.first)
                #expect(item.foodDescription?.hasPrefix("Pizza") == true, "\(text) → \(item.foodDescription ?? "none")")
            }
        }
        // "veggie" is the survey's own word ("Veggie burger, on bun"): no synonym rewrites it
        // (a rewrite to "vegetable" made "1 sandwich veggie burger" a fish sandwich).
        let burger = try #require(try eaten.parse("1 sandwich veggie burger").ingredients.first)
        #expect(burger.foodDescription?.hasPrefix("Veggie burger") == true, "\(burger.foodDescription ?? "none")")
    }
}
