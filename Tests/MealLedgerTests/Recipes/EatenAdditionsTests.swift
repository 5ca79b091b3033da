import Testing
@testable import MealLedger

/// Additions to a drink or to hot cereal take the table's guideline amount for what they were
/// added to, not a glass or a cup of their own (SPEC 13: amounts from the tables' portions).
@Suite struct EatenAdditionsTests {
    let parser = OfflineRecipeParser(reading: .eaten)

    /// The guideline grams of `food` per unit of its base (`words`), from the table itself.
    func guideline(_ food: Food, _ words: String) throws -> Double {
        let measure = try #require(food.measures.first { $0.description.lowercased().contains(words) })
        return measure.grams / measure.amount
    }

    func food(of item: ParsedIngredient) throws -> Food {
        try #require(item.foodId.flatMap { FoodDatabase.embedded.food(id: $0) }, "\(item) names no embedded food")
    }

    func fluidOunces(of item: ParsedIngredient) throws -> Double {
        let food = try food(of: item)
        let ounce = try #require(food.measures.first { $0.description.lowercased().hasPrefix("fl oz") })
        return try #require(item.grams) / (ounce.grams / ounce.amount)
    }

    @Test func milkInCoffeeIsTheGuidelineForTheCupNotACupOfMilk() throws {
        let items = try parser.parse("coffee with milk").ingredients
        try #require(items.count == 2)
        let milk = try food(of: items[1])
        let expected = try guideline(milk, "per fl oz of beverage") * fluidOunces(of: items[0])
        #expect(abs((items[1].grams ?? 0) - expected) < 0.01, "\(items[1])")
        #expect(items[1].calories < 40, "a splash of milk, not a glass: \(items[1].calories) kcal")
    }

    @Test func everyAdditionToOneDrinkIsMeasuredAgainstThatDrink() throws {
        let items = try parser.parse("tea with milk and sugar").ingredients
        try #require(items.count == 3)
        let ounces = try fluidOunces(of: items[0])
        for addition in items.dropFirst() {
            let food = try food(of: addition)
            let expected = try guideline(food, "per fl oz of beverage") * ounces
            #expect(abs((addition.grams ?? 0) - expected) < 0.01, "\(addition.name): \(addition.grams ?? 0) g, expected \(expected)")
        }
    }

    @Test func anAdditionWithItsOwnAmountKeepsIt() throws {
        let items = try parser.parse("a mug of coffee with 100 ml milk").ingredients
        try #require(items.count == 2)
        #expect(items[1].quantity == 100 && items[1].unit == "ml", "\(items[1])")
    }

    @Test func foodsBesideAMealAreNotAdditions() throws {
        let plain = try parser.parse("rice").ingredients[0]
        let items = try parser.parse("salmon with rice").ingredients
        try #require(items.count == 2)
        #expect(items[1].grams == plain.grams, "rice beside salmon is a serving of rice: \(items[1])")
    }

    @Test func milkOnPorridgeIsTheGuidelineForTheBowl() throws {
        // "porridge with milk" is a dish the table knows (oatmeal made with milk): soy milk is added.
        let items = try parser.parse("porridge with soy milk").ingredients
        try #require(items.count == 2)
        let porridge = try food(of: items[0])
        let milk = try food(of: items[1])
        let cup = try #require(porridge.measures.first { $0.unit == "cup" })
        let expected = try guideline(milk, "per cup of hot cereal") * (items[0].grams ?? 0) / (cup.grams / cup.amount)
        #expect(abs((items[1].grams ?? 0) - expected) < 0.01, "\(items[1])")
    }

    /// "porridge with cream and brown sugar": cream on porridge is no drink the sugar is measured
    /// against (it was 0.35 g of sugar, the guideline for a third of a fluid ounce).
    @Test func anAdditionIsNoBaseForTheNext() throws {
        let items = try parser.parse("porridge with cream and brown sugar").ingredients
        try #require(items.count == 3)
        let alone = try #require(try parser.parse("porridge with brown sugar").ingredients.last)
        #expect(items[2].grams == alone.grams, "\(items[2].grams ?? 0) g, beside porridge alone \(alone.grams ?? 0) g")
        #expect((items[2].grams ?? 0) >= 4, "\(items[2])")
    }
}

/// What the offline parser refuses before reading: a text too long to read quickly, an amount
/// no meal holds.
@Suite struct OfflineParserLimitsTests {
    @Test func aTextPastTheLimitIsRefusedAtOnce() {
        let text = String(repeating: "rice and beans ", count: OfflineRecipeParser.maximumTextLength / 15 + 1)
        #expect(throws: RecipeError.self) { try OfflineRecipeParser(reading: .eaten).parse(text) }
        #expect(throws: RecipeError.self) { try OfflineRecipeParser().parse(text) }
    }

    @Test func anAmountWrittenWithAnExponentIsOneNumberAndPastTheLimitIsRefused() {
        #expect(RecipeTokenizer.tokens("1e308 g rice") == ["1e308", "g", "rice"])
        #expect(RecipeTokenizer.tokens("2 eggs") == ["2", "eggs"])
        for text in ["1e308 g rice", "99999999999 g rice", "1e400 g rice"] {
            for reading in [FoodReading.eaten, .bought] {
                #expect(throws: RecipeError.self, "\(text) as \(reading)") { try OfflineRecipeParser(reading: reading).parse(text) }
            }
        }
        #expect((try? OfflineRecipeParser(reading: .eaten).parse("1e2 g rice"))?.ingredients.first?.quantity == 100)
    }
}
