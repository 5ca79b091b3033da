import Testing
@testable import MealLedger

/// Chips beside a hot main are fried potatoes; alone or with a dip they are crisps. A side
/// served by the order (fries) named with no amount is a medium order, and a size word sizes
/// the order, not one fry.
struct PlateChipsTests {
    let meal = OfflineRecipeParser(reading: .eaten)

    func food(of text: String, named name: String) throws -> ParsedIngredient {
        try #require(try meal.parse(text).ingredients.first { $0.name == name })
    }

    @Test(arguments: ["fish and chips", "egg and chips", "a burger and chips", "steak, chips and peas"])
    func chipsBesideAHotMainAreFriedPotatoes(text: String) throws {
        let chips = try food(of: text, named: "chips")
        #expect(chips.foodDescription?.contains("french fries") == true, "\(text): \(chips.foodDescription ?? "none")")
        #expect((chips.grams ?? 0) >= 100)
    }

    @Test(arguments: ["chips", "chips and salsa", "a sandwich and chips"])
    func chipsAloneOrWithADipOrASandwichAreCrisps(text: String) throws {
        let chips = try food(of: text, named: "chips")
        #expect(chips.foodDescription?.contains("chips") == true, "\(text): \(chips.foodDescription ?? "none")")
    }

    @Test func aSizeWordSizesAnOrderOfFries() throws {
        let large = try #require(try meal.parse("a large fries").ingredients.first)
        let small = try #require(try meal.parse("a small fries").ingredients.first)
        let plain = try #require(try meal.parse("fries").ingredients.first)
        #expect(large.grams == 150)
        #expect(small.grams == 90)
        #expect(plain.grams == 120)
    }
}
