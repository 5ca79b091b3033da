import Testing
import TestSupport
@testable import MealLedger

/// A dish the as-eaten table holds under no name of the phrase's ("okra curry", "lamb pie") is
/// the dish of the kind of the food the phrase names, as the survey's codes tell: not the
/// best-ranked dish of another food ("Beef curry").
struct DishKindTests {
    let eaten = OfflineRecipeParser(reading: .eaten)
    static let fndds = FoodDatabase.embedded.foods.filter { $0.table == .fndds }

    /// The survey's own codes of a meat of each kind (SPEC 13's table, 2019-2020).
    static let meats: [(words: Set<String>, code: String)] = [
        (["beef"], "21000100"), (["pork", "ham"], "22000100"), (["lamb", "veal", "venison"], "23000100"),
        (["chicken", "turkey"], "24100000"), (["fish", "shrimp", "tuna", "salmon", "crab", "lobster"], "26100110"),
    ]

    /// Every mixed dish and sandwich of the survey (271… to 275…) whose name begins with a meat is
    /// of that meat's kind, and of a near kind only to the others: the fourth digit is the meat,
    /// as `kindAgreement` reads it.
    @Test func theSurveyNumbersItsMixedDishesByTheirMeat() {
        var checked = 0
        var wrong: [String] = []
        for food in Self.fndds {
            let digits = Array(food.id)
            let words = FoodSearchIndex.words(in: food.description)
            guard digits.count == 8, digits[0] == "2", digits[1] == "7", ("1"..."5").contains(digits[2]),
                  let first = words.first, let own = Self.meats.first(where: { $0.words.contains(first) }),
                  // "Turkey and ham sandwich" is of more than one meat (2758…).
                  !Self.meats.contains(where: { $0.code != own.code && !$0.words.isDisjoint(with: words) }) else { continue }
            checked += 1
            if AsEatenMatcher.kindAgreement(of: food.id, with: own.code) != 2 { wrong.append(food.description) }
            // Another land animal's meat is a near kind (1), a fish none (0), and the other way round.
            for other in Self.meats where other.code != own.code {
                let near = other.code.hasPrefix("26") == own.code.hasPrefix("26") ? 1 : 0
                if AsEatenMatcher.kindAgreement(of: food.id, with: other.code) != near {
                    wrong.append("\(food.description) as \(other.code)")
                }
            }
        }
        #expect(checked > 400, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5))")
    }

    @Test func kindsAgreeByTheirMajorGroupAndGrainsByTheirOwn() {
        // Okra (75…) and the vegetable curry (75…); chickpeas (41…) and the lentil curry.
        #expect(AsEatenMatcher.kindAgreement(of: "75440600", with: "75220011") == 2)
        #expect(AsEatenMatcher.kindAgreement(of: "41311030", with: "41302020") == 2)
        // No vegetable is a beef curry.
        #expect(AsEatenMatcher.kindAgreement(of: "27116100", with: "75220011") == 0)
        // Quinoa (56…) is no taco salad (58…).
        #expect(AsEatenMatcher.kindAgreement(of: "58101930", with: "56204005") == 0)
        // An SR28 number or a damaged code agrees with nothing.
        #expect(AsEatenMatcher.kindAgreement(of: "27116100", with: "05062") == 0)
        #expect(AsEatenMatcher.kindAgreement(of: "2711610x", with: "21000100") == 0)
    }

    /// Each vegetable of the survey with a name of one word, as "a serving of X curry": the
    /// survey has a vegetable curry and no curry of most of them, and none is read as a curry
    /// of meat or fish (they were the beef, chicken or fish curry the search ranked first).
    @Test func noVegetableCurryIsReadAsACurryOfMeat() throws {
        // Names of one word that name only vegetables ("Fritter, corn" is a vegetable, "Fritter,
        // plain" is not).
        var groups: [String: Set<Character>] = [:]
        for food in Self.fndds {
            let first = food.description.split(separator: ",").first.map(String.init) ?? ""
            let words = FoodSearchIndex.words(in: first)
            if words.count == 1, words[0].count > 3, let group = food.id.first { groups[words[0], default: []].insert(group) }
        }
        let names = Set(groups.filter { $0.value == ["7"] }.keys)
        #expect(names.count > 40, "\(names.count)")
        var meaty: [String] = []
        for name in names.sorted() {
            let item = try #require(try eaten.parse("a serving of \(name) curry").ingredients.first)
            if let id = item.foodId, id.count == 8, id.hasPrefix("2") { meaty.append("\(name): \(item.foodDescription ?? "")") }
        }
        #expect(meaty.isEmpty, "\(meaty.count) of \(names.count): \(meaty.prefix(8))")
    }

    @Test func aDishOfAKindTheTableLacksIsTheDishOfTheNearestKind() throws {
        func food(_ text: String) throws -> String {
            try #require(try eaten.parse(text).ingredients.first?.foodDescription)
        }
        #expect(try food("a serving of okra curry") == "Vegetable curry")
        #expect(try food("a serving of chickpea curry") == "Lentil curry")
        #expect(try food("a serving of prawn curry") == "Fish curry")
        // A meat the table has no burger of is some meat's burger, not a veggie burger.
        #expect(try !food("a lamb burger").lowercased().contains("veggie"))
        // Never a sauce for a dish, and no meat swap for a dish of no meat (the attack's cases).
        #expect(try food("vegetable chilli").lowercased().hasPrefix("chili"))
        #expect(try !food("chicken casserole").lowercased().contains("tuna"))
        // A dish holding one of the phrase's kinds is kept: tuna of "tuna sweetcorn sandwich".
        #expect(try food("tuna sweetcorn sandwich").hasPrefix("Tuna"))
        // "Vegetable curry" says nothing "mixed veg curry" did not.
        #expect(try food("a serving of mixed veg curry") == "Vegetable curry")
    }
}
