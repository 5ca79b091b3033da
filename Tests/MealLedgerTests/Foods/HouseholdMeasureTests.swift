import Testing
@testable import MealLedger

/// Unit names as people and SR28 write them, and grams per unit.
struct HouseholdMeasureTests {
    @Test(arguments: [
        ("cup", "cup"), ("cups", "cup"), ("c", "cup"), ("C.", "cup"), (" Cups ", "cup"),
        ("tbsp", "tbsp"), ("Tablespoons", "tbsp"), ("tablespoon", "tbsp"), ("tbs", "tbsp"), ("Tbsp.", "tbsp"), ("T", "tbsp"),
        ("tsp", "tsp"), ("teaspoons", "tsp"), ("tsp.", "tsp"), ("t", "tsp"),
        ("oz", "oz"), ("ounces", "oz"), ("fl oz", "fl oz"), ("fl. oz.", "fl oz"), ("fluid ounces", "fl oz"),
        ("lb", "lb"), ("lbs", "lb"), ("pounds", "lb"), ("g", "g"), ("grams", "g"), ("kg", "kg"), ("ml", "ml"),
        ("liters", "l"), ("piece", "piece"), ("pieces", "piece"), ("pcs", "piece"), ("each", "each"),
        ("slice", "slice"), ("slices", "slice"), ("clove", "clove"), ("cloves", "clove"), ("Large", "large"),
        ("med", "medium"), ("leaves", "leaf"), ("patties", "patty"), ("inches", "inch"), ("cookies", "cookie"),
        ("cans", "can"), ("whole", "whole"), ("glass", "glass"),
    ])
    func unitNamesAreNormalized(name: String, expected: String) {
        #expect(HouseholdMeasure.normalizedUnit(name) == expected)
    }

    @Test(arguments: [
        ("cup", "cup"), ("cup, chopped", "cup"), ("cup (1 NLEA serving)", "cup"), ("tablespoon", "tbsp"),
        ("large (8\" to 8-7/8\" long)", "large"), ("serving 1/2 cup", "serving"), ("NLEA serving", "serving"),
        ("fl oz", "fl oz"), ("pat (1\" sq, 1/3\" high)", "pat"), ("extra large", "extra large"),
        ("cubic inch", "cubic inch"), ("breast, bone and skin removed", "breast"), ("cookies", "cookie"),
        ("oz, boneless", "oz"), ("slices", "slice"),
    ])
    func theUnitOfAnSR28MeasureIsItsFirstWord(description: String, expected: String) {
        #expect(HouseholdMeasure.unit(ofMeasureDescription: description) == expected)
    }

    @Test func gramsPerUnitDividesTheWeightByTheAmount() {
        let halfBreast = HouseholdMeasure(amount: 0.5, grams: 86, description: "breast, bone and skin removed")
        #expect(halfBreast.unit == "breast")
        #expect(halfBreast.gramsPerUnit == 172)
    }

    @Test func aFoodsOwnMeasureGivesTheGramsOfOneUnit() throws {
        let database = FoodDatabase.embedded
        let butter = try #require(database.food(id: "01001"))
        #expect(butter.gramsPerUnit("tablespoons") == 14.2)
        #expect(butter.gramsPerUnit("Cup") == 227)
        #expect(butter.gramsPerUnit("sticks") == 113)
        let oil = try #require(database.food(id: "04053"))
        #expect(oil.gramsPerUnit("tbsp") == 13.5)
        #expect(oil.gramsPerUnit("teaspoon") == 4.5)
        let egg = try #require(database.food(id: "01123"))
        #expect(egg.gramsPerUnit("large") == 50)
        #expect(egg.gramsPerUnit("small") == 38)
        let chicken = try #require(database.food(id: "05064"))
        #expect(chicken.gramsPerUnit("breasts") == 172)
    }

    @Test func massUnitsConvertTheSameForEveryFood() throws {
        let banana = try #require(FoodDatabase.embedded.food(id: "09040"))
        #expect(banana.gramsPerUnit("oz") == 28.349523125)
        #expect(banana.gramsPerUnit("lbs") == 453.59237)
        #expect(banana.gramsPerUnit("g") == 1)
        #expect(banana.gramsPerUnit("kg") == 1000)
    }

    @Test func aMissingVolumeUnitComesFromAnotherVolumeMeasure() throws {
        // Milk 01211 lists cup 244 g but no teaspoon: 1 tsp = 1/48 cup.
        let milk = try #require(FoodDatabase.embedded.food(id: "01211"))
        let teaspoon = try #require(milk.gramsPerUnit("tsp"))
        #expect(abs(teaspoon - 244.0 / 48) < 1e-9)
        let millilitre = try #require(milk.gramsPerUnit("ml"))
        #expect(abs(millilitre - 244 / 236.5882365) < 1e-9)
    }

    @Test func aPieceFallsBackToTheFoodsCountMeasures() throws {
        // Egg 01123 has no "piece": the first count-like unit it has, in the order piece, each,
        // whole, item, unit, medium, large, small, is medium (44 g).
        let egg = try #require(FoodDatabase.embedded.food(id: "01123"))
        #expect(egg.gramsPerUnit("piece") == 44)
        #expect(egg.gramsPerUnit("each") == 44)
    }

    @Test func aMeasureNamedByTheUnitAloneIsPreferred() {
        let measures = [
            HouseholdMeasure(amount: 1, grams: 225, description: "cup, mashed"),
            HouseholdMeasure(amount: 1, grams: 150, description: "cup"),
        ]
        #expect(HouseholdMeasure.gramsPerUnit("cups", in: measures) == 150)
        #expect(HouseholdMeasure.gramsPerUnit("cups", in: Array(measures.prefix(1))) == 225)
    }

    @Test func anUnknownUnitHasNoGrams() throws {
        let rice = try #require(FoodDatabase.embedded.food(id: "20045"))
        #expect(rice.gramsPerUnit("handful") == nil)
        #expect(rice.gramsPerUnit("slice") == nil)
        #expect(HouseholdMeasure.gramsPerUnit("cup", in: []) == nil)
    }
}
