import Foundation
import Testing
@testable import MealLedger

/// "X with oil", "X with butter": the as-eaten table holds many foods cooked with a named fat
/// ("Rice, white, cooked, made with oil", "Broccoli, fresh, cooked with butter"), and a person
/// who writes the food and the fat means that food, not the food and a tablespoon of oil
/// beside it, nor an oil. The phrases are made from the table's own descriptions.
@Suite struct CookedWithFatTests {
    /// Every FNDDS food cooked with a named fat, as "1 cup NAME with FAT" (its description's first
    /// part as the name), with the fat it names.
    static func examples() throws -> [(phrase: String, fat: String, description: String)] {
        let text = try String(contentsOf: AsEatenEvaluationTests.directory.appendingPathComponent("nutrient-values.tsv"),
                              encoding: .utf8)
        var examples: [(String, String, String)] = []
        for line in text.split(separator: "\n").dropFirst() {
            let description = String(line.split(separator: "\t", omittingEmptySubsequences: false)[1])
            let segments = description.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard segments.count >= 2, let last = segments.last,
                  let fat = ["oil", "butter"].first(where: { last == "made with \($0)" || last.hasSuffix("cooked with \($0)") }),
                  segments[0].split(separator: " ").count <= 2, !segments[0].contains(" or ") else { continue }
            examples.append(("1 cup \(segments[0]) with \(fat)", fat, description))
        }
        return examples
    }

    @Test(.enabled(if: AsEatenEvaluationTests.isAvailable, "USDA FNDDS files not found beside the repository"))
    func aFoodWithTheFatItWasCookedInIsThatFoodCookedSo() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 20)
        let parser = OfflineRecipeParser(reading: .eaten)
        var right = 0
        var misses: [String] = []
        for example in examples {
            let items = try parser.parse(example.phrase).ingredients
            let description = items.first?.foodDescription?.lowercased() ?? ""
            let name = example.description.split(separator: ",")[0].lowercased()
            if items.count == 1, description.hasPrefix(name), description.contains(example.fat) {
                right += 1
            } else {
                misses.append("'\(example.phrase)' → \(items.map { "\($0.foodDescription ?? "?") \($0.grams ?? 0) g" })")
            }
        }
        print("cooked with a fat: \(right) of \(examples.count) read as the food cooked so\n"
              + misses.prefix(10).map { "  " + $0 }.joined(separator: "\n"))
        #expect(Double(right) >= 0.8 * Double(examples.count), "\(misses)")
    }
}
