import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A vegetable, fruit, yogurt or salad named with no amount after a plate's main is a side's
/// half cup, not a helping's cup ("curry with raita" was a cup of yogurt, "burger and coleslaw"
/// a cup of coleslaw); after bread, rice, cereal or a drink it is what the meal is of.
@Suite struct SideByTheHalfCupTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    @Test func aSideAfterAMainIsHalfItsCup() throws {
        for (text, side) in [("steak with broccoli", "broccoli"), ("burger and coleslaw", "coleslaw"), ("bbq pulled pork sandwich with coleslaw", "coleslaw"),
                             ("chicken curry with raita", "raita"), ("pork chop with applesauce", "applesauce"),
                             ("steak with a side of coleslaw", "coleslaw")] {
            let alone = try #require(try eaten.parse(side).ingredients.first)
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 2 && items.last?.foodId == alone.foodId, "\(text) → \(items.map(\.name))")
            #expect(abs((items.last?.grams ?? 0) - (alone.grams ?? 0) / 2) < 0.5, "\(text) → \(items.last?.grams ?? 0) g, alone \(alone.grams ?? 0) g")
        }
        // After bread, cereal or a drink the food is the meal's own helping; beans and potato
        // salad are a plate's starch, by the cup; a topping is weighed as a topping.
        for (text, food) in [("2 roti with dal", "dal"), ("muesli with yoghurt", "yoghurt"), ("coffee and a yogurt", "a yogurt"),
                             ("steak with beans", "beans"), ("deviled eggs and potato salad", "potato salad"),
                             // Fried vegetables are served by the order; fruit is no main (attack30).
                             ("burger with onion rings", "onion rings"), ("banana and yogurt", "yogurt")] {
            let alone = try #require(try eaten.parse(food).ingredients.first)
            let last = try #require(try eaten.parse(text).ingredients.last)
            #expect(last.grams == alone.grams, "\(text) → \(last.grams ?? 0) g, alone \(alone.grams ?? 0) g")
        }
    }

    /// Any main of the survey's meat or fish with any vegetable or fruit it holds by the cup:
    /// the side weighs half what it weighs alone, the main what it weighs with a starch.
    @Test func anyVegetableBesideAnyMainIsHalfItsCup() throws {
        let mains = ["steak", "grilled chicken", "salmon", "pork chop", "a burger", "chicken curry", "lasagna", "meatloaf"]
        let sides = FoodDatabase.embedded.foods.filter { food in
            food.table == .fndds && EatenPortion.isSideByTheHalfCup(food) && !food.description.contains(",")
                && food.description.split(separator: " ").count <= 2
                && food.description.range(of: "^[A-Za-z ]+$", options: .regularExpression) != nil
        }
        #expect(sides.count >= 10, "\(sides.count) sides")
        var checked = 0
        forAllCases(150, seed: 0x51DE5) { testCase in
            let side = testCase.random.pick(sides).description.lowercased()
            let main = testCase.random.pick(mains)
            let alone = try eaten.parse(side).ingredients
            guard alone.count == 1, let food = alone.first, food.unit == "cup", food.quantity == 1 else { return }
            let items = try eaten.parse("\(main) with \(side)").ingredients
            guard items.count == 2, items[1].foodId == food.foodId else { return }
            checked += 1
            #expect(abs((items[1].grams ?? 0) - (food.grams ?? 0) / 2) < 0.5,
                    "\(main) with \(side) → \(items[1].grams ?? 0) g, alone \(food.grams ?? 0) g; seed \(testCase.seed)")
        }
        #expect(checked >= 30, "\(checked) cases checked")
    }

    /// A dish the survey weighs as one person's item ("1 individual pie") is that item beside
    /// other foods too: "pie with mash and peas" was a cup of pie.
    @Test func anIndividualPieBesideOtherFoodsIsOnePie() throws {
        for text in ["chicken pot pie", "meat pie", "shepherd's pie"] {
            let one = try #require(try eaten.parse("a \(text)").ingredients.first)
            let plate = try #require(try eaten.parse("\(text) with mash and peas").ingredients.first)
            #expect(plate.unit == "pie" && plate.grams == one.grams, "\(text) → \(plate.quantity) \(plate.unit) \(plate.grams ?? 0) g")
        }
    }

    /// A take-away ice cream cup of a size is counted only when the size is said: ice cream
    /// named plainly is no 240 g "medium ice cream cup".
    @Test func iceCreamIsNoTakeAwayCupUnlessItsSizeIsSaid() throws {
        let plain = try #require(try eaten.parse("vanilla ice cream").ingredients.first)
        #expect((plain.grams ?? 0) <= 135, "\(plain.quantity) \(plain.unit) \(plain.grams ?? 0) g")
        let small = try #require(try eaten.parse("a small ice cream").ingredients.first)
        #expect(small.unit == "small" && small.grams == 120)
    }
}
