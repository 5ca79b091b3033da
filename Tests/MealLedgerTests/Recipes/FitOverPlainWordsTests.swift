import Foundation
import Testing
@testable import MealLedger
import TestSupport

/// `fit` asks its word lists by bytes and compares the phrase's stems in a list (issue 26's
/// start-up); for any description and phrase it answers what the careful road, hashing
/// `String`s into sets, answers: `fitPlainly`, to the last bit.
struct FitOverPlainWordsTests {
    static let foods = FoodDatabase.embedded.foods

    /// Words that steer `fit`: denials, joins, the survey's "NS as to", headings, the lists'
    /// words, numbers, and words that are not plain (accents, a combining mark, the Kelvin sign
    /// that equals "K", a space inside a word).
    static let steering = ["free", "no", "without", "and", "ns", "as", "to", "less", "meatless", "sugarless", "fish", "cereal",
                           "1", "2", "100", "12oz", "1½", "½", "٣", "3\u{301}", "a\u{301}1", "héllo", "cafe\u{301}", "\u{212A}", "k", "K",
                           "two words", "no added", "jalapeño", "fre\u{301}e", "with\u{301}", "",
                           // A said name's "with" and the survey's variant notes ("including carrots … leafy").
                           "with", "including", "excluding", "carrots", "potatoes", "broccoli", "leafy"]
        + AsEatenMatcher.preparationWords.sorted() + AsEatenMatcher.neutralWords.sorted()
        + AsEatenMatcher.neutralSegments.sorted().flatMap { $0.split(separator: " ").map(String.init) }

    @Test func fitOverPlainWordsIsTheCarefulFitForAnyDescriptionAndPhrase() {
        var plainCases = 0, nonzero = 0, distinct: Set<UInt64> = []
        forAllCases(600, seed: 0xF17_B7E5) { testCase in
            let food = testCase.random.pick(Self.foods)
            var segments = AsEatenMatcher.segments(of: food.description)
            func withStem(_ word: String) -> (word: String, stem: String) { (word, FoodSearchIndex.stem(word)) }
            // A part of steering words, first, last or between.
            if testCase.random.chance(0.4) {
                let part = (0..<(1 + Int(testCase.random.next() % 4))).map { _ in withStem(testCase.random.pick(Self.steering)) }
                segments.insert(part, at: Int(testCase.random.next() % UInt64(segments.count + 1)))
            }
            // A neutral part whole, or a heading alone first.
            if testCase.random.chance(0.2) {
                segments.append(testCase.random.pick(AsEatenMatcher.neutralSegments).split(separator: " ").map { withStem(String($0)) })
            }
            if testCase.random.chance(0.1) { segments.insert([withStem(testCase.random.pick(["fish", "cereal", "nuts"]))], at: 0) }
            let described = segments.flatMap { $0.map(\.word) }
            var words: [String] = []
            for _ in 0..<(1 + Int(testCase.random.next() % 4)) {
                switch testCase.random.next() % 5 {
                case 0, 1 where !described.isEmpty:
                    words.append(testCase.random.pick(described))
                case 2 where !described.isEmpty:
                    // The start of a description word, or the word and more.
                    let word = testCase.random.pick(described)
                    words.append(testCase.random.chance(0.5) ? String(word.prefix(3 + Int(testCase.random.next() % 4))) : word + "s")
                case 3:
                    words.append(testCase.random.pick(Self.steering))
                default:
                    words.append(testCase.random.pick(FoodSearchIndex.words(in: testCase.random.pick(Self.foods).description) + ["rice"]))
                }
            }
            let stems = Set(words.map(FoodSearchIndex.stem))
            let fast = AsEatenMatcher.fit(segments: segments, words: words, stems: stems)
            let careful = AsEatenMatcher.fitPlainly(segments: segments, words: words, stems: stems,
                                                     wordStems: AsEatenMatcher.PhraseStems(words))
            if (words + described).allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 && $0 != 0x20 } }) { plainCases += 1 }
            if fast > 0 { nonzero += 1 }
            distinct.insert(fast.bitPattern)
            testCase.check(fast.bitPattern == careful.bitPattern,
                           "\(words) in \(segments.map { $0.map(\.word) }): \(fast) against \(careful)")
        }
        // Both roads, and answers of many kinds, were met.
        #expect(plainCases > 200 && plainCases < 590, "\(plainCases) cases of plain ASCII words of 600")
        #expect(nonzero > 300, "\(nonzero) cases fit above 0")
        #expect(distinct.count > 100, "\(distinct.count) distinct answers")
    }

    /// The lists `fit` and `Marks` ask by bytes hold plain words only, so the byte roads are the ones taken.
    @Test func theWordListsFitAsksAreAllPlainWords() {
        #expect(AsEatenMatcher.PlainFitWords.lists != nil)
        #expect(AsEatenMatcher.Marks.plainAskableWords != nil)
        #expect(AsEatenMatcher.Marks.plainEatenRawNames != nil)
    }

    /// A set of plain words asked by bytes answers as `Set<String>` for words of every length
    /// and first letter, members or not, plain or not (accents, combining marks, the Kelvin
    /// sign that is "K"); a set with a member that is not plain is refused.
    @Test func aPlainWordSetAnswersAsASetOfStrings() {
        let members = AsEatenMatcher.neutralWords.union(["kettle", "semi", "tick"])
        guard let set = PlainWordSet(members) else {
            Issue.record("the neutral words are not plain")
            return
        }
        var held = 0
        forAllCases(400, seed: 0x5E7) { testCase in
            var word = testCase.random.chance(0.5) ? testCase.random.pick(members) : testCase.random.pick(Self.steering)
            switch testCase.random.next() % 6 {
            case 0: word += testCase.random.pick(["s", "e", "", "1", "\u{301}", "é"])
            case 1: word = String(word.dropLast())
            case 2: word = String(word.dropFirst())
            case 3: word = word.replacingOccurrences(of: "k", with: testCase.random.pick(["K", "\u{212A}"]))
            default: break
            }
            if members.contains(word) { held += 1 }
            testCase.check(set.contains(word) == members.contains(word), "'\(word)'")
            let bytes = Array(word.utf8)
            testCase.check(bytes.withUnsafeBufferPointer { set.contains(bytes: $0) } == members.contains(String(decoding: bytes, as: UTF8.self)),
                           "'\(word)' by bytes")
        }
        #expect(held > 100, "\(held) members of 400")
        for refused in [["café"], ["two words"], [""], ["Kale"], ["a;b"], ["`"]] { #expect(PlainWordSet(refused) == nil, "\(refused)") }
    }
}
