import Testing
import TestSupport
@_spi(Fuzzing) @testable import MealLedger

/// `labelNutrients` reads a label's few nutrients with fewer instructions than the careful loop
/// (issue 27). On canonical and nearly canonical objects — keys out of order, repeated or
/// unknown, some missing, odd figures, white space, a short rest of the line — whatever it reads
/// must be what the careful loop reads, a whole line must read as the general parser reads it
/// (stopping anywhere and going on carefully), and a canonical label must be read by it alone.
@Suite struct CanonicalLineDecoderLabelNutrientTests {
    /// A figure as the writer spells it, short or long.
    static func canonicalFigure(_ random: inout SeededGenerator) -> String {
        let value: Double
        switch Int.random(in: 0..<6, using: &random) {
        case 0: value = Double(Int.random(in: 0...999, using: &random))
        case 1: value = Double(Int.random(in: 0...99_999, using: &random)) / 10
        case 2: value = Double(Int.random(in: 0...99_999, using: &random)) / 100
        case 3: value = Double(Int.random(in: 1...9_999, using: &random)) / 10_000
        case 4: value = Double(Int.random(in: 0...9_999_999, using: &random))
        default: value = Double(Int.random(in: 0...999_999_999, using: &random)) / 1_000
        }
        return CanonicalNumber.text(value)
    }

    /// A spelling no writer uses, or one at the edge of the one-word read.
    static let oddFigures = ["1.50", "01", "00", "0.0", "1.", ".5", "1e2", "1E0", "-1", "-0", "12345678", "1234567.5",
                             "1234.5678", "0.00001", "0.0001", "1 ", " 1", "\"1\"", "null", "1,5", "0.10", "1000000.25"]

    /// What a line may carry after the object: short and long rests, so the 24 bytes the quick
    /// read wants are sometimes not there.
    static let rests = [#","source":"ai"}}"#, #","source":"manual"}}"#,
                        #","quantity":2,"unit":"g","source":"database","slot":"lunch","notes":"after the run"}}"#,
                        #","unit":"g","source":"manual","foodId":"usda:1234"}}"#]

    /// Members of a nutrients object, canonical or not, and whether the writer would write them so.
    static func members(_ random: inout SeededGenerator) -> (members: [String], isCanonical: Bool) {
        let count = Int.random(in: 1...100, using: &random) <= 80 ? Int.random(in: 1...6, using: &random)
            : Int.random(in: 7...Nutrient.allCases.count, using: &random)
        let keys = Nutrient.allCases.shuffled(using: &random).prefix(count).sorted { $0.rawValue < $1.rawValue }.map(\.key)
        var members = keys.map { #""\#($0)":\#(canonicalFigure(&random))"# }
        guard Bool.random(using: &random) else { return (members, true) }
        let index = Int.random(in: 0..<members.count, using: &random)
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where members.count > 1: members.swapAt(index, index == 0 ? 1 : index - 1)
        case 1: members.insert(members[index], at: index)
        case 2: members[index] = #""fibre":1"#
        case 3: members[index] = #""\#(keys[index])": 1"#
        case 4: members[index] += " "
        case 5: members = []
        case 6: members[index] = #""\#(keys[index])""#
        default: members[index] = #""\#(keys[index])":\#(oddFigures.randomElement(using: &random)!)"#
        }
        return (members, false)
    }

    @Test func theQuickReadOfALabelReadsWhatTheCarefulLoopAndTheGeneralParserRead() {
        var quickReads = 0
        forAllCases(1000, seed: 2705) { testCase in
            let (members, mayBeCanonical) = Self.members(&testCase.random)
            let rest = Self.rests.randomElement(using: &testCase.random)!
            let object = "{" + members.joined(separator: ",") + "}"
            let bytes = Array((object + rest).utf8)
            let quick = bytes.withUnsafeBufferPointer { CanonicalLineDecoder.labelNutrientsAlone($0) }
            let careful = bytes.withUnsafeBufferPointer { CanonicalLineDecoder.nutrientsCarefullyAlone($0) }
            if let quick {
                quickReads += 1
                testCase.check(careful != nil, "the quick read took \(object), the careful loop did not")
                if let careful {
                    testCase.check(quick.values == careful.values, "\(object): \(quick.values.known) and \(careful.values.known)")
                    testCase.check(quick.end == careful.end, "\(object) ends at \(quick.end) and \(careful.end)")
                    testCase.check(quick.isCanonical == careful.isCanonical, "\(object): canonical \(quick.isCanonical)")
                }
            }
            // A label's canonical few, with room to spare, is the quick read's alone.
            if mayBeCanonical, members.count <= NutrientValues.inlineCapacity, rest.utf8.count >= 24,
               members.allSatisfy({ $0.split(separator: ":").last!.utf8.count < 8 }) {
                testCase.check(quick != nil, "the quick read left a label to the careful loop: \(object)\(rest)")
            }
            // The whole line, stopping anywhere and going on carefully, reads as the general parser reads it.
            let line = Array((CanonicalLineDecoderNumberTests.prefix + #"95,"nutrients":"# + object + rest).utf8)
            let general: Event? = line.withUnsafeBufferPointer { try? Event(generalLine: $0) }
            let canonical = general.map { $0.canonicalBytes == line } ?? false
            if mayBeCanonical { testCase.check(canonical, "the test's canonical object is not: \(object)") }
            // (An unknown key is kept, and canonical, but left to the general parser, as before.)
            CanonicalLineDecoderNumberTests.check(line, &testCase, mustBeFast: mayBeCanonical)
        }
        // The property says something only if the quick read read many of them.
        #expect(quickReads > 150)
    }
}
