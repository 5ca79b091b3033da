import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// "A side of fries" is a serving of fries ("side" was side pork), and "on the side" says how a
/// food was served, no food of its own.
struct SideServingTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    static let mains = ["steak", "a burger", "chicken parm", "grilled salmon", "2 eggs", "a cheeseburger", "pork chops"]
    static let sides = ["fries", "coleslaw", "rice", "mashed potatoes", "salad", "beans", "corn", "mac and cheese", "garlic bread", "ziti"]

    @Test func aSideIsAServingOfIt() {
        var asked = 0, same = 0
        var differ: [String] = []
        forAllCases(120, seed: 0x51DE) { testCase in
            let main = testCase.random.pick(Self.mains), side = testCase.random.pick(Self.sides)
            let plain = eaten.kcal("\(main) with \(side)")
            let written = testCase.random.pick(["\(main) with a side of \(side)", "\(main) with \(side) on the side",
                                                "\(main) and a side of \(side)"])
            asked += 1
            let read = eaten.kcal(written)
            if plain > 0, abs(read - plain) <= 0.15 * plain { same += 1 } else { differ.append("\(written): \(Int(read)) for \(Int(plain))") }
        }
        print("sides read as the side: \(same) of \(asked); differ: \(differ.prefix(8))")
        #expect(Double(same) >= 0.95 * Double(asked), "\(same) of \(asked): \(differ)")
        #expect((try? eaten.parse("fried plantain on the side").ingredients.count) == 1)
    }
}
