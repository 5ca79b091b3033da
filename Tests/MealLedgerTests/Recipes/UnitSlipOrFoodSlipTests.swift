import Foundation
import Testing
@testable import MealLedger

/// A slip in a unit's place that is as near a food word the tables name with the next word is
/// that food's: "3 sprign rolls" are spring rolls, not three sprigs of a roll.
struct UnitSlipOrFoodSlipTests {
    /// Two-word names of the as-eaten table and the regional names, with every swap of two
    /// neighbouring letters of the first word that a unit's spelling is also one slip from.
    static let slips: [(slip: String, next: String, name: String)] = {
        var names: Set<String> = Set(EatenFoodSynonyms.pairs.keys.filter { $0.split(separator: " ").count == 2 })
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let name = String(food.description.split(separator: ",")[0]).lowercased()
            if name.split(separator: " ").count == 2, name.allSatisfy({ $0.isLetter || $0 == " " }) { names.insert(name) }
        }
        var found: [(String, String, String)] = []
        for name in names.sorted() {
            let words = name.split(separator: " ").map(String.init)
            let letters = Array(words[0])
            guard letters.count >= 5, UnitTable.unit(words[0]) == nil else { continue }
            for index in 1..<(letters.count - 1) where letters[index] != letters[index + 1] {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                let slip = String(swapped)
                if FoodWordSpelling.slip(slip, among: UnitTable.letterSpellings) != nil, !FoodWordSpelling.isFoodWord(slip) {
                    found.append((slip, words[1], name))
                }
            }
        }
        return found
    }()

    @Test func aSlipOfAFoodNamedWithTheNextWordIsNoUnit() {
        let slips = Self.slips
        var kept = 0
        var units: [String] = []
        for (slip, next, name) in slips {
            if UnitTable.readSlip([slip, next]) == nil { kept += 1 } else { units.append("\(slip) \(next) (\(name))") }
        }
        print("slips of a food's first word kept as the food: \(kept) of \(slips.count); read as units: \(units.prefix(10))")
        #expect(slips.count >= 3)
        #expect(Double(kept) >= 0.85 * Double(slips.count), "\(kept) of \(slips.count): \(units)")
    }

    /// A unit's own slip stays the unit: "2 stlaks celery", "a solash of oil".
    @Test func aUnitsOwnSlipStaysTheUnit() {
        #expect(UnitTable.readSlip(["stlaks", "celery"])?.unit == "stalk")
        #expect(UnitTable.readSlip(["pumnet", "cherry"])?.unit == "punnet")
    }
}
