import Testing
import TestSupport
@_spi(Fuzzing) @testable import MealLedger

/// The fast decoder reads plain figures (`118`, `0.78`) in one pass of its own and checks their
/// canonical spelling on the way; whatever a figure's text, it must read the value the general
/// parser reads and call the line canonical exactly when the writer would write it so — as
/// calories and as a nutrient, the two places replay meets most figures.
@Suite struct CanonicalLineDecoderNumberTests {
    static let prefix = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000002","date":"2026-11-20","name":"Oats","calories":"#

    static func line(calories: String, fiber: String) -> [UInt8] {
        Array((prefix + calories + #","nutrients":{"fiber":"# + fiber + #","sodium":2},"source":"manual"}}"#).utf8)
    }

    static func check(_ bytes: [UInt8], _ testCase: inout PropertyCase, mustBeFast: Bool) {
        let general: Event? = bytes.withUnsafeBufferPointer { try? Event(generalLine: $0) }
        let fast = bytes.withUnsafeBufferPointer { CanonicalLineDecoder.decodeCheckingForm($0) }
        let text = String(decoding: bytes, as: UTF8.self)
        if let fast {
            testCase.check(fast.event == general, "fast read \(text) as \(fast.event), general: \(String(describing: general))")
            testCase.check(fast.isCanonical == (fast.event.canonicalBytes == bytes), "canonical verdict \(fast.isCanonical) for \(text)")
        }
        if mustBeFast { testCase.check(fast != nil, "a canonical line took the slow path: \(text)") }
    }

    @Test func everySpellingOfAFigureReadsAsTheGeneralParserReadsItWithTheRightCanonicalVerdict() {
        forAllCases(2000, seed: 2702) { testCase in
            let value: Double
            switch Int.random(in: 0..<5, using: &testCase.random) {
            case 0: value = Double(Int.random(in: 0...1_000_000, using: &testCase.random))
            case 1: value = (Double.random(in: 0...5000, using: &testCase.random) * 100).rounded() / 100
            case 2: value = (Double.random(in: 0...1, using: &testCase.random) * 10_000).rounded() / 1e7
            case 3: value = Double.random(in: 0...1, using: &testCase.random) * CanonicalLineDecoderTests.pow10(Int.random(in: -9...15, using: &testCase.random))
            default: value = Double(bitPattern: testCase.random.next() & 0x7FEF_FFFF_FFFF_FFFF)
            }
            guard value <= ObjectReader.NumberRule.largest else { return }
            let canonical = CanonicalNumber.text(value)
            let spellings = [canonical, value.description, canonical + "0", "0" + canonical, String(format5: value),
                             canonical.contains(".") ? canonical : canonical + ".0", canonical + "e0", "-" + canonical]
            for text in spellings {
                Self.check(Self.line(calories: text, fiber: "1"), &testCase, mustBeFast: text == canonical)
                Self.check(Self.line(calories: "1", fiber: text), &testCase, mustBeFast: text == canonical)
            }
        }
    }

    @Test(arguments: ["1.", ".5", "01", "00", "1.5.2", "1e", "-", "0x10", "1,5", "123456789012345678901234", "0.00001",
                      "1.50", "100000000000000", "1000000000000000", "0.0001", "999999999.999999", "1E2", "-0"])
    func anOddFigureIsReadAsTheGeneralParserReadsItOrLeftToIt(_ text: String) {
        forAllCases(1, seed: 2703) { testCase in
            Self.check(Self.line(calories: text, fiber: "1"), &testCase, mustBeFast: false)
            Self.check(Self.line(calories: "1", fiber: text), &testCase, mustBeFast: false)
        }
    }
}
