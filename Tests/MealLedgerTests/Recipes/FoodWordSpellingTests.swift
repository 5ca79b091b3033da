import Testing
import TestSupport
@testable import MealLedger

/// Typing errors mended before a food is looked up, in both readings (SPEC 13): a recipe's
/// "1 lb chiken breast" is chicken, not quail; "2 zuchini" eaten is squash, not a muffin.
struct FoodWordSpellingTests {
    let bought = FoodWordSpelling(vocabulary: .embedded, reading: .bought)
    let eaten = FoodWordSpelling(vocabulary: .embedded, reading: .eaten)
    let recipe = OfflineRecipeParser(reading: .bought)
    let meal = OfflineRecipeParser(reading: .eaten)

    /// Lexicon names of one or two words, each word of five letters or more, sorted so a seed
    /// picks the same name on every run.
    static let lexiconNames: [String] = RecipeFoodLexicon.entries.keys.filter { name in
        let words = name.split(separator: " ")
        return words.count <= 2 && words.allSatisfy { $0.count >= 5 && $0.allSatisfy(\.isLetter) }
    }.sorted()

    /// Two words the as-eaten table writes apart, run together as people type them
    /// ("milkshake" for "Milk shake", "hotdog" for "Hot dog"), read as that food: the closed
    /// word was read as a branded pastry whose name holds it ("a milkshake" was a Pop-Tart).
    /// Every FNDDS food named by two such words is asked; a word the tables also write closed
    /// ("pancakes") stays closed.
    @Test func wordsTheTablesWriteApartRunTogetherReadAsThatFood() throws {
        var asked = 0, found = 0
        var misses: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let first = food.description.split(separator: ",")[0].lowercased()
            let words = first.split(separator: " ").map(String.init)
            guard words.count == 2, words.allSatisfy({ $0.count >= 3 && $0.allSatisfy(\.isLetter) }) else { continue }
            let closed = words.joined()
            asked += 1
            let read = try meal.parse("a \(closed)").ingredients.first?.foodDescription?.lowercased() ?? ""
            if read.contains(first) || read.contains(closed) { found += 1 } else if misses.count < 8 { misses.append("\(closed) → \(read)") }
        }
        print("Two words run together (\(asked) FNDDS names): \(found) read as the food; misses: \(misses)")
        #expect(asked >= 50)
        #expect(Double(found) >= 0.95 * Double(asked), "\(misses)")
        #expect(try meal.parse("a milkshake").ingredients.first?.foodDescription?.hasPrefix("Milk shake") == true)
    }

    @Test func aRecipeLineWithATypingErrorFindsTheFoodItMeant() throws {
        let cases: [(text: String, food: String)] = [
            ("1 lb chiken breast", "Chicken, broiler or fryers, breast"),
            ("2 cups brocoli florets", "Broccoli, raw"),
            ("1/2 cup parmesean cheese", "Cheese, parmesan"),
            ("100g mozarella", "Cheese, mozzarella"),
            ("1 cup mlik", "Milk, whole"),
            ("3 cloves gralic", "Garlic, raw"),
            ("200 g salmom fillet", "Fish, salmon"),
        ]
        for (text, food) in cases {
            let ingredient = try #require(try recipe.parse(text).ingredients.first)
            #expect(ingredient.foodDescription?.hasPrefix(food) == true, "\(text) → \(ingredient.foodDescription ?? "none")")
            // Mended, the reading is a little less sure than the same line spelt right.
            #expect(ingredient.confidence < RecipeFoodMatcher.lexiconConfidence)
        }
    }

    @Test func aMealWithATypingErrorIsReadThroughTheSynonymsOfTheWordItMeant() throws {
        // "zuchini" is "zucchini", which the synonyms read as summer squash (not "Muffin, zucchini").
        let squash = try #require(try meal.parse("2 zuchini").ingredients.first)
        #expect(squash.foodDescription?.hasPrefix("Summer squash") == true, "\(squash.foodDescription ?? "none")")
    }

    @Test func aSlipThatStartsAnotherWordIsMendedWhenTheFirstLookFindsLittle() throws {
        // "tost" starts "tostada", "rols" reads as the start of "rolls": the first look takes
        // them as written and finds nothing; the second mends them.
        let toast = try #require(try meal.parse("tost").ingredients.first)
        #expect(toast.foodDescription?.contains("toast") == true, "\(toast.foodDescription ?? "none")")
        let sushi = try #require(try meal.parse("6 sushi rols").ingredients.first)
        #expect(sushi.foodDescription?.hasPrefix("Sushi roll") == true, "\(sushi.foodDescription ?? "none")")
        // A word the tables hold only as the start of a longer one is not made that word.
        #expect(eaten.mended("zest", strictly: true).text == "zest")
    }

    @Test func aDishTheTableHoldsAsWrittenIsNotRewrittenWordByWord() throws {
        // "carne" alone is beef; "chilli con carne" (respelt "chili") is a dish of its own.
        for text in ["chilli con carne", "chili con carne"] {
            let chili = try #require(try meal.parse(text).ingredients.first)
            #expect(chili.foodDescription?.hasPrefix("Chili con carne") == true, "\(text) → \(chili.foodDescription ?? "none")")
        }
        // …while a synonym of a name the table lacks still applies ("tikka masala").
        let tikka = try #require(try meal.parse("tikka masala").ingredients.first)
        #expect(tikka.foodDescription == "Chicken curry")
        // …and a pair always does, though a longer description holds its words ("Ripe plantain meat pie").
        let pie = try #require(try meal.parse("meat pie").ingredients.first)
        #expect(pie.foodDescription == "Pot pie, beef")
        #expect(EatenFoodSynonyms.isRespelling("chilli", as: "chili"))
        #expect(!EatenFoodSynonyms.isRespelling("carne", as: "beef"))
    }

    @Test func aWordRunTogetherFromTwoTableWordsIsSplit() {
        #expect(bought.mended("peanutbutter").text == "peanut butter")
        #expect(eaten.mended("cornflakes").text == "corn flakes")
        // A slip of a key is likelier than a run-together word: "choc plate" is no food.
        #expect(eaten.mended("chocplate").text == "chocolate")
    }

    @Test func aRealWordIsNotMendedIntoAnotherFood() throws {
        // From the attack: "coke" and "lager" are drinks to the as-eaten synonyms, so a recipe
        // line does not make them "cake" and "layer" dip; a short word with one letter changed
        // is as often another word as a slip ("pasty", "pasta").
        for text in ["1 can coke", "1 pint lager"] {
            let ingredient = try #require(try recipe.parse(text).ingredients.first)
            #expect(ingredient.foodId == nil || ingredient.foodDescription?.lowercased().contains("cake") == false,
                    "\(text) → \(ingredient.foodDescription ?? "none")")
            #expect(ingredient.foodDescription?.lowercased().contains("dip") != true)
        }
        #expect(bought.correction(for: "coke") == nil)
        #expect(FoodWordSpelling.isShortSubstitution("pasty", "pasta"))
        #expect(!FoodWordSpelling.isShortSubstitution("tost", "toast"))
        #expect(!FoodWordSpelling.isShortSubstitution("mlik", "milk"))
        // A key pressed twice for its neighbour is a slip, not another word: "egss" is eggs.
        #expect(!FoodWordSpelling.isShortSubstitution("egss", "eggs"))
        #expect(FoodWordSpelling.isShortSubstitution("coke", "cake"))
        #expect(try OfflineRecipeParser(reading: .bought).parse("3 egss").ingredients.first?.foodDescription?.hasPrefix("Egg") == true)
    }

    @Test func notesOnPreparationAreNeverTurnedIntoFoods() throws {
        #expect(bought.correction(for: "shaken") == nil)
        #expect(bought.correction(for: "deseeded") == nil)
        // …but a participle is mended to one of its own shape.
        #expect(bought.correction(for: "cannned") == "canned")
        let buttermilk = try recipe.parse("1 cup buttermilk, shaken")
        #expect(buttermilk.ingredients.filter { $0.foodId != nil }.map(\.name) == ["buttermilk"])
    }

    @Test func aTrailingWordNamingTheFoodsFormIsNoFoodOfItsOwn() throws {
        let cinnamon = try #require(try recipe.parse("1 cinnamon stick").ingredients.first)
        #expect(cinnamon.foodDescription?.contains("cinnamon") == true, "\(cinnamon.foodDescription ?? "none")")
        let cardamom = try #require(try recipe.parse("4 cardamom pods").ingredients.first)
        #expect(cardamom.foodDescription == "Spices, cardamom")
        // …unless a food holds every word.
        let fish = try #require(try recipe.parse("10 fish sticks").ingredients.first)
        #expect(fish.foodDescription?.lowercased().contains("fish") == true, "\(fish.foodDescription ?? "none")")
    }

    @Test func theSurveysRecipePartsAreNotWhatAPersonAte() throws {
        let squash = try #require(try meal.parse("1 zucchini").ingredients.first)
        #expect(squash.foodDescription?.contains("as ingredient") == false, "\(squash.foodDescription ?? "none")")
        #expect((squash.grams ?? 0) > 100)
    }

    /// Property: every word of the lexicon's names and of the tables is left as written.
    @Test func aKnownWordIsNeverChanged() {
        forAllCases(200, seed: 2_601) { testCase in
            let name = Self.lexiconNames.randomElement(using: &testCase.random)!
            testCase.check(bought.mended(name) == .init(text: name, corrections: 0), "\(name) → \(bought.mended(name))")
        }
    }

    /// Property: any text, letters of any script and any length, is mended without a crash, and
    /// every word it changes becomes words the reading knows.
    @Test func anyTextIsMendedOnlyIntoKnownWords() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzéüñçß日本語й ") + ["\u{301}", "\u{200D}"]
        forAllCases(150, seed: 2_603) { testCase in
            let length = Int.random(in: 0...(testCase.seed % 10 == 0 ? 400 : 24), using: &testCase.random)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &testCase.random)! })
            let name = text.split(separator: " ").joined(separator: " ")
            for speller in [bought, eaten] {
                let mended = speller.mended(name)
                let before = name.split(separator: " "), after = mended.text.split(separator: " ")
                testCase.check(mended.corrections <= before.count, "\(name) → \(mended)")
                for word in after where !before.contains(word) {
                    testCase.check(speller.isKnown(String(word)), "\(name): '\(word)' is not a known word")
                }
            }
        }
    }

    /// A seeded keyboard slip in a lexicon name (letter dropped, doubled, swapped or replaced by
    /// the next key, never the first letter) reads as the same food as the name spelt right, for
    /// nearly every name: a slip can make another real word ("pears" → "peara" is mended, but
    /// "beans" → "beams" is not a typo to the speller), so the bar is a share, not every case.
    @Test func aKeyboardSlipInALexiconNameFindsTheSameFood() throws {
        var same = 0, total = 0
        var misses: [String] = []
        var random = SeededGenerator(seed: 2_602)
        for _ in 0..<300 {
            let name = Self.lexiconNames.randomElement(using: &random)!
            let slipped = AsEatenEvaluationTests.withTypo(name, &random)
            guard slipped != name, let right = try recipe.parse("1 cup " + name).ingredients.first?.foodId else { continue }
            total += 1
            let got = try recipe.parse("1 cup " + slipped).ingredients.first?.foodId
            if got == right { same += 1 } else { misses.append("\(slipped) (\(name))") }
        }
        let share = Double(same) / Double(max(1, total))
        print("Keyboard slips in lexicon names (seed 2602): \(same) of \(total) read as the name spelt right (\(Int(share * 100)) %); first misses: \(misses.prefix(8))")
        #expect(share >= 0.85, "seed 2602: \(misses.prefix(20))")
    }
}

/// A phone's slips: a key struck for the one beside it, also in a short word ("floyr" is flour,
/// "crwam" cream), and a slip in a plural the tables write singular ("taocs" is tacos).
struct KeyNeighbourSlipTests {
    let bought = FoodWordSpelling(vocabulary: .embedded, reading: .bought)

    /// The keys that touch, by the rows of a QWERTY keyboard: each pair both ways, never a key
    /// with itself, never keys two apart.
    @Test func keysTouchAsOnAKeyboard() {
        for (left, right) in [("u", "y"), ("u", "i"), ("u", "j"), ("u", "h"), ("e", "w"), ("e", "d"), ("a", "q"), ("a", "z"),
                              ("s", "x"), ("m", "n"), ("m", "k"), ("p", "l"), ("b", "g")] {
            #expect(FoodWordSpelling.areKeyNeighbours(Character(left), Character(right)), "\(left) \(right)")
            #expect(FoodWordSpelling.areKeyNeighbours(Character(right), Character(left)), "\(right) \(left)")
        }
        for (left, right) in [("o", "a"), ("a", "e"), ("q", "e"), ("u", "k"), ("z", "d"), ("a", "a"), ("p", "m"), ("1", "q")] {
            #expect(!FoodWordSpelling.areKeyNeighbours(Character(left), Character(right)), "\(left) \(right)")
        }
    }

    /// Words of four and five letters that name a food alone in the lexicon, each with one
    /// letter after the first struck for a key beside it; a slip that is itself a word the
    /// tables know is left out (it is not mended: "cake" stays cake).
    static let shortNames: [String] = RecipeFoodLexicon.entries.keys.filter { name in
        (4...5).contains(name.count) && name.allSatisfy { $0.isLetter && $0.isASCII }
    }.sorted()

    @Test func aShortWordWithANeighbouringKeyStruckIsMended() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var tried = 0, mended = 0
        var misses: [String] = []
        forAllCases(300, seed: 0x4EB_0A4D) { testCase in
            let name = testCase.random.pick(Self.shortNames)
            var word = Array(name)
            let at = 1 + Int(testCase.random.next() % UInt64(word.count - 1))
            let neighbours = letters.filter { FoodWordSpelling.areKeyNeighbours(word[at], $0) }
            guard !neighbours.isEmpty else { return }
            word[at] = testCase.random.pick(neighbours)
            let slip = String(word)
            guard !bought.isKnown(slip) else { return }
            tried += 1
            if let correction = bought.correction(for: slip), correction == name || FoodSearchIndex.stem(correction) == FoodSearchIndex.stem(name) {
                mended += 1
            } else {
                misses.append("\(slip) → \(bought.correction(for: slip) ?? "nil") (\(name))")
            }
        }
        print("short words with a neighbouring key struck: \(mended) of \(tried) mended; misses \(misses.prefix(12))")
        #expect(tried >= 100, "\(tried)")
        // Another word one key away may be as near: most, not all, come back.
        #expect(Double(mended) >= 0.75 * Double(tried), "\(mended) of \(tried): \(misses.prefix(20))")
    }

    @Test func aSlipInAPluralOfASingularTableWordIsMended() throws {
        #expect(bought.correction(for: "taocs") == "tacos")
        #expect(bought.correction(for: "tacps") == "tacos")
        #expect(bought.correction(for: "floyr") == "flour")
        #expect(bought.correction(for: "crwam") == "cream")
        // A real word that is one key from another food is not mended ("coke" is no "cake"; o and a do not touch).
        #expect(bought.correction(for: "coke") == nil)
        #expect(FoodWordSpelling.isShortSubstitution("pasty", "pasta"))
        let tacos = try #require(try OfflineRecipeParser(reading: .eaten).parse("2 chicken taocs").ingredients.first)
        #expect(tacos.foodDescription?.hasPrefix("Taco") == true, "\(tacos.foodDescription ?? "-")")
    }
}
