import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// The roads a phrase's reading takes at start-up (issue 26) answer what the careful roads
/// answer: an ASCII text cut by its bytes, and a phrase read before given back from memory.
struct PhraseReadingFastPathTests {
    /// Pieces of recipe text, ASCII and not: numbers, fractions, exponents, ranges, words with
    /// hyphens and apostrophes, parentheses, signs, separators, "\r\n", accents and full-width forms.
    static let pieces = [
        "1", "2", "12", "1/2", "3/4", ".5", "1.5", "0", "1e3", "2E5", "e", "E", "5e", "x", "g", "200g", "oz", "cup", "cups",
        "tbsp", "eggs", "and", "or", "to", "of", "juice", "salt", "baker's", "all-purpose", "a", "an", "half",
        " ", " ", " ", "  ", ",", ";", ".", "/", "-", "--", "'", "+", "%", "(", ")", "~", "&", ":", "\t", "\n", "\r\n", "\r",
        "about", "Chicken", "BREAST", "(15 oz)", "2-3", "1 1/2", "to taste", "°F", "½", "1½", "２", "–", "é", "crème",
        "\u{301}", "ﬁ", "’", "ß", "字", "⁄",
    ]

    /// A text of 1 to 12 pieces, run together or apart; mostly ASCII.
    static func text(_ random: inout SeededGenerator, ascii: Bool) -> String {
        let asciiPieces = pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        var text = ""
        for _ in 0..<(1 + Int(random.next() % 12)) {
            text += random.pick(ascii ? asciiPieces : pieces)
            if random.chance(0.4) { text += " " }
        }
        return text
    }

    @Test func theByteTokenizerCutsAnASCIITextAsTheCharacterTokenizerDoes() {
        var asciiCases = 0, exponents = 0, pluses = 0
        forAllCases(600, seed: 0x70C3_A5C1) { testCase in
            let ascii = testCase.random.chance(0.8)
            let text = Self.text(&testCase.random, ascii: ascii)
            for folding in [true, false] {
                let plain = RecipeTokenizer.tokensPlainly(text, plainLetters: folding)
                let tokens = RecipeTokenizer.tokens(text, plainLetters: folding)
                testCase.check(tokens == plain, "'\(text)' (plainLetters: \(folding)): \(tokens) against \(plain)")
                // Byte for byte, not only equal as `String`s.
                testCase.check(tokens.map { Array($0.utf8) } == plain.map { Array($0.utf8) }, "'\(text)' bytes")
            }
            var bytes = text
            if bytes.withUTF8({ RecipeTokenizer.asciiTokens($0) }) != nil {
                asciiCases += 1
                let tokens = RecipeTokenizer.tokensPlainly(text)
                if tokens.contains(where: { $0.first?.isNumber == true && $0.contains { $0 == "e" || $0 == "E" } }) { exponents += 1 }
                if tokens.contains("plus") { pluses += 1 }
            }
        }
        // Both roads were met, and the rarer cuts among the ASCII ones.
        #expect(asciiCases > 300 && asciiCases < 590, "\(asciiCases) ASCII texts of 600")
        #expect(exponents > 5, "\(exponents) texts with an exponent")
        #expect(pluses > 5, "\(pluses) texts with a plus")
    }

    @Test func aPhraseReadBeforeIsThePhraseReadAfresh() {
        var remembered = 0
        forAllCases(400, seed: 0x9E4D_1A6) { testCase in
            // Often a text asked before, as the splitters ask.
            let ascii = testCase.random.chance(0.8)
            let text = Self.text(&testCase.random, ascii: ascii)
            let first = IngredientPhrase(text)
            let again = IngredientPhrase(text)
            let fresh = IngredientPhrase(reading: text)
            testCase.check(first == fresh, "'\(text)': \(first) against \(fresh)")
            testCase.check(again == fresh, "'\(text)' again: \(again) against \(fresh)")
            testCase.check(Array(again.text.utf8) == Array(text.utf8), "'\(text)' keeps its bytes")
            if IngredientPhrase.Remembered.shared.phrase(text) != nil { remembered += 1 }
        }
        #expect(remembered > 200, "\(remembered) of 400 remembered")
        // Texts equal as `String`s but not in their bytes are never each other's.
        let composed = "1 cup cr\u{E8}me fraiche", decomposed = "1 cup cre\u{300}me fraiche"
        #expect(composed == decomposed)
        _ = IngredientPhrase(composed)
        #expect(Array(IngredientPhrase(decomposed).text.utf8) == Array(decomposed.utf8))
        #expect(IngredientPhrase(decomposed) == IngredientPhrase(reading: decomposed))
    }

    /// Texts that differ only in case or in a letter are read each for itself.
    @Test func phrasesDifferingInOneByteAreReadEachForItself() {
        forAllCases(200, seed: 0x5EC0_D0) { testCase in
            let text = Self.text(&testCase.random, ascii: true)
            _ = IngredientPhrase(text)
            for other in [text.uppercased(), text + " ", " " + text, text.replacingOccurrences(of: "1", with: "2")] {
                testCase.check(IngredientPhrase(other) == IngredientPhrase(reading: other), "'\(other)' after '\(text)'")
            }
        }
    }
}
