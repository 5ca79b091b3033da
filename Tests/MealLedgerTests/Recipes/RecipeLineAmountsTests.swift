import Testing
import TestSupport
@testable import MealLedger

/// How a recipe line writes its amount beyond one number and one unit: a second amount added
/// or given again in the other system, a container sized by volume, unit spellings, and the
/// words that say a food is cooked already or is a spice ground.
struct RecipeLineAmountsTests {
    let recipe = OfflineRecipeParser(reading: .bought)

    func only(_ text: String) throws -> ParsedIngredient {
        let items = try recipe.parse(text).ingredients
        #expect(items.count == 1, "\(text): \(items.map(\.phrase))")
        return try #require(items.first)
    }

    @Test func aSmallerSecondAmountAddsToTheFirst() throws {
        // "3/4 cup + 2 tbsp sugar" was 3/4 cup of sugar-apples ("tbsp sugar").
        let sugar = try only("3/4 cup + 2 tbsp sugar")
        #expect(sugar.unit == "cup" && abs(sugar.quantity - 0.875) < 1e-9, "\(sugar.quantity) \(sugar.unit)")
        #expect(sugar.foodDescription?.hasPrefix("Sugars, granulated") == true, "\(sugar.foodDescription ?? "none")")
        let plus = try only("1 cup plus 2 tbsp sugar")
        #expect(abs(plus.quantity - 1.125) < 1e-9)
        let potatoes = try only("1 lb 4 oz potatoes")
        #expect(potatoes.unit == "lb" && abs(potatoes.quantity - 1.25) < 1e-9, "\(potatoes.quantity)")
    }

    @Test func theSameAmountInTheOtherSystemIsReadOnce() throws {
        let flour = try only("200g/7oz plain flour")
        #expect(flour.quantity == 200 && flour.unit == "g" && flour.name == "plain flour", "\(flour.quantity) \(flour.name)")
        let potatoes = try only("1kg/2lb 4oz potatoes")
        #expect(potatoes.quantity == 1 && potatoes.unit == "kg" && potatoes.name == "potatoes", "\(potatoes.name)")
        let milk = try only("1 cup/250ml milk")
        #expect(milk.quantity == 1 && milk.unit == "cup" && milk.confidence >= 0.9, "\(milk.confidence)")
        // An amount of another kind is no second amount.
        let eggs = try recipe.parse("1 cup 2 eggs").ingredients
        #expect(eggs.first?.unit != "cup" || eggs.first?.quantity == 1)
    }

    /// For random amounts in units of one kind, a smaller second amount adds exactly and one
    /// within 15 % of the first is the first again; the food's name never holds a unit.
    @Test func secondAmountsAddOrRepeatForAnyUnitsOfOneKind() {
        let kinds: [[String: Double]] = [IngredientWeigher.massGrams, IngredientWeigher.volumeMillilitres]
        forAllCases(200, seed: 0xADD5) { testCase in
            let table = kinds[Int(testCase.random.next() % 2)]
            let units = table.keys.sorted()
            let unit = units[Int(testCase.random.next() % UInt64(units.count))]
            let other = units[Int(testCase.random.next() % UInt64(units.count))]
            let first = Double(1 + testCase.random.next() % 40) / 4
            let firstBase = first * table[unit]!
            let repeats = testCase.random.next() % 2 == 0
            // The second amount, in whole quarters of its unit.
            let target = repeats ? firstBase : firstBase * Double(1 + testCase.random.next() % 50) / 100
            let second = (target / table[other]! * 4).rounded() / 4
            guard second > 0, second * table[other]! < firstBase * 0.6 || abs(second * table[other]! - firstBase) <= firstBase * 0.15
            else { return }
            let text = "\(Self.written(first)) \(unit) \(Self.written(second)) \(other) sugar"
            let phrase = IngredientPhrase(text)
            let added = second * table[other]! < firstBase * 0.6
            let expected = added ? first + second * table[other]! / table[unit]! : first
            testCase.check(phrase.unit == unit && abs((phrase.quantity ?? 0) - expected) < 1e-9 * max(1, expected),
                           "\(text) read \(phrase.quantity ?? -1) \(phrase.unit ?? "none"), expected \(expected)")
            testCase.check(phrase.food == "sugar", "\(text) named \(phrase.food)")
        }
    }

    static func written(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    @Test func aContainerSizedByVolumeHoldsThatVolume() throws {
        // "1 (400ml) can coconut milk" was 15 g; "1 x 400ml can" a cup of the drink.
        for text in ["1 (400ml) can coconut milk", "1 x 400ml can coconut milk", "400ml can coconut milk"] {
            let milk = try only(text)
            #expect(milk.grams == 400, "\(text): \(milk.grams ?? 0) g")
            #expect(milk.foodDescription?.lowercased().contains("coconut milk") == true, "\(milk.foodDescription ?? "none")")
        }
        // A volume in parentheses after a measure of volume is no container's: a cup of oil weighs as oil.
        let oil = try only("1 cup (240 ml) vegetable oil")
        #expect((oil.grams ?? 0) < 230, "\(oil.grams ?? 0)")
    }

    @Test func unitSpellingsReadAsTheirUnits() throws {
        // "500 grms chicken thighs" was 500 thighs, 75 kg.
        let chicken = try only("500 grms chicken thighs")
        #expect(chicken.grams == 500 && chicken.unit == "g", "\(chicken.grams ?? 0) \(chicken.unit)")
        let stock = try only("1 ltr chicken stock")
        #expect(stock.unit == "l" && (stock.grams ?? 0) > 900, "\(stock.unit) \(stock.grams ?? 0)")
        #expect(UnitTable.unit("tbspn") == "tbsp" && UnitTable.unit("tspn") == "tsp" && UnitTable.unit("grammes") == "g")
    }

    @Test func leftoverFoodIsCooked() throws {
        // SPEC 13: "leftover" says the food is cooked. "2 cups leftover rice" was 1,350 kcal of dry rice.
        let rice = try only("2 cups leftover rice")
        #expect(rice.foodDescription?.contains("cooked") == true && rice.calories < 500, "\(rice.foodDescription ?? "none")")
        let chicken = try only("1 cup leftover chicken")
        #expect(chicken.foodDescription?.contains("cooked") == true || chicken.foodDescription?.contains("roasted") == true,
                "\(chicken.foodDescription ?? "none")")
    }

    @Test func aSpicesPowderIsTheGroundSpice() throws {
        // "coriander powder" was tomato powder.
        for text in ["1 tsp coriander powder", "1 tsp corriander powder", "1 tsp dhania powder"] {
            #expect(try only(text).foodDescription == "Spices, coriander seed", "\(text)")
        }
        #expect(try only("1 tsp jeera powder").foodDescription == "Spices, cumin seed")
        #expect(try only("1 tsp turmeric powder").foodDescription?.hasPrefix("Spices, turmeric") == true)
        // A powder the lexicon names, or of no spice, is not a spice's.
        #expect(try only("1 tsp garlic powder").foodDescription == "Spices, garlic powder")
        #expect(try only("2 tbsp milk powder").foodDescription?.hasPrefix("Milk, dry") == true)
    }

    @Test func aSeasoningNoteMakesARecipeLineNotAMeal() throws {
        // "salt and pepper to taste" was read as a meal: 120 g of cooked green peppers.
        #expect(!OfflineRecipeParser.looksLikeMeal("salt and pepper to taste"))
        let items = try OfflineRecipeParser().parse("salt and pepper to taste").ingredients
        #expect(items.count == 2 && items.allSatisfy { $0.calories < 5 }, "\(items.map { "\($0.name) \($0.calories)" })")
        #expect(items.last?.foodDescription?.hasPrefix("Spices, pepper") == true, "\(items.last?.foodDescription ?? "none")")
    }

    @Test func regionalPantryWordsNameTheirFoods() throws {
        let expected = [
            "500g kumara": "Sweet potato", "1 bunch silverbeet": "Chard, swiss", "1 cup sooji": "Semolina",
            "1 tbsp doenjang": "Miso", "2 tbsp gochugaru": "Spices, chili powder", "200g glass noodles": "Noodles, chinese, cellophane",
        ]
        for (text, start) in expected {
            let item = try only(text)
            #expect(item.foodDescription?.hasPrefix(start) == true, "\(text) → \(item.foodDescription ?? "none")")
        }
    }
}

extension RecipeLineAmountsTests {
    @Test func aCountOfAFoodSR28WeighsByNoPieceTakesTheAsEatenTablesPiece() throws {
        // "6 scallops" were 900 g (a meal's portion each); FNDDS gives "1 scallop" 15 g.
        let scallops = try only("6 scallops")
        #expect(scallops.grams == 90 && scallops.flags.contains(.unitEstimated), "\(scallops.grams ?? 0) \(scallops.flags)")
        let parsnips = try only("2 parsnips")
        #expect(parsnips.grams == 200, "\(parsnips.grams ?? 0)")
        // A food the bought table weighs by the piece keeps its own piece.
        let eggs = try only("2 eggs")
        #expect((80...130).contains(eggs.grams ?? 0) && !eggs.flags.contains(.unitEstimated), "\(eggs.grams ?? 0) \(eggs.flags)")
    }
}
