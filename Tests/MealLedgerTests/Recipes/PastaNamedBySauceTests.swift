import Testing
import TestSupport
@testable import MealLedger

/// A pasta dish named by its shape and its sauce is the tables' pasta with that sauce:
/// "spaghetti marinara" was the marinara sauce alone (50 kcal per 100 g for 106), "penne alla
/// vodka" a shot of vodka.
struct PastaNamedBySauceTests {
    let parser = OfflineRecipeParser(reading: .eaten)

    @Test func aPastaNamedByItsSauceIsPastaWithThatSauce() {
        let shapes = EatenFoodSynonyms.pastaWords.filter { $0 != "angel" && $0 != "gnocchi" }.sorted()
        let sauces = EatenFoodSynonyms.pastaSauces.keys.sorted()
        forAllCases(150, seed: 0x9A57A) { (testCase: inout PropertyCase) in
            let shape = shapes[Int(testCase.random.next() % UInt64(shapes.count))]
            let sauce = sauces[Int(testCase.random.next() % UInt64(sauces.count))]
            let joiner = ["", "alla ", "al "][Int(testCase.random.next() % 3)]
            let amount = ["", "100 g ", "a bowl of ", "2 cups "][Int(testCase.random.next() % 4)]
            let text = "\(amount)\(shape) \(joiner)\(sauce)"
            let items = (try? parser.parse(text).ingredients) ?? []
            let description = items.first?.foodDescription ?? ""
            let wanted = FoodSearchIndex.words(in: EatenFoodSynonyms.pastaSauces[sauce]!).filter { $0 != "with" && $0 != "and" }
            let held = Set(FoodSearchIndex.words(in: description))
            testCase.check(items.count == 1 && description.hasPrefix("Pasta with") && wanted.allSatisfy(held.contains),
                           "\(text): \(items.map { $0.foodDescription ?? "none" })")
        }
    }
}
