import Testing
import TestSupport
@testable import MealLedger

@Suite struct CanonicalNumberTests {
    @Test(arguments: [
        (165.0, "165"), (3.6, "3.6"), (0.1 + 0.2, "0.30000000000000004"), (0, "0"), (-0.0, "0"),
        (31.5, "31.5"), (1e15, "1000000000000000"), (1e16, "1e+16"), (999_999_999_999_999, "999999999999999"), (1e-7, "1e-07"),
        (2.5e-5, "2.5e-05"), (1e21, "1e+21"), (-42, "-42"), (0.001, "0.001"),
    ])
    func writesShortestRoundTripForm(value: Double, expected: String) {
        #expect(CanonicalNumber.text(value) == expected)
    }

    @Test func everyFiniteNumberReadsBackExactly() {
        forAllCases(1000, seed: 7) { testCase in
            let value = Double(bitPattern: testCase.random.next())
            guard value.isFinite else { return }
            let text = CanonicalNumber.text(value)
            let back = try? JSONParser.parse(text)
            testCase.check(back == .number(value == 0 ? 0 : value), "\(value) → '\(text)' → \(String(describing: back))")
            testCase.check(!text.hasSuffix(".0"), "'\(text)' has a needless fraction")
        }
    }
}
