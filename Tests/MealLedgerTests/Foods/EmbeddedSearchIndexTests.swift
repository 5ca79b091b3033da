import Testing
@testable import MealLedger
import TestSupport

/// The search index generated with the embedded table is the index of its descriptions, and a
/// search through it answers as scoring every food does.
struct EmbeddedSearchIndexTests {
    static let foods = FoodDatabase.embedded.foods

    /// Every food line's record names where the line starts, as the newlines do.
    @Test func theFoodRecordsNameWhereEachLineStarts() {
        var starts = [0]
        EmbeddedFoodLines.withBytes { bytes in
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        }
        EmbeddedSearchIndex.withRecords { records in
            #expect(records.foodCount == Self.foods.count)
            #expect(records.foodCount == starts.count)
            #expect((0..<records.foodCount).map(records.lineStart(ofFoodLine:)) == starts)
            #expect((0..<records.foodCount).allSatisfy { records.foodLine(startingAt: starts[$0]) == $0 })
            #expect(records.foodLine(startingAt: 1) == nil)
        }
    }

    /// The whole table's generated index is, id for id, the index cutting its descriptions gives.
    @Test func theGeneratedIndexOfTheWholeTableIsTheIndexOfItsDescriptions() {
        let generated = FoodSearchIndex(embeddedFoodLines: Array(Self.foods.indices))
        let cut = FoodSearchIndex(foods: Self.foods)
        // Compared field by field, so a failure names the field rather than printing the index.
        let fields: [(String, Bool)] = [
            ("words", generated.words == cut.words), ("stems", generated.stems == cut.stems),
            ("stemOfWord", generated.stemOfWord == cut.stemOfWord),
            ("wordIsDistinctive", generated.wordIsDistinctive == cut.wordIsDistinctive),
            ("stemIsProcessed", generated.stemIsProcessed == cut.stemIsProcessed),
            ("stemIsCategory", generated.stemIsCategory == cut.stemIsCategory),
            ("tokens", generated.tokens == cut.tokens), ("tokenStarts", generated.tokenStarts == cut.tokenStarts),
            ("segmentCounts", generated.segmentCounts == cut.segmentCounts),
            ("isBranded", generated.isBranded == cut.isBranded),
            ("discouragedGroupOfFood", generated.discouragedGroupOfFood == cut.discouragedGroupOfFood),
        ]
        let differing = fields.filter { !$0.1 }.map(\.0)
        #expect(differing.isEmpty, "the generated index differs in \(differing)")
        let whole = generated == cut
        #expect(whole)
    }

    /// A search's candidates are some foods in table order: their generated index numbers words
    /// and stems as cutting those foods' descriptions does.
    @Test func theGeneratedIndexOfAnyFoodsIsTheIndexOfTheirDescriptions() {
        forAllCases(100, seed: 0x1DE8) { testCase in
            let count = 1 + Int(testCase.random.next() % 400)
            let lines = Set((0..<count).map { _ in Int(testCase.random.next() % UInt64(Self.foods.count)) }).sorted()
            let generated = FoodSearchIndex(embeddedFoodLines: lines)
            testCase.check(generated == FoodSearchIndex(foods: lines.map { Self.foods[$0] }),
                           "\(lines.count) foods from line \(lines.first ?? -1)")
        }
    }

    /// Queries drawn from the tables' words, with typos, plurals, starts of words and words from
    /// other foods: the search a command makes (word index, narrow candidates first, generated
    /// index) ranks the same foods with the same scores as scoring every food of the table.
    /// (Switching the generated index's words, stems or flags off, or cutting candidates by the
    /// wrong prefix, makes it fail.)
    @Test func aSearchThroughTheGeneratedIndexRanksAsAFullScanDoes() {
        let wholeTable = FoodDatabase(foods: Self.foods)
        forAllCases(200, seed: 0x5CA7) { testCase in
            var words: [String] = []
            let first = FoodSearchIndex.words(in: testCase.random.pick(Self.foods).description)
            for _ in 0..<(1 + Int(testCase.random.next() % 4)) {
                let described = testCase.random.chance(0.7)
                    ? first : FoodSearchIndex.words(in: testCase.random.pick(Self.foods).description)
                guard var word = described.isEmpty ? nil : testCase.random.pick(described) else { continue }
                var letters = Array(word)
                switch testCase.random.next() % 7 {
                case 0 where letters.count > 3:
                    letters.remove(at: 1 + Int(testCase.random.next() % UInt64(letters.count - 2)))
                case 1 where letters.count > 3:
                    letters.swapAt(1, 2)
                case 2 where letters.count > 2:
                    letters[Int(testCase.random.next() % UInt64(letters.count))] = testCase.random.pick(Array("aeiourst"))
                case 3:
                    letters += "s"
                case 4:
                    letters = Array(letters.prefix(2 + Int(testCase.random.next() % 4)))
                default:
                    break
                }
                word = String(letters)
                words.append(testCase.random.chance(0.2) ? word.uppercased() : word)
            }
            if testCase.random.chance(0.3) { words.shuffle(using: &testCase.random) }
            let query = words.joined(separator: testCase.random.pick([" ", ", ", " with "]))
            let limit = testCase.random.pick([1, 3, 10, 20])
            let table = testCase.random.pick([nil, FoodTableKind.fndds, .sr28])
            // With a preferred table, the narrow candidates answer without that table's tail
            // when they fill the limit (as they always have): such a search goes to all candidates.
            let found = FoodDatabase.embeddedReadLazily.search(query, limit: limit, narrowFirst: table == nil,
                                                               preferring: table)
            let expected = wholeTable.searchByFullScan(query, limit: limit, preferring: table)
            testCase.check(found.map(\.food) == expected.map(\.food) && found.map(\.score) == expected.map(\.score)
                           && found.map(\.matchesAllWords) == expected.map(\.matchesAllWords),
                           "'\(query)' limit \(limit) \(table?.label ?? "both"): \(found.map(\.food.id)) vs \(expected.map(\.food.id))")
        }
    }
}

/// A portion's unit remembered by the first words of its description is the unit worked out
/// from the whole description, for every portion of both tables and some odd descriptions.
struct MeasureUnitByHeadWordsTests {
    @Test func everyPortionReadsTheUnitWorkedOutFromItsDescription() {
        let odd = ["fl oz", "FL OZ (8 fl oz)", "  cup ,chopped", "T", "t", "tbsp.", "Tbsp. heaping", "cubic inch",
                   "extra large", "Extra  Large (over 8\")", "nlea serving", "serving 1/2 cup", "leaves", "3 halves",
                   ", chopped", "(1 cup)", "", " ", "pieces\tbig", "cups", "crème fraîche", "cup\r\nsliced",
                   "fluid ounces", "fluid  ounce, sweet", "oz", "OZ."]
        let descriptions = odd + FoodDatabase.embedded.foods.flatMap { $0.measures.map(\.description) }
        var differing: [String] = []
        // Twice: the second round answers from what the first remembered.
        for _ in 0..<2 {
            for description in descriptions
            where HouseholdMeasure.unit(ofMeasureDescription: description)
                != HouseholdMeasure.unitWorkedOut(ofMeasureDescription: description) {
                differing.append(description)
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(descriptions.count > 20_000)
        #expect(HouseholdMeasure.headWordsKey(of: "Fl Oz, canned") == "fl oz")
        #expect(HouseholdMeasure.headWordsKey(of: "cup (8 fl oz)") == "cup")
        #expect(HouseholdMeasure.headWordsKey(of: "crème") == nil)
    }
}
