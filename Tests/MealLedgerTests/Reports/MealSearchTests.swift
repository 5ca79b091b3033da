import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// Custom meal search and filters fold case and accents and ignore surrounding white space
/// (issue 19: the design's Property 20 and `searchCustomMeals`).
@Suite struct MealSearchTests {
    static func meal(_ name: String, protein: String? = nil, carb: String? = nil, components: [String] = []) -> MealDefinition {
        var random = SeededGenerator(seed: UInt64(abs(name.hashValue) % 1000))
        return MealDefinition(mealId: random.identifier(), name: name, primaryProtein: protein, primaryCarb: carb,
                              otherComponents: components)
    }

    @Test func accentsAndCaseDoNotMatter() {
        #expect(MealQuery(search: "creme").matches(Self.meal("Crème brûlée")))
        #expect(MealQuery(search: "JALAPENO").matches(Self.meal("Jalapeño poppers")))
        #expect(MealQuery(search: "brûlée").matches(Self.meal("CREME BRULEE")))
        #expect(!MealQuery(search: "cremes").matches(Self.meal("Crème brûlée")))
    }

    @Test func aQueryOfOnlyWhiteSpaceListsEveryMeal() {
        for query in ["", " ", "\t", "  \n "] {
            #expect(MealQuery(search: query).matches(Self.meal("Oat bowl")), "\(query.debugDescription)")
        }
    }

    @Test func filterValuesAreTrimmedAndFolded() {
        let meal = Self.meal("Bowl", protein: "Jalapeño chicken", carb: "Rice", components: ["Broccoli", "Crème fraîche"])
        #expect(MealQuery(protein: " jalapeno chicken ").matches(meal))
        #expect(MealQuery(carb: "RICE\t").matches(meal))
        #expect(MealQuery(components: [" broccoli ", "creme fraiche"]).matches(meal))
        #expect(MealQuery(components: [" ", "broccoli"]).matches(meal))
        #expect(!MealQuery(components: ["broccoli", "salsa"]).matches(meal))
        #expect(!MealQuery(protein: "chicken").matches(meal))
    }

    /// Property: a meal is found by any case and accent variant of any substring of its name.
    @Test func anyVariantOfAnySubstringFindsTheMeal() {
        let letters: [Character] = ["a", "e", "i", "o", "u", "n", "c", " ", "é", "è", "ê", "ü", "ñ", "ç", "Å", "ø", "ß", "日"]
        let plain: [Character: [Character]] = ["é": ["e", "E", "É"], "è": ["e", "È"], "ê": ["e", "Ê"], "ü": ["u", "Ü"],
                                                "ñ": ["n", "Ñ"], "ç": ["c", "Ç"], "Å": ["a", "å"], "e": ["E", "é"],
                                                "a": ["A", "à"], "n": ["N", "ñ"], "o": ["O", "ô"]]
        forAllCases(200, seed: 1901) { testCase in
            let length = Int.random(in: 1...20, using: &testCase.random)
            let name = String((0..<length).map { _ in testCase.random.pick(letters) })
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { return }
            let characters = Array(name)
            let start = Int.random(in: 0..<characters.count, using: &testCase.random)
            let end = Int.random(in: (start + 1)...characters.count, using: &testCase.random)
            let variant = characters[start..<end].map { character -> String in
                guard let choices = plain[character], testCase.random.chance(0.6) else {
                    return testCase.random.chance(0.5) ? character.uppercased() : String(character)
                }
                return String(testCase.random.pick(choices))
            }.joined()
            testCase.check(MealQuery(search: variant).matches(Self.meal(name)),
                           "'\(variant)' does not find '\(name)'")
        }
    }
}
