import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// Two foods written side by side with no joining word ("avocado toast", "vada pav", "bagel
/// cream cheese") are two items; a name the as-eaten table holds, a kind before its food
/// ("cherry tomatoes"), and a dish made with what names it ("lamb curry") stay one.
struct SideBySideFoodsTests {
    let eaten = OfflineRecipeParser(reading: .eaten)

    /// FNDDS foods named by one word a person writes alone, as the splitter reads them: the word,
    /// its food, and whether it is a dish made with what names it.
    static let oneWordFoods: [(word: String, food: Food)] = {
        let matcher = AsEatenMatcher(database: FoodDatabase.embeddedReadLazily)
        var found: [(word: String, food: Food)] = []
        var seen: Set<String> = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let name = food.description.split(separator: ",").first.map { $0.lowercased() } ?? ""
            guard name.count >= 4, name.allSatisfy(\.isLetter), !seen.contains(name),
                  !SideBySideFoodsTests.isPluralWord(name), !MealTextSplitter.namesNoFood(name),
                  let match = matcher.match(name, reading: .eaten), match.food.id == food.id,
                  match.fit >= MealTextSplitter.sideBySidePartFit else { continue }
            seen.insert(name)
            found.append((name, food))
        }
        return found
    }()

    static func isPluralWord(_ word: String) -> Bool { MealTextSplitter.isPlural(word) }

    /// Two plain foods of different kinds, each named by its one word, written side by side
    /// where no food of the tables holds both words, are those two foods; the amount counts the
    /// first, or the second when that is a dish assembled from parts (toast, salad, porridge).
    @Test func twoFoodsSideBySideAreTwoItems() throws {
        let foods = Self.oneWordFoods
        #expect(foods.count >= 100, "only \(foods.count) one-word foods")
        let matcher = AsEatenMatcher(database: FoodDatabase.embeddedReadLazily)
        var asked = 0, two = 0
        var wrong: [String] = []
        forAllCases(150, seed: 0x51DE_B51D) { testCase in
            let first = testCase.random.pick(foods), second = testCase.random.pick(foods)
            guard first.word != second.word, FoodKind.of(first.food) != FoodKind.of(second.food),
                  !MealTextSplitter.isMadeWithWhatNamesIt(second.food), !MealTextSplitter.isComposite(first.food),
                  ![.grain, .pasta].contains(FoodKind.of(second.food)),
                  FoodKind.of(second.food) != .bread || EatenToppings.assembledHeads.contains(second.word),
                  !MealTextSplitter.flavouringKinds.contains(FoodKind.of(first.food))
                    || (EatenToppings.assembledHeads.contains(second.word) && FoodKind.of(first.food) != .drink),
                  let whole = matcher.match("\(first.word) \(second.word)", reading: .eaten),
                  whole.fit < MealTextSplitter.sideBySideBelow else { return }
            asked += 1
            let text = "2 \(first.word) \(second.word)"
            let items = (try? eaten.parse(text).ingredients) ?? []
            let ids = Set(items.compactMap(\.foodId))
            guard items.count == 2, ids == [first.food.id, second.food.id] else {
                wrong.append("\(text) → \(items.map { $0.foodDescription ?? "-" })")
                return
            }
            two += 1
            let counted = EatenToppings.assembledHeads.contains(second.word) ? second.food.id : first.food.id
            testCase.check(items.first { $0.foodId == counted }?.quantity == 2,
                           "\(text): \(items.map { ($0.foodDescription ?? "-", $0.quantity) })")
        }
        print("two foods side by side read as two items: \(two) of \(asked); wrong: \(wrong.prefix(8))")
        #expect(asked >= 30)
        #expect(two == asked, "\(two) of \(asked): \(wrong)")
    }

    /// Every name of the as-eaten table's foods in two or three words, written as a person
    /// would ("peanut butter", "garlic bread", "cream cheese"), stays one item.
    @Test func aNameTheTableHoldsStaysOne() throws {
        var asked = 0, one = 0
        var split: [String] = []
        var seen: Set<String> = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let name = food.description.split(separator: ",").first.map { $0.lowercased() } ?? ""
            let words = name.split(separator: " ")
            guard (2...3).contains(words.count), name.allSatisfy({ $0.isLetter || $0 == " " }),
                  !words.contains(where: { MealTextSplitter.combinationWords.contains(String($0)) }),
                  seen.insert(name).inserted else { continue }
            asked += 1
            let items = try eaten.parse(name).ingredients
            if items.count == 1 { one += 1 } else { split.append("\(name) → \(items.map { $0.foodDescription ?? "-" })") }
        }
        print("table names in two or three words read as one item: \(one) of \(asked); split: \(split.prefix(10))")
        #expect(asked >= 500)
        #expect(Double(one) >= 0.99 * Double(asked), "\(one) of \(asked): \(split)")
    }

    /// A word before a plural is a kind of it ("cherry tomatoes", "butter beans"); a dish made
    /// with what names it and a kind of the same food stay one ("lamb curry", "turkey mince").
    @Test func kindsAndDishesStayOne() throws {
        for text in ["cherry tomatoes", "plum tomatoes", "butter beans", "lamb curry", "egg fried rice", "turkey mince",
                     "coconut chutney", "collard greens", "pecan pie slice", "barramundi grilled", "seamed broccoli",
                     "lime rice", "coconut rice", "100 g salad seaweed", "masala chana", "100 g apple sausage chicken",
                     // Read as two by rules withdrawn in earlier rounds: fillings counted twice, describing words.
                     "2 chicken samosas", "steak pie", "keema naan", "aloo paratha", "microwave rice", "hard tacos",
                     // A flavour before the food (attack16).
                     "lemon pepper", "1 plate orange beef", "hazelnut coffee", "2 scotch egg", "mango chicken", "orange soda",
                     "coconut sugar", "chicken pakora"] {
            let items = try eaten.parse(text).ingredients
            #expect(items.count == 1, "\(text): \(items.map { $0.foodDescription ?? "-" })")
        }
        let toast = try eaten.parse("avocado toast").ingredients
        #expect(toast.map(\.foodDescription) == ["Bread, NS as to major flour, toasted", "Avocado, raw"], "\(toast.map(\.foodDescription))")
        let avocado = try #require(toast.last)
        let alone = try #require(eaten.parse("avocado").ingredients.first)
        #expect(abs((avocado.grams ?? 0) - EatenToppings.share * (alone.grams ?? 0)) < 0.5, "a topping weighs half its own portion")
        // The topping is that food's alone: what follows keeps its own portion (attack16).
        let line = try eaten.parse("avocado toast, coffee and a banana").ingredients
        let banana = try #require(eaten.parse("a banana").ingredients.first)
        #expect(line.last?.grams == banana.grams, "\(line.map { ($0.foodDescription, $0.grams) })")
    }
}
