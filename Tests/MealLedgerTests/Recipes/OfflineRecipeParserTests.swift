import Testing
import TestSupport
@testable import MealLedger

/// Reading quantities, units and phrases, and the offline parser's nutrition, flags and confidence.
struct OfflineRecipeParserTests {
    let parser = OfflineRecipeParser()

    @Test(arguments: [
        ("2 eggs", 2.0, false), ("1.5 cups milk", 1.5, false), (".5 cup milk", 0.5, false),
        ("1/2 cup milk", 0.5, false), ("1 1/2 cups milk", 1.5, false), ("½ cup milk", 0.5, false),
        ("1½ cups milk", 1.5, false), ("2-3 eggs", 2.5, true), ("2 to 3 eggs", 2.5, true),
        ("2–3 eggs", 2.5, true), ("one egg", 1.0, false), ("half a cup milk", 0.5, false),
        ("a dozen eggs", 12.0, false), ("1 or 2 eggs", 1.5, true), ("⅔ cup milk", 2.0 / 3, false),
        // A dozen of any amount is twelve of it.
        ("half a dozen eggs", 6.0, false), ("2 dozen cookies", 24.0, false), ("two dozen eggs", 24.0, false),
        ("several cloves garlic", 3.0, false),
    ])
    func quantitiesReadInEveryForm(text: String, expected: Double, isRange: Bool) {
        let phrase = IngredientPhrase(text)
        #expect(phrase.quantity.map { abs($0 - expected) < 1e-12 } == true, "\(text): \(String(describing: phrase.quantity))")
        #expect(phrase.isRange == isRange)
    }

    @Test(arguments: ["0 eggs", "1/0 cup milk", "salt", "to taste", "", "---", "(15 oz)"])
    func textWithoutAPositiveAmountHasNoQuantity(text: String) {
        #expect(IngredientPhrase(text).quantity == nil)
    }

    @Test func aParenthesizedPackageSizeWeighsEachContainer() throws {
        let phrase = IngredientPhrase("1 (15 oz) can black beans, drained and rinsed")
        #expect(phrase.quantity == 1)
        #expect(phrase.unit == "can")
        #expect(phrase.packageGrams == 15 * 28.349523125)
        #expect(phrase.food == "black beans")
        #expect(phrase.note == "drained and rinsed")
        let parsed = parser.parseIngredient(phrase.text)
        // Drained, a can keeps about 60 % of its weight (SR28: 254 g of 448 g chickpeas).
        #expect(parsed.grams == 255.1457)
        #expect(parsed.foodId == "16018")
        #expect(parsed.flags.isEmpty)
        #expect(parser.parseIngredient("1 (15 oz) can black beans").grams == 425.2428)
    }

    /// A volume sizes its container on either side of it: "1 can (400 ml) coconut milk" was the
    /// table's 425 g can, where "1 (400 ml) can" was 400 g.
    @Test func aVolumeSizesItsContainerBeforeOrAfterIt() throws {
        for text in ["1 can (400 ml) coconut milk", "1 (400 ml) can coconut milk", "1 tin (400ml) coconut milk"] {
            let phrase = IngredientPhrase(text)
            #expect(phrase.unit == "can" && phrase.packageGrams == 400, "\(text): \(phrase.unit ?? "-") \(phrase.packageGrams ?? 0)")
        }
        // The canned food, as a recipe's coconut milk is.
        #expect(parser.parseIngredient("1 can (400 ml) coconut milk").foodId == "12118")
        // A volume beside a measure that is no container is no size of it.
        #expect(IngredientPhrase("1 cup (240 ml) milk").packageGrams == nil)
    }

    @Test func theRecipeTextIsSplitIntoPhrasesWithHeadingsSkippedAndDirectionsReported() {
        let text = """
        Ingredients:
        - 2 cups of flour
        * 1 (15 oz) can black beans, drained and rinsed
        salt and pepper to taste
        1. 2-3 cloves garlic, minced; 1 cup flour and 2 eggs
        1 cup half and half

        Directions:
        Mix everything, bake.
        Serve.
        """
        let result = IngredientPhraseSplitter.split(text)
        #expect(result.phrases == [
            "2 cups of flour", "1 (15 oz) can black beans, drained and rinsed", "salt, to taste", "pepper, to taste",
            "2-3 cloves garlic, minced", "1 cup flour", "2 eggs", "1 cup half and half",
        ])
        #expect(result.ignoredLines == ["Mix everything, bake.", "Serve."])
    }

    @Test func aHeadingOnTheSameLineAsTheListIsSkipped() {
        #expect(IngredientPhraseSplitter.split("Ingredients: 2 eggs, 1 cup milk").phrases == ["2 eggs", "1 cup milk"])
    }

    @Test func nutritionIsThePer100GramValuesScaledToTheWeight() throws {
        // 05062 raw chicken breast: 120 kcal, 22.5 protein, 0 carbohydrate, 2.62 fat per 100 g.
        let chicken = parser.parseIngredient("200g chicken breast")
        #expect(chicken.foodId == "05062")
        #expect(chicken.grams == 200)
        #expect([chicken.calories, chicken.protein, chicken.carbohydrates, chicken.fats] == [240, 45, 0, 5.24])
        #expect(chicken.source == .database)
        // 20081 flour: 364 kcal per 100 g, 1 cup = 125 g.
        let flour = parser.parseIngredient("2 cups of flour")
        #expect(flour.grams == 250)
        #expect(flour.calories == 910)
        #expect(flour.unit == "cup")
    }

    @Test func aPhraseWithoutQuantityGetsOneTypicalPortionFlaggedAssumed() {
        let oil = parser.parseIngredient("olive oil")
        #expect(oil.flags == [.assumed])
        #expect(oil.quantity == 1)
        #expect(oil.unit == "tbsp")  // SR28's first measure of 04053
        #expect(oil.grams == 13.5)
        #expect(oil.confidence < 0.7)
        let salt = parser.parseIngredient("salt, to taste")
        #expect(salt.flags == [.assumed])
        #expect(salt.unit == "pinch")
        #expect(salt.confidence <= 0.6)
    }

    @Test func anUnmatchedPhraseIsKeptWithZeroCaloriesAndBlocksSaving() throws {
        let recipe = try parser.parse("1 cup flour\n2 zzqx blorps")
        #expect(recipe.ingredients.count == 2)
        let unmatched = recipe.ingredients[1]
        #expect(unmatched.flags == [.unmatched])
        #expect(unmatched.calories == 0)
        #expect(unmatched.source == .manual)
        #expect(unmatched.name == "zzqx blorps")
        #expect(unmatched.quantity == 2)
        #expect(recipe.confidence < ParsedRecipe.reviewThreshold)
        #expect(recipe.needsReview)
        #expect(recipe.warnings.contains { $0.contains("'2 zzqx blorps'") })
        #expect(throws: FieldError.self) { try recipe.savableIngredients() }
    }

    @Test func aRecipeOfWellKnownFoodsNeedsNoReview() throws {
        let recipe = try parser.parse("200g chicken breast, 1 cup rice, 1 tbsp olive oil")
        #expect(recipe.confidence >= 0.9)
        #expect(!recipe.needsReview)
        #expect(recipe.totals.calories == 240 + 675.25 + 119.34)
        #expect(try recipe.savableIngredients() == recipe.mealIngredients)
    }

    @Test func aRangeAndAnEstimatedUnitLowerTheConfidence() {
        let range = parser.parseIngredient("2-3 cloves garlic")
        #expect(range.flags == [.range])
        #expect(range.confidence < RecipeFoodMatcher.lexiconConfidence)
        let can = parser.parseIngredient("1 can black beans")
        #expect(can.flags == [.unitEstimated])
        #expect(can.grams == OfflineRecipeParser.standardCanGrams)
    }

    @Test func textWithNoIngredientIsRefused() {
        #expect(throws: RecipeError.noIngredients) { try parser.parse("") }
        #expect(throws: RecipeError.noIngredients) { try parser.parse("Ingredients:\n\n") }
    }

    static let noisePieces = ["2", "1/2", "½", "1½", "-", "to", "(", ")", "15", "oz", "cup", "cups", "of", "flour",
                              "salt", "and", "g", "200g", "eggs", "large", "can", "zzq", "0", "1/0", "é", "🍋", ".",
                              "T", "x", "a", ",", ";", "minced", "to taste"]

    /// Random phrases, each ending in a food-like word so it is not read as a note on the one before.
    static func noisyPhrases(_ random: inout SeededGenerator, count: Int) -> [String] {
        (0..<count).map { index in
            let words = (0..<Int.random(in: 1...6, using: &random)).map { _ in random.pick(noisePieces) }
            return (words + ["zzqx\(index)"]).joined(separator: " ")
        }
    }

    @Test func anyTextSplitsAndReadsWithoutCrashingAndNeverDropsALine() {
        forAllCases(300) { test in
            let lines = Self.noisyPhrases(&test.random, count: Int.random(in: 1...6, using: &test.random))
            let text = lines.joined(separator: "\n")
            let phrases = IngredientPhraseSplitter.split(text).phrases
            test.check(phrases.count >= lines.count, "\(lines.count) lines gave \(phrases): \(text)")
            for index in lines.indices {
                test.check(phrases.contains { $0.contains("zzqx\(index)") }, "line \(index) dropped: \(text)")
            }
            for phrase in phrases {
                let read = IngredientPhrase(phrase)
                test.check(read.quantity.map { $0 > 0 && $0.isFinite } ?? true, "quantity \(String(describing: read.quantity)) in '\(phrase)'")
                test.check(read.quantity == nil || read.unit != nil, "a quantity without a unit in '\(phrase)'")
            }
        }
    }

    @Test func anyPhraseParsesToAValidIngredient() {
        forAllCases(100) { test in
            let phrase = Self.noisyPhrases(&test.random, count: 1)[0]
            let ingredient = parser.parseIngredient(phrase)
            test.check(ingredient.quantity > 0 && ingredient.quantity.isFinite, "quantity \(ingredient.quantity) in '\(phrase)'")
            test.check(ingredient.calories >= 0 && ingredient.calories.isFinite, "calories in '\(phrase)'")
            test.check((0...1).contains(ingredient.confidence), "confidence in '\(phrase)'")
            test.check(!ingredient.name.isEmpty && !ingredient.unit.isEmpty, "name or unit empty in '\(phrase)'")
            test.check(ingredient.flags.contains(.unmatched) == (ingredient.foodId == nil), "flag and food disagree in '\(phrase)'")
            // Whatever was read, the meal ingredient it becomes passes the journal's own validation.
            let meal = MealDefinition(mealId: Identifier(high: 1, low: 2), name: "m", ingredients: [ingredient.ingredient])
            test.check((try? EventPayload(type: .mealCreated, data: Self.json(meal))) != nil, "invalid ingredient from '\(phrase)'")
        }
    }

    @Test func primaryComponentsAreTheShortNamesOfTheTopProteinAndCarbContributors() throws {
        let recipe = try parser.parse("200g chicken breast, 1 cup rice, 1/2 cup brown sugar, 1 tbsp olive oil")
        let primaries = PrimaryComponents.suggest(for: recipe.mealIngredients)
        #expect(primaries.protein == "chicken")
        #expect(primaries.carb == "rice")  // brown sugar has more carbohydrate but is a sweetener
        let database = FoodDatabase.embedded
        #expect(PrimaryComponents.shortName(of: database.food(id: "15236")!) == "salmon")
        #expect(PrimaryComponents.shortName(of: database.food(id: "11352")!) == "potato")
        #expect(PrimaryComponents.shortName(of: database.food(id: "05305")!) == "turkey")
        #expect(PrimaryComponents.shortName(of: database.food(id: "20081")!) == "wheat flour")
        #expect(PrimaryComponents.suggest(for: [Ingredient(name: "Water", quantity: 1, unit: "cup", calories: 0)]) == (nil, nil))
    }

    @Test func ingredientsFromTheDatabaseScaleItsValuesToTheGrams() throws {
        let chicken = try FoodIngredients.ingredient(foodId: "05062", grams: 150)
        #expect(chicken == Ingredient(name: "Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw",
                                      quantity: 150, unit: "g", calories: 180, protein: 33.75, carbohydrates: 0, fats: 3.93,
                                      source: .database, foodId: "05062",
                                      nutrientValues: FoodDatabase.embedded.food(id: "05062")!.nutrients
                                          .map { FoodItem.roundedForJournal($0 * 1.5) }))
        #expect(chicken.nutrientValues[.sodium] == 67.5)  // NUT_DATA 05062, 307: 45 mg / 100 g
        let rice = try FoodIngredients.ingredient(foodId: "20044", quantity: 0.5, unit: "cups")
        #expect(rice.unit == "cup")
        #expect(rice.calories == 337.625)  // 92.5 g of 365 kcal / 100 g
        #expect(throws: FieldError.self) { try FoodIngredients.ingredient(foodId: "99999", grams: 1) }
        #expect(throws: FieldError.self) { try FoodIngredients.ingredient(foodId: "05062", quantity: 1, unit: "cup") }
        #expect(throws: FieldError.self) { try FoodIngredients.ingredient(foodId: "05062", grams: 0) }
    }

    /// From the attack: `--grams 1e308` overflowed the calories to infinity and crashed the
    /// canonical writer; an amount past the parser's limit is refused, naming the field.
    @Test func anAmountPastTheLimitIsRefusedNamingItsField() {
        for (grams, quantity) in [(1e308, nil), (100_000.5, nil), (nil, 1e306), (nil, 2e5)] as [(Double?, Double?)] {
            do {
                if let grams { _ = try FoodIngredients.ingredient(foodId: "08120", grams: grams) }
                if let quantity { _ = try FoodIngredients.ingredient(foodId: "08120", quantity: quantity, unit: "cup") }
                Issue.record("\(String(describing: grams)) \(String(describing: quantity)) was read")
            } catch {
                #expect(error.field == (grams == nil ? "quantity" : "grams"), "\(error)")
            }
        }
        #expect((try? FoodIngredients.ingredient(foodId: "08120", grams: 100_000)) != nil)
    }

    @Test func aLoggedEntryIsCopiedExactly() {
        forAllCases(100) { test in
            let event = test.random.event(test.random.chance(0.5) ? .foodLogged : .mealLogged)
            let ingredients = EntryIngredients.ingredients(from: event)
            switch event.payload {
            case .foodLogged(let logged):
                test.check(ingredients.count == 1)
                test.check(ingredients.first?.nutrients == logged.nutrients, "nutrients differ")
                test.check(ingredients.first?.name == logged.name && ingredients.first?.source == logged.source)
                test.check(ingredients.first?.protein == logged.protein && ingredients.first?.fats == logged.fats)
            case .mealLogged(let logged):
                test.check(ingredients.map(\.name) == logged.items.map(\.name))
                test.check(ingredients.map(\.nutrients) == logged.items.map(\.nutrients), "nutrients differ")
                test.check(ingredients.map(\.carbohydrates) == logged.items.map(\.carbohydrates))
            default:
                test.check(false, "unexpected event")
            }
        }
    }

    /// A meal definition as the `data` object of `meal.created`.
    static func json(_ meal: MealDefinition) -> JSONValue {
        meal.jsonValue
    }
}
