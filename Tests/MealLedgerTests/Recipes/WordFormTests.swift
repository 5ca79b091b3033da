import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// How a word's form is read: a plural and its singular are one word to the search, a diet
/// variant is one whichever way a table spells it, a Spanish name's head stays its head, and a
/// counted plural is a food of its own.
@Suite struct WordFormTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// Every word of both tables' descriptions that ends in a consonant or "e" stems as its plural
    /// with "s" does (the crude rule leaves "menus" and "chais" as they are). "Cookie" and
    /// "cookies" had two stems ("cooki", "cooky"): "2 chocolate chip cookies" found only SR28's
    /// "Cookies, …, lower fat" and never the as-eaten "Cookie, chocolate chip".
    @Test func aWordAndItsPluralShareAStem() {
        var words: Set<String> = []
        for food in FoodDatabase.embedded.foods {
            for word in FoodSearchIndex.words(in: food.description)
            where word.count > 3 && word.allSatisfy(\.isLetter) && !"aiosuy".contains(word.last!) {
                words.insert(word)
            }
        }
        let seed: UInt64 = 0x57E4_2026
        var random = SeededGenerator(seed: seed)
        let sample = Array(words).sorted().shuffled(using: &random).prefix(400) + ["cookie", "brownie", "smoothie", "veggie"]
        let differing = sample.filter { FoodSearchIndex.stem($0) != FoodSearchIndex.stem($0 + "s") }
        #expect(differing.isEmpty, "seed \(seed): \(differing.count) of \(sample.count): \(differing.prefix(8))")
    }

    /// Each FNDDS food named by its first word in the plural and the rest of its name before it
    /// ("chocolate chip cookies", "apple pies") is read from the as-eaten table, as its singular is.
    @Test func aPluralReadsFromTheSameTableAsItsSingular() throws {
        let named = FoodDatabase.embedded.foods.filter { food in
            guard food.table == .fndds else { return false }
            let parts = food.description.split(separator: ",")
            guard parts.count == 2, let first = parts.first, !first.contains(" "), first.hasSuffix("ie") else { return false }
            return parts[1].split(separator: " ").count <= 2 && !parts[1].contains("NFS")
        }
        #expect(named.count >= 20, "\(named.count) foods named '<Word>ie, kind'")
        var fromOtherTable: [String] = []
        for food in named {
            let parts = food.description.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let text = "2 \(parts[1]) \(parts[0])s"
            let item = try #require(try eaten.parse(text).ingredients.first)
            if item.table != .fndds { fromOtherTable.append("\(text) → \(item.foodDescription ?? "none")") }
        }
        #expect(fromOtherTable.count * 10 <= named.count, "\(fromOtherTable.count) of \(named.count): \(fromOtherTable.prefix(6))")
        let cookies = try #require(try eaten.parse("2 chocolate chip cookies").ingredients.first)
        #expect(cookies.foodDescription == "Cookie, chocolate chip" && abs((cookies.grams ?? 0) - 60) < 1,
                "\(cookies.foodDescription ?? "none") \(cookies.grams ?? 0) g")
    }

    /// Every way the tables spell a diet variant ("lower fat", "fat-free", "no sugar added") is a
    /// variant the phrase must ask for: read from the tables' own descriptions.
    @Test func everyDietSpellingOfTheTablesIsAVariant() throws {
        let diet = try #require(AsEatenMatcher.variantCosts.first { $0.markers.contains("low fat") })
        let pattern = try Regex("\\b(low|lower|reduced|less)[ -](fat|sodium|calorie|sugar|salt)\\b|\\b(fat|sugar)[ -]free\\b|\\bno sugar added\\b")
        var missing: Set<String> = []
        for food in FoodDatabase.embedded.foods {
            let description = food.description.lowercased()
            for match in description.matches(of: pattern) where !diet.markers.contains(where: { description.contains($0) }) {
                missing.insert(String(description[match.range]))
            }
        }
        #expect(missing.isEmpty, "\(missing.sorted())")
    }

    /// "2 oreos" are two everyday cookies, not the first portion naming the noun, a 3 g mini; a
    /// mini said is a mini. Every FNDDS food whose count portions include a snack size and an
    /// everyday one by the same noun is counted by the everyday one.
    @Test func aCountIsOfTheEverydaySizeUnlessASnackSizeIsSaid() {
        // The sizes as the survey writes them (not `EatenPortion.snackSizeWords`, which is under test).
        let snackWords = ["mini", "miniature", "bite size", "snack-size", "snack size"]
        func isSnack(_ measure: HouseholdMeasure) -> Bool {
            let words = FoodSearchIndex.words(in: measure.description)
            return snackWords.contains { snack in snack.contains(" ") ? measure.description.lowercased().contains(snack) : words.contains(snack) }
        }
        var checked = 0
        var snackChosen: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let byUnit = Dictionary(grouping: food.measures, by: \.unit)
            for (unit, measures) in byUnit where unit.count > 3 && unit.allSatisfy(\.isLetter) {
                let snack = measures.filter(isSnack)
                guard !snack.isEmpty, snack.count < measures.count else { continue }
                checked += 1
                if let chosen = EatenPortion.countPortion(food, nouns: [unit + "s"], size: nil),
                   isSnack(chosen) {
                    snackChosen.append("\(food.description): \(chosen.description)")
                }
            }
        }
        #expect(checked >= 1, "\(checked) foods checked")
        #expect(snackChosen.isEmpty, "\(snackChosen.prefix(6))")
        let mini = EatenPortion.countPortion(FoodDatabase.embedded.food(id: "53209015")!, nouns: ["mini", "oreos"], size: nil)
        #expect(mini?.grams == 3, "\(mini?.description ?? "none")")
    }

    /// A portion named by a word the food's own name lacks is named by the phrase ("a chips ahoy
    /// cookie" is "1 Nabisco Chips Ahoy!", 10.5 g; "a fun size snickers" 15 g); a snack size
    /// said is the table's snack size; an item counted with no size is the one named plainly
    /// before a large one ("4 custard creams" are four "1 sandwich" of 14 g, not 36 g each).
    /// attack21 found each of these worse after 3328e07.
    @Test func aPortionNamedByThePhraseOrPlainlyIsChosen() throws {
        for (text, grams) in [("a chips ahoy cookie", 10.5), ("a fun size snickers", 15), ("2 bite size cookies", 10),
                              ("4 custard creams", 56), ("2 chocolate chip cookies", 60), ("a big mac", 205)] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            #expect(abs((item.grams ?? 0) - grams) < 1, "\(text): \(item.foodDescription ?? "none") \(item.grams ?? 0) g")
        }
    }

    /// "enchiladas verdes de pollo": Spanish puts the head first and what qualifies it after;
    /// turned to the tables' order the head stays last, so the dish is an enchilada, not salsa
    /// verde. Every head × qualifier × filling reads as a food named by its head.
    @Test func aSpanishHeadStaysTheHeadWithItsQualifiers() throws {
        let heads = [("enchiladas", "enchilada"), ("tacos", "taco"), ("tamales", "tamale"), ("flautas", "taquito"),
                     ("quesadillas", "quesadilla"), ("burritos", "burrito")]
        let qualifiers = ["verdes", "rojas", "dorados", "suaves", "caseros", "suizas"]
        let fillings = ["pollo", "res", "queso", "puerco", "pescado"]
        let seed: UInt64 = 0xDE_2026
        var random = SeededGenerator(seed: seed)
        var cases: [(String, String)] = []
        for (head, noun) in heads { for qualifier in qualifiers { for filling in fillings { cases.append(("\(head) \(qualifier) de \(filling)", noun)) } } }
        let sample = cases.shuffled(using: &random).prefix(120)
        var lost: [String] = []
        for (text, noun) in sample {
            let count = Int.random(in: 1...3, using: &random)
            let items = try eaten.parse("\(count) \(text)").ingredients
            if items.count != 1 || items.first?.foodDescription?.lowercased().contains(noun) != true {
                lost.append("\(count) \(text) → \(items.map { $0.foodDescription ?? "none" })")
            }
        }
        #expect(lost.count * 20 <= sample.count, "seed \(seed): \(lost.count) of \(sample.count): \(lost.prefix(6))")
        #expect(EatenFoodSynonyms.headFirstReordered(["enchiladas", "verdes", "de", "pollo"]) == ["pollo", "verdes", "enchiladas"])
    }

    /// A counted plural names a food of its own: "2 eggs and bread toast" was one "Bread, egg,
    /// Challah, toasted" at confidence 0.99. Counts × plural foods × two-word second foods keep
    /// both foods.
    @Test func aCountedPluralBeforeAndIsAFoodOfItsOwn() throws {
        let firsts = ["eggs", "sausages", "pancakes", "waffles", "crumpets", "hash browns", "scones", "rashers of bacon"]
        let seconds = ["bread toast", "baked beans", "maple syrup", "egg toast", "mashed potato", "fried tomato", "peanut butter",
                       "cheese toast"]
        let seed: UInt64 = 0xE995
        var random = SeededGenerator(seed: seed)
        var merged: [String] = []
        for _ in 0..<120 {
            let text = "\(Int.random(in: 2...4, using: &random)) \(firsts.randomElement(using: &random)!) and \(seconds.randomElement(using: &random)!)"
            let items = try eaten.parse(text).ingredients
            if items.count != 2 { merged.append("\(text) → \(items.map { $0.foodDescription ?? "none" })") }
        }
        #expect(merged.isEmpty, "seed \(seed): \(merged.count) of 120: \(merged.prefix(6))")
        // A noun both share is still one food, and a count before a plural noun is the noun's
        // (attack21: "2 beans and cheese burritos" had 360 g of beans split off).
        #expect(try eaten.parse("cheese and onion crisps").ingredients.count == 1)
        for text in ["2 beans and cheese burritos", "2 fruits and nuts bars"] {
            #expect(try eaten.parse(text).ingredients.count == 1, "\(text)")
        }
    }

    /// A British or Australian biscuit counted is a small cookie (20 g), an American biscuit
    /// named as one is not.
    @Test func aBiscuitCountedIsASmallCookie() throws {
        for text in ["2 biscuits", "3 biccies", "2 bikkies"] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            let count = Double(String(text.prefix(1)))!
            #expect(item.foodDescription?.hasPrefix("Cookie") == true && abs((item.grams ?? 0) - 20 * count) < 1,
                    "\(text): \(item.foodDescription ?? "none") \(item.grams ?? 0) g")
        }
        let large = try #require(try eaten.parse("2 large biscuits").ingredients.first)
        #expect((large.grams ?? 0) > 60, "\(large.grams ?? 0) g")
        let american = try #require(try eaten.parse("a buttermilk biscuit").ingredients.first)
        #expect(american.foodDescription?.contains("Biscuit") == true && (american.grams ?? 0) > 40,
                "\(american.foodDescription ?? "none") \(american.grams ?? 0) g")
    }
}

extension WordFormTests {
    /// A way of cooking the table's name does not say is covered by its "cooked": "roast
    /// pumpkin" is "Pumpkin, cooked" (52 kcal per 100 g), not roasted pumpkin seeds (446).
    /// Seeded pairs of a cooking method and an FNDDS food named by one word with a "cooked" part
    /// read as a food named by that word, not one it only qualifies.
    @Test func aCookingMethodIsCoveredByCooked() throws {
        let named = FoodDatabase.embedded.foods.filter { food in
            let parts = food.description.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return food.table == .fndds && parts.count >= 2 && !parts[0].contains(" ") && parts[0].count > 3
                && parts.dropFirst().contains { $0.hasPrefix("cooked") }
        }
        let words = Array(Set(named.map { String($0.description.split(separator: ",")[0]).lowercased() })).sorted()
        #expect(words.count >= 30, "\(words.count) foods")
        let methods = ["roast", "roasted", "steamed", "boiled", "grilled", "baked", "poached", "braised"]
        let seed: UInt64 = 0xC00C_2026
        var random = SeededGenerator(seed: seed)
        var qualifying: [String] = []
        for _ in 0..<120 {
            let word = words.randomElement(using: &random)!, method = methods.randomElement(using: &random)!
            let item = try #require(try eaten.parse("100 g \(method) \(word)").ingredients.first)
            // The food's name: its first part, or the next one after a heading ("Seeds, pumpkin and squash seeds").
            let parts = (item.foodDescription ?? "").split(separator: ",").map { FoodSearchIndex.words(in: String($0)) }
            let name = parts.count > 1 && parts[0].count == 1 && AsEatenMatcher.headingWords.contains(parts[0][0]) ? parts[1] : parts.first ?? []
            // (A heading the word is itself names it: "Fish, tuna, cooked" for "roasted fish".)
            let heading = parts.first?.count == 1 ? parts.first?.first : nil
            if let last = name.last, FoodSearchIndex.stem(last) != FoodSearchIndex.stem(word), heading.map(FoodSearchIndex.stem) != FoodSearchIndex.stem(word) {
                qualifying.append("\(method) \(word) → \(item.foodDescription ?? "none")")
            }
        }
        #expect(qualifying.isEmpty, "seed \(seed): \(qualifying.count) of 120: \(qualifying.prefix(6))")
        let pumpkin = try #require(try eaten.parse("100 g roast pumpkin").ingredients.first)
        #expect(pumpkin.foodDescription == "Pumpkin, cooked", "\(pumpkin.foodDescription ?? "none")")
    }
}

extension WordFormTests {
    /// Two foods written side by side, the first with its cooking word before it ("2 scrambled
    /// eggs bacon and hashbrowns"), are two foods, or a dish that names both: the cooking word was
    /// read as no food's name and the piece as one "Egg burrito, with bacon" (992 kcal), a dish
    /// whose head it never says, or as one of its foods alone.
    @Test func aCookedFoodBesideAnotherIsTwoFoods() throws {
        // Foods of other kinds side by side (two of one kind are a kind of the other: "turkey
        // mince"), and no mixed dish first ("fried rice spinach" is a dish before a food).
        let meats = ["bacon", "sausage", "ham"], vegetables = ["avocado", "spinach", "mushrooms", "broccoli"]
        let pairs: [(String, [String])] = [
            ("scrambled eggs", meats + vegetables), ("poached eggs", meats + vegetables), ("fried eggs", meats + vegetables),
            ("boiled eggs", meats + vegetables), ("steamed rice", meats + vegetables), ("grilled chicken", vegetables),
            ("mashed potato", meats), ("roasted potatoes", meats), ("baked beans", meats),
        ]
        let seed: UInt64 = 0x51DE_2026
        var random = SeededGenerator(seed: seed)
        var whole: [String] = []
        for _ in 0..<120 {
            let (cooked, beside) = pairs.randomElement(using: &random)!
            let other = beside.randomElement(using: &random)!
            let text = "\(Int.random(in: 1...3, using: &random)) \(cooked) \(other)"
            let items = try eaten.parse(text).ingredients
            // Both foods named: as two items, or one dish that names both ("Ham or pork and rice").
            let named = items.map { ($0.foodDescription ?? "").lowercased() }.joined(separator: " ")
            let stems = [String(cooked.split(separator: " ").last!), other].map { String(FoodSearchIndex.stem($0).prefix(4)) }
            if !stems.allSatisfy(named.contains) { whole.append("\(text) → \(items.map { $0.foodDescription ?? "none" })") }
        }
        #expect(whole.count * 10 <= 120, "seed \(seed): \(whole.count) of 120 lost a food: \(whole.prefix(6))")
        // A cooking word after the food, or a dish named by its own head, stays one.
        #expect(try eaten.parse("barramundi grilled").ingredients.count == 1)
        #expect(try eaten.parse("egg fried rice").ingredients.count == 1)
    }
}

extension WordFormTests {
    /// One word of the as-eaten table written as two ("won ton soup", "pan cakes", "egg plant")
    /// reads as the table's word: "won ton soup" was a tablespoon of Campbell's condensed won ton
    /// soup, 6 kcal. Every first word of an FNDDS name that is two words of the tables run
    /// together, written apart, reads as a food that holds the word.
    @Test func aWordWrittenAsTwoReadsAsTheTablesWord() throws {
        var vocabulary: Set<String> = []
        var firstWords: Set<String> = []
        for food in FoodDatabase.embedded.foods {
            let words = FoodSearchIndex.words(in: food.description)
            vocabulary.formUnion(words)
            if food.table == .fndds, let first = words.first, first.count >= 7, first.allSatisfy(\.isLetter) { firstWords.insert(first) }
        }
        var texts: [(String, String)] = []
        for word in firstWords.sorted() {
            let letters = Array(word)
            for cut in 3...(letters.count - 3) {
                let left = String(letters[..<cut]), right = String(letters[cut...])
                // Both halves words of their own that no description writes side by side.
                guard vocabulary.contains(left), vocabulary.contains(right), left.count >= 3, right.count >= 3,
                      !FoodDatabase.embedded.foods.contains(where: { $0.description.lowercased().contains("\(left) \(right)") }) else { continue }
                texts.append(("\(left) \(right)", word))
                break
            }
        }
        let seed: UInt64 = 0xC0_4D
        var random = SeededGenerator(seed: seed)
        let sample = texts.shuffled(using: &random).prefix(120)
        #expect(sample.count >= 40, "\(sample.count) words")
        var apart: [String] = []
        for (text, word) in sample {
            let item = try eaten.parse(text).ingredients.first
            // The word's start, as "blueberries" and "blueberry" both begin.
            let stem = FoodSearchIndex.stem(word)
            let start = stem.hasSuffix("y") ? String(stem.dropLast()) : stem
            if item?.foodDescription?.lowercased().contains(start) != true {
                apart.append("\(text) → \(item?.foodDescription ?? "none")")
            }
        }
        #expect(apart.count * 10 <= sample.count, "seed \(seed): \(apart.count) of \(sample.count): \(apart.prefix(8))")
        let soup = try #require(try eaten.parse("won ton soup").ingredients.first)
        #expect(soup.foodDescription == "Wonton soup", "\(soup.foodDescription ?? "none")")
    }
}

extension WordFormTests {
    /// A condensed soup is sold to be made up with water: "a bowl of tomato soup" is the soup
    /// as eaten, not the can's contents. Every SR28 "Soup, X, canned, condensed", named as a bowl
    /// of X soup, reads as no condensed row; named condensed, it is.
    @Test func aCondensedSoupIsNotWhatABowlOfSoupIs() throws {
        let soups = FoodDatabase.embedded.foods.compactMap { food -> String? in
            let parts = food.description.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard food.table == .sr28, parts.count == 4, parts[0] == "soup", parts[2] == "canned", parts[3] == "condensed" else { return nil }
            return parts[1]
        }
        #expect(soups.count >= 10, "\(soups.count) soups")
        var condensed: [String] = []
        for soup in soups {
            let item = try #require(try eaten.parse("a bowl of \(soup) soup").ingredients.first)
            if item.foodDescription?.lowercased().contains("condensed") == true { condensed.append("\(soup) → \(item.foodDescription ?? "")") }
        }
        #expect(condensed.isEmpty, "\(condensed.count) of \(soups.count): \(condensed.prefix(6))")
        let asked = try #require(try eaten.parse("1 can condensed tomato soup").ingredients.first)
        #expect(asked.foodDescription?.contains("condensed") == true, "\(asked.foodDescription ?? "none")")
    }
}

extension WordFormTests {
    /// Milk poured on a ready-to-eat cereal is the half cup its label is given with (or the
    /// survey's guideline, when more), whichever table the cereal comes from: "bowl of cheerios
    /// w milk" had a full cup (244 g) beside SR28's Cheerios; by the hot-cereal guideline alone
    /// two Weet-Bix had 37 g.
    @Test func milkOnAnyCerealIsTheLabelsHalfCup() throws {
        let cereals = ["cheerios", "weetbix", "weetabix", "corn flakes", "frosties", "special k", "bran flakes", "froot loops",
                       "raisin bran", "shreddies", "muesli", "granola", "coco pops"]
        let amounts = ["", "a bowl of ", "2 cups of ", "1 cup "]
        let joins = ["with milk", "w milk", "and milk", "with 2% milk", "& milk"]
        let seed: UInt64 = 0x3111_C
        var random = SeededGenerator(seed: seed)
        var full: [String] = []
        var checked = 0
        for _ in 0..<120 {
            let text = "\(amounts.randomElement(using: &random)!)\(cereals.randomElement(using: &random)!) \(joins.randomElement(using: &random)!)"
            let items = try eaten.parse(text).ingredients
            guard items.count == 2, let cereal = items.first?.foodDescription, cereal.lowercased().hasPrefix("cereal") else { continue }
            checked += 1
            // At least the label's half cup (122 g), never the glass's whole cup.
            let milk = items[1].grams ?? 0
            if milk > 150 || milk < 100 { full.append("\(text) → \(cereal): milk \(milk) g") }
        }
        #expect(checked >= 60, "seed \(seed): \(checked) read as a cereal and milk")
        #expect(full.isEmpty, "seed \(seed): \(full.count) of \(checked): \(full.prefix(6))")
    }
}

extension WordFormTests {
    /// A plural with a letter left out is mended as a plural: "packet of crips" was an apple
    /// crisp (the tables' "crisp" and the project's "crisps" are both one edit away, and the
    /// tables' word won the tie). Every plural of the as-eaten names with one inner letter left
    /// out, when mended, is mended as a plural.
    @Test func aPluralSlipIsMendedAsAPlural() {
        let spelling = FoodWordSpelling(vocabulary: .embedded, reading: .eaten)
        let plurals = FoodWordSpelling.eatenWords.filter { $0.count >= 5 && $0.hasSuffix("s") && !$0.hasSuffix("ss") && !$0.hasSuffix("us") && $0.allSatisfy(\.isLetter) }.sorted()
        let seed: UInt64 = 0xC219_5
        var random = SeededGenerator(seed: seed)
        var singular: [String] = []
        var mended = 0
        for word in plurals.shuffled(using: &random).prefix(400) {
            let letters = Array(word)
            let gone = Int.random(in: 1...(letters.count - 2), using: &random)
            let slip = String(letters[..<gone] + letters[(gone + 1)...])
            guard let nearest = spelling.correction(for: slip) else { continue }
            mended += 1
            if !nearest.hasSuffix("s") { singular.append("\(slip) (\(word)) → \(nearest)") }
        }
        #expect(mended >= 80, "seed \(seed): \(mended) mended")
        #expect(singular.isEmpty, "seed \(seed): \(singular.count) of \(mended): \(singular.prefix(8))")
        #expect(spelling.correction(for: "crips") == "crisps")
    }
}

extension WordFormTests {
    /// A noun two foods share is one food though the noun is mistyped: "bean and cheese
    /// burito" was a cup of beans and a cheese-only burrito (747 kcal; attack20). Seeded
    /// slips (a letter left out or two swapped inside the noun) of shared-noun names.
    @Test func aSharedNounMistypedIsStillOneFood() throws {
        let names = [("bean and cheese", "burrito"), ("cheese and onion", "crisps"), ("ham and cheese", "sandwich"),
                     ("beef and bean", "burrito"), ("bean and cheese", "tacos"), ("chicken and rice", "soup")]
        let seed: UInt64 = 0x5A1D
        var random = SeededGenerator(seed: seed)
        var split: [String] = []
        for _ in 0..<120 {
            let (foods, noun) = names.randomElement(using: &random)!
            var letters = Array(noun)
            let at = Int.random(in: 1...(letters.count - 3), using: &random)
            if Bool.random(using: &random) { letters.remove(at: at) } else { letters.swapAt(at, at + 1) }
            let text = "\(foods) \(String(letters))"
            let items = try eaten.parse(text).ingredients
            if items.count != 1 { split.append("\(text) → \(items.map { $0.foodDescription ?? "none" })") }
        }
        #expect(split.count * 10 <= 120, "seed \(seed): \(split.count) of 120 split: \(split.prefix(6))")
    }
}

extension WordFormTests {
    /// A way of cooking says how a food was cooked, not which food: the reading of "grilled
    /// pork" has about the energy of "pork" (it was "Pork, separable fat", 626 kcal per 100 g
    /// against 259, when any description saying "cooked" took half a word for the method).
    /// Seeded methods × FNDDS foods the survey names by one word with an "NFS" row.
    @Test func aCookingMethodKeepsTheFoodsEnergy() throws {
        let words = Set(FoodDatabase.embedded.foods.compactMap { food -> String? in
            let parts = food.description.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard food.table == .fndds, parts.count == 2, parts[1] == "NFS", !parts[0].contains(" "), parts[0].count > 3 else { return nil }
            return parts[0].lowercased()
        }).sorted()
        #expect(words.count >= 40, "\(words.count) foods")
        let methods = ["roast", "roasted", "steamed", "boiled", "grilled", "baked", "poached", "braised", "stewed"]
        let seed: UInt64 = 0xE4E6
        var random = SeededGenerator(seed: seed)
        var far: [String] = []
        for _ in 0..<150 {
            let word = words.randomElement(using: &random)!, method = methods.randomElement(using: &random)!
            guard let plain = try eaten.parse("100 g \(word)").ingredients.first,
                  let cooked = try eaten.parse("100 g \(method) \(word)").ingredients.first, plain.calories > 20 else { continue }
            if cooked.calories > plain.calories * 1.6 || cooked.calories < plain.calories / 1.6 {
                far.append("\(method) \(word): \(cooked.foodDescription ?? "none") \(Int(cooked.calories)) vs \(plain.foodDescription ?? "none") \(Int(plain.calories))")
            }
        }
        #expect(far.count <= 6, "seed \(seed): \(far.count) of 150: \(far.prefix(8))")
    }
}

extension WordFormTests {
    /// A hot dog is the survey's "Hot dog" (the frank): two probes logged a diary's hot dog with
    /// its bun, but reading it as the sandwich counted the bun of "hot dog no bun" and twice in
    /// "hot dog and bun" (attack22), so it was withdrawn; a sausage sizzle is the sandwich. Two
    /// words the as-eaten table writes apart are never joined: "plain hot dog" was a "hotdog" roll.
    @Test func aHotDogIsTheTablesHotDog() throws {
        for text in ["hot dog", "plain hot dog", "hot dog no bun", "cocktail hot dogs"] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            #expect(item.foodDescription?.hasPrefix("Hot dog,") == true, "\(text): \(item.foodDescription ?? "none")")
        }
        let sizzle = try #require(try eaten.parse("sausage sizzle").ingredients.first)
        #expect(sizzle.foodDescription?.hasPrefix("Hot dog sandwich") == true, "\(sizzle.foodDescription ?? "none")")
        #expect(EatenFoodSynonyms.rewritten("hot dog buns") == "hot dog buns")
    }
}

extension WordFormTests {
    /// What attack21 and attack20 found worse after this session's first rules, kept as cases:
    /// a way of cooking is held by "cooked" only in a name of the plain food ("steamed eggs"
    /// were egg whites); a plural slip is mended as a plural only of the same word ("toats" is
    /// toast, not tots); the plain item comes before a large or small one only where the table
    /// has that size ("2 sugars" are packets, not cubes; a fried chicken piece a wing, not a drummette).
    @Test func theAttacksCasesReadAsAtTheBase() throws {
        let eggs = try #require(try eaten.parse("steamed eggs").ingredients.first)
        #expect(eggs.foodDescription?.hasPrefix("Egg, whole") == true, "\(eggs.foodDescription ?? "none")")
        let toast = try eaten.parse("beans on toats").ingredients
        #expect(toast.last?.foodDescription?.contains("toasted") == true, "\(toast.map { $0.foodDescription ?? "none" })")
        let sugar = try eaten.parse("long black w 2 sugars").ingredients
        #expect(abs((sugar.last?.grams ?? 0) - 7) < 0.5, "\(sugar.last?.grams ?? 0) g")
        let chicken = try #require(try eaten.parse("fried chicken 2 pieces").ingredients.first)
        #expect(abs((chicken.grams ?? 0) - 110) < 1, "\(chicken.grams ?? 0) g")
    }
}

extension WordFormTests {
    /// A bowl of ready-to-eat cereal is the cup its label calls a serving (corn flakes 30 g,
    /// not 1½ cups, 46 g); a bowl of soup or hot cereal is still 1½ cups.
    @Test func aBowlOfColdCerealIsALabelServing() throws {
        let flakes = try #require(try eaten.parse("a bowl of corn flakes").ingredients.first)
        #expect(abs((flakes.grams ?? 0) - 30) < 1, "\(flakes.foodDescription ?? "none") \(flakes.grams ?? 0) g")
        let porridge = try #require(try eaten.parse("a bowl of porridge").ingredients.first)
        #expect((porridge.grams ?? 0) > 300, "\(porridge.grams ?? 0) g")
    }
}
