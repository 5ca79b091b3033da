import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// A survey name that offers two words for one place ("Chicken or turkey soup", "Cheese,
/// Gouda or Edam") names either: the side a phrase did not choose is not a word it left out.
struct AlternativeWordTests {
    /// Every survey description with a word on each side of an "or": the phrase that names it
    /// with one side (every other word of the description) fits it as well as it fits the
    /// description with the other side taken out.
    @Test func theSideNotChosenCostsNothing() {
        var compared = 0
        var wrong: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let segments = AsEatenMatcher.segments(of: food.description)
            for (index, segment) in segments.enumerated() {
                for position in segment.indices where position >= 1 && position + 1 < segment.count && segment[position].word == "or" {
                    for (dropped, kept) in [(position - 1, position + 1), (position + 1, position - 1)] {
                        let side = segment[dropped]
                        // A side the description also says elsewhere, or a word no phrase pays for, proves nothing.
                        let all = segments.flatMap { $0 }
                        if all.filter({ $0.stem == side.stem }).count > 1 || AsEatenMatcher.neutralWords.contains(side.word)
                            || side.word == segment[kept].word || all.contains(where: { $0.word != side.word && side.word.hasPrefix($0.stem) }) { continue }
                        var reduced = segments
                        reduced[index] = segment.enumerated().filter { $0.offset != dropped && $0.offset != position }.map(\.element)
                        let words = reduced.flatMap { $0.map(\.word) }.filter { $0 != "or" }
                        let stems = Set(words.map(FoodSearchIndex.stem))
                        let full = AsEatenMatcher.fit(segments: segments, words: words, stems: stems)
                        let without = AsEatenMatcher.fit(segments: reduced.filter { !$0.isEmpty }, words: words, stems: stems)
                        compared += 1
                        if abs(full - without) > 1e-12 { wrong.append("\(food.description) without '\(side.word)': \(full) against \(without)") }
                    }
                }
            }
        }
        #expect(compared > 500, "\(compared) descriptions and sides")
        #expect(wrong.isEmpty, "\(wrong.count) of \(compared): \(wrong.prefix(8))")
    }

    /// A pair that only qualifies the words after it ("Taco or tostada salad") is chosen by a
    /// phrase that names those words; one that names a side alone ("chicken tacos") chose no
    /// salad, and the other side costs as any word left out.
    @Test func aPairQualifyingAnUnnamedHeadIsNoChoice() {
        var compared = 0
        var wrong: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            let segments = AsEatenMatcher.segments(of: food.description)
            for segment in segments {
                for position in segment.indices where position >= 1 && position + 2 < segment.count && segment[position].word == "or" {
                    let (left, right, next) = (segment[position - 1], segment[position + 1], segment[position + 2])
                    guard !AsEatenMatcher.alternativeGroupEnds.contains(next.word), !AsEatenMatcher.neutralWords.contains(left.word),
                          !AsEatenMatcher.neutralWords.contains(next.word), left.stem != right.stem, next.stem != right.stem,
                          !right.word.hasPrefix(left.stem), !left.word.hasPrefix(right.stem),
                          // A side the words after say again is named by them ("Cereal or granola bar (… Granola Bar)").
                          !segment[(position + 2)...].contains(where: { $0.word.hasPrefix(right.stem) }) else { continue }
                    let words = [right.word]
                    let stems = Set(words.map(FoodSearchIndex.stem))
                    let asked = AsEatenMatcher.isAlternativeChosenAgainst(in: segment, at: position - 1) { word, stem in stems.contains(stem) || word.hasPrefix(right.stem) }
                    let named = AsEatenMatcher.isAlternativeChosenAgainst(in: segment, at: position - 1) { word, stem in
                        stems.contains(stem) || word.hasPrefix(right.stem) || stem == next.stem
                    }
                    compared += 1
                    if asked || !named { wrong.append("\(food.description): '\(right.word)' alone \(asked), with '\(next.word)' \(named)") }
                }
            }
        }
        #expect(compared > 100, "\(compared)")
        #expect(wrong.isEmpty, "\(wrong.count) of \(compared): \(wrong.prefix(8))")
    }

    /// Read through the parser: a survey dish named with one side of its "or" is that dish, and
    /// sure enough not to be asked about only for other reasons.
    @Test func aDishNamedByOneSideIsThatDish() throws {
        let parser = OfflineRecipeParser(reading: .eaten)
        let item = try #require(try parser.parse("turkey noodle soup").ingredients.first)
        #expect(item.foodDescription == "Chicken or turkey noodle soup, home recipe", "\(item.foodDescription ?? "-")")
        let cheese = try #require(try parser.parse("30 g edam").ingredients.first)
        #expect(cheese.foodDescription == "Cheese, Gouda or Edam" && cheese.confidence >= 0.6, "\(cheese)")
        let tacos = try #require(try parser.parse("chicken tacos").ingredients.first)
        #expect(tacos.foodDescription?.hasPrefix("Taco,") == true, "\(tacos.foodDescription ?? "-")")
    }
}
