import Testing
@testable import MealLedger

/// SPEC 13's plainest as-eaten form of a food named alone: cooked without added fat for what is
/// eaten cooked (FNDDS's "NFS" of beans and fish is their fat-added or fried figure), raw for
/// what is eaten raw, and the table's own single serving of a packaged food.
struct PlainestFormTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    private func food(_ text: String) throws -> ParsedIngredient {
        try #require(try eaten.parse(text).ingredients.first)
    }

    @Test func beansNamedAloneAreCookedFromDryWithNoAddedFat() throws {
        for name in ["black beans", "lentils", "chickpeas"] {
            let beans = try food("100 g \(name)")
            #expect(beans.foodDescription?.hasSuffix("from dried, no added fat") == true, "\(name): \(beans.foodDescription ?? "none")")
        }
        // Asked for, the variant is read.
        let canned = try food("100 g canned black beans")
        #expect(canned.foodDescription?.contains("canned") == true, "\(canned.foodDescription ?? "none")")
        let withOil = try food("100 g fried black beans")
        #expect(withOil.calories > 170, "\(withOil.foodDescription ?? "none")")
    }

    @Test func fishNamedAloneIsBakedOrBroiledNotTheFriedFigure() throws {
        for name in ["cod", "shrimp"] {
            let fish = try food("100 g \(name)")
            #expect(fish.foodDescription?.contains("baked or broiled") == true, "\(name): \(fish.foodDescription ?? "none")")
            #expect(fish.calories < 150, "\(name): \(fish.calories)")
        }
        let fried = try food("100 g fried cod")
        #expect(fried.foodDescription?.contains("fried") == true)
    }

    @Test func vegetablesEatenRawAreRawUnlessCookingIsSaid() throws {
        for name in ["cucumber", "celery"] {
            let raw = try food("100 g \(name)")
            #expect(raw.foodDescription?.lowercased().hasSuffix("raw") == true, "\(name): \(raw.foodDescription ?? "none")")
        }
        let cooked = try food("100 g cooked celery")
        #expect(cooked.foodDescription?.lowercased().contains("cooked") == true, "\(cooked.foodDescription ?? "none")")
    }

    @Test func aVegetableIsNotTheDishItFlavours() throws {
        // "Muffin, zucchini" holds the word, but names a muffin.
        for name in ["zucchini", "courgette"] {
            let squash = try food("100 g \(name)")
            #expect(squash.calories < 60, "\(name): \(squash.foodDescription ?? "none") \(squash.calories)")
        }
        let granola = try food("100 g granola")
        #expect(granola.foodDescription?.hasPrefix("Cereal") == true, "\(granola.foodDescription ?? "none")")
    }

    @Test func aPackagedFoodNamedWithNoAmountIsTheTablesSingleServing() throws {
        let granola = try food("granola")
        #expect(granola.unit == "serving" && abs((granola.grams ?? 0) - 30) < 1, "\(granola.unit) \(granola.grams ?? 0)")
    }
}
