import Testing
import TestSupport
@testable import MealLedger

/// A recipe's food name is read against what the tables themselves call foods: a food named
/// exactly as written, a plural that is no spice, a bare class's unspecified member, and meat
/// before an organ the name does not ask for.
struct RecipeTableNamesTests {
    let recipe = OfflineRecipeParser(reading: .bought)

    func food(_ line: String) throws -> String {
        try #require(try recipe.parse(line).ingredients.first?.foodDescription, "\(line) matched no food")
    }

    @Test func aFoodTheTablesNameAsWrittenIsNotTheLexiconsFoodLeftAfterDroppingAWord() throws {
        #expect(try food("100 g frozen yogurt").hasPrefix("Frozen yogurt"))
        #expect(try food("1 cup frozen yoghurt").hasPrefix("Frozen yogurt"), "in the tables' spelling")
        #expect(try food("100 g hot peppers").lowercased().contains("hot pepper"))
    }

    @Test func aPluralThatATableNamesAsAFoodIsNoSpice() throws {
        #expect(try !food("2 peppers").hasPrefix("Spices"))
        // The singular stays the spice, and a plural that only the spice holds stays it too.
        #expect(try food("1 tsp pepper").hasPrefix("Spices, pepper"))
        #expect(try food("1 tbsp peppercorns").hasPrefix("Spices, pepper"))
        // Past a word dropped from the name too (the attack's "roasted peppers", 277 kcal a cup).
        #expect(try !food("1 cup roasted peppers").hasPrefix("Spices"))
    }

    /// Every seed SR28 keeps as a spice ("Spices, cumin seed"), named in the plural with a
    /// measure as recipes name them ("1 tsp cumin seeds"), is that spice: the plural "seeds"
    /// alone is the table's lotus seeds, which is no reading of a name the spice holds whole.
    @Test func aSpiceSeedNamedInThePluralIsThatSpice() throws {
        let seeds = FoodDatabase.embedded.foods.filter { food in
            food.group == RecipeFoodMatcher.spiceGroup && food.description.hasPrefix("Spices, ")
                && food.description.split(separator: ",")[1].hasSuffix(" seed")
        }
        #expect(seeds.count >= 8, "the table's spice seeds: \(seeds.map(\.description))")
        for spice in seeds {
            let name = spice.description.split(separator: ",")[1].trimmingCharacters(in: .whitespaces) + "s"
            for line in ["1 tsp \(name)", "2 tbsp \(name)"] {
                let read = try food(line)
                #expect(read.hasPrefix("Spices, ") && read.lowercased().contains(name.dropLast()), "'\(line)' read as \(read)")
            }
        }
    }

    /// A kind named before its class ("penne pasta", "basmati rice", "cheddar cheese") is the
    /// kind's own food, as the kind alone is: "12 oz penne pasta" was 340 g of cooked pasta
    /// (534 kcal for 1,262). Every one-word lexicon name whose food's name holds a class word is
    /// asked with that class after it.
    @Test func aKindNamedBeforeItsClassIsTheKindsFood() throws {
        let classes = ["pasta", "rice", "noodles", "cheese", "flour", "beans", "oil", "lentils", "sugar"]
        var asked = 0
        var differ: [String] = []
        for (name, entry) in RecipeFoodLexicon.entries.sorted(by: { $0.key < $1.key }) where !name.contains(" ") {
            guard let entryFood = FoodDatabase.embedded.food(id: entry.foodID) else { continue }
            let words = Set(FoodSearchIndex.words(in: entryFood.description).map(FoodSearchIndex.stem))
            guard let kind = classes.first(where: { RecipeFoodMatcher.firstPartStems(of: entryFood).contains(FoodSearchIndex.stem($0)) }),
                  kind != name, !words.isEmpty,
                  FoodSearchIndex.stem(kind) != FoodSearchIndex.stem(name) else { continue }
            asked += 1
            let alone = try food("250 g \(name)"), withClass = try food("250 g \(name) \(kind)")
            if alone != withClass { differ.append("\(name) \(kind): \(withClass), alone \(alone)") }
        }
        #expect(asked >= 20)
        #expect(differ.isEmpty, "\(differ.count) of \(asked): \(differ.prefix(8))")
        #expect(try food("500g dried pasta shells").hasPrefix("Pasta, dry"), "no pie shell")
        // The class must head the kind's food: ground beef's name holds "fat" further on. Beef
        // fat is the rendered tallow or the raw fat SR28 names as a cut's ("Beef, retail cuts,
        // separable fat, raw"), never ground beef.
        let beefFat = try food("200g beef fat").lowercased()
        #expect(beefFat.contains("tallow") || beefFat.contains("separable fat"), "the attack's beef fat, read as \(beefFat)")
        #expect(try food("200g soba noodles").contains("dry"), "a weighed grain is bought dry")
    }

    @Test func aBareClassIsItsUnspecifiedMemberNotTheFirstVarietyRanked() throws {
        #expect(try food("100 g nuts") == "Nuts, NFS")
        #expect(try food("100 g candy") == "Candy, NFS")
    }

    @Test func aPlantsLeavesTheTablesNameAreNotItsFruit() throws {
        #expect(try food("100 g pumpkin leaves").hasPrefix("Pumpkin leaves"))
        #expect(try food("1 cup basil leaves").hasPrefix("Basil"))
    }

    @Test func aSliceOfSourdoughIsASliceOfTheTablesSourDoughBread() throws {
        // SR28's french bread, which holds sourdough, weighs its slice at 139 g.
        for (parser, text) in [(recipe, "2 slices sourdough bread"), (OfflineRecipeParser(reading: .eaten), "2 slices of sourdough")] {
            let item = try #require(try parser.parse(text).ingredients.first)
            #expect(item.foodDescription == "Bread, sour dough", "\(text)")
            #expect((40...120).contains(item.grams ?? 0), "\(text): \(item.grams ?? 0) g")
        }
    }

    /// Pantry words of Indian, East Asian, Mexican and French cooking that no table spells are
    /// read as the table's nearest food, never left at 0 kcal.
    @Test(arguments: [("2 cups atta", "Wheat flour, whole-grain"), ("2 tbsp mirin", "Wine, rice"),
                      ("1 stalk lemongrass", "Lemon grass"), ("2 tbsp crème fraîche", "Cream"),
                      ("1 tbsp gochujang", "Sauce, hot chile"), ("1 tbsp tamarind paste", "Tamarinds"),
                      ("2 cups masa harina", "Corn flour, masa"), ("1 tsp ajwain", "caraway"),
                      ("1/2 tsp haldi", "turmeric"), ("1 tsp jeera", "cumin"), ("250g mascarpone", "Cheese, cream"),
                      ("1 tsp bicarb of soda", "baking soda"), ("8-10 curry leaves", "bay leaf"),
                      ("zest of 1 unwaxed lemon", "Lemon peel"), ("salt as per taste", "Salt"),
                      // A curd is no yoghurt in every name: bean curd is tofu, lemon curd a sweet spread.
                      ("200 g bean curd", "Soybean curd"), ("2 tbsp lemon curd", "Jams")])
    func regionalPantryWordsReadAsTheTablesNearestFood(line: String, expected: String) throws {
        let found = try food(line)
        #expect(found.contains(expected), "\(line): \(found)")
    }

    @Test func aTacoShellIsTheBakedShellNotARawTortilla() throws {
        #expect(try food("4 taco shells").hasPrefix("Taco shell"))
    }

    /// For any name the tables give a food (a description's first part, one or two words),
    /// when some food of that name is plain meat or plant, the one chosen never names an organ
    /// or by-product the name does not ask for ("goose" is not goose liver).
    @Test func noOrganOrByProductIsChosenForANameThatDoesNotAskForIt() throws {
        let database = FoodDatabase.embedded
        var byName: [String: [Food]] = [:]
        for food in database.foods {
            let first = (food.description.split(separator: ",").first.map(String.init) ?? "").lowercased()
            let words = first.split(separator: " ")
            guard (1...2).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { continue }
            byName[first, default: []].append(food)
        }
        func byProduct(_ text: String, asked: Set<String>) -> Bool {
            FoodSearchIndex.words(in: text).contains { RecipeFoodMatcher.byProductWords.contains($0) && !asked.contains($0) }
        }
        let names = byName.keys.filter { name in
            let asked = Set(FoodSearchIndex.words(in: name))
            return asked.isDisjoint(with: RecipeFoodMatcher.byProductWords)
                && byName[name]!.contains { byProduct($0.description, asked: asked) }
                && byName[name]!.contains { !byProduct($0.description, asked: asked) }
        }.sorted()
        try #require(names.count >= 10, "\(names)")
        forAllCases(120, seed: 2612) { testCase in
            let name = testCase.random.pick(names)
            let chosen = (try? recipe.parse("100 g " + name).ingredients.first?.foodDescription) ?? nil
            testCase.check(chosen.map { !byProduct($0, asked: Set(FoodSearchIndex.words(in: name))) } ?? true,
                           "'\(name)' chose \(chosen ?? "none")")
        }
    }
}
