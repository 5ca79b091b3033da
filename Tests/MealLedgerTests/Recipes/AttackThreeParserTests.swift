import Testing
import TestSupport
@testable import MealLedger

/// What a fresh attack on this round's parser rules found, each read as the attack wrote it.
struct AttackThreeParserTests {
    let eaten = OfflineRecipeParser(reading: .eaten)
    let bought = OfflineRecipeParser(reading: .bought)

    @Test func everyNoteOfWhenAfterAFoodIsCut() throws {
        // Only the last was: "2 eggs this morning for breakfast" was a breakfast cereal, 218 kcal.
        for text in ["2 eggs this morning for breakfast", "eggs at 8am for breakfast"] {
            let eggs = try #require(try eaten.parse(text).ingredients.first)
            #expect(eggs.foodDescription?.hasPrefix("Egg") == true, "\(text) → \(eggs.foodDescription ?? "none")")
        }
        let pasta = try #require(try eaten.parse("pasta for dinner last night").ingredients.first)
        #expect(pasta.foodDescription?.hasPrefix("Pasta") == true && pasta.name == "pasta", "\(pasta.name) \(pasta.foodDescription ?? "")")
    }

    @Test func aDiarysWordsMakeALineAMealWithNoReadingGiven() throws {
        // `recipe parse "2 eggs for breakfast"` was a breakfast pizza, 596 kcal.
        let eggs = try #require(try OfflineRecipeParser().parse("2 eggs for breakfast").ingredients.first)
        #expect(eggs.foodDescription?.hasPrefix("Egg") == true, "\(eggs.foodDescription ?? "none")")
        #expect(OfflineRecipeParser.saysWhenOrWho("I had a banana") && !OfflineRecipeParser.saysWhenOrWho("about 2 cups flour"))
        #expect(!OfflineRecipeParser.saysWhenOrWho("2 eggs at room temperature"))
    }

    @Test func aSideToServeKeepsItsPortion() throws {
        // Lines with "to serve" were read as seasonings: "cooked rice, to serve" was 1 tbsp, 13 kcal.
        let rice = try #require(try OfflineRecipeParser().parse("cooked rice, to serve").ingredients.first)
        #expect(rice.calories > 100, "\(rice.calories)")
        #expect(!OfflineRecipeParser.looksLikeMeal("salt and pepper to taste"))
    }

    @Test func aBunIsABreadRoll() throws {
        // "a bun" was a whole hamburger, 418 kcal.
        let bun = try #require(try eaten.parse("a bun").ingredients.first)
        #expect(bun.foodDescription?.hasPrefix("Roll") == true && bun.calories < 200, "\(bun.foodDescription ?? "none")")
        #expect(try eaten.parse("bao bun").ingredients.first?.foodDescription == "Bao bun")
    }

    @Test func aSpicesPowderIsTheGroundSpiceAsEatenToo() throws {
        // "cinnamon powder" as eaten was a cup of cocoa powder.
        let cinnamon = try #require(try eaten.parse("cinnamon powder").ingredients.first)
        #expect(cinnamon.foodDescription?.hasPrefix("Spices, cinnamon") == true, "\(cinnamon.foodDescription ?? "none")")
        let protein = try #require(try eaten.parse("1 scoop protein powder").ingredients.first)
        #expect(protein.foodDescription?.lowercased().contains("protein") == true)
    }

    @Test func oatsSaidToBeDryAreDry() throws {
        // "1/2 cup uncooked oats" was oatmeal made with water, 77 kcal.
        for text in ["1/2 cup uncooked oats", "1/2 cup dry oats", "1/2 cup rolled oats"] {
            let oats = try #require(try eaten.parse(text).ingredients.first)
            #expect(oats.foodDescription == "Oats, raw", "\(text) → \(oats.foodDescription ?? "none")")
        }
    }

    @Test func aPlusSignAddsAmountsInBothReadings() throws {
        // As eaten, "1 cup + 2 tbsp milk" was refused ("'1 cup' matched no food"); "1 tbsp + 1 tbsp
        // butter" was 1 tbsp (two equal amounts read as one given twice).
        let milk = try eaten.parse("1 cup + 2 tbsp milk").ingredients
        #expect(milk.count == 1 && abs((milk.first?.quantity ?? 0) - 1.125) < 1e-9, "\(milk.map(\.phrase))")
        let butter = try #require(try bought.parse("1 tbsp + 1 tbsp butter").ingredients.first)
        #expect(butter.quantity == 2, "\(butter.quantity)")
        // An amount past the limit that way is refused, not left in the food's name.
        #expect(throws: RecipeError.self) { try bought.parse("1 cup + 1e6 tbsp sugar") }
        let milk2 = try #require(try bought.parse("500g/500ml milk").ingredients.first)
        #expect(milk2.name == "milk" && milk2.grams == 500, "\(milk2.name)")
    }

    @Test func aPhonesWithoutIsWithout() throws {
        // "salad w/o dressing" was salad dressing alone.
        let salad = try eaten.parse("salad w/o dressing").ingredients
        #expect(salad.count == 1 && salad.first?.foodDescription?.lowercased().contains("dressing") == false,
                "\(salad.map { $0.foodDescription ?? "none" })")
    }

    @Test func bareAmountsBetweenCommasAreReadInLinearTime() throws {
        // ", 2" 6,600 times (19,801 bytes) took 27 s in a release build: each growing piece was read again.
        // Now an amount alone never continues into another, so no piece grows: 100 stay 100.
        let split = IngredientPhraseSplitter.split(String(repeating: ", 2", count: 100))
        #expect(split.phrases.count == 100, "\(split.phrases.count) phrases, the longest \(split.phrases.map(\.count).max() ?? 0) bytes")
        // An amount with no food still continues into the food after it.
        let thighs = try bought.parse("6 bone-in, skin-on chicken thighs").ingredients
        #expect(thighs.count == 1 && thighs.first?.quantity == 6, "\(thighs.map(\.phrase))")
    }

    @Test func aLineSaidToBeAboutAnAmountHasThatAmount() throws {
        let flour = try #require(try bought.parse("about 2 cups flour").ingredients.first)
        #expect(flour.quantity == 2 && flour.unit == "cup" && flour.foodDescription?.hasPrefix("Wheat flour") == true)
        let eggs = try #require(try bought.parse("2 eggs at room temperature").ingredients.first)
        #expect(eggs.foodDescription?.hasPrefix("Egg") == true, "\(eggs.foodDescription ?? "none")")
    }
}

extension AttackThreeParserTests {
    @Test func aSpiritNamedAloneIsOneShot() throws {
        // "gin" with no amount was a cup of it, 517 kcal; the survey pours spirits by the shot.
        for text in ["gin", "whiskey"] {
            let spirit = try #require(try eaten.parse(text).ingredients.first)
            #expect(spirit.unit == "shot" && spirit.grams == 42, "\(text): \(spirit.quantity) \(spirit.unit) \(spirit.grams ?? 0)")
        }
        // A drink poured by the cup stays a cup.
        let coffee = try #require(try eaten.parse("coffee").ingredients.first)
        #expect(coffee.grams == 240, "\(coffee.grams ?? 0)")
    }
}
