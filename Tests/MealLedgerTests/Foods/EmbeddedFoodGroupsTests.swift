import Testing
@testable import MealLedger
import TestSupport

/// A food read on its own takes its group from the group lines by a binary search
/// (`EmbeddedFoodGroups`), not from a dictionary of every group: the descriptions are the
/// dictionary's, and the foods read so are the foods read with the table whole.
struct EmbeddedFoodGroupsTests {
    /// Every code of the group lines, twice (the second answer comes from what the first kept),
    /// and codes no line has.
    @Test func everyGroupCodeFindsTheDescriptionTheDictionaryHolds() throws {
        let groups = try FoodTable.groups(from: FoodTable.groupLines)
        #expect(groups.count > 150)
        for _ in 0..<2 {
            for (code, description) in groups {
                let found = Array(code.utf8).withUnsafeBufferPointer { EmbeddedFoodGroups.description(ofCode: $0) }
                #expect(found == description, "\(code)")
            }
        }
        for missing in ["", "0", "01000", "010", "9999999", "99999999", "0100|Dairy", "zz", "0100 "] {
            let found = Array(missing.utf8).withUnsafeBufferPointer { EmbeddedFoodGroups.description(ofCode: $0) }
            #expect(found == nil, "'\(missing)'")
        }
    }

    /// Foods read by their lines' offsets, in part or whole, carry the groups of the table read whole.
    @Test func foodsReadOnTheirOwnCarryTheGroupsOfTheWholeTable() {
        let foods = FoodDatabase.embedded.foods
        var offsets: [Int] = [0]
        EmbeddedFoodLines.withBytes { bytes in
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && index + 1 < bytes.count { offsets.append(index + 1) }
        }
        #expect(offsets.count == foods.count)
        forAllCases(100, seed: 0x6E0) { testCase in
            let picked = (0..<(1 + Int(testCase.random.next() % 40))).map { _ in Int(testCase.random.next() % UInt64(foods.count)) }
            let read = EmbeddedFoodLines.foods(at: picked.map { offsets[$0] }, measures: testCase.random.chance(0.5))
            testCase.check(read.map(\.group) == picked.map { foods[$0].group } && read.map(\.id) == picked.map { foods[$0].id },
                           "lines \(picked.prefix(5))")
        }
    }
}
