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

/// Withdrawn after attack12: "on the"/"in the" joined "syrup on the pancakes" into one item and
/// dropped the pancakes. A food after "on the" is a food of its own.
struct OnTheFoodTests {
    @Test func aFoodOnTheOtherIsTwoFoods() throws {
        let eaten = OfflineRecipeParser(reading: .eaten)
        for text in ["syrup on the pancakes", "ketchup on the fries", "salsa on the tacos", "jam on the toast"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 2, "\(text): \(items.map { $0.foodDescription ?? "-" })")
        }
    }

    /// What follows "on" to say how a food comes is no second food: "corn on the cob" is corn
    /// (it was corn and a bread roll, the British "cob"), with an amount said before or after.
    @Test func howAFoodComesIsNoFood() throws {
        let eaten = OfflineRecipeParser(reading: .eaten)
        for text in ["corn on the cob", "2 ears corn on the cob", "corn on the cob 2 ears", "6 oysters on the half shell",
                     "chicken on a stick", "ribs on the bone"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 1 && !(items[0].foodDescription ?? "").hasPrefix("Roll"), "\(text): \(items.map { $0.foodDescription ?? "-" })")
        }
        let ears = try eaten.parse("corn on the cob 2 ears").ingredients
        #expect(ears.first?.quantity == 2 && ears.first?.foodDescription?.hasPrefix("Corn") == true)
        let plate = try eaten.parse("steak with corn on the cob").ingredients
        #expect(plate.count == 2 && plate[1].foodDescription?.hasPrefix("Corn") == true)
    }

    /// A cooking word after a comma is read into its food once; more are notes ("2 eggs,
    /// scrambled, scrambled" reading the growing piece at every comma was quadratic: 1,800 of
    /// them took 21 s).
    @Test func aCookingWordIsReadIntoItsFoodOnce() throws {
        let items = try OfflineRecipeParser(reading: .eaten).parse("2 eggs, scrambled, scrambled, scrambled").ingredients
        #expect(items.count == 1 && items[0].quantity == 2, "\(items.map(\.name))")
        #expect(items[0].name.components(separatedBy: "scrambled").count == 2, "\(items[0].name)")
    }
}
