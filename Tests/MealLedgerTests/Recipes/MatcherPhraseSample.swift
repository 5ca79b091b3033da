import TestSupport
@testable import MealLedger

/// A phrase to compare two roads of the matcher on, drawn from a seeded case: half the time an
/// everyday food with a preparation (and now and then a second food after "with" or "and"),
/// else one to three words of a table's description; and a reading, as eaten seven times in ten.
enum MatcherPhraseSample {
    static func draw(_ testCase: inout PropertyCase, foods: [Food], everyday: [String],
                     preparations: [String]) -> (phrase: String, reading: FoodReading)? {
        var phrase: String
        if testCase.random.chance(0.5) {
            phrase = testCase.random.pick(preparations) + testCase.random.pick(everyday)
            if testCase.random.chance(0.3) { phrase += " " + testCase.random.pick(["with", "and"]) + " " + testCase.random.pick(everyday) }
        } else {
            let words = FoodSearchIndex.words(in: testCase.random.pick(foods).description)
            guard !words.isEmpty else { return nil }
            phrase = (0..<(1 + Int(testCase.random.next() % 3))).map { _ in testCase.random.pick(words) }.joined(separator: " ")
        }
        return (phrase, testCase.random.chance(0.7) ? .eaten : .bought)
    }
}
