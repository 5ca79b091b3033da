import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// Roasting and sautéing are done in fat: "roasted broccoli" and "sauteed spinach" are the
/// table's food cooked with fat, while "broccoli" and "steamed broccoli" stay the food cooked
/// without it (SPEC 13: fat only when the text says so; these words say so).
struct FatCookingWordTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// Foods the as-eaten table holds cooked (from fresh) both with no added fat and with fat:
    /// the name before the first comma, lower case.
    static let cookedBothWays: [String] = {
        let descriptions = Set(FoodDatabase.embedded.foods.filter { $0.table == .fndds }.map(\.description))
        var names: Set<String> = []
        for description in descriptions where description.hasSuffix(", no added fat") {
            let cooked = String(description.dropLast(", no added fat".count))
            let name = String(cooked.split(separator: ",")[0])
            guard [name + ", fresh, cooked", name + ", cooked"].contains(cooked), name.allSatisfy({ $0.isLetter || $0 == " " }),
                  descriptions.contains(where: { $0.hasPrefix(cooked + " with oil") || $0.hasPrefix(cooked + ", fat added") })
            else { continue }
            names.insert(name.lowercased())
        }
        return names.sorted()
    }()

    @Test func aWayOfCookingInFatIsCookedWithFat() throws {
        let names = Self.cookedBothWays
        #expect(names.count >= 20, "only \(names.count) vegetables cooked both ways")
        var asked = 0, withFat = 0, plainLean = 0
        var wrong: [String] = []
        forAllCases(120, seed: 0xFA7_C00C) { testCase in
            let name = testCase.random.pick(names)
            let word = testCase.random.pick(["roasted", "sauteed", "roast", "stir fried"])
            guard let cooked = try? eaten.parse("100 g \(word) \(name)").ingredients.first,
                  let plain = try? eaten.parse("100 g \(name)").ingredients.first else { return }
            asked += 1
            let fat = cooked.foodDescription ?? ""
            if !fat.contains("no added fat"), cooked.calories >= plain.calories { withFat += 1 } else { wrong.append("\(word) \(name) → \(fat)") }
            if (plain.foodDescription ?? "").contains("no added fat") { plainLean += 1 }
        }
        print("cooked in fat read with fat: \(withFat) of \(asked); plain read without added fat: \(plainLean); wrong: \(wrong.prefix(8))")
        #expect(asked >= 100)
        #expect(Double(withFat) >= 0.9 * Double(asked), "\(withFat) of \(asked): \(wrong)")
        #expect(Double(plainLean) >= 0.9 * Double(asked))
        // The food's own row cooked with fat, not another dish holding it (attack16: a squash souffle).
        #expect(try eaten.parse("roasted zucchini").ingredients.first?.foodDescription?.hasPrefix("Summer squash") == true)
    }
}
