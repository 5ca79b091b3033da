import Foundation
import Testing
@testable import MealLedger

/// A short name the synonym list holds is that name, never mended as a slip: "chx" is chicken
/// (a dietitian's shorthand), not Chex Mix; "broc", "yog", "scr", "oj", "pb".
struct ShortSynonymTests {
    @Test func aShortSynonymIsItsFood() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        var asked = 0, same = 0
        var differ: [String] = []
        for (word, synonym) in EatenFoodSynonyms.words.sorted(by: { $0.key < $1.key })
        where word.count <= 4 && word.allSatisfy(\.isLetter) && !AsEatenMatcher.preparationWords.contains(synonym) {
            guard let meant = try parser.parse(synonym).ingredients.first?.foodId else { continue }
            asked += 1
            let read = try parser.parse(word).ingredients.first
            if read?.foodId == meant { same += 1 } else { differ.append("\(word) → \(read?.foodDescription ?? "-")") }
        }
        print("short synonyms read as their food: \(same) of \(asked); differ: \(differ.prefix(10))")
        #expect(asked >= 20)
        #expect(Double(same) >= 0.85 * Double(asked), "\(same) of \(asked): \(differ)")
        #expect(try parser.parse("3oz grilled chx").ingredients.first?.foodDescription?.hasPrefix("Chicken") == true)
        #expect(try parser.parse("2 eggs over easy").ingredients.first?.foodDescription?.contains("fried") == true)
    }
}
