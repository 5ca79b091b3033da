import Testing
import TestSupport
@testable import MealLedger

/// The binary search over sorted `KEY|…` lines finds what a line-by-line scan finds, for keys
/// before, between, on and after the lines, with lines short and thousands of bytes long.
@Suite struct SortedKeyLinesTests {
    @Test func theLowerBoundIsTheFirstLineWhoseKeyIsNotBeforeTheKeyAsAScanFindsIt() {
        forAllCases(200, seed: 0x50_27ED) { testCase in
            let letters = Array("abcdez".utf8)
            func randomKey() -> [UInt8] {
                (0..<Int.random(in: 1...4, using: &testCase.random)).map { _ in letters.randomElement(using: &testCase.random)! }
            }
            let keys = Set((0..<Int.random(in: 0...40, using: &testCase.random)).map { _ in randomKey() })
                .sorted { $0.lexicographicallyPrecedes($1) }
            var text: [UInt8] = []
            var starts: [Int] = []
            for key in keys {
                starts.append(text.count)
                text += key
                if Bool.random(using: &testCase.random) {
                    text.append(UInt8(ascii: "|"))
                    text += Array(repeating: UInt8(ascii: "7"), count: Int.random(in: 0...3000, using: &testCase.random))
                }
                text.append(UInt8(ascii: "\n"))
            }
            for _ in 0..<10 {
                let key = Bool.random(using: &testCase.random) && !keys.isEmpty ? keys.randomElement(using: &testCase.random)! : randomKey()
                let expected = zip(keys, starts).first { !$0.0.lexicographicallyPrecedes(key) }?.1 ?? text.count
                let found = text.withUnsafeBufferPointer { SortedKeyLines.lowerBound(of: key, in: $0) }
                testCase.check(found == expected, "key \(String(decoding: key, as: UTF8.self)): \(found), want \(expected)")
            }
        }
    }
}
