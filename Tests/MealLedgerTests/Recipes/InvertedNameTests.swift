import Foundation
import Testing
@testable import MealLedger

/// A name an ingredient sheet writes inverted at a comma ("cream, sour", "cream, ice", "beans,
/// green") is the table's food of that name, whatever its second word alone may name ("sour"
/// alone may be a whiskey sour).
struct InvertedNameTests {
    @Test func aNameInvertedAtACommaIsTheName() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        var asked = 0, same = 0
        var differ: [String] = []
        var seen: Set<String> = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let name = String(food.description.split(separator: ",")[0]).lowercased()
            let words = name.split(separator: " ")
            guard words.count == 2, words.allSatisfy({ $0.count >= 3 && $0.allSatisfy(\.isLetter) }),
                  seen.insert(name).inserted,
                  let written = try parser.parse("100 g \(name)").ingredients.first, written.foodId == food.id,
                  try parser.parse("100 g \(name)").ingredients.count == 1 else { continue }
            asked += 1
            let inverted = try parser.parse("100 g \(words[1]), \(words[0])").ingredients
            if inverted.count == 1, inverted[0].foodId == food.id { same += 1 } else {
                differ.append("\(words[1]), \(words[0]) → \(inverted.map { $0.foodDescription ?? "-" })")
            }
        }
        print("two-word names inverted at a comma read as the name: \(same) of \(asked); differ: \(differ.prefix(10))")
        #expect(asked >= 100)
        #expect(Double(same) >= 0.8 * Double(asked), "\(same) of \(asked): \(differ)")
        #expect(try parser.parse("100 g cream, sour").ingredients.map(\.foodDescription) == ["Sour cream, regular"])
    }
}
