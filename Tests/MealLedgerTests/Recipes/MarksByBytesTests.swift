import Testing
@testable import MealLedger
import TestSupport

/// `AsEatenMatcher.Marks` asks a description's words of the preparation words and the names of
/// foods eaten raw by their bytes (issue 26's start-up); the marks are those the careful road,
/// making a `String` of each word and hashing it, finds: `Marks(_:byBytes: false)`.
struct MarksByBytesTests {
    static func differences(_ food: Food) -> String? {
        let (fast, careful) = (AsEatenMatcher.Marks(food), AsEatenMatcher.Marks(food, byBytes: false))
        let fields: [(String, Bool)] = [
            ("variants", fast.variants == careful.variants), ("isRaw", fast.isRaw == careful.isRaw),
            ("saysCooked", fast.saysCooked == careful.saysCooked), ("isPlain", fast.isPlain == careful.isPlain),
            ("hasNoAddedFat", fast.hasNoAddedFat == careful.hasNoAddedFat), ("isEatenRaw", fast.isEatenRaw == careful.isEatenRaw),
            ("words", fast.words == careful.words), ("isUnprepared", fast.isUnprepared == careful.isUnprepared),
            ("brands", fast.brands == careful.brands),
        ]
        let differing = fields.filter { !$0.1 }.map(\.0)
        return differing.isEmpty ? nil : "\(food.description) [\(food.group)]: \(differing)"
    }

    /// Every food of both tables.
    @Test func theMarksOfEveryFoodAreTheMarksFoundCarefully() {
        let differing = FoodDatabase.embedded.foods.compactMap(Self.differences)
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(5))")
    }

    /// Descriptions made of preparation words and raw names in any case, markers, parts that
    /// say "raw" or "dry", digits and words that are not ASCII, in groups eaten raw or not.
    @Test func theMarksOfMadeUpDescriptionsAreTheMarksFoundCarefully() {
        let pieces = AsEatenMatcher.preparationWords.sorted() + AsEatenMatcher.eatenRawNames.sorted()
            + AsEatenMatcher.Marks.markerScan.markers.map { String(decoding: $0, as: UTF8.self) }
            + ["raw", "dry", "sauté", "jalapeño", "cafe\u{301}", "frie\u{301}d", "cooke", "ookedd", "roasts", "bakedd", "2%", "KASHI", "McDONALD'S"]
        let groups = AsEatenMatcher.eatenRawGroups.sorted() + ["Vegetables", "Fast Foods", "Yeast breads"]
        var withWords = 0, eatenRaw = 0
        forAllCases(400, seed: 0x3A2C5) { testCase in
            var description = ""
            for index in 0..<(1 + Int(testCase.random.next() % 7)) {
                if index > 0 { description += testCase.random.pick([", ", " ", ",", " , ", "-", "(", ") "]) }
                var piece = testCase.random.pick(pieces)
                if testCase.random.chance(0.2) { piece = piece.uppercased() }
                if testCase.random.chance(0.1) { piece = piece.prefix(1).uppercased() + piece.dropFirst() }
                description += piece
            }
            let food = Food(id: "99999", description: description, group: testCase.random.pick(groups), caloriesPer100g: nil,
                            proteinPer100g: nil, carbohydratesPer100g: nil, fatsPer100g: nil, measures: [])
            let marks = AsEatenMatcher.Marks(food)
            if !marks.words.isEmpty { withWords += 1 }
            if marks.isEatenRaw { eatenRaw += 1 }
            testCase.check(Self.differences(food) == nil, Self.differences(food) ?? "")
        }
        #expect(withWords > 100 && eatenRaw > 50, "\(withWords) with preparation words, \(eatenRaw) eaten raw")
    }
}
