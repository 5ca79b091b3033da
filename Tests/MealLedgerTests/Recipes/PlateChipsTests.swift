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

    @Test func otherFriedPotatoesKeepTheirOwnPortions() throws {
        // Hash browns and tots share the fries' category, not their order size.
        let hashBrowns = try #require(try meal.parse("hash browns").ingredients.first)
        #expect(hashBrowns.grams == 160)
    }

    @Test func aPieIsOnePersonsPieNotAWholeOne() throws {
        let pie = try #require(try meal.parse("a meat pie").ingredients.first)
        #expect(pie.grams == 250, "\(pie.foodDescription ?? "none") \(pie.grams ?? 0) g")
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
