import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// A food named in the plural with no amount is several of its items, never one: "fish fingers"
/// was one 20 g finger, "cookies" one cookie, "chicken fingers" one piece.
struct PluralUnquantifiedTests {
    let eaten = OfflineRecipeParser(reading: .eaten)
    /// Units that measure rather than count.
    static let measures: Set<String> = ["cup", "serving", "handful", "tbsp", "tsp", "oz", "g", "shot", "slice", "bowl", "glass", "mug", "plate"]

    @Test func aPluralIsSeveralItems() throws {
        var asked = 0, several = 0
        var one: [String] = []
        var seen: Set<String> = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let name = String(food.description.split(separator: ",")[0]).lowercased()
            let words = name.split(separator: " ")
            guard (1...2).contains(words.count), name.allSatisfy({ $0.isLetter || $0 == " " }), !name.hasSuffix("s"),
                  name.count >= 4, seen.insert(name).inserted,
                  let single = try eaten.parse(name).ingredients.first, single.foodId == food.id, single.quantity == 1,
                  !Self.measures.contains(single.unit) else { continue }
            guard let plural = try eaten.parse(name + "s").ingredients.first, plural.foodId == food.id,
                  !Self.measures.contains(plural.unit) else { continue }
            asked += 1
            if plural.quantity >= 2 { several += 1 } else { one.append("\(name)s: \(plural.quantity) \(plural.unit)") }
        }
        print("plurals with no amount read as several items: \(several) of \(asked); one: \(one.prefix(10))")
        #expect(asked >= 40)
        #expect(Double(several) >= 0.95 * Double(asked), "\(several) of \(asked): \(one)")
        // A plural of small items is several to about two ounces, of large ones two.
        let fingers = try #require(eaten.parse("fish fingers").ingredients.first)
        #expect(fingers.quantity >= 3 && (fingers.grams ?? 0) <= 100, "\(fingers.quantity) \(fingers.unit) \(fingers.grams ?? 0) g")
        // A number a lead-in took is no plural's several; a weight said is what was eaten (attack16).
        #expect(try eaten.parse("AM 2 biscuits").ingredients.first?.quantity != 5)
        #expect(try eaten.parse("Tim Tam biscuits (36 g)").ingredients.first?.grams == 36)
        // Pieces cut from a food are no count of it: "cucumber sticks" are not two cucumbers.
        let sticks = try #require(eaten.parse("cucumber sticks").ingredients.first)
        let cucumber = try #require(eaten.parse("cucumber").ingredients.first)
        #expect((sticks.grams ?? 0) <= (cucumber.grams ?? 0), "\(sticks.quantity) \(sticks.unit) \(sticks.grams ?? 0) g")
    }
}
