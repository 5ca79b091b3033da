import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// Reading what a person says they ate (SPEC 13): the examples the contract names, splitting,
/// amounts from the tables' portions, typing errors and unknown words.
struct AsEatenReadingTests {
    let parser = OfflineRecipeParser(reading: .eaten)

    @Test func twoEggsAndToastAreTwoEggsAndASliceOfToast() throws {
        let recipe = try parser.parse("2 eggs and toast")
        #expect(recipe.ingredients.count == 2)
        let eggs = recipe.ingredients[0]
        #expect(eggs.foodDescription?.hasPrefix("Egg, whole") == true)
        #expect(eggs.quantity == 2 && abs((eggs.grams ?? 0) - 100) < 1)
        let toast = recipe.ingredients[1]
        #expect(toast.foodDescription?.contains("toasted") == true)
        #expect(toast.quantity == 1 && toast.unit == "slice")
        #expect(recipe.ingredients.allSatisfy { $0.state == .eaten && $0.table == .fndds })
    }

    @Test func aCupOfRiceOrOatmealIsCookedAndSoIsRiceWithoutAnAmount() throws {
        let rice = try #require(try parser.parse("1 cup rice").ingredients.first)
        #expect(rice.foodDescription?.contains("cooked") == true)
        #expect(rice.calories < 260 && rice.calories > 180)  // dry rice would be 675
        let oatmeal = try #require(try parser.parse("1 cup oatmeal").ingredients.first)
        #expect(oatmeal.calories < 200)  // dry oats would be 307
        let plain = try #require(try parser.parse("rice").ingredients.first)
        #expect(plain.foodDescription?.contains("cooked") == true)
        #expect(plain.flags.contains(.assumed))
    }

    @Test func aDishTheAsEatenTableHoldsIsThatDish() throws {
        for (text, start) in [("chicken curry with rice", "Chicken curry with rice"), ("macaroni and cheese", "Macaroni"),
                              ("peanut butter and jelly sandwich", "Peanut butter and jelly sandwich"),
                              ("shepherd's pie", "Shepherd's pie"), ("lasagne", "Lasagna")] {
            let recipe = try parser.parse(text)
            #expect(recipe.ingredients.count == 1, "\(text)")
            #expect(recipe.ingredients.first?.foodDescription?.hasPrefix(start) == true, "\(text): \(recipe.ingredients.map(\.foodDescription))")
            #expect(recipe.ingredients.first?.table == .fndds)
        }
    }

    @Test func somethingOnToastIsThatAndASliceOfToast() throws {
        for food in ["beans", "scrambled eggs", "avocado", "mushrooms"] {
            let recipe = try parser.parse("\(food) on toast")
            #expect(recipe.ingredients.count == 2, "\(food): \(recipe.ingredients.map(\.name))")
            #expect(recipe.ingredients.last?.unit == "slice")
            #expect(recipe.ingredients.last?.foodDescription?.contains("toasted") == true)
        }
    }

    @Test func everySeparatorKeepsEveryFoodTheTextNames() throws {
        let recipe = try parser.parse("salmon, rice & broccoli plus a banana topped with honey")
        #expect(recipe.ingredients.map(\.name) == ["salmon", "rice", "broccoli", "banana", "honey"])
    }

    @Test func aStatedWeightWinsAndAMultiplierMultipliesIt() throws {
        let weighed = try #require(try parser.parse("150 g chicken breast").ingredients.first)
        #expect(weighed.grams == 150)
        let pots = try #require(try parser.parse("2 x 125 g pots of yogurt").ingredients.first)
        #expect(pots.grams == 250)
    }

    @Test func sizeWordsAndContainersReadTheTablesPortions() throws {
        let large = try #require(try parser.parse("1 large banana").ingredients.first)
        let small = try #require(try parser.parse("1 small banana").ingredients.first)
        #expect((large.grams ?? 0) > (small.grams ?? 0))
        let bowl = try #require(try parser.parse("a bowl of porridge").ingredients.first)
        #expect((bowl.grams ?? 0) > 300)  // a bowl holds about 1½ cups
        let glass = try #require(try parser.parse("a glass of orange juice").ingredients.first)
        #expect(abs((glass.grams ?? 0) - 249) < 15)  // 8 fl oz
    }

    @Test func whatIsAddedToAFoodIsASpoonfulNotACup() throws {
        let recipe = try parser.parse("pancakes with butter and syrup")
        let butter = try #require(recipe.ingredients.first { $0.name == "butter" })
        let syrup = try #require(recipe.ingredients.first { $0.name == "syrup" })
        #expect(butter.unit == "tbsp" && (butter.grams ?? 0) < 20)
        #expect(syrup.unit == "tbsp" && (syrup.grams ?? 0) < 25)
    }

    @Test func whatIsSpreadOnBreadIsTheSurveysGuidelinePerSlice() throws {
        // FNDDS: "Guideline amount per slice of bread/roll" is 7 g of butter, 10 g of honey.
        let one = try parser.parse("toast with butter and honey")
        #expect(one.ingredients.first { $0.name == "butter" }?.grams == 7)
        #expect(one.ingredients.first { $0.name == "honey" }?.grams == 10)
        let two = try parser.parse("2 slices of toast with butter")
        #expect(two.ingredients.first { $0.name == "butter" }?.grams == 14)
    }

    @Test func aTypingErrorIsCorrectedToATableWordAndAnUnknownWordIsReadPastForReview() throws {
        let chicken = try #require(try parser.parse("100 g chiken breast").ingredients.first)
        #expect(chicken.foodDescription?.hasPrefix("Chicken breast") == true)
        #expect(chicken.confidence < (try parser.parse("100 g chicken breast").ingredients.first?.confidence ?? 0))
        let broccoli = try #require(try parser.parse("1 cup brocoli").ingredients.first)
        #expect(broccoli.foodDescription?.hasPrefix("Broccoli") == true)
        // A word no table holds nor is near is read past, and the reading asks for review.
        let rice = try #require(try parser.parse("1 cup zorblax rice").ingredients.first)
        #expect(rice.foodDescription?.hasPrefix("Rice, white, cooked") == true)
        #expect(rice.confidence < 0.7)
        // With no word the tables know, nothing is guessed.
        let unknown = try #require(try parser.parse("1 cup zorblax").ingredients.first)
        #expect(unknown.flags.contains(.unmatched))
    }

    @Test func aWordNoTableKnowsReadsAsTheFoodWithoutItAndAsksForReview() throws {
        forAllCases(100, seed: 0x0DD_0BAD) { testCase in
            let food = Self.foods.randomElement(using: &testCase.random)!
            // Letters no table word is near: z, q, x and j in a row.
            let nonsense = String((0..<Int.random(in: 5...8, using: &testCase.random)).map { _ in "zqxj".randomElement(using: &testCase.random)! })
            let before = Bool.random(using: &testCase.random)
            let text = before ? "1 cup \(nonsense) \(food)" : "1 cup \(food) \(nonsense)"
            guard let plain = try? parser.parse("1 cup \(food)").ingredients.first,
                  let read = try? parser.parse(text).ingredients.first else {
                testCase.check(false, "'\(text)' read as nothing")
                return
            }
            testCase.check(read.foodId == plain.foodId, "'\(text)': \(read.foodDescription ?? "none"), alone \(plain.foodDescription ?? "none")")
            testCase.check(read.confidence < 0.7, "'\(text)': confidence \(read.confidence)")
        }
    }

    @Test func whatADescriptionDeniesIsNotWhatThePhraseNames() throws {
        // "Pot pie, no meat" holds the word "meat" only to deny it.
        let pie = try #require(try parser.parse("a meat pie").ingredients.first)
        #expect(pie.foodDescription?.contains("no meat") == false)
        #expect(pie.foodDescription?.lowercased().contains("meatless") == false)
    }

    @Test func aCutOrShapeOfAFoodIsNotTheFood() throws {
        let salmon = try #require(try parser.parse("100 g salmon fillet").ingredients.first)
        #expect(salmon.foodDescription?.lowercased().contains("salmon") == true)
        let broccoli = try #require(try parser.parse("1 cup broccoli florets").ingredients.first)
        #expect(broccoli.foodDescription?.hasPrefix("Broccoli") == true)
        // A breakfast sausage is a kind of sausage, not a sausage-egg-and-cheese biscuit.
        let breakfast = try #require(try parser.parse("2 breakfast sausages").ingredients.first)
        #expect(breakfast.foodDescription == "Pork sausage", "\(breakfast.foodDescription ?? "none")")
    }

    @Test func aPhraseNamingOneFoodReadsAsItBeforeAMixtureHoldingIt() throws {
        let cola = try #require(try parser.parse("1 can of coke").ingredients.first)
        #expect(cola.foodDescription == "Soft drink, cola")
        let diet = try #require(try parser.parse("1 can of diet coke").ingredients.first)
        #expect(diet.foodDescription == "Soft drink, cola, diet")
        // A phrase naming both foods of a mixture is the mixture.
        let both = try parser.parse("1 cup black beans and rice")
        #expect(both.ingredients.count == 1)
    }

    @Test func aShortWordNoCandidateHoldsIsReadPast() throws {
        let pho = try #require(try parser.parse("1 bowl of pho bo").ingredients.first)
        #expect(pho.foodDescription == "Pho")
        let tacos = try #require(try parser.parse("3 tacos al pastor").ingredients.first)
        #expect(tacos.foodDescription?.hasPrefix("Taco") == true && tacos.confidence < 0.7)
    }

    @Test func aBrandedProductIsNamedByItsProductWord() throws {
        let cereal = try #require(try parser.parse("1 bowl of cheerios").ingredients.first)
        #expect(cereal.foodDescription?.hasSuffix("CHEERIOS") == true)
        // A brand the phrase does not name costs: a cookie, not a McFlurry holding one.
        #expect(AsEatenMatcher.Marks.brands(of: "McDONALD'S, McFLURRY with OREO cookies") == ["mcdonalds", "mcflurry", "oreo"])
        #expect(AsEatenMatcher.Marks.brands(of: "Salami, NFS").isEmpty)
        #expect(AsEatenMatcher.Marks.brands(of: "Cereals ready-to-eat, GENERAL MILLS, CHEERIOS") == ["general", "mills", "cheerios"])
        // The as-eaten table's cookie ("cookies" and "cookie" are one stem), two everyday sandwich
        // cookies of 11 g, not the table's first portion naming an Oreo, a 3 g mini.
        let cookies = try #require(try parser.parse("2 oreos").ingredients.first)
        #expect(cookies.foodDescription == "Cookie, chocolate sandwich", "\(cookies.foodDescription ?? "none")")
        #expect(abs((cookies.grams ?? 0) - 22) < 1, "\(cookies.grams ?? 0) g")
        let mini = try #require(try parser.parse("2 mini oreos").ingredients.first)
        #expect((mini.grams ?? 0) < 10, "\(mini.grams ?? 0) g")
    }

    @Test func aDrinkCountedWithNoSizeIsACupOfIt() throws {
        let smoothie = try #require(try parser.parse("1 fruit smoothie").ingredients.first)
        #expect(smoothie.unit == "cup")
        #expect(abs((smoothie.grams ?? 0) - 216) < 1)  // not the survey's 32 fl oz "medium"
        let large = try #require(try parser.parse("1 large fruit smoothie").ingredients.first)
        #expect((large.grams ?? 0) > 500)
    }

    @Test func aMisspeltUnitIsReadAsTheUnit() throws {
        let slice = try #require(try parser.parse("1 sloce of bread").ingredients.first)
        #expect(slice.unit == "slice")
        #expect(slice.name == "bread")
    }

    @Test func regionalNamesReadAsTheTablesWords() throws {
        let courgette = try #require(try parser.parse("1 cup courgette").ingredients.first)
        #expect(courgette.foodDescription?.lowercased().contains("summer squash") == true)
        let aubergine = try #require(try parser.parse("1 cup aubergine").ingredients.first)
        #expect(aubergine.foodDescription?.lowercased().contains("eggplant") == true)
        let porridge = try #require(try parser.parse("1 cup porridge").ingredients.first)
        #expect(porridge.foodDescription?.hasPrefix("Oatmeal") == true)
        // Tikka and tandoori are grilled; a tikka masala is a curry. Neither is a frozen pizza.
        let tikka = try #require(try parser.parse("chicken tikka").ingredients.first)
        #expect(tikka.foodDescription?.contains("grilled") == true, "\(tikka.foodDescription ?? "none")")
        let masala = try #require(try parser.parse("chicken tikka masala").ingredients.first)
        #expect(masala.foodDescription?.hasPrefix("Chicken curry") == true, "\(masala.foodDescription ?? "none")")
    }

    /// Dishes of several cuisines that no table names are read as the table's nearest food
    /// through the synonym list, never left at 0 kcal.
    @Test(arguments: [("char siu", "Barbecue pork"), ("pozole", "hominy soup"), ("banh mi", "sandwich"),
                      ("gyudon", "Beef and rice"), ("uttapam", "Dosa"), ("raita", "Yogurt"), ("chicken parma", "parmigiana"),
                      ("bacon butty", "sandwich"), ("a mooncake", "lotus seed paste")])
    func regionalDishesReadAsTheTablesNearestFood(text: String, expected: String) throws {
        let item = try #require(try parser.parse(text).ingredients.first)
        #expect(item.foodDescription?.lowercased().contains(expected.lowercased()) == true,
                "\(text): \(item.foodDescription ?? "none")")
        #expect(item.calories > 0)
    }

    @Test func aTitleBeforeItsPartsNamesTheDishAndItsWordsStay() throws {
        let recipe = try parser.parse("salmon bowl with 150 g salmon, 1 cup brown rice and half an avocado")
        #expect(recipe.ingredients.count == 3)
        #expect(recipe.ingredients[0].name.contains("salmon bowl"))
    }

    @Test func aDishIsOneItemOnlyWhenTheTextNamesItsHeadNoun() throws {
        // "Egg burrito, with bacon" holds eggs and bacon, but the text names no burrito.
        let breakfast = try parser.parse("eggs and bacon")
        #expect(breakfast.ingredients.count == 2)
        #expect(MealTextSplitter.nameHeads(of: "Macaroni or noodles with cheese") == ["macaroni", FoodSearchIndex.stem("noodles")])
        #expect(MealTextSplitter.nameHeads(of: "Egg burrito, with bacon") == ["burrito"])
        // A class on its own in a longer text stays itself: "chili with beans" is that chili.
        let chili = try parser.parse("1 cup chili with beans")
        #expect(chili.ingredients.count == 1)
        #expect(try parser.parse("a bowl of chili").ingredients.first?.foodDescription?.hasPrefix("Chili con carne") == true)
    }

    @Test func oneWordAndWordsEndingInANounBothShareAreOneFoodWhenATableHoldsIt() throws {
        let crisps = try parser.parse("1 bag of cheese and onion crisps")
        #expect(crisps.ingredients.count == 1)
        #expect(crisps.ingredients.first?.foodDescription?.hasPrefix("Potato chips") == true)
        let soup = try parser.parse("chicken and vegetable soup")
        #expect(soup.ingredients.count == 1)
        // No food holds both: two foods, as written.
        let breakfast = try parser.parse("eggs and baked beans")
        #expect(breakfast.ingredients.map(\.name) == ["eggs", "baked beans"])
    }

    @Test func aClassNamedOnItsOwnIsItsEverydayMemberAndAsksForReview() throws {
        let salad = try #require(try parser.parse("a salad").ingredients.first)
        #expect(salad.foodDescription == "Mixed salad greens, raw")
        let tea = try #require(try parser.parse("1 cup of tea").ingredients.first)
        #expect(tea.foodDescription == "Tea, hot, leaf, black")
        // Named with what kind, the phrase is read as written.
        let tuna = try #require(try parser.parse("tuna salad").ingredients.first)
        #expect(tuna.foodDescription?.hasPrefix("Tuna salad") == true)
        let coffee = try #require(try parser.parse("a cup of coffee").ingredients.first)
        #expect(coffee.confidence < 0.7)
    }

    @Test func everySynonymRewritesToWordsTheTablesHold() {
        let vocabulary = TableVocabulary.embedded
        var missing: [String] = []
        for (source, target) in EatenFoodSynonyms.words.map({ ($0.key, $0.value) }) + EatenFoodSynonyms.pairs.map({ ($0.key, $0.value) })
            + EatenFoodSynonyms.bareWords.map({ ($0.key, $0.value) }) {
            for word in FoodSearchIndex.words(in: target) where word.count >= 3 && !vocabulary.knows(word) {
                missing.append("\(source) → \(word)")
            }
        }
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Food words and separators a property test joins at random.
    static let foods = ["rice", "beans", "toast", "salmon", "broccoli", "banana", "yogurt", "cheese", "apple",
                        "chicken", "pasta", "lentils", "spinach", "carrots", "potatoes", "honey", "butter", "tea"]
    static let separators = [" and ", " with ", ", ", " on ", " & ", " plus ", "; ", "\n", " topped with "]

    @Test func noFoodTheTextNamesIsDroppedWhateverTheSeparators() throws {
        forAllCases(100, seed: 0xEA7E0) { testCase in
            let count = Int.random(in: 1...6, using: &testCase.random)
            var text = ""
            var named: [String] = []
            for index in 0..<count {
                let food = Self.foods.randomElement(using: &testCase.random)!
                named.append(food)
                if index > 0 { text += Self.separators.randomElement(using: &testCase.random)! }
                text += food
            }
            guard let recipe = try? parser.parse(text) else {
                testCase.check(false, "'\(text)' read as nothing")
                return
            }
            // Each named food is an item's name or part of a dish's.
            let names = recipe.ingredients.map(\.name).joined(separator: " ")
            for food in named {
                testCase.check(names.contains(food), "'\(text)': '\(food)' missing from \(recipe.ingredients.map(\.name))")
            }
            testCase.check(recipe.ingredients.count <= count, "'\(text)': more items than foods")
        }
    }

    @Test func splittingLooksUpABoundedNumberOfDishesWhateverTheLength() {
        // The pieces are one pass; dish look-ups are capped per text, so the work is linear.
        let text = Array(repeating: "egg", count: 2_000).joined(separator: " and ")
        let pieces = MealTextSplitter.pieces(of: text)
        #expect(pieces.count == 2_000)
        #expect(MealTextSplitter.dishChecksPerText <= 64)
    }
}
