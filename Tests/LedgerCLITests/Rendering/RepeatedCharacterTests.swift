@testable import LedgerCLI
import Testing
import TestSupport

/// A table's rule and padding are written straight into a string's bytes (`Table.repeated`):
/// the same text `String(repeating:count:)` gives, for every ASCII character and count.
struct RepeatedCharacterTests {
    @Test func repeatingAnASCIICharacterGivesWhatStringRepeatingGives() {
        forAllCases(300, seed: 0x2E9EA7) { testCase in
            let ascii = UInt8(testCase.random.chance(0.5) ? testCase.random.pick([0x20, 0x2D]) : testCase.random.next() % 0x80)
            let count = testCase.random.chance(0.3) ? Int(testCase.random.next() % 20) : Int(testCase.random.next() % 600)
            let repeated = Table.repeated(ascii, count: count)
            let expected = String(repeating: String(UnicodeScalar(ascii)), count: count)
            testCase.check(repeated == expected && Array(repeated.utf8) == Array(expected.utf8) && repeated.count == expected.count,
                           "byte \(ascii) × \(count)")
        }
        #expect(Table.repeated(UInt8(ascii: "-"), count: 0) == "" && Table.repeated(UInt8(ascii: " "), count: -3) == "")
    }
}
