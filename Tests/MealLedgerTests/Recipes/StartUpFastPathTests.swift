import Testing
@testable import MealLedger
import TestSupport

/// The byte roads a `recipe parse` takes at start-up (issue 26) for ASCII text answer what the
/// plain roads answer: "to taste" found in a phrase, and a word of letters only.
struct StartUpFastPathTests {
    /// Texts made of the markers' pieces (whole, cut short, run together), other words, capitals
    /// and non-ASCII letters, combining accents included: the byte search and Foundation's agree.
    @Test func theByteSearchForToTasteAgreesWithFoundationsSearch() {
        let pieces = ["salt", "pepper", " ", ", ", "  ", "-", "e", "é", "e\u{301}", "ﬁ", "ｔｏ", "ß", "İ", "(", ")", "1 tsp", "tastes"]
        var asciiCases = 0, saidToTaste = 0
        forAllCases(400, seed: 0x70_7A57E) { testCase in
            var text = ""
            for _ in 0..<(1 + Int(testCase.random.next() % 6)) {
                if testCase.random.chance(0.5) {
                    let marker = testCase.random.pick(IngredientPhrase.toTasteMarkers)
                    let cut = Int(testCase.random.next() % UInt64(marker.count + 1))
                    let place = Int(testCase.random.next() % UInt64(marker.count))
                    // The marker whole, one letter short at either end, one letter changed, or a piece of it.
                    switch testCase.random.next() % 6 {
                    case 0, 1: text += marker
                    case 2: text += String(marker.dropLast())
                    case 3: text += String(marker.dropFirst())
                    case 4: text += String(marker.prefix(place)) + testCase.random.pick(["x", "é", " "]) + String(marker.dropFirst(place + 1))
                    default: text += testCase.random.chance(0.5) ? String(marker.prefix(cut)) : String(marker.suffix(cut))
                    }
                } else {
                    text += testCase.random.pick(pieces)
                }
            }
            if testCase.random.chance(0.2) { text = text.uppercased() }
            // The phrase is lower-cased before it is asked, as `IngredientPhrase.init` does.
            let lowered = text.lowercased()
            if lowered.utf8.allSatisfy({ $0 < 0x80 }) { asciiCases += 1 }
            let fast = IngredientPhrase.saysToTaste(lowered)
            if fast { saidToTaste += 1 }
            testCase.check(fast == IngredientPhrase.saysToTastePlainly(lowered), "'\(lowered)'")
        }
        // Both roads and both answers were met.
        #expect(asciiCases > 100 && asciiCases < 380, "\(asciiCases) ASCII cases of 400")
        #expect(saidToTaste > 50 && saidToTaste < 350, "\(saidToTaste) said to taste of 400")
    }

    /// Words of ASCII letters, of other characters (digits, apostrophes, accents, combining
    /// marks, other scripts), short and long: the byte test says what the characters' says.
    @Test func theByteTestForLetterWordsAgreesWithTheCharactersTest() {
        let letters = ["a", "e", "Z", "q", "é", "e\u{301}", "ß", "ж", "字", "ﬁ", "İ", "1", "'", "-", "@", "[", "`", "{", " ", "\u{7F}", "\u{0}"]
        var asciiWords = 0, kept = 0
        forAllCases(400, seed: 0x1E77E25) { testCase in
            var word = ""
            let length = Int(testCase.random.next() % 9)
            for _ in 0..<length {
                // Mostly plain letters, so that long ASCII words of both lengths are met.
                word += testCase.random.chance(0.8) ? testCase.random.pick(["a", "o", "n", "K", "s"]) : testCase.random.pick(letters)
            }
            if word.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) { asciiWords += 1 }
            let fast = FoodWordSpelling.isLetterWord(word, ofAtLeast: 4)
            if fast { kept += 1 }
            testCase.check(fast == FoodWordSpelling.isLetterWordPlainly(word, ofAtLeast: 4), "'\(word)'")
        }
        #expect(asciiWords > 100 && asciiWords < 380, "\(asciiWords) ASCII words of 400")
        #expect(kept > 50 && kept < 350, "\(kept) kept of 400")
        // And every word of the names the speller keeps.
        var names: [String] = []
        for (key, value) in EatenFoodSynonyms.words { names.append(key + " " + value) }
        for (key, value) in EatenFoodSynonyms.pairs { names.append(key + " " + value) }
        for (key, value) in EatenFoodSynonyms.bareWords { names.append(key + " " + value) }
        for (key, value) in RecipeFoodSynonyms.words { names.append(key + " " + value) }
        let differing = names.flatMap { FoodSearchIndex.words(in: $0) }.filter {
            FoodWordSpelling.isLetterWord($0, ofAtLeast: 4) != FoodWordSpelling.isLetterWordPlainly($0, ofAtLeast: 4)
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}
