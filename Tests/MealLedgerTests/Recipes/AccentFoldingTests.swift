import Testing
import TestSupport
@testable import MealLedger

/// A letter with an accent reads as the letter the tables spell ("crème brûlée" is the table's
/// "Creme brulee"); letters of other scripts and the amounts' own characters are kept.
struct AccentFoldingTests {
    @Test func accentedLettersReadAsTheTablesSpellThem() {
        #expect(RecipeTokenizer.tokens("crème brûlée") == ["creme", "brulee"])
        #expect(RecipeTokenizer.tokens("2 jalapeños") == ["2", "jalapenos"])
        #expect(RecipeTokenizer.tokens("œufs à la neige") == ["oeufs", "a", "la", "neige"])
        #expect(RecipeTokenizer.tokens("ＥＧＧ") == ["EGG"])
    }

    @Test func otherScriptsAndFractionsAreKept() {
        #expect(RecipeTokenizer.tokens("寿司") == ["寿司"])
        #expect(RecipeTokenizer.tokens("½ cup rice") == ["1/2", "cup", "rice"])
    }

    @Test func anAccentedDishIsTheTablesDish() throws {
        let item = try #require(try OfflineRecipeParser(reading: .eaten).parse("crème brûlée").ingredients.first)
        #expect(item.foodDescription == "Creme brulee")
        #expect(item.confidence >= 0.5)
        #expect(item.phrase == "crème brûlée", "the phrase is kept as written")
        #expect(item.name == "crème brûlée", "the name is shown and logged as written")
        let recipe = try OfflineRecipeParser(reading: .bought).parse("2 tbsp crème fraîche\n1 Jalapeño").ingredients
        #expect(recipe.map(\.name) == ["crème fraîche", "jalapeño"])
        #expect(recipe.first?.foodDescription == "Cream, fluid, heavy whipping")
    }

    /// Any word of Latin letters with accents put on at random reads as the same word without them.
    @Test func anyAccentedWordReadsAsItsPlainLetters() {
        let accented: [Character: [Character]] = [
            "a": ["à", "á", "â", "ä", "ã", "å"], "e": ["è", "é", "ê", "ë"], "i": ["ì", "í", "î", "ï"],
            "o": ["ò", "ó", "ô", "ö", "õ"], "u": ["ù", "ú", "û", "ü"], "n": ["ñ"], "c": ["ç"], "y": ["ý", "ÿ"],
        ]
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        forAllCases(200, seed: 2613) { testCase in
            let length = Int(testCase.random.next() % 10) + 1
            let plain = String((0..<length).map { _ in testCase.random.pick(letters) })
            let written = String(plain.map { letter in
                testCase.random.chance(0.5) ? accented[letter].map { testCase.random.pick($0) } ?? letter : letter
            })
            testCase.check(RecipeTokenizer.tokens(written) == [plain], "'\(written)' read as \(RecipeTokenizer.tokens(written))")
        }
    }
}
