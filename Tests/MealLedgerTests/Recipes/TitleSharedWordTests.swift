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
