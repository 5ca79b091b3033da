import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// Two foods written side by side with no joining word are two items when the tables know no
/// food by both words; a name the as-eaten table holds, a dish with its filling, and a spice
/// beside a staple are never cut.
struct JuxtaposedFoodsTests {
    let meal = OfflineRecipeParser(reading: .eaten)

    @Test(arguments: [("dal rice", ["dal", "rice"]), ("idli sambar", ["idli", "sambar"]),
                      ("avocado toast", ["avocado", "toast"]), ("peanut butter toast", ["peanut butter", "toast"]),
                      ("chole bhature", ["chole", "bhature"]), ("vada pav", ["vada", "pav"]),
                      ("bacon roll", ["bacon", "roll"]), ("cheese naan", ["cheese", "naan"])])
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

    /// The attack on the first version of this cut: a dish named by a modifier and a head, a
    /// spice beside a staple, and a mixed dish with its filling are one item.
    @Test(arguments: ["apple pie", "hot dog", "ice cream", "peanut butter", "fried rice", "rajma chawal", "onion bhaji",
                      "a chicken sandwich", "20 jelly beans", "a bowl of jeera rice", "prawn curry", "6 pork dumplings",
                      "a mushroom pizza", "lamb curry", "masala dosa", "sticky rice", "jasmine rice", "garlic bread",
                      "banana bread", "naan bread", "bread roll", "sausage roll", "egg roll", "rice pudding", "lentil dal"])
    func aFoodTheTablesNameIsOneItem(text: String) throws {
        let items = try meal.parse(text).ingredients
        #expect(items.count == 1, "\(text): \(items.map { "\($0.name)=\($0.foodDescription ?? "none")" })")
    }

    /// Every two-word name the as-eaten table gives a food (its description's first part) reads
    /// as one item: what the table knows is never cut (SPEC 13).
    @Test func noTwoWordNameOfTheAsEatenTableIsCut() throws {
        let names = FoodDatabase.embedded.foods.filter { $0.table == .fndds }.compactMap { food -> String? in
            let first = food.description.split(separator: ",").first.map(String.init) ?? ""
            let words = first.split(separator: " ")
            return (2...3).contains(words.count) && words.allSatisfy({ $0.allSatisfy(\.isLetter) })
                && !words.contains(where: { MealTextSplitter.joiningWords.contains($0.lowercased()) }) ? first.lowercased() : nil
        }
        let unique = Array(Set(names)).sorted()
        try #require(unique.count > 300)
        forAllCases(300, seed: 2611) { testCase in
            let name = testCase.random.pick(unique)
            let items = (try? meal.parse(name).ingredients) ?? []
            testCase.check(items.count == 1, "'\(name)' read as \(items.map(\.name))")
        }
    }

    /// A food the as-eaten table names with a dish word ("chicken sandwich", "beef burrito",
    /// "lentil soup"): its first word and the dish word, side by side, never read as the first
    /// food alone plus the dish — the attack found 207 of 823 such pairs cut by the first version.
    @Test func aFoodBesideADishWordTheTableNamesTogetherIsNotCut() throws {
        let dishWords: Set<String> = ["sandwich", "burrito", "soup", "salad", "pie", "curry", "pizza", "taco", "wrap",
                                      "stew", "burger", "roll", "cake", "bread", "rice", "noodles", "dumpling", "omelet"]
        var pairs = Set<String>()
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let words = (food.description.split(separator: ",").first.map(String.init) ?? "").lowercased().split(separator: " ")
            if words.count == 2, dishWords.contains(String(words[1])), words[0].allSatisfy(\.isLetter) { pairs.insert(words.joined(separator: " ")) }
        }
        let sorted = pairs.sorted()
        try #require(sorted.count > 40)
        var cut: [String] = []
        for pair in sorted where ((try? meal.parse(pair).ingredients.count) ?? 1) > 1 { cut.append(pair) }
        #expect(cut.isEmpty, "\(cut.count) of \(sorted.count) cut: \(cut.prefix(10))")
    }

    /// The cut reads each piece of two or three food words a few times more: a long text of such
    /// pairs still parses in bounded work (the first version took 6.4 s on 19 KB).
    @Test func aLongTextOfPairsParsesInBoundedTime() throws {
        let text = Array(repeating: "idli sambar, avocado toast, dal rice, chicken sandwich", count: 40).joined(separator: ", ")
        let started = ProcessInfo.processInfo.systemUptime
        _ = try meal.parse(text)
        #expect(ProcessInfo.processInfo.systemUptime - started < 20, "\(text.utf8.count) bytes")
    }
}
