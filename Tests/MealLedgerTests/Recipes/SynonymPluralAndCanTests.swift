import Testing
import TestSupport
@testable import MealLedger

/// A regional name in the plural is its singular's synonym ("2 cokes" was two cakes, 1,144
/// kcal: "cokes" is no synonym, so it was mended to "cakes"), and a soft drink the survey
/// pours by the can and the fountain size, never the cup, counted, is a can each (it was the
/// 17 fl oz "medium drink").
struct SynonymPluralAndCanTests {
    /// Every single word of the synonym list, in the plural, reads as the word does.
    @Test func everySynonymInThePluralIsItsSingularsSynonym() {
        var checked = 0
        var wrong: [String] = []
        // (A word saying how a food was cooked has no plural: "2 tikkas" are no grilled anything.)
        for (word, synonym) in EatenFoodSynonyms.words where !word.hasSuffix("s") && word.count > 2
            && !AsEatenMatcher.preparationWords.contains(synonym) {
            for plural in [word + "s", word + "es"] where EatenFoodSynonyms.words[plural] == nil {
                checked += 1
                if EatenFoodSynonyms.synonym(of: plural) != synonym { wrong.append(plural) }
            }
        }
        #expect(checked > 300, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        // A word no synonym has, in any number, has none; nor has a short word's plural.
        #expect(EatenFoodSynonyms.synonym(of: "apples") == nil && EatenFoodSynonyms.synonym(of: "glass") == nil)
        #expect(EatenFoodSynonyms.synonym(of: "tikkas") == nil && EatenFoodSynonyms.synonym(of: "tikka") == "grilled")
        #expect(EatenFoodSynonyms.rewritten("2 cokes") == "2 colas" || EatenFoodSynonyms.rewritten("2 cokes") == "2 cola")
    }

    @Test func twoCokesAreTwoCansOfCola() throws {
        let eaten = OfflineRecipeParser(reading: .eaten)
        let cokes = try #require(try eaten.parse("2 cokes").ingredients.first)
        #expect(cokes.foodDescription?.lowercased().contains("cola") == true, "\(cokes.foodDescription ?? "")")
        #expect(cokes.unit == "can" && cokes.grams == 744, "\(cokes.unit ?? "") \(cokes.grams ?? 0)")
    }

    /// Every survey drink with a can portion and neither a can-or-bottle nor a cup portion.
    @Test func aCountedDrinkWithNoCupIsACanOfIt() {
        var checked = 0
        var wrong: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds && EatenPortion.isDrink(food) {
            let names = food.measures.map { $0.description.lowercased() }
            guard let can = food.measures.first(where: { $0.description.lowercased().hasPrefix("can") }),
                  !names.contains(where: { $0.hasPrefix("can or bottle") }),
                  IngredientWeigher.measure(named: "cup", of: food, preparation: []) == nil else { continue }
            checked += 1
            for count in [1.0, 3.0] {
                let weighed = EatenPortion.weigh(IngredientPhrase(count == 1 ? "a food" : "3 food"), of: food)
                if weighed.unit != "can" || weighed.grams != count * can.gramsPerUnit {
                    wrong.append("\(food.description): \(weighed.quantity) \(weighed.unit) \(weighed.grams) g")
                }
            }
        }
        #expect(checked > 10, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5))")
    }
}
