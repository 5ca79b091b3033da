import Testing
import TestSupport
@testable import MealLedger

/// How a diary says what was eaten, beyond the foods: amounts in words, the words before the
/// food ("for breakfast I had"), what was not eaten ("no butter"), notes after a comma, and a
/// slash between foods.
struct DiaryPhrasingTests {
    let eaten = OfflineRecipeParser(reading: .eaten)
    let recipe = OfflineRecipeParser(reading: .bought)

    // MARK: Amounts in words

    @Test func mixedAmountsInWordsAreNumbersBeforeTheLineIsCut() {
        #expect(SpokenAmount.written("one and a half cups flour") == "1 1/2 cups flour")
        #expect(SpokenAmount.written("2 and a half cups water") == "2 1/2 cups water")
        #expect(SpokenAmount.written("1 and 1/2 cups sugar") == "1 1/2 cups sugar")
        #expect(SpokenAmount.written("a cup and a half of rice") == "1 1/2 cup of rice")
        #expect(SpokenAmount.written("three quarters of a cup of oats") == "3/4 cup of oats")
        #expect(SpokenAmount.written("three-quarters cup milk,") == "3/4 cup milk,")
        #expect(SpokenAmount.written("two thirds cup sugar") == "2/3 cup sugar")
        #expect(SpokenAmount.written("two and three quarters cups, sifted") == "2 3/4 cups, sifted")
        #expect(SpokenAmount.written("2 eggs and a half cup milk") == "2 eggs and 1/2 cup milk")
    }

    @Test func wordsThatAreNoAmountStayAsWritten() {
        for text in ["half and half", "a quarter pounder", "salt and a half lemon",
                     "one and only", "1 cup flour and 2 eggs", "a third helping"] {
            #expect(SpokenAmount.written(text) == text, "\(text)")
        }
    }

    @Test func anAmountInWordsIsReadAsOneItemInBothReadings() throws {
        for parser in [eaten, recipe] {
            let milk = try parser.parse("one and a half cups of milk").ingredients
            #expect(milk.count == 1 && milk.first?.quantity == 1.5 && milk.first?.unit == "cup", "\(milk.map(\.phrase))")
            let rice = try parser.parse("a cup and a half of rice").ingredients
            #expect(rice.count == 1 && rice.first?.quantity == 1.5, "\(rice.map(\.phrase))")
            let oats = try parser.parse("three quarters of a cup of oats").ingredients
            #expect(oats.count == 1 && oats.first?.quantity == 0.75 && oats.first?.unit == "cup", "\(oats.map(\.phrase))")
        }
    }

    // MARK: Words before the food

    @Test func theDiarysWordsBeforeTheFoodAreNoPartOfIt() throws {
        let breakfast = try eaten.parse("for breakfast I had 2 eggs and toast").ingredients
        #expect(breakfast.count == 2)
        #expect(breakfast.first?.quantity == 2 && breakfast.first?.foodDescription?.hasPrefix("Egg") == true)
        let labelled = try eaten.parse("Lunch: a ham sandwich").ingredients
        #expect(labelled.count == 1 && labelled.first?.name == "ham sandwich", "\(labelled.map(\.name))")
        let dinner = try eaten.parse("dinner was chicken curry").ingredients
        #expect(dinner.count == 1 && dinner.first?.foodDescription?.hasPrefix("Chicken curry") == true)
        let cereal = try eaten.parse("I had a bowl of cereal").ingredients
        #expect(cereal.first?.unit == "bowl" && cereal.first?.foodDescription?.lowercased().contains("ready-to-eat") == true)
    }

    @Test func aMealsNameIsAFoodWhenNothingMakesItALeadIn() throws {
        // "tea" is a drink unless the diary uses it as a meal ("for tea I had …").
        let tea = try eaten.parse("tea").ingredients
        #expect(tea.first?.foodDescription?.lowercased().contains("tea") == true)
        let withTea = try eaten.parse("a couple of biscuits with my tea").ingredients
        #expect(withTea.count == 2 && withTea.last?.foodDescription?.lowercased().contains("tea") == true)
        let forTea = try eaten.parse("for tea I had beans on toast").ingredients
        #expect(forTea.count == 2 && forTea.first?.foodDescription?.lowercased().contains("beans") == true)
    }

    @Test func aLeadInBeforeAFoodReadsAsTheFoodAlone() {
        let leadIns = ["I had", "for breakfast I had", "Lunch:", "dinner was", "then", "also", "we had", "just",
                       "at lunch I ate", "Snack -", "later I drank", "Monday lunch:", "afterwards we had"]
        let foods = ["2 eggs", "a banana", "1 cup rice", "a slice of toast", "a glass of milk", "chicken curry",
                     "a bowl of porridge", "3 crackers", "an apple", "150 g salmon"]
        forAllCases(120, seed: 0xD1A_41E5) { testCase in
            let leadIn = leadIns.randomElement(using: &testCase.random)!
            let food = foods.randomElement(using: &testCase.random)!
            guard let alone = try? eaten.parse(food).ingredients, let led = try? eaten.parse("\(leadIn) \(food)").ingredients else {
                testCase.check(false, "'\(leadIn) \(food)' read as nothing")
                return
            }
            testCase.check(led.map(\.foodId) == alone.map(\.foodId) && led.map(\.grams) == alone.map(\.grams),
                           "'\(leadIn) \(food)': \(led.map(\.foodDescription)) \(led.map(\.grams)), alone \(alone.map(\.foodDescription)) \(alone.map(\.grams))")
        }
    }

    @Test func aPieceThatSaysOnlyWhenOrWhoNamesNoFood() throws {
        for text in ["for lunch", "no", "Breakfast:", "skipped breakfast", "nothing for lunch", "Lunch: no"] {
            #expect(throws: RecipeError.self, "\(text)") { try eaten.parse(text) }
        }
        // "tea" is a drink, said alone or after a lead-in.
        #expect(try eaten.parse("I had tea").ingredients.first?.foodDescription?.lowercased().contains("tea") == true)
    }

    @Test func aLabelBeforeAColonIsMealsDaysAndTimesOnly() throws {
        #expect(DiaryLeadIn.isLabel(["monday", "lunch:"]) && DiaryLeadIn.isLabel(["8am:"]))
        #expect(!DiaryLeadIn.isLabel(["coffee:"]) && !DiaryLeadIn.isLabel(["greek", "yogurt:"]))
        let yogurt = try eaten.parse("Greek yogurt: 1 cup with honey").ingredients
        #expect(yogurt.first?.foodDescription?.lowercased().contains("yogurt") == true, "\(yogurt.map(\.foodDescription))")
    }

    @Test func aDishWithAnAdditionAndAFoodBesideItKeepsTheDish() throws {
        // Only parts that all give amounts make the first food a title.
        let items = try eaten.parse("porridge with honey and a coffee").ingredients
        #expect(items.count == 3 && items.first?.foodDescription?.hasPrefix("Oatmeal") == true, "\(items.map(\.name))")
        let toast = try eaten.parse("toast with butter and 2 eggs").ingredients
        #expect(toast.count == 3 && toast.first?.unit == "slice", "\(toast.map(\.name))")
    }

    @Test func largerNumbersInWordsAreNumbers() throws {
        #expect(SpokenAmount.written("a hundred grams of chicken") == "100 grams of chicken")
        #expect(SpokenAmount.written("two hundred and fifty g rice") == "250 g rice")
        #expect(SpokenAmount.written("twenty-five almonds") == "25 almonds")
        #expect(SpokenAmount.written("twenty five almonds") == "25 almonds")
        #expect(SpokenAmount.written("one-half cup rice") == "1/2 cup rice")
        let chicken = try #require(try eaten.parse("a hundred grams of chicken").ingredients.first)
        #expect(chicken.grams == 100)
    }

    @Test func aTimeOfDayIsNoAmount() throws {
        for text in ["8am - porridge", "8:30am porridge", "12:30 porridge", "7 pm: porridge", "at 7pm porridge"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 1 && items.first?.quantity == 1 && items.first?.unit == "cup", "\(text): \(items.map(\.quantity)) \(items.map(\.unit))")
        }
        #expect(DiaryLeadIn.isTime("8am") && DiaryLeadIn.isTime("19:00") && DiaryLeadIn.isTime("7pm:"))
        #expect(!DiaryLeadIn.isTime("8") && !DiaryLeadIn.isTime("25:00") && !DiaryLeadIn.isTime("1:5") && !DiaryLeadIn.isTime("200g"))
        // A number with no time about it is still an amount.
        #expect(try eaten.parse("2 eggs").ingredients.first?.quantity == 2)
    }

    @Test func aCountAfterTheFoodIsItsAmount() throws {
        for text in ["eggs x2", "eggs x 2", "eggs ×2"] {
            let eggs = try #require(try eaten.parse(text).ingredients.first)
            #expect(eggs.quantity == 2 && eggs.grams == 100, "\(text): \(eggs.quantity) \(eggs.grams ?? 0)")
        }
        #expect(MealTextSplitter.trailingCount(["2", "eggs", "x2"]) == nil)
        #expect(MealTextSplitter.trailingCount(["box", "x"]) == nil)
        let sushi = try #require(try eaten.parse("sushi - 8 pieces").ingredients.first)
        #expect(sushi.quantity == 8 && sushi.unit == "piece", "\(sushi.quantity) \(sushi.unit)")
    }

    @Test func whenWhereAndFromWhomAreNoPartOfTheFood() throws {
        let tea = try #require(try eaten.parse("a cuppa at 10").ingredients.first)
        #expect(tea.foodDescription?.lowercased().contains("tea") == true, "\(tea.foodDescription ?? "none")")
        let burrito = try #require(try eaten.parse("chicken burrito from chipotle").ingredients.first)
        #expect(burrito.foodDescription?.hasPrefix("Burrito") == true, "\(burrito.foodDescription ?? "none")")
        // "from frozen" says what the food is.
        #expect(DiaryLeadIn.trailingContext(of: ["pizza", "from", "frozen"]) == 0)
        #expect(DiaryLeadIn.trailingContext(of: ["soup", "at", "work"]) == 2)
        // "all the trimmings" names no food: unmatched, not sherbet "all flavors".
        let trimmings = try #require(try eaten.parse("all the trimmings").ingredients.first)
        #expect(trimmings.flags.contains(.unmatched))
    }

    @Test func theMealOrTimeOfDayAfterTheFoodIsNoPartOfIt() throws {
        // "2 eggs for breakfast" was a breakfast pizza with egg; "soup for dinner" a frozen dinner.
        let eggs = try eaten.parse("I had 2 eggs for breakfast").ingredients
        #expect(eggs.count == 1 && eggs.first?.quantity == 2, "\(eggs.map(\.phrase))")
        #expect(eggs.first?.foodDescription?.hasPrefix("Egg") == true, "\(eggs.first?.foodDescription ?? "none")")
        let soup = try #require(try eaten.parse("a bowl of chicken noodle soup for dinner").ingredients.first)
        #expect(soup.foodDescription?.lowercased().contains("noodle soup") == true, "\(soup.foodDescription ?? "none")")
        #expect(DiaryLeadIn.trailingContext(of: ["toast", "this", "morning"]) == 2)
        #expect(DiaryLeadIn.trailingContext(of: ["pizza", "last", "night"]) == 2)
        #expect(DiaryLeadIn.trailingContext(of: ["cake", "for", "dessert"]) == 2)
        // Only when, where or from whom: "soup for one" and "the last slice" keep their words.
        #expect(DiaryLeadIn.trailingContext(of: ["soup", "for", "one"]) == 0)
        #expect(DiaryLeadIn.trailingContext(of: ["the", "last", "slice"]) == 0)
        // A meal alone after "with" says when: "wine with dinner" is wine, not a frozen dinner.
        let wine = try eaten.parse("a glass of wine with dinner").ingredients
        #expect(wine.count == 1 && wine.first?.foodDescription?.hasPrefix("Wine") == true, "\(wine.map(\.phrase))")
        // A drink stays a food after "with".
        #expect(try eaten.parse("2 biscuits with tea").ingredients.count == 2)
    }

    @Test func theBreadAfterASandwichIsItsOwnBread() throws {
        // "on" after a sandwich names its bread: one item, the table's sandwich on that bread.
        let turkey = try eaten.parse("turkey sandwich on whole wheat").ingredients
        #expect(turkey.count == 1 && turkey.first?.foodDescription == "Turkey sandwich on wheat", "\(turkey.map(\.phrase))")
        let rye = try eaten.parse("turkey sandwich on rye").ingredients
        #expect(rye.count == 1 && rye.first?.foodDescription?.hasPrefix("Turkey sandwich") == true, "\(rye.map(\.phrase))")
        // No sandwich of that kind on that bread: the sandwich, its bread a note, never a veggie burger.
        let burger = try eaten.parse("a burger on a brioche bun").ingredients
        #expect(burger.count == 1 && burger.first?.foodDescription?.hasPrefix("Hamburger") == true,
                "\(burger.map { $0.foodDescription ?? "none" })")
        // Anything else on bread is two foods (SPEC 13): beans and a slice of toast.
        let beans = try eaten.parse("beans on toast").ingredients
        #expect(beans.count == 2, "\(beans.map(\.phrase))")
        let egg = try eaten.parse("egg on a roll").ingredients
        #expect(egg.count == 2, "\(egg.map(\.phrase))")
    }

    @Test func aSizeWithNoCountIsOneOfThatSize() throws {
        let latte = try #require(try eaten.parse("large latte").ingredients.first)
        let plain = try #require(try eaten.parse("latte").ingredients.first)
        #expect(latte.unit == "large" && (latte.grams ?? 0) > (plain.grams ?? 0), "\(latte.unit) \(latte.grams ?? 0)")
    }

    // MARK: What was not eaten, notes, slashes

    @Test func whatTheDiarySaysWasNotEatenIsNoItem() throws {
        for text in ["a slice of toast, no butter", "coffee with no sugar", "a bagel, but no cream cheese",
                     "a slice of toast without butter", "coffee no sugar", "a slice of toast no butter"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 1, "\(text): \(items.map(\.name))")
            #expect(items.allSatisfy { $0.foodDescription?.lowercased().contains("butter") != true
                && $0.foodDescription?.lowercased().contains("sugar") != true
                && $0.foodDescription?.lowercased().contains("cream cheese") != true }, "\(text): \(items.map(\.foodDescription))")
        }
    }

    @Test func aTextThatOnlyDeniesNamesNothingEatenAndAProductNamedByWhatItLacksIsAFood() throws {
        #expect(throws: RecipeError.self) { try eaten.parse("no eggs") }
        for text in ["no bake cookies", "no salt added tomatoes"] {
            #expect(try eaten.parse(text).ingredients.count == 1, "\(text)")
        }
    }

    @Test func aNoteAfterACommaDescribesTheFoodBeforeIt() throws {
        let chickpeas = try eaten.parse("1 can chickpeas, drained and rinsed").ingredients
        #expect(chickpeas.count == 1 && chickpeas.first?.foodDescription?.lowercased().contains("chickpea") == true,
                "\(chickpeas.map(\.phrase))")
        let toast = try eaten.parse("2 slices of toast, buttered, and a coffee").ingredients
        #expect(toast.count == 2, "\(toast.map(\.phrase))")
        // "not rinsed", "not too big": a note, not a food (was a candy bar and a Big Mac).
        for text in ["1 can chickpeas, not rinsed", "steak, not too big"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 1, "\(text): \(items.map(\.foodDescription))")
        }
        // A food whose name ends like a participle is still a food.
        let seeds = try eaten.parse("yogurt, linseed").ingredients
        #expect(seeds.count == 2, "\(seeds.map(\.phrase))")
    }

    @Test func aSlashBetweenFoodsJoinsThemAndAFractionStaysAnAmount() throws {
        for text in ["eggs / toast", "eggs/toast"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 2, "\(text): \(items.map(\.name))")
            #expect(items.first?.foodDescription?.hasPrefix("Egg") == true)
        }
        let rice = try eaten.parse("1/2 cup rice").ingredients
        #expect(rice.count == 1 && rice.first?.quantity == 0.5)
        #expect(MealTextSplitter.slashParts("w/") == ["w/"])
        #expect(MealTextSplitter.slashParts("1/2") == ["1/2"])
    }

    @Test func thePluralOfAWordEndingInIIsThatWord() throws {
        #expect(FoodSearchIndex.singular("idlis") == "idli" && FoodSearchIndex.singular("kiwis") == "kiwi")
        #expect(FoodSearchIndex.singular("pastis") == "pastis" && FoodSearchIndex.singular("hummus") == "hummus")
        let idlis = try #require(try eaten.parse("2 idlis").ingredients.first)
        #expect(idlis.foodDescription == "Idli" && idlis.quantity == 2)
    }

    // MARK: Portions

    @Test func aPluralNamedWithNoAmountIsOneContainerNotTwo() throws {
        let crisps = try #require(try eaten.parse("some crisps").ingredients.first)
        // The survey's medium bag is 57 g; two of them would be a portion nobody names "some crisps".
        #expect((crisps.grams ?? 0) < 80, "\(crisps.quantity) \(crisps.unit) \(crisps.grams ?? 0) g")
        let eggs = try #require(try eaten.parse("eggs").ingredients.first)
        #expect(eggs.quantity == 2)
    }

    @Test func aSliceOfADishAsEatenIsItsSurveyPieceInARecipeToo() throws {
        let pizza = try #require(try recipe.parse("2 slices of pepperoni pizza").ingredients.first)
        #expect((pizza.grams ?? 0) > 150, "\(pizza.foodDescription ?? "") \(pizza.grams ?? 0) g")
    }
}

/// A plate of several foods: a mixed dish named with no amount beside sides on its plate is a
/// cup of the plate, not the whole plate; beside only bread, drinks and what is added to food it
/// is the whole helping; cheese with no slice portion is an ounce.
struct SharedPlateTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    @Test func aMixedDishBesideItsSidesIsACupAlongsideIsAPlate() throws {
        let alone = try #require(try eaten.parse("chicken curry").ingredients.first)
        let withSides = try #require(try eaten.parse("chicken curry with roast potatoes and peas").ingredients.first)
        let besideBread = try #require(try eaten.parse("chicken curry with naan and mango chutney").ingredients.first)
        #expect(alone.quantity == 1.75 && alone.unit == "cup", "\(alone.quantity) \(alone.unit)")
        #expect(withSides.quantity == 1 && withSides.unit == "cup", "\(withSides.quantity) \(withSides.unit)")
        #expect(besideBread.quantity == 1.75 && besideBread.unit == "cup", "\(besideBread.quantity) \(besideBread.unit)")
        // Another line is another plate.
        let lines = try eaten.parse("chicken curry\nan apple").ingredients
        #expect(lines.first?.quantity == 1.75)
    }

    @Test func theSharedPlateMarksFollowLines() {
        let pieces = MealTextSplitter.pieces(of: "stew with rice\napple\nsoup, bread")
        #expect(OfflineRecipeParser.sharesPlate(pieces) == [true, true, false, true, true])
        #expect(OfflineRecipeParser.sharesPlate([]) == [])
    }

    @Test func whatTopsAnAssembledDishIsPartOfAPortionAndASideIsAWholeOne() throws {
        let avocado = try #require(try eaten.parse("avocado").ingredients.first)
        let tacos = try eaten.parse("2 tacos with avocado and salsa").ingredients
        #expect(tacos.count == 3)
        #expect(abs((tacos[1].grams ?? 0) - (avocado.grams ?? 0) * EatenToppings.share) < 0.01,
                "\(tacos[1].grams ?? 0) of \(avocado.grams ?? 0)")
        // A burger's "with" names a side: the fries keep their portion.
        let fries = try #require(try eaten.parse("fries").ingredients.first)
        let burger = try eaten.parse("a burger with fries").ingredients
        #expect(burger.last?.grams == fries.grams)
        // An amount said is the amount eaten.
        let said = try eaten.parse("a salad with 100 g chickpeas").ingredients
        #expect(said.last?.grams == 100)
    }

    @Test func aTitleListsOnlyItsOwnLinesParts() throws {
        // "salad with chickpeas" names no amounts: the amount on the next line is another plate's.
        let items = try eaten.parse("a salad with chickpeas\n2 eggs").ingredients
        #expect(items.count == 3, "\(items.map(\.name))")
        let titled = try eaten.parse("salmon bowl with 150 g salmon, 1 cup rice\nan apple").ingredients
        #expect(titled.count == 3 && titled.first?.grams == 150, "\(titled.map(\.name))")
    }

    @Test func cheeseWithNoSliceOrOuncePortionIsAnOunce() throws {
        let feta = try #require(try eaten.parse("feta").ingredients.first)
        #expect(abs((feta.grams ?? 0) - 28.35) < 0.1, "\(feta.foodDescription ?? "") \(feta.grams ?? 0)")
    }
}

/// "Drained" takes the liquid out once: from a can's weight with its liquid, not from the
/// table's can measure, which is of the solids already.
struct DrainedOnceTests {
    @Test func aTableCanOfDrainedSolidsIsNotDrainedAgain() throws {
        let recipe = OfflineRecipeParser(reading: .bought)
        let plain = try #require(try recipe.parse("1 can chickpeas").ingredients.first)
        let drained = try #require(try recipe.parse("1 can chickpeas, drained and rinsed").ingredients.first)
        #expect(plain.foodDescription?.contains("drained") == true)
        #expect(drained.grams == plain.grams, "\(drained.grams ?? 0) against \(plain.grams ?? 0)")
        // A weight written on the can is with its liquid: drained, it is less.
        let weighed = try #require(try recipe.parse("1 (400 g) tin chickpeas, drained").ingredients.first)
        #expect((weighed.grams ?? 0) < 400)
    }

    @Test func asEatenACanDrainedIsItsSolids() throws {
        let eaten = OfflineRecipeParser(reading: .eaten)
        let plain = try #require(try eaten.parse("1 can chickpeas").ingredients.first)
        let drained = try #require(try eaten.parse("1 can chickpeas, drained").ingredients.first)
        #expect((drained.grams ?? 0) < (plain.grams ?? 0))
    }
}
