import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// How diaries written outside the project put amounts and labels: a count after the food
/// ("gyoza 6", "tacos (3)"), a label in words the tables do not know before a colon ("brekkie:",
/// "arvo snack:"), a filler before the amount ("like 3 cups of coffee"), and Spanish joining
/// words and measures ("huevos con frijoles y tortillas", "un vaso de leche").
struct DiaryAmountAndLabelTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    static let countedFoods = ["gyoza", "idli", "chicken nuggets", "tacos", "pancakes", "meatballs", "samosas", "dumplings",
                               "eggs", "cookies", "waffles", "sausages", "spring rolls", "hash browns", "crackers", "dates"]

    func kcal(_ text: String) -> Double {
        ((try? eaten.parse(text).ingredients) ?? []).reduce(0) { $0 + $1.calories }
    }

    /// A small count after the food, bare or in parentheses, reads as the same count before it.
    @Test func aCountAfterTheFoodIsItsCount() {
        var asked = 0, same = 0
        var differing: [String] = []
        forAllCases(120, seed: 0xC0_0A7) { testCase in
            let food = testCase.random.pick(Self.countedFoods)
            let count = Int.random(in: 2...MealTextSplitter.largestBareCount, using: &testCase.random)
            let after = testCase.random.pick(["\(food) \(count)", "\(food) (\(count))"])
            asked += 1
            let before = kcal("\(count) \(food)"), written = kcal(after)
            if abs(before - written) <= 0.01 * max(before, 1) { same += 1 } else { differing.append("\(after): \(Int(written)) for \(Int(before))") }
            testCase.check(written > 0, "\(after) read as nothing")
        }
        print("counts after the food read as before it: \(same) of \(asked); differing: \(differing.prefix(8))")
        #expect(Double(same) >= 0.95 * Double(asked), "\(same) of \(asked): \(differing.prefix(20))")
    }

    /// A size said before or after a food, in full or abbreviated, weighs the same, as one of
    /// that size; a large one more than a small one, whether the table has those sizes or not.
    @Test func aSizeAfterTheFoodIsItsSize() {
        let foods = ["pho", "bubble tea", "fries", "latte", "soup", "coffee", "burrito", "smoothie", "ramen", "salad",
                     "popcorn", "pizza", "milkshake", "curry", "fried rice", "hot chocolate", "iced tea", "fries"]
        func grams(_ text: String) -> Double { ((try? eaten.parse(text).ingredients) ?? []).reduce(0) { $0 + ($1.grams ?? 0) } }
        forAllCases(100, seed: 0x512E) { testCase in
            let food = testCase.random.pick(foods)
            let size = testCase.random.pick(["large", "small"])
            let abbreviated = size == "large" ? "lg" : "sm"
            let before = grams("\(size) \(food)"), after = grams("\(food) \(size)"), short = grams("\(abbreviated) \(food)")
            testCase.check(abs(before - after) <= 0.01 * before && abs(before - short) <= 0.01 * before,
                           "\(food): \(size) before \(before) g, after \(after) g, \(abbreviated) \(short) g")
            let large = grams("large \(food)"), small = grams("small \(food)")
            testCase.check(large > small, "\(food): large \(large) g, small \(small) g")
        }
    }

    /// A bare number too large to be a count is no count: "chicken 200" is not 200 portions.
    @Test func aLargeBareNumberIsNoCount() throws {
        for text in ["chicken breast 200", "oats 40", "rice 150"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.allSatisfy { ($0.quantity ?? 0) < 13 }, "\(text): \(items.map { ($0.quantity, $0.unit) })")
        }
    }

    /// A label before a colon whose words no food's name holds, before words that name a food,
    /// is no part of the food; a food before a colon stays, with its amount after.
    @Test func aLabelInUnknownWordsIsNoFood() throws {
        let plain = kcal("2 eggs and toast")
        forAllCases(100, seed: 0x1A_BE1) { testCase in
            // A made-up word of consonants and vowels no table holds.
            let letters = (0..<Int.random(in: 5...8, using: &testCase.random)).map { index in
                testCase.random.pick(index % 2 == 0 ? Array("bdgkmpqvxz") : Array("aeiou"))
            }
            let label = String(letters)
            guard !FoodWordSpelling.isFoodWord(label) else { return }
            let items = (try? eaten.parse("\(label): 2 eggs and toast").ingredients) ?? []
            let written = items.reduce(0) { $0 + $1.calories }
            testCase.check(abs(written - plain) <= 0.01 * plain && !items.contains { $0.name.contains(label) },
                           "\(label): \(items.map(\.name)) \(Int(written)) for \(Int(plain))")
        }
        let breakfast = try eaten.parse("brekkie: 2 eggs").ingredients
        #expect(breakfast.map(\.name) == ["eggs"], "\(breakfast.map(\.name))")
        let rice = try eaten.parse("rice: 1 cup").ingredients
        #expect(rice.count == 1 && rice[0].foodDescription?.hasPrefix("Rice") == true && rice[0].unit == "cup")
        let chicken = try eaten.parse("chiken: 200g").ingredients
        #expect(chicken.count == 1 && chicken[0].foodDescription?.lowercased().contains("chicken") == true,
                "\(chicken.map(\.foodDescription))")
    }

    @Test func aFillerBeforeTheAmountIsNoFood() throws {
        let coffee = try eaten.parse("like 3 cups of coffee").ingredients
        #expect(coffee.count == 1 && coffee[0].quantity == 3 && coffee[0].unit == "cup", "\(coffee.map { ($0.name, $0.quantity) })")
        let pizza = try eaten.parse("had like 2 slices of pizza").ingredients
        #expect(pizza.count == 1 && pizza[0].quantity == 2 && pizza[0].unit == "slice", "\(pizza.map { ($0.name, $0.quantity) })")
    }

    /// Spanish "con" and "y" join foods as "with" and "and" do, a dish named with them stays whole,
    /// and "un vaso de", "una taza de" are measures.
    @Test func spanishJoinsAndMeasures() throws {
        let plate = try eaten.parse("2 huevos con frijoles y 3 tortillas").ingredients
        #expect(plate.count == 3 && plate[0].quantity == 2 && plate[2].quantity == 3, "\(plate.map { ($0.name, $0.foodDescription) })")
        let chili = try eaten.parse("chili con carne").ingredients
        #expect(chili.count == 1 && chili[0].foodDescription?.hasPrefix("Chili con carne") == true)
        let milk = try eaten.parse("pan dulce y un vaso de leche").ingredients
        #expect(milk.count == 2 && milk[1].unit == "glass" && milk[1].foodDescription?.hasPrefix("Milk") == true,
                "\(milk.map { ($0.name, $0.unit, $0.foodDescription) })")
    }
}

/// Every regional name the as-eaten synonyms know, said alone, reads as a food of the kind its
/// synonym names: the food's description holds a word of the synonym.
struct RegionalNameTests {
    @Test func everyRegionalNameReadsAsItsKind() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        var asked = 0, right = 0
        var wrong: [String] = []
        let names = EatenFoodSynonyms.words.map { ($0.key, $0.value) } + EatenFoodSynonyms.pairs.map { ($0.key, $0.value) }
        for (name, synonym) in names.sorted(by: { $0.0 < $1.0 }) where name != synonym {
            let wanted = Set(FoodSearchIndex.words(in: synonym).filter { $0.count >= 3 }.map(FoodSearchIndex.stem))
            guard !wanted.isEmpty else { continue }
            asked += 1
            let items = try parser.parse(name).ingredients
            let found = Set(items.flatMap { FoodSearchIndex.words(in: $0.foodDescription ?? "") }.map(FoodSearchIndex.stem))
            if !found.isDisjoint(with: wanted) { right += 1 } else { wrong.append("\(name) (\(synonym)) → \(items.map { $0.foodDescription ?? "-" })") }
        }
        print("regional names read as their kind: \(right) of \(asked); not: \(wrong.prefix(15))")
        #expect(Double(right) >= 0.9 * Double(asked), "\(right) of \(asked): \(wrong.prefix(40))")
    }
}

/// A food found through a regional name that is only the nearest kind the tables hold asks to
/// be reviewed: its energy per gram is near, a piece's weight may not be ("2 onigiri" as sushi).
struct NearestKindTests {
    @Test func aNearestKindAsksForReview() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        let keys = Set(EatenFoodSynonyms.words.keys).union(EatenFoodSynonyms.pairs.keys.flatMap { $0.split(separator: " ").map(String.init) })
        for word in EatenFoodSynonyms.nearestKinds.sorted() {
            #expect(keys.contains(word), "\(word) is no synonym's word")
            let name = EatenFoodSynonyms.pairs.keys.first { $0.split(separator: " ").map(String.init).contains(word) } ?? word
            for item in try parser.parse("2 \(name)").ingredients {
                #expect(item.confidence < 0.7, "\(name): \(item.foodDescription ?? "-") at \(item.confidence)")
            }
        }
        // The same food named by the tables' word keeps its confidence: only the nearest kind costs.
        let sushi = try #require(try parser.parse("2 sushi").ingredients.first)
        let onigiri = try #require(try parser.parse("2 onigiri").ingredients.first)
        #expect(abs(onigiri.confidence - sushi.confidence * EatenFoodSynonyms.nearestKindFactor) < 0.02,
                "\(onigiri.confidence) for \(sushi.confidence)")
    }
}

/// A bread named by its kind alone after "on" is that bread, beside the food on it: "beans on
/// brown" is beans and a slice of brown bread (it was "Beans and brown rice"); a sandwich "on
/// white" stays the table's sandwich on white.
struct BreadKindOnTests {
    @Test func aBreadKindAfterOnIsBread() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        for food in ["beans", "cheese", "egg", "avocado", "tuna", "mushrooms"] {
            for kind in MealTextSplitter.breadKinds.sorted() {
                let items = try parser.parse("\(food) on \(kind)").ingredients
                #expect(items.count == 2 && items[1].foodDescription?.hasPrefix("Bread") == true,
                        "\(food) on \(kind): \(items.map { $0.foodDescription ?? "-" })")
            }
        }
        let sandwich = try parser.parse("ham sandwich on white").ingredients
        #expect(sandwich.count == 1 && sandwich[0].foodDescription == "Ham sandwich on white" && sandwich[0].confidence >= 0.5)
    }
}

/// Regional words only the as-eaten synonyms knew, in a recipe's weighed line, are the same food
/// bought; and whole shop names ("mince" alone is beef mince).
struct RegionalWordBoughtTests {
    @Test func aRegionalWordNoTableHoldsIsTheSameFoodBought() throws {
        let parser = OfflineRecipeParser(reading: .bought)
        var asked = 0, right = 0
        var wrong: [String] = []
        for (word, synonym) in EatenFoodSynonyms.words.sorted(by: { $0.key < $1.key })
        where word.count >= 4 && RecipeFoodSynonyms.words[word] == nil && !TableVocabulary.embedded.knowsCheaply(word) {
            let wanted = Set(FoodSearchIndex.words(in: synonym).filter { $0.count >= 3 }.map(FoodSearchIndex.stem))
            guard !wanted.isEmpty else { continue }
            asked += 1
            let items = try parser.parse("200 g \(word)").ingredients
            let found = Set(items.flatMap { FoodSearchIndex.words(in: $0.foodDescription ?? "") }.map(FoodSearchIndex.stem))
            if !found.isDisjoint(with: wanted) { right += 1 } else { wrong.append("\(word) (\(synonym)) → \(items.map { $0.foodDescription ?? "-" })") }
        }
        print("regional words read bought as their food: \(right) of \(asked); not: \(wrong.prefix(15))")
        #expect(asked >= 100)
        #expect(Double(right) >= 0.9 * Double(asked), "\(right) of \(asked): \(wrong.prefix(40))")
    }

    @Test func shopNames() throws {
        let parser = OfflineRecipeParser(reading: .bought)
        #expect(try parser.parse("250g mince").ingredients.first?.foodDescription?.hasPrefix("Beef, ground") == true)
        #expect(try parser.parse("3 tomatoes, pureed").ingredients.count == 1)
    }
}

/// A regional word names its portion as the tables' word does: "huevo" alone is one egg, as
/// "egg" is, not a cup of egg.
struct SynonymPortionTests {
    @Test func aRegionalWordWeighsAsTheTablesWord() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        var asked = 0, same = 0
        var differ: [String] = []
        for (word, synonym) in EatenFoodSynonyms.words.sorted(by: { $0.key < $1.key })
        where !synonym.contains(" ") && word != synonym && !EatenFoodSynonyms.nearestKinds.contains(word)
            // "rotis" is two, as "roti" is one: a plural says how many (`PluralUnquantifiedTests`).
            && EatenPortion.isPlural(word) == EatenPortion.isPlural(synonym) {
            guard let regional = try? parser.parse(word).ingredients, regional.count == 1,
                  let plain = try? parser.parse(synonym).ingredients, plain.count == 1,
                  regional[0].foodId == plain[0].foodId else { continue }
            asked += 1
            if abs((regional[0].grams ?? 0) - (plain[0].grams ?? 0)) < 0.5 { same += 1 } else {
                differ.append("\(word) \(regional[0].grams ?? 0) g, \(synonym) \(plain[0].grams ?? 0) g")
            }
        }
        print("regional words weighed as the tables' word: \(same) of \(asked); differ: \(differ.prefix(12))")
        #expect(asked >= 50)
        #expect(Double(same) >= 0.95 * Double(asked), "\(same) of \(asked): \(differ)")
        #expect(try parser.parse("huevo").ingredients.first?.grams == 50)
    }
}
