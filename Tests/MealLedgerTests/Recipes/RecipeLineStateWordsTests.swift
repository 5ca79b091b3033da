import Testing
import TestSupport
@testable import MealLedger

extension OfflineRecipeParser {
    /// The one item `text` reads as, expecting one.
    func onlyItem(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ParsedIngredient {
        let items = try parse(text).ingredients
        #expect(items.count == 1, "\(text): \(items.map(\.phrase))", sourceLocation: sourceLocation)
        return try #require(items.first, sourceLocation: sourceLocation)
    }
}

/// What a recipe line's words say about the food bought beyond its name: a note that only
/// says how it is cut ("sliced into half moons") is no second food, a legume said to be dried
/// or soaked is bought dry, and a spice's name counted by the item is the vegetable.
struct RecipeLineStateWordsTests {
    let recipe = OfflineRecipeParser(reading: .bought)

    func only(_ text: String) throws -> ParsedIngredient { try recipe.onlyItem(text) }

    /// Foods a recipe cuts, and what a note may cut them into: the last words are food-like on
    /// purpose ("moons" read as moo shu pork, 382 kcal beside a 33 kcal courgette).
    static let cutFoods = ["1 courgette", "2 carrots", "1 onion", "1 lemon", "3 potatoes", "1 cucumber", "2 apples", "1 leek"]
    static let cuts = ["sliced", "cut", "chopped", "diced", "torn", "halved", "quartered", "shredded", "grated"]
    static let shapes = ["half moons", "moons", "rings", "rounds", "bite-size pieces", "2 cm chunks", "thin strips",
                         "wedges", "matchsticks", "half", "quarters", "apple-sized pieces", "fingers", "coins", "boats"]

    /// For any food, cut and shape, "FOOD, CUT into SHAPE" is the food alone with its note.
    @Test func aNoteSayingHowTheFoodIsCutIsNoFood() throws {
        forAllCases(150, seed: 0xC0715) { (testCase: inout PropertyCase) in
            func pick(_ list: [String]) -> String { list[Int(testCase.random.next() % UInt64(list.count))] }
            let food = pick(Self.cutFoods), cut = pick(Self.cuts), shape = pick(Self.shapes)
            let adverb = testCase.random.next() % 3 == 0 ? "thinly " : ""
            let joiner = testCase.random.next() % 4 == 0 ? "in" : "into"
            let text = "\(food), \(adverb)\(cut) \(joiner) \(shape)"
            guard let lines = try? recipe.parse(text).ingredients, let alone = try? recipe.parse(food).ingredients else {
                testCase.check(false, "\(text) refused")
                return
            }
            testCase.check(lines.count == 1, "\(text): \(lines.map { "\($0.phrase) → \($0.foodDescription ?? "none")" })")
            testCase.check(lines.first?.foodId == alone.first?.foodId && lines.first?.calories == alone.first?.calories,
                            "\(text): \(lines.first?.foodDescription ?? "none") vs \(alone.first?.foodDescription ?? "none")")
        }
    }

    /// A note that names a second food keeps it: "1 lb chicken, cubed, 2 carrots" is two.
    @Test func aFoodAfterANoteIsStillAFood() throws {
        let items = try recipe.parse("1 courgette, sliced into half moons\n2 carrots").ingredients
        #expect(items.count == 2)
        let lemon = try recipe.parse("1 lemon, cut in half, 1 cup sugar").ingredients
        #expect(lemon.count == 2, "\(lemon.map(\.phrase))")
    }

    static let legumes = ["kidney beans", "red kidney beans", "chickpeas", "black beans", "pinto beans", "navy beans",
                          "great northern beans", "garbanzo beans"]

    /// "1 cup dried red kidney beans" was the canned beans (207 kcal for 620): a legume the line
    /// says is dried, dry or soaked is the raw seeds, wherever the word stands.
    @Test func aLegumeSaidDriedOrSoakedIsBoughtDry() throws {
        for legume in Self.legumes {
            for text in ["1 cup dried \(legume)", "1 cup \(legume) (dried)", "1 cup \(legume), soaked overnight",
                         "1 cup dry \(legume), soaked and drained"] {
                let item = try only(text)
                let description = item.foodDescription ?? ""
                #expect(description.hasSuffix("raw") && !description.contains("canned"), "\(text): \(description)")
                #expect(item.calories / (item.grams ?? 1) > 3, "\(text): \(item.calories) kcal in \(item.grams ?? 0) g")
            }
            // "dry" makes no other product a legume: dry curd cottage cheese, dry buttermilk stay so.
            let curd = try only("1 cup dry cottage cheese")
            #expect(curd.foodDescription?.contains("dry curd") == true, "\(curd.foodDescription ?? "none")")
            // Said nothing of it: the lexicon's reading stands (canned for a cup of beans).
            let plain = try only("1 cup \(legume)")
            #expect(plain.calories / (plain.grams ?? 1) < 2, "1 cup \(legume): \(plain.foodDescription ?? "none")")
        }
    }

    /// "1 pepper, diced" was 120 g of black pepper (301 kcal): a spice's name counted by the
    /// item, or sized, is the vegetable; measured by the spoon, or to taste, it is the spice.
    @Test func aSpiceCountedByTheItemIsTheVegetable() throws {
        for text in ["1 pepper, diced", "1 large pepper", "2 small pepper", "1 scotch bonnet pepper, seeded and minced",
                     "1 pepper, sliced into strips"] {
            let item = try only(text)
            let id = try #require(item.foodId)
            let food = try #require(recipe.database.food(id: id))
            #expect(FoodKind.of(food) != .spice, "\(text): \(item.foodDescription ?? "none")")
            #expect(item.calories < 60, "\(text): \(item.calories)")
        }
        for text in ["1 tsp pepper", "1/2 teaspoon black pepper", "pepper to taste", "1 whole nutmeg", "2 bay leaves",
                     "1 cinnamon stick", "1 celery seed", "2 mustard seed"] {
            let item = try only(text)
            let id = try #require(item.foodId)
            let food = try #require(recipe.database.food(id: id))
            #expect(FoodKind.of(food) == .spice, "\(text): \(item.foodDescription ?? "none")")
        }
    }
}

/// The table's own row for what a recipe line says of how its food was bought: dried, tinned,
/// drained, by the cube; and a word that says what a food is like ("floury") is no slip of it.
struct RecipeLineTwinTests {
    let recipe = OfflineRecipeParser(reading: .bought)

    func only(_ text: String) throws -> ParsedIngredient { try recipe.onlyItem(text) }

    /// Adjectives made of a food word and "y" that no table spells: "floury potatoes" were
    /// 1 kg of potato flour (3,570 kcal).
    @Test func aFoodWordWithYAddedIsNoSlipOfIt() throws {
        let spelling = FoodWordSpelling(vocabulary: TableVocabulary.embedded, reading: .bought)
        let adjectives = ["flour", "meat", "salt", "cream", "butter", "fruit", "oil", "sugar", "fish", "malt", "smoke", "peach",
                          "crumb", "grass", "wax", "starch", "chalk", "ginger", "lemon", "pepper"]
            .map { $0.hasSuffix("e") ? String($0.dropLast()) + "y" : $0 + "y" }.filter { !spelling.isKnown($0) }
        let foods = ["potatoes", "carrots", "onions", "apples", "tomatoes", "parsnips", "chicken thighs", "pork shoulder"]
        #expect(adjectives.count >= 5, "\(adjectives)")
        forAllCases(100, seed: 0xF10) { (testCase: inout PropertyCase) in
            let adjective = adjectives[Int(testCase.random.next() % UInt64(adjectives.count))]
            let food = foods[Int(testCase.random.next() % UInt64(foods.count))]
            let described = try? recipe.parse("500 g \(adjective) \(food)").ingredients.first
            let plain = try? recipe.parse("500 g \(food)").ingredients.first
            // The food itself, not one the adjective's food word names ("Potato flour").
            let stem = FoodSearchIndex.stem(String(adjective.dropLast()))
            let held = Set(FoodSearchIndex.words(in: described?.foodDescription ?? "").map(FoodSearchIndex.stem))
            let head = FoodSearchIndex.stem(String(food.split(separator: " ").last!))
            testCase.check(described?.foodId == plain?.foodId || (held.contains(head) && !held.contains(where: { $0.hasPrefix(stem) })),
                           "500 g \(adjective) \(food): \(described?.foodDescription ?? "none") vs \(plain?.foodDescription ?? "none")")
        }
    }

    @Test func aLegumeTinDrainedIsItsDrainedSolids() throws {
        // The legumes the table sells canned both with their liquid and drained.
        for legume in ["pinto beans", "kidney beans", "red kidney beans", "chickpeas", "garbanzo beans"] {
            let item = try only("1 can (15 oz) \(legume), drained")
            #expect(item.foodDescription?.contains("drained") == true, "\(legume): \(item.foodDescription ?? "none")")
        }
    }

    @Test func aHerbSaidDriedIsTheDriedSpice() throws {
        for herb in ["parsley", "basil", "thyme", "rosemary", "oregano", "dill", "sage", "tarragon"] {
            let item = try only("1 tbsp dried \(herb)")
            #expect(item.foodDescription?.hasPrefix("Spices") == true,
                    "dried \(herb): \(item.foodDescription ?? "none")")
        }
        let fresh = try only("1 cup parsley, chopped")
        #expect(fresh.foodDescription?.contains("fresh") == true, "\(fresh.foodDescription ?? "none")")
    }

    @Test func aTinIsTheCannedRowAndACubeTheDryBouillon() throws {
        for text in ["1 tin coconut milk", "1 can coconut milk", "1 (400 ml) tin coconut milk"] {
            let item = try only(text)
            #expect(item.foodDescription?.contains("canned") == true, "\(text): \(item.foodDescription ?? "none")")
        }
        let mushrooms = try only("4 dried shiitake mushrooms, soaked")
        #expect(mushrooms.foodDescription?.contains("dried") == true && (mushrooms.grams ?? 0) < 30,
                "\(mushrooms.foodDescription ?? "none") \(mushrooms.grams ?? 0) g")
        for text in ["1 chicken stock cube", "2 beef stock cubes", "1 vegetable stock cube, crumbled", "1 stock cube"] {
            let item = try only(text)
            #expect(item.foodDescription?.contains("dry") == true && item.calories >= 5, "\(text): \(item.foodDescription ?? "none")")
        }
    }
}
