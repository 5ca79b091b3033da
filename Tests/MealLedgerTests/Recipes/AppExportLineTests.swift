import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// What a diary app exports: "Lunch — Chicken Caesar Wrap, 1 wrap (250 g)", "Snack — Greek
/// Yoghurt, Plain, 170 g", "Breakfast — Scrambled Eggs, 2 large (122 g)". The meal before a dash
/// is a label, the serving after the comma is the food's amount, and its weight is the whole
/// serving's.
struct AppExportLineTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// FNDDS names of one to three plain words that read alone as one item.
    static let names: [String] = {
        var seen: Set<String> = []
        return FoodDatabase.embedded.foods.filter { $0.table == .fndds }.compactMap { food -> String? in
            let name = String(food.description.split(separator: ",")[0])
            let words = name.split(separator: " ")
            guard (1...3).contains(words.count), name.allSatisfy({ $0.isLetter || $0 == " " }), words.allSatisfy({ $0.count >= 3 }),
                  !words.contains(where: { MealTextSplitter.combinationWords.contains($0.lowercased()) }),
                  seen.insert(name.lowercased()).inserted else { return nil }
            return name
        }
    }()

    @Test func aServingAfterTheFoodIsItsAmount() {
        let names = Self.names
        #expect(names.count >= 500)
        var asked = 0, weighed = 0
        var wrong: [String] = []
        forAllCases(150, seed: 0xA99_E4F0) { testCase in
            let name = testCase.random.pick(names)
            guard let alone = try? eaten.parse(name).ingredients, alone.count == 1 else { return }
            let grams = Double(Int.random(in: 40...400, using: &testCase.random))
            let noun = String(name.split(separator: " ").last!).lowercased()
            let meal = testCase.random.pick(["Breakfast", "Lunch", "Dinner", "Snack"])
            let dash = testCase.random.pick(["—", "–", "-"])
            let serving = testCase.random.pick(["\(Int(grams)) g", "1 \(noun) (\(Int(grams)) g)", "1 serving (\(Int(grams)) g)"])
            let text = "\(meal) \(dash) \(name), \(serving)"
            asked += 1
            let items = (try? eaten.parse(text).ingredients) ?? []
            let total = items.reduce(0) { $0 + ($1.grams ?? 0) }
            if items.count == 1, abs(total - grams) <= 0.01 * grams { weighed += 1 } else {
                wrong.append("\(text) → \(items.map { "\($0.foodDescription ?? "-") \($0.grams ?? 0) g" })")
            }
        }
        print("app servings read as the food's amount: \(weighed) of \(asked); wrong: \(wrong.prefix(8))")
        #expect(asked >= 100)
        #expect(Double(weighed) >= 0.95 * Double(asked), "\(weighed) of \(asked): \(wrong)")
    }

    /// A weight after a size or a measure ending a diary app's serving is what the count weighs
    /// together; before the food, as a recipe writes it, or after a container, each one's.
    @Test func aWeightAfterASizeIsTheWholeServing() throws {
        let total = try #require(eaten.parse("Breakfast — Scrambled Eggs, 2 large (122 g)").ingredients.first)
        #expect(total.grams == 122)
        #expect(try eaten.parse("Idli, 3 idli (120 g)").ingredients.first?.grams == 120)
        #expect(try eaten.parse("Chicken Wings, 6 wings (300 g)").ingredients.first?.grams == 300)
        // Before the food, as a recipe writes it, the weight is each one's (attack16).
        let bought = OfflineRecipeParser(reading: .bought)
        #expect(try bought.parse("2 large (8 oz) steaks").ingredients.first.map { Int(($0.grams ?? 0).rounded()) } == 454)
        #expect(try bought.parse("4 small (30 g) tortillas").ingredients.first?.grams == 120)
        #expect(try bought.parse("2 large (100 g each) eggs").ingredients.first?.grams == 200)
        #expect(try bought.parse("2 cans (400 g) chopped tomatoes").ingredients.first?.grams == 800)
    }

    /// A food named the table's way, its kinds after commas, with its weight last ("Yogurt, Greek,
    /// Plain, Nonfat, 170 g" was three yoghurts, attack16): one food of that weight, the one its
    /// name alone reads as.
    @Test func aWeightAfterAFoodsKindsIsTheFoods() {
        let foods = FoodDatabase.embedded.foods.filter { food in
            let parts = food.description.split(separator: ",")
            return food.table == .fndds && (2...4).contains(parts.count)
                && food.description.allSatisfy { $0.isLetter || $0 == " " || $0 == "," }
        }
        var asked = 0, one = 0
        var wrong: [String] = []
        forAllCases(120, seed: 0xC0_77A5) { testCase in
            let food = testCase.random.pick(foods)
            guard let alone = try? eaten.parse(food.description).ingredients, alone.count == 1, let id = alone[0].foodId else { return }
            let grams = Double(Int.random(in: 50...300, using: &testCase.random))
            let text = "\(food.description), \(Int(grams)) g"
            asked += 1
            let items = (try? eaten.parse(text).ingredients) ?? []
            if items.count == 1, items[0].foodId == id, items[0].grams == grams { one += 1 } else {
                wrong.append("\(text) → \(items.map { "\($0.foodDescription ?? "-") \($0.grams ?? 0) g" })")
            }
        }
        print("a weight after a food's kinds weighs the food: \(one) of \(asked); wrong: \(wrong.prefix(8))")
        #expect(asked >= 50)
        #expect(Double(one) >= 0.9 * Double(asked), "\(one) of \(asked): \(wrong)")
    }

    /// A recipe line with its weight after a comma ("oats, 40g", "rice, brown, 150 g") is that
    /// food of that weight, as bought; the weight was an unmatched second ingredient.
    @Test func aRecipeLinesWeightAfterACommaIsItsAmount() {
        let bought = OfflineRecipeParser(reading: .bought)
        let names = ["oats", "flour", "rice, brown", "butter", "chicken thighs", "sugar", "cheddar cheese", "spinach",
                     "lentils, red", "olive oil", "onion", "tomatoes, canned", "beef, ground", "milk", "walnuts"]
        var asked = 0, one = 0
        var wrong: [String] = []
        forAllCases(100, seed: 0x0A75_40) { testCase in
            let name = testCase.random.pick(names)
            let grams = Double(Int.random(in: 20...500, using: &testCase.random))
            let text = "\(name), \(Int(grams))\(testCase.random.pick([" g", "g"]))"
            asked += 1
            let items = (try? bought.parse(text).ingredients) ?? []
            if items.count == 1, items[0].grams == grams, items[0].foodId != nil { one += 1 } else {
                wrong.append("\(text) → \(items.map { "\($0.foodDescription ?? "-") \($0.grams ?? 0) g" })")
            }
        }
        print("recipe lines with the weight after a comma: \(one) of \(asked); wrong: \(wrong.prefix(8))")
        #expect(Double(one) >= 0.95 * Double(asked), "\(one) of \(asked): \(wrong)")
    }

    /// A weight after a dish and its side joined by "with" weighs the dish the table holds whole.
    @Test func aWeightAfterADishWithItsSideIsTheDishes() throws {
        let items = try eaten.parse("Dinner — Chicken Tikka Masala w/ Rice, 450 g").ingredients
        #expect(items.count == 1 && items.first?.grams == 450, "\(items.map { ($0.foodDescription, $0.grams) })")
        let yoghurt = try eaten.parse("Snack — Greek Yoghurt, Plain, 170 g").ingredients
        #expect(yoghurt.count == 1 && yoghurt.first?.grams == 170, "\(yoghurt.map { ($0.foodDescription, $0.grams) })")
    }
}
