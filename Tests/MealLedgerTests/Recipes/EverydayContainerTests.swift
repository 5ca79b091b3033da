import Testing
@testable import MealLedger

/// A recipe's punnet, handful, pot or tub is its usual contents (SPEC 13), as a meal's is: a
/// punnet of cherry tomatoes was one 90 g "typical portion", a guess.
struct EverydayContainerTests {
    let recipe = OfflineRecipeParser(reading: .bought)

    @Test func aRecipesEverydayContainerIsItsUsualContents() throws {
        for (text, grams) in [("1 punnet cherry tomatoes, halved", 250.0), ("2 punnets strawberries", 500),
                              ("1 pot natural yoghurt", 150)] {
            let ingredient = try #require(try recipe.parse(text).ingredients.first)
            #expect(ingredient.grams == grams, "\(text): \(ingredient.grams ?? 0) g")
            #expect(!ingredient.flags.contains(.unitGuessed))
        }
    }

    @Test func aPackageIsStillNotGivenASize() throws {
        // A package holds anything from a bag of crisps to a pound of pasta: no container default.
        let pasta = try #require(try recipe.parse("1 package spaghetti").ingredients.first)
        #expect(pasta.grams != EatenPortion.everydayDefaults["package"]?.grams)
    }
}
