import Testing
import TestSupport
@_spi(Fuzzing) @testable import MealLedger

/// A `nutrients` object's figures are read one word per part (`shortFigure`) when they are short
/// and end the member; every other spelling goes to the general figure reader. Around the
/// edges of that fast read — seven and eight digits a part, a leading zero, a trailing zero,
/// what follows the figure — the line must read as the general parser reads it, with the
/// canonical verdict a re-encode gives, and a canonical line must stay on the fast path.
@Suite struct CanonicalLineDecoderNutrientFigureTests {
    static func digits(_ count: Int, _ random: inout SeededGenerator) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
    }

    @Test func aNutrientFigureAtTheEdgesOfTheOneWordReadReadsAsTheGeneralParserReadsIt() {
        forAllCases(600, seed: 2704) { testCase in
            var text = Self.digits(Int.random(in: 0...9, using: &testCase.random), &testCase.random)
            if Bool.random(using: &testCase.random) {
                text += "." + Self.digits(Int.random(in: 0...9, using: &testCase.random), &testCase.random)
            }
            // What follows the figure: the next member, the object's end, or something no writer puts there.
            let after = ["", "", "", "e2", "E0", "0", ".", " ", ".5"].randomElement(using: &testCase.random)!
            let position = Int.random(in: 0..<3, using: &testCase.random)
            let members = [("fiber", "3.5"), ("sodium", "120"), ("potassium", "0.25")].enumerated().map { index, member in
                #""\#(member.0)":"# + (index == position ? text + after : member.1)
            }
            let line = Array((CanonicalLineDecoderNumberTests.prefix + #"95,"nutrients":{"#
                + members.joined(separator: ",") + #"},"source":"manual"}}"#).utf8)
            let general: Event? = line.withUnsafeBufferPointer { try? Event(generalLine: $0) }
            let canonical = general.map { $0.canonicalBytes == line } ?? false
            CanonicalLineDecoderNumberTests.check(line, &testCase, mustBeFast: canonical)
        }
    }
}
