import Testing
import TestSupport
@testable import MealLedger

/// A count of a food the tables weigh by no whole item ("a flan", "2 bean salads": the survey
/// has a cup and a cubic inch of flan) is that many of the food's usual serving, as the food
/// named with no amount is: it was a sixteenth of a cup (16 g of flan, 9 g of bean salad).
/// And a part of a description saying what a food is for names no food of it: "a bacon butty"
/// was "Bacon, for use on a sandwich", 16 g.
struct CountWithoutItemTests {
    static let fndds = FoodDatabase.embedded.foods.filter { $0.table == .fndds }

    /// Every survey food with no whole-item portion, counted one and two with no unit.
    @Test func aCountOfAFoodWithNoWholeItemIsItsUsualServing() {
        let nouns = ["food"]
        var checked = 0
        var wrong: [String] = []
        // (A food counted by a container, "a yogurt", is one container: `countPortion`.)
        for food in Self.fndds where !food.measures.isEmpty && !food.measures.contains(where: EatenPortion.isWholeItem)
            && EatenPortion.countPortion(food, nouns: nouns, size: nil) == nil
            // A drink counted is a cup or a can of it each (`EatenPortionTests`).
            && !EatenPortion.isDrink(food) {
            checked += 1
            let serving = EatenPortion.unquantified(food, nouns: nouns)
            for count in [1.0, 2.0] {
                let phrase = IngredientPhrase(count == 1 ? "a food" : "2 food")
                let weighed = EatenPortion.weigh(phrase, of: food)
                if abs(weighed.grams - count * serving.grams) > 1e-9 {
                    wrong.append("\(food.description): \(count) = \(weighed.grams) g, serving \(serving.grams) g")
                }
            }
        }
        #expect(checked > 500, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5))")
    }

    @Test func aFoodWithAWholeItemIsCountedByIt() throws {
        // Unchanged: an egg is the survey's egg, a samosa its samosa.
        let eaten = OfflineRecipeParser(reading: .eaten)
        let egg = try #require(try eaten.parse("2 eggs").ingredients.first)
        #expect(egg.grams == 100, "\(egg.grams ?? 0)")
        let flan = try #require(try eaten.parse("a flan").ingredients.first)
        #expect(flan.unit == "cup" && (flan.grams ?? 0) > 100, "\(flan.unit ?? "") \(flan.grams ?? 0)")
    }

    /// Each survey food "X, for use on a sandwich" or "X, for use with vegetables", asked for as
    /// "X sandwich" or "X vegetables": the part after "for" names what the food goes on, not it.
    @Test func aPartSayingWhatAFoodIsForNamesNoFoodOfIt() throws {
        let eaten = OfflineRecipeParser(reading: .eaten)
        var checked = 0
        var wrong: [String] = []
        for food in Self.fndds {
            let parts = food.description.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[1].hasPrefix("for use"), let last = parts[1].split(separator: " ").last else { continue }
            checked += 1
            let text = "\(parts[0].lowercased()) \(last)"
            let item = try eaten.parse(text).ingredients.first
            if item?.foodId == food.id { wrong.append(text) }
        }
        #expect(checked >= 18, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong)")
    }
}

/// A weighed food the as-eaten table names as written is that food ("50 g oats" are the
/// survey's raw oats, weighed dry), unless the only such name marks a variant the words do not
/// ask for: "100 g zucchini" was "Zucchini, pickled".
struct WeighedNameVariantTests {
    /// Every regional or everyday name of the synonym list, weighed (few of them are names the
    /// as-eaten table holds as written: oats, zucchini).
    @Test func aWeighedNameIsNeverAVariantItDoesNotAskFor() {
        let parser = OfflineRecipeParser(reading: .eaten)
        var checked = 0
        var wrong: [String] = []
        for word in (Array(EatenFoodSynonyms.words.keys) + Array(EatenFoodSynonyms.pairs.keys)).sorted() {
            guard let named = parser.namedAsWritten(word) else { continue }
            checked += 1
            let asked = Set(FoodSearchIndex.words(in: word))
            if OfflineRecipeParser.unaskedVariantShare(of: named, asked: asked, stems: Set(FoodSearchIndex.words(in: word).map(FoodSearchIndex.stem)))
                < OfflineRecipeParser.unaskedVariantFloor {
                wrong.append("\(word): \(named.description)")
            }
        }
        #expect(checked >= 2, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func weighedOatsStayDryAndWeighedZucchiniIsTheVegetable() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        let oats = try #require(try parser.parse("50 g oats").ingredients.first)
        #expect(oats.foodDescription == "Oats, raw", "\(oats.foodDescription ?? "-")")
        let zucchini = try #require(try parser.parse("100 g zucchini").ingredients.first)
        #expect(zucchini.foodDescription?.hasPrefix("Summer squash") == true, "\(zucchini.foodDescription ?? "-")")
    }
}

/// A salad named with nothing said of its dressing is the survey's "no dressing" one, as a
/// food is its plainest form (SPEC 13): "fruit salad" was the one with marshmallows, 412 kcal
/// a cup against 86.
struct NoDressingTests {
    /// Every survey name with a "no dressing" variant, asked for by its name alone.
    @Test func aSaladNamedAloneIsTheOneWithNoDressing() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        var names: [String: Set<String>] = [:]
        for food in FoodDatabase.embedded.foods where food.table == .fndds && food.description.lowercased().contains("no dressing") {
            let name = food.description.split(separator: ",").first.map { $0.lowercased() } ?? ""
            // Salads ("Lettuce, salad with …, no dressing" is lettuce's salad, not lettuce).
            if name.hasSuffix("salad") { names[name, default: []].insert(food.id) }
        }
        #expect(names.count >= 5, "\(names.count)")
        var wrong: [String] = []
        for (name, plain) in names.sorted(by: { $0.key < $1.key }) {
            let item = try parser.parse(name).ingredients.first
            if let id = item?.foodId, !plain.contains(id), item?.foodDescription?.lowercased().hasPrefix(name) == true {
                wrong.append("\(name): \(item?.foodDescription ?? "-")")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}

/// A soup a person eats is no stock or broth it was made with: "chicken soup" was a tablespoon
/// of "Soup, stock, chicken" (5 kcal); a stock is read only when the words say stock or broth.
struct SoupIsNoStockTests {
    /// Every first word of a survey soup's name, as "X soup".
    @Test func aSoupNamedWithoutStockIsNoStock() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        var words = Set<String>()
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let first = FoodSearchIndex.words(in: food.description.split(separator: ",").first.map(String.init) ?? "")
            if first.last == "soup", let word = first.first, word.count > 3, word != "soup" { words.insert(word) }
        }
        #expect(words.count >= 15, "\(words.count)")
        var wrong: [String] = []
        for word in words.sorted() {
            let item = try parser.parse("\(word) soup").ingredients.first
            let name = (item?.foodDescription ?? "").lowercased()
            let firstPart = name.split(separator: ",").first.map(String.init) ?? ""
            if name.contains("stock") || firstPart.contains("broth") || firstPart.contains("bouillon") { wrong.append("\(word) soup: \(name)") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        // Asked for, a stock is a stock.
        let stock = try #require(try parser.parse("a cup of chicken stock").ingredients.first)
        #expect(stock.foodDescription?.lowercased().contains("stock") == true, "\(stock.foodDescription ?? "-")")
    }
}
