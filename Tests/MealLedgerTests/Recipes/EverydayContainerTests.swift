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

    /// A packet of a spice or seasoning the table weighs by no packet is an ounce, never a can:
    /// "1 packet taco seasoning" was 425 g of chili powder, 1,198 kcal. Every spice SR28 keeps,
    /// named by its own words, is asked.
    @Test func aPacketOfASpiceIsAnOunceNotACan() throws {
        let spices = FoodDatabase.embedded.foods.filter { $0.group == RecipeFoodMatcher.spiceGroup && $0.table == .sr28 }
        #expect(spices.count > 30)
        var asked = 0
        for spice in spices {
            let name = spice.description.split(separator: ",").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard !name.isEmpty else { continue }
            for (line, most) in [("1 packet \(name)", 30.0), ("2 sachets \(name)", 60)] {
                guard let ingredient = try recipe.parse(line).ingredients.first,
                      ingredient.foodDescription.map({ $0.hasPrefix("Spices") }) == true else { continue }
                asked += 1
                #expect((ingredient.grams ?? 0) <= most, "\(line): \(ingredient.grams ?? 0) g of \(ingredient.foodDescription ?? "")")
            }
        }
        #expect(asked > 30)
        let seasoning = try #require(try recipe.parse("1 packet taco seasoning").ingredients.first)
        #expect((20...40).contains(seasoning.grams ?? 0), "\(seasoning.grams ?? 0) g")
    }

    /// A drink the survey sells by the can or bottle, counted, is one of those each ("a beer"
    /// was a cup, 240 g; the survey's can or bottle is 360 g), and "a bottle of" it is the
    /// survey's 12 fl oz can or bottle, not its 40 fl oz bottle ("a bottle of beer" was 1,200 g).
    /// Every such FNDDS drink, named by its description's first part, is asked.
    @Test func aDrinkSoldByTheCanOrBottleIsOneCanOrBottle() throws {
        let meal = OfflineRecipeParser(reading: .eaten)
        var asked = 0
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            guard let can = food.measures.first(where: { $0.description.lowercased().hasPrefix("can or bottle") }) else { continue }
            let name = food.description.split(separator: ",")[0].lowercased()
            for (text, count) in [("a \(name)", 1.0), ("2 \(name)s", 2), ("a bottle of \(name)", 1)] {
                guard let item = try meal.parse(text).ingredients.first, item.foodId == food.id else { continue }
                asked += 1
                #expect(item.grams == count * can.gramsPerUnit, "\(text): \(item.grams ?? 0) g, the can or bottle is \(can.gramsPerUnit) g")
            }
        }
        #expect(asked >= 6)
    }

    /// What a person ate from a can is the canned food and the table's can of it: "a can of
    /// tuna" was 400 g of cooked fresh tuna (704 kcal); the table's standard can is 115 g.
    @Test func aCanOfAFoodEatenIsTheCannedFoodByTheTablesCan() throws {
        let meal = OfflineRecipeParser(reading: .eaten)
        for text in ["1 can tuna", "a tin of tuna", "a can of sardines"] {
            let item = try #require(try meal.parse(text).ingredients.first)
            #expect(item.foodDescription?.contains("canned") == true, "\(text): \(item.foodDescription ?? "none")")
            #expect((60...160).contains(item.grams ?? 0), "\(text): \(item.grams ?? 0) g")
        }
        // Never a food the text did not name, and a drink stays the drink.
        #expect(try meal.parse("a tin of baked beans").ingredients.first?.foodDescription == "Baked beans")
        #expect(try meal.parse("a can of coke").ingredients.first?.foodDescription == "Soft drink, cola")
        // The canned food holds a word of the text: canned spaghetti is no "Fish, canned".
        #expect(try meal.parse("a can of spaghetti").ingredients.first?.foodDescription?.hasPrefix("Fish") == false)
    }

    @Test func aPackageIsStillNotGivenASize() throws {
        // A package holds anything from a bag of crisps to a pound of pasta: no container default.
        let pasta = try #require(try recipe.parse("1 package spaghetti").ingredients.first)
        #expect(pasta.grams != EatenPortion.everydayDefaults["package"]?.grams)
    }
}
