import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// A small bowl holds less than a bowl and a big one more ("a small glass of juice" was a full
/// glass), and a vessel alone after a comma is the food's amount ("rice pudding, small bowl",
/// "chicken and rice, big plate" was a veal plate).
struct VesselSizeTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    static let foods = ["cereal", "soup", "pasta", "rice", "milk", "orange juice", "porridge", "chicken curry", "salad",
                        "mixed nuts", "ice cream", "beef stew", "fruit salad", "noodles", "chili", "yogurt", "tea", "lemonade"]

    @Test func aVesselsSizeScalesWhatItHolds() {
        var asked = 0, ordered = 0, same = 0
        var wrong: [String] = []
        forAllCases(120, seed: 0xB0_B1) { testCase in
            let food = testCase.random.pick(Self.foods)
            let vessel = testCase.random.pick(["bowl", "glass", "plate", "mug"])
            let small = eaten.grams("a small \(vessel) of \(food)"), plain = eaten.grams("a \(vessel) of \(food)")
            let large = eaten.grams("a \(testCase.random.pick(["large", "big"])) \(vessel) of \(food)")
            asked += 1
            if small < plain, plain < large { ordered += 1 } else { wrong.append("\(vessel) of \(food): \(small) / \(plain) / \(large) g") }
            let after = eaten.grams("\(food), small \(vessel)")
            if abs(after - small) <= 0.01 * max(small, 1) { same += 1 } else { wrong.append("\(food), small \(vessel): \(after) g for \(small)") }
        }
        print("small < plain < large vessels: \(ordered) of \(asked); a vessel after a comma as before: \(same); wrong: \(wrong.prefix(8))")
        #expect(Double(ordered) >= 0.95 * Double(asked), "\(ordered) of \(asked): \(wrong)")
        #expect(Double(same) >= 0.95 * Double(asked), "\(same) of \(asked): \(wrong)")
    }

    /// A container's size is no vessel's: "1 large can of beans" is the can.
    @Test func aContainersSizeStaysTheContainers() throws {
        #expect(eaten.grams("1 large can of beans") == eaten.grams("1 can of beans"))
        // A weight said is what it held; a cup is a measure as often as a vessel (attack16).
        #expect(eaten.grams("1 small bowl (200 g) rice") == 200)
        #expect(eaten.grams("1 large cup of sugar") == eaten.grams("1 cup of sugar"))
    }
}
