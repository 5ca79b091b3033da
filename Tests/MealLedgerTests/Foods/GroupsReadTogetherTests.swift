import Testing
@testable import MealLedger
import TestSupport

/// Food lines read together keep the embedded groups they meet (issue 26's start-up): every
/// food, read so, is the food read with each line's group asked of the shared groups afresh,
/// and the food the whole table gives.
struct GroupsReadTogetherTests {
    static let foods = FoodDatabase.embedded.foods

    @Test func linesReadTogetherHaveTheGroupsEachLineReadAloneHas() {
        let starts = EmbeddedSearchIndex.withRecords { records in (0..<records.foodCount).map(records.lineStart(ofFoodLine:)) }
        var groupsMet = 0
        forAllCases(150, seed: 0x6A0_5EAD) { testCase in
            let count = 1 + Int(testCase.random.next() % 300)
            // Lines from anywhere, or a run of neighbours (foods of one group), repeats and any order.
            let first = Int(testCase.random.next() % UInt64(starts.count))
            let lines = (0..<count).map { step in
                testCase.random.chance(0.5) ? Int(testCase.random.next() % UInt64(starts.count)) : min(starts.count - 1, first + step)
            }
            let measures = testCase.random.chance(0.5)
            let together = EmbeddedFoodLines.foods(at: lines.map { starts[$0] }, measures: measures)
            let afresh = EmbeddedFoodLines.foods(at: lines.map { starts[$0] }, measures: measures, keepingGroups: false)
            groupsMet += Set(together.map(\.group)).count
            testCase.check(together == afresh && together.map(\.group) == lines.map { Self.foods[$0].group },
                           "\(count) lines from \(first): \(zip(together, afresh).first { $0.0 != $0.1 }.map { "\($0.0.group) vs \($0.1.group)" } ?? "")")
        }
        #expect(groupsMet > 1_000, "\(groupsMet) groups met")
    }
}
