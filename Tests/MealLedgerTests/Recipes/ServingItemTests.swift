import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A food the survey weighs as one item of any size, one order or one serving is that much when
/// named with no amount (`EatenPortion.unquantifiedPortion`).
@Suite struct ServingItemTests {
    /// Every as-eaten food with an "item, any size" or "order" portion of a serving's weight,
    /// and every one whose only portion is a serving, named alone with no amount, weighs that
    /// portion: "nachos" were a cup (135 g) against the survey's order of 250 g, "bubble tea"
    /// a cup against its 435 g item, "chicken kiev" 100 g against its 258 g serving.
    @Test func aServingItemIsWhatTheSurveyWeighs() {
        var checked = 0
        var wrong: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let item = food.measures.first { EatenPortion.servingItemDescriptions.contains($0.description.lowercased()) }
            let onlyServing = food.measures.count == 1 && EatenPortion.words(of: food.measures[0]).first == "serving"
            guard let expected = item.flatMap({ $0.gramsPerUnit >= EatenPortion.smallestServingItem ? $0.gramsPerUnit : nil })
                    ?? (onlyServing ? food.measures[0].gramsPerUnit : nil),
                  expected <= EatenPortion.heaviestUnquantified else { continue }
            let nouns = FoodSearchIndex.words(in: String(food.description.split(separator: ",")[0]))
            let portion = EatenPortion.unquantified(food, nouns: nouns)
            checked += 1
            if abs(portion.grams - expected) > 0.5 { wrong.append("\(food.description): \(portion.grams) g, not \(expected)") }
        }
        #expect(checked >= 40, "\(checked) foods")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked): \(wrong.prefix(6))")
    }

    /// Beside other foods a mixed dish is still a cup of the plate; a drink is still the whole
    /// drink; a piece of a few grams is no serving ("6 gyoza" are six pieces).
    @Test func aServingItemOnAPlate() throws {
        let eaten = OfflineRecipeParser(reading: .eaten)
        let tea = try #require(try eaten.parse("bubble tea and a bao bun").ingredients.first)
        #expect(abs((tea.grams ?? 0) - 435) < 0.5, "\(tea.grams ?? 0)")
        let nachos = try #require(try eaten.parse("nachos with cheese and jalapenos").ingredients.first)
        #expect((nachos.grams ?? 0) < 250, "\(nachos.grams ?? 0)")
        // Named in the singular by the survey, several when said in the plural (attack24: "bao buns").
        for text in ["bao buns", "tamales"] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            #expect(item.quantity == 2, "\(text): \(item.quantity) \(item.unit)")
        }
        // The plural of what comes with it is not the item's ("pupusa with beans" was two).
        for text in ["pupusa with beans", "chimichanga and beans"] {
            let item = try #require(try eaten.parse(text).ingredients.first)
            #expect(item.quantity == 1, "\(text): \(item.quantity) \(item.unit)")
        }
        let gyoza = try #require(try eaten.parse("6 gyoza").ingredients.first)
        #expect(gyoza.quantity == 6, "\(gyoza.quantity) \(gyoza.unit)")
    }
}
