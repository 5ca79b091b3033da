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
}
