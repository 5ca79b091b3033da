import Testing
import TestSupport
@testable import MealLedger

/// Two foods written side by side with no joining word are two items when the tables know no
/// food by both words; a name the as-eaten table holds is never cut.
struct JuxtaposedFoodsTests {
    let meal = OfflineRecipeParser(reading: .eaten)

    @Test(arguments: [("dal rice", ["dal", "rice"]), ("idli sambar", ["idli", "sambar"]),
                      ("coffee croissant", ["coffee", "croissant"])])
    func twoFoodsSideBySideAreTwoItems(text: String, names: [String]) throws {
        let items = try meal.parse(text).ingredients
        #expect(items.map(\.name) == names, "\(text): \(items.map { "\($0.name)=\($0.foodDescription ?? "none")" })")
    }

    @Test func theAmountStaysWithTheFirstFood() throws {
        let items = try meal.parse("2 idli sambar").ingredients
        try #require(items.count == 2)
        #expect(items[0].quantity == 2 && items[0].foodDescription == "Idli")
        #expect(items[1].flags.contains(.assumed))
    }

    @Test(arguments: ["apple pie", "hot dog", "ice cream", "peanut butter", "fried rice", "rajma chawal", "onion bhaji"])
    func aFoodTheTablesNameIsOneItem(text: String) throws {
        #expect(try meal.parse(text).ingredients.count == 1, "\(text)")
    }

    /// Every two-word name the as-eaten table gives a food (its description's first part) reads
    /// as one item: what the table knows is never cut (SPEC 13).
    @Test func noTwoWordNameOfTheAsEatenTableIsCut() throws {
        let names = FoodDatabase.embedded.foods.filter { $0.table == .fndds }.compactMap { food -> String? in
            let first = food.description.split(separator: ",").first.map(String.init) ?? ""
            let words = first.split(separator: " ")
            return words.count == 2 && words.allSatisfy({ $0.allSatisfy(\.isLetter) }) ? first.lowercased() : nil
        }
        let unique = Array(Set(names)).sorted()
        try #require(unique.count > 300)
        forAllCases(150, seed: 2611) { testCase in
            let name = testCase.random.pick(unique)
            let items = (try? meal.parse(name).ingredients) ?? []
            testCase.check(items.count == 1, "'\(name)' read as \(items.map(\.name))")
        }
    }
}
