import Foundation
import Testing
@testable import MealLedger

/// A food named alone is the food, not another food it qualifies: "pita" is pita bread, not
/// pita chips; "prunes" are prunes, not prune juice.
struct HeadNotModifierTests {
    @Test func aFoodAloneIsNotAFoodItQualifies() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        let foods = FoodDatabase.embedded.foods.filter { $0.table == .fndds }
        // The one-word names the table has a food of its own for ("Pita" in "Bread, pita", "Prune, dried").
        var own: Set<String> = []
        var qualifying: Set<String> = []
        for food in foods {
            let parts = food.description.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let first = parts[0].split(separator: " ")
            if first.count == 1 { own.insert(String(first[0])) }
            if first.count == 1, parts.count > 1, parts[1].split(separator: " ").count == 1 { own.insert(parts[1]) }
            if first.count == 2, first.allSatisfy({ $0.allSatisfy(\.isLetter) }) { qualifying.insert(String(first[0])) }
        }
        var asked = 0, itself = 0
        var qualified: [String] = []
        for word in own.intersection(qualifying).sorted() where word.count >= 4 && word.allSatisfy(\.isLetter) {
            guard let item = try parser.parse(word).ingredients.first, let description = item.foodDescription else { continue }
            asked += 1
            let name = description.lowercased().split(separator: ",")[0].split(separator: " ")
            // Chosen as a qualifier: the word first in a two-word name ("Pita chips").
            if name.count >= 2, name[0] == Substring(word), name.last != Substring(word) {
                qualified.append("\(word) → \(description)")
            } else {
                itself += 1
            }
        }
        print("foods named alone read as themselves, not what they qualify: \(itself) of \(asked); qualified: \(qualified.prefix(12))")
        #expect(asked >= 50)
        #expect(Double(itself) >= 0.9 * Double(asked), "\(itself) of \(asked): \(qualified)")
    }

    /// What a dried fruit's category is ("Dried fruits") is no variant of it: "prunes" are the
    /// table's dried prunes, not prune juice; a fruit said dried is still its dried row.
    @Test func aDriedFruitIsNoDriedVariant() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        #expect(try parser.parse("3 prunes").ingredients.first?.foodDescription == "Prune, dried")
        #expect(try parser.parse("4 dried apricots").ingredients.first?.foodDescription == "Apricot, dried")
        // With no food of its own, a word is the food it names first: "sorghum" is the grain (attack16).
        #expect(try parser.parse("sorghum").ingredients.first?.foodDescription == "Sorghum grain")
    }
}
