import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// What a voice note or a terse diary puts before the food is no part of it: "um so for lunch I
/// had two slices of pizza", "AM snack 1/4 c trail mix", "B: 1c oatmeal", "D - spag bol".
struct SpokenLeadInTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    static let foods = ["2 slices of pizza", "a bowl of cereal", "2 eggs and toast", "1/4 c trail mix", "porridge",
                        "a ham sandwich", "1 cup rice", "chicken curry", "an apple", "3 crackers with cheese"]

    @Test func wordsBeforeTheFoodAreNoPartOfIt() {
        var asked = 0, same = 0
        var differ: [String] = []
        forAllCases(150, seed: 0x5B0_CE17) { testCase in
            let food = testCase.random.pick(Self.foods)
            let filler = testCase.random.pick(["um", "uh", "um so", "ok so", "erm", "okay", "yeah so", ""])
            let label = testCase.random.pick(["for lunch i had", "B:", "L:", "D -", "AM snack", "pm snack:", "lunch", "i had",
                                              "breakfast was", "snack"])
            // A meal alone before a word is no label ("lunch porridge" may be a food's name): only before an amount.
            if ["lunch", "snack"].contains(label), food.first?.isNumber != true { return }
            let text = [filler, label, food].filter { !$0.isEmpty }.joined(separator: " ")
            asked += 1
            let plain = eaten.kcal(food), written = eaten.kcal(text)
            if abs(plain - written) <= 0.01 * max(plain, 1) { same += 1 } else { differ.append("\(text): \(Int(written)) for \(Int(plain))") }
        }
        print("lead-ins read past: \(same) of \(asked); differ: \(differ.prefix(8))")
        #expect(asked >= 100)
        #expect(Double(same) >= 0.95 * Double(asked), "\(same) of \(asked): \(differ)")
    }

    /// A letter alone is a meal only before a colon or a dash; "tea" before an amount is the drink.
    @Test func aMealLetterOrTeaIsALabelOnlyWhereADiaryWritesOne() throws {
        #expect(try eaten.parse("tea 2 cups").ingredients.first?.foodDescription?.lowercased().contains("tea") == true)
        #expect(try eaten.parse("vitamin d milk").ingredients.count == 1)
    }
}
