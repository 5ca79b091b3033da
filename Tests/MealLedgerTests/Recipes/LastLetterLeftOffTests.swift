import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A size or unit with its last letter left off, a phone's commonest slip: "a larg coke" was a
/// 12 oz can of "larg coke", "a smal bowl of chili" a microwavable bowl of "smal bowl chili".
@Suite struct LastLetterLeftOffTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    @Test func aSizeOrUnitWithItsLastLetterLeftOffIsThatSizeOrUnit() throws {
        #expect(OfflineRecipeParser.lastLetterLeftOff("larg") == "large")
        #expect(OfflineRecipeParser.lastLetterLeftOff("smal") == "small")
        #expect(OfflineRecipeParser.lastLetterLeftOff("glas") == "glass")
        // A unit already, a word no unit word is one letter longer than, stays as written.
        for word in ["slice", "past", "toas", "cheddar", "bowl"] {
            #expect(OfflineRecipeParser.lastLetterLeftOff(word) == nil, "\(word)")
        }
        let coke = try #require(try eaten.parse("a larg coke").ingredients.first)
        #expect(coke.unit == "large" && coke.foodDescription == "Soft drink, cola", "\(coke.unit) \(coke.foodDescription ?? "none")")
    }

    /// Property: for any unit word and everyday food it is a unit of, the word with its last
    /// letter left off reads as the word does, where it is no word of the tables.
    @Test func anyUnitWordWithItsLastLetterLeftOffReadsAsTheWord() throws {
        let foods = ["coke", "milk", "chili", "rice", "soup", "toast", "chicken", "orange juice", "fries", "latte", "cake"]
        var checked = 0
        forAllCases(150, seed: 0x1A57) { testCase in
            let unit = testCase.random.pick(OfflineRecipeParser.unitWords)
            let slip = String(unit.dropLast())
            guard slip.count >= 4, !TableVocabulary.embedded.hasWord(slip),
                  OfflineRecipeParser.unitWords.filter({ $0.count == unit.count && $0.hasPrefix(slip) }).count == 1 else { return }
            let food = testCase.random.pick(foods)
            let amount = testCase.random.pick(["a", "1", "2"])
            let whole = try #require(try eaten.parse("\(amount) \(unit) \(food)").ingredients.first)
            // Only where the whole word is read as a unit of that food ("a piece milk" is a cup).
            guard HouseholdMeasure.singularized(unit).hasPrefix(whole.unit) || unit.hasPrefix(whole.unit) || whole.unit == "slice" else { return }
            let slipped = try #require(try eaten.parse("\(amount) \(slip) \(food)").ingredients.first)
            checked += 1
            #expect(slipped.unit == whole.unit && slipped.grams == whole.grams && slipped.foodId == whole.foodId,
                    "\(amount) \(slip) \(food): \(slipped.unit) \(slipped.grams ?? 0) g, not \(whole.unit) \(whole.grams ?? 0) g; seed \(testCase.seed)")
        }
        #expect(checked >= 40, "\(checked) cases")
    }
}
