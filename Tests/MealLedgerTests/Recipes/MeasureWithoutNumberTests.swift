import Testing
import TestSupport
@testable import MealLedger

/// A measure or container named with no number before it ("bowl of cereal", "glass of milk",
/// "tin of tuna") is one of it, read exactly as "1 bowl of cereal" is; before, the unit word
/// became part of the food's name ("bowl cereal") and the item took a usual portion.
@Suite struct MeasureWithoutNumberTests {
    static let foods = ["milk", "rice", "tuna", "strawberries", "cereal", "orange juice", "yogurt", "peas"]

    @Test func aUnitWordFollowedByOfReadsAsOneOfThatUnit() {
        // "thumb of ginger" is a piece of it, with or without a number (its own rule).
        let units = UnitTable.allUnits.union(UnitTable.countUnits).subtracting(UnitTable.sizeUnits).subtracting(["thumb"]).sorted()
        forAllCases(120, seed: 0x0F_0F0F) { testCase in
            let unit = units.randomElement(using: &testCase.random)!
            let food = Self.foods.randomElement(using: &testCase.random)!
            let reading: FoodReading = Bool.random(using: &testCase.random) ? .eaten : .bought
            let parser = OfflineRecipeParser(reading: reading)
            guard let bare = try? parser.parse("\(unit) of \(food)").ingredients,
                  let counted = try? parser.parse("1 \(unit) of \(food)").ingredients else {
                testCase.check(false, "'\(unit) of \(food)' as \(reading) was refused")
                return
            }
            testCase.check(bare.count == 1 && bare.map(\.quantity) == counted.map(\.quantity)
                               && bare.map(\.unit) == counted.map(\.unit) && bare.map(\.grams) == counted.map(\.grams)
                               && bare.map(\.foodId) == counted.map(\.foodId),
                           "'\(unit) of \(food)' as \(reading): \(bare.map { "\($0.quantity) \($0.unit) \($0.name)" }) "
                               + "against \(counted.map { "\($0.quantity) \($0.unit) \($0.name)" })")
        }
    }

    @Test(arguments: ["bowl", "mug", "glass", "plate"])
    func aTextMeasuredInAVesselFoodIsEatenFromReadsAsEaten(vessel: String) throws {
        let plural = vessel == "glass" ? "glasses" : vessel + "s"
        for text in ["\(vessel) of rice", "1 \(vessel) of rice", "2 \(plural) of rice"] {
            let read = try OfflineRecipeParser().parse(text)
            #expect(read.ingredients.map(\.state) == [.eaten], "\(text)")
        }
        // A recipe's list is still bought, vessel or not.
        let list = try OfflineRecipeParser().parse("1 cup rice\n1 glass of wine")
        #expect(list.ingredients.map(\.state) == [.bought, .bought])
    }
}
