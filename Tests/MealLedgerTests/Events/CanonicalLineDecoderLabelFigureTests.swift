import Testing
import TestSupport
@_spi(Fuzzing) @testable import MealLedger

/// `labelFigure` reads a nutrient's figure a byte at a time (issue 27). Whatever it reads must be
/// read the same by `NumberScanner`, the general reader's: the same value to the bit, ending at
/// the same byte, with the canonical verdict `isCanonical` gives for that text; and every figure
/// the writer writes with at most nine digits before a dot and fifteen in all must be its alone.
@Suite struct CanonicalLineDecoderLabelFigureTests {
    /// A value as a label, a table or a scaled entry gives it: whole, with one to six decimals,
    /// tiny, or large.
    static func value(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return Double(Int.random(in: 0...9_999, using: &random))
        case 1: return Double(Int.random(in: 0...999_999_999, using: &random))
        case 2: return Double(Int.random(in: 0...99_999, using: &random)) / 10
        case 3: return Double(Int.random(in: 0...99_999, using: &random)) / 100
        case 4: return Double(Int.random(in: 0...9_999_999, using: &random)) / 10_000
        case 5: return Double(Int.random(in: 0...999_999_999_999, using: &random)) / CanonicalLineDecoderTests.pow10(Int.random(in: 1...9, using: &random))
        case 6: return (Double.random(in: 0...1, using: &random) * 1e6).rounded() / 1e6 * CanonicalLineDecoderTests.pow10(Int.random(in: -5...10, using: &random))
        default: return Double(Int.random(in: 0...999_999_999_999_999, using: &random))
        }
    }

    /// The canonical text of a value, or a spelling near it that no writer uses.
    static func spelling(_ value: Double, _ random: inout SeededGenerator) -> (text: String, isWriters: Bool) {
        let canonical = CanonicalNumber.text(value)
        guard Int.random(in: 0..<4, using: &random) == 0 else { return (canonical, true) }
        let odd = [canonical + "0", "0" + canonical, canonical.contains(".") ? canonical : canonical + ".0", canonical + ".",
                   "." + canonical, "-" + canonical, canonical + "e0", canonical + "E2", canonical + "." + canonical,
                   String(canonical.dropLast()) + "0"]
        return (odd.randomElement(using: &random)!, false)
    }

    @Test func aFigureReadAByteAtATimeIsWhatTheGeneralNumberReaderReads() {
        let terminators = [",", "}", ",", "}", " ", "\"", "x", "]"]
        var fastReads = 0
        var cases = 0
        forAllCases(400, seed: 2709) { testCase in
            for _ in 0..<250 {
                cases += 1
                let value = Self.value(&testCase.random)
                let (text, isWriters) = Self.spelling(value, &testCase.random)
                let terminator = terminators.randomElement(using: &testCase.random)!
                // A line's last byte is `}`, which ends any run of digits.
                let bytes = Array((text + terminator + #""source":"manual"}}"#).utf8)
                bytes.withUnsafeBufferPointer { buffer in
                    let fast = CanonicalLineDecoder.labelFigure(buffer.baseAddress!)
                    if let fast {
                        fastReads += 1
                        guard case let .success(scanned, end) = NumberScanner.scan(buffer, from: 0) else {
                            testCase.check(false, "\(text)\(terminator): read as \(fast.value), the scanner refuses it")
                            return
                        }
                        testCase.check(fast.value.bitPattern == scanned.bitPattern,
                                       "\(text): \(fast.value) a byte at a time, \(scanned) scanned")
                        let after = fast.after - buffer.baseAddress!
                        testCase.check(after == end, "\(text): ends at \(after), scanned to \(end)")
                        testCase.check(buffer[after] == UInt8(ascii: ",") || buffer[after] == UInt8(ascii: "}"),
                                       "\(text)\(terminator): read with no `,` or `}` after it")
                        let verdict = CanonicalLineDecoder.isCanonical(UnsafeBufferPointer(rebasing: buffer[0..<end]), scanned)
                        testCase.check(fast.isCanonical == verdict, "\(text): canonical \(fast.isCanonical), \(verdict) as scanned")
                        testCase.check(scanned <= ObjectReader.NumberRule.largest, "\(text): above the largest figure")
                    }
                    // The writer's short figures, ended as a member ends, are the fast read's.
                    let digits = text.filter(\.isNumber).count
                    let integerDigits = text.prefix { $0 != "." }.count
                    if isWriters, terminator == "," || terminator == "}", !text.contains("e"), digits <= 15, integerDigits <= 9 {
                        testCase.check(fast != nil, "the writer's \(text)\(terminator) was left to the careful loop")
                    }
                }
            }
        }
        #expect(cases >= 100_000)
        #expect(fastReads > cases / 5)
    }
}
