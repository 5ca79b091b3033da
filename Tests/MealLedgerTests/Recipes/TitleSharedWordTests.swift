import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// "fried rice with a fried egg" is rice and an egg: a way of cooking two foods share is no
/// food word in common, so the first is no title for the second ("Salmon bowl with 150 g
/// salmon" still is: salmon is the bowl's and the part's food).
struct TitleSharedWordTests {
    @Test func aSharedWayOfCookingMakesNoTitle() throws {
        let eaten = OfflineRecipeParser(reading: .eaten)
        let foods = ["rice", "chicken", "potatoes", "fish", "noodles", "tofu", "vegetables", "mushrooms", "onions", "shrimp"]
        let sides = ["egg", "tomato", "banana", "sausage", "halloumi", "plantain", "pepper", "bread"]
        let ways = ["fried", "grilled", "roasted", "boiled", "steamed", "baked", "scrambled", "poached"]
        var dropped: [String] = []
        forAllCases(300, seed: 0x7171E) { testCase in
            let way = testCase.random.pick(ways)
            let text = "\(way) \(testCase.random.pick(foods)) with a \(way) \(testCase.random.pick(sides))"
            let items = (try? eaten.parse(text).ingredients) ?? []
            testCase.check(items.count == 2, "\(text): \(items.map(\.name))")
            if items.count != 2 { dropped.append(text) }
        }
        print("a shared way of cooking, two foods kept: \(300 - dropped.count) of 300")
        let bowl = try eaten.parse("salmon bowl with 150 g salmon, 1 cup rice").ingredients
        #expect(bowl.count == 2 && bowl[0].name.contains("salmon bowl"), "\(bowl.map(\.name))")
    }
}

/// "corn on the cob", "toad in the hole": a food is served on or in a thing named with "the",
/// part of its name, where "beans on toast" joins two foods.
struct OnTheThingTests {
    @Test func onOrInTheThingIsOneItem() throws {
        let eaten = OfflineRecipeParser(reading: .eaten)
        let foods = ["corn", "chicken", "salmon", "eggs", "potatoes", "sausages", "burger", "steak", "rice", "peppers"]
        let things = ["cob", "side", "grill", "bbq", "bone", "shell", "pan", "barbecue", "oven", "go"]
        forAllCases(150, seed: 0x0417E) { testCase in
            let food = testCase.random.pick(foods)
            let text = "\(food) \(testCase.random.pick(["on", "in"])) the \(testCase.random.pick(things))"
            let items = (try? eaten.parse(text).ingredients) ?? []
            testCase.check(items.count == 1, "\(text): \(items.map(\.name))")
        }
        let corn = try eaten.parse("2 corn on the cob").ingredients
        #expect(corn.count == 1 && corn[0].foodDescription?.hasPrefix("Corn") == true && corn[0].quantity == 2, "\(corn)")
        #expect(try eaten.parse("beans on toast").ingredients.count == 2)
    }
}
