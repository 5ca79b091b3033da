import Testing
import TestSupport
@testable import MealLedger

/// A number that is no amount of food ("0 g rice", "1/0 cup", "NaN g") is refused, naming the
/// phrase, in either reading; before, it became part of the food's name and the item took a
/// usual portion. A usable amount and a food named like a number word ("nan bread") are read.
@Suite struct UnusableAmountTests {
    static let unusable = ["0", "0.0", "00", ".0", "0/3", "1/0", "0/0", "-1", "-2.5", "NaN", "nan", "inf", "Infinity", "1/0.0"]
    static let usable = ["1", "2.5", ".5", "1/2", "3/4", "1e2", "12"]
    static let units = ["g", "cup", "cups", "tbsp", "slice", "oz"]
    static let foods = ["rice", "white bread", "olive oil", "cooked oatmeal", "chicken breast", "milk"]

    @Test func aNumberThatIsNoAmountIsRefusedNamingThePhraseAndAUsableOneIsRead() {
        forAllCases(150, seed: 0xA0_0117) { testCase in
            let unit = Self.units.randomElement(using: &testCase.random)!
            let food = Self.foods.randomElement(using: &testCase.random)!
            let bad = Self.unusable.randomElement(using: &testCase.random)!
            let good = Self.usable.randomElement(using: &testCase.random)!
            let reading: FoodReading = Bool.random(using: &testCase.random) ? .eaten : .bought
            let badPhrase = "\(bad) \(unit) \(food)"
            // Alone, or after a usable item of the same text.
            let text = Bool.random(using: &testCase.random) ? badPhrase : "\(good) \(unit) \(food)\n\(badPhrase)"
            do {
                _ = try OfflineRecipeParser(reading: reading).parse(text)
                testCase.check(false, "'\(text)' as \(reading) was read")
            } catch let RecipeError.textRefused(message) {
                testCase.check(message.contains("'\(badPhrase)'") && message.contains("'\(bad)'"), message)
            } catch {
                testCase.check(false, "'\(text)': \(error)")
            }
            let read = try? OfflineRecipeParser(reading: reading).parse("\(good) \(unit) \(food)")
            testCase.check(read?.ingredients.count == 1 && (read?.ingredients.first?.quantity ?? 0) > 0,
                           "'\(good) \(unit) \(food)' as \(reading): \(String(describing: read?.ingredients))")
        }
    }

    @Test func aFoodNamedLikeANotANumberWordIsAFoodNotAnAmount() throws {
        #expect(QuantityReader.unusableAmount(RecipeTokenizer.tokens("nan bread")[...]) == nil)
        #expect(QuantityReader.unusableAmount(RecipeTokenizer.tokens("1 nan")[...]) == nil)
        #expect(QuantityReader.unusableAmount(RecipeTokenizer.tokens("nan 2 slices")[...]) == "nan")
        #expect(QuantityReader.unusableAmount(RecipeTokenizer.tokens("a cup of tea")[...]) == nil)
        #expect(QuantityReader.unusableAmount(RecipeTokenizer.tokens("half an onion")[...]) == nil)
        let bread = try OfflineRecipeParser(reading: .eaten).parse("nan bread")
        #expect(bread.ingredients.count == 1)
    }

    @Test func zeroWrittenAsAWordIsNoAmountEither() {
        #expect(QuantityReader.unusableAmount(RecipeTokenizer.tokens("zero eggs")[...]) == "zero")
        #expect(throws: RecipeError.self) { try OfflineRecipeParser(reading: .eaten).parse("toast and zero eggs") }
        #expect(QuantityReader.unusableAmount(RecipeTokenizer.tokens("zero")[...]) == nil)
    }

    @Test func fullWidthDigitsAreDigits() throws {
        #expect(RecipeTokenizer.tokens("２ eggs") == ["2", "eggs"])
        #expect(RecipeTokenizer.tokens("１．５ cups rice") == ["1.5", "cups", "rice"])
        let rice = try #require(try OfflineRecipeParser(reading: .eaten).parse("３ cups rice").ingredients.first)
        #expect(rice.quantity == 3 && rice.unit == "cup")
        #expect(throws: RecipeError.self) { try OfflineRecipeParser(reading: .eaten).parse("０ g rice") }
    }
}

/// What the attack on this round's parser found: a weight past the limit written as a
/// multiplier or in brackets, a zero before a unit after the first word, a title rule that
/// dropped the food before "with", and a table's bookkeeping word read as a food's name.
@Suite struct ParserAttackFindingsTests {
    @Test(arguments: ["1 (1e309 g) steak", "2 x 1e308 g rice", "1 (200000 g) steak", "50000 x 3 g rice",
                      "2 x 0 g rice", "1 (0 g) steak", "1 (-5 g) steak", "1 (nan g) steak", "1 (1/0 oz) steak"])
    func aWeightThatIsNoAmountOrPastTheLimitIsRefusedNotCrashedOn(text: String) {
        for reading in [FoodReading.eaten, .bought] {
            #expect(throws: RecipeError.self, "\(text) as \(reading)") { try OfflineRecipeParser(reading: reading).parse(text) }
        }
    }

    @Test func aZeroThatIsNoAmountIsStillRead() throws {
        let yogurt = try OfflineRecipeParser(reading: .eaten).parse("250 g 0 % fat greek yogurt")
        #expect(yogurt.ingredients.map(\.grams) == [250])
    }

    @Test(arguments: ["chicken breast with 1 cup rice", "toast with 2 eggs", "porridge with 1 banana",
                      "white rice with 2 tbsp olive oil"])
    func aFoodBeforeWithAndOneMeasuredPartAreBothKept(text: String) throws {
        let items = try OfflineRecipeParser(reading: .eaten).parse(text).ingredients
        #expect(items.count == 2, "\(items.map(\.name))")
        #expect(items.allSatisfy { $0.calories > 0 }, "\(items.map { "\($0.name) \($0.calories)" })")
    }

    @Test func aTitleBeforeItsListedPartsStillNamesTheDish() throws {
        let items = try OfflineRecipeParser(reading: .eaten).parse("salmon bowl with 150 g salmon, 1 cup rice").ingredients
        #expect(items.count == 2)
        #expect(items[0].name.contains("salmon bowl"))
    }

    @Test func aBookkeepingPartIsNoFoodsName() throws {
        let fish = try #require(FoodDatabase.embedded.food(id: "26100110"))
        #expect(PrimaryComponents.shortName(of: fish) == "fish")
    }
}
