import Testing
import TestSupport
@testable import MealLedger

/// `Identifier(utf8:)` reads eight hex digits at a time; it must give what a digit-by-digit
/// reading gives, for valid ids and for every near miss (a capital letter, a `g`, a byte just
/// outside a digit or letter range, a dash moved, a byte with the high bit set).
@Suite struct IdentifierParsingTests {
    /// The reading the word-at-a-time one replaced: each byte looked up, lowercase only.
    static func digitByDigit(_ bytes: [UInt8]) -> Identifier? {
        guard bytes.count == 36 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        var digits = 0
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            let value: UInt64
            switch byte {
            case 0x30...0x39: value = UInt64(byte - 0x30)
            case 0x61...0x66: value = UInt64(byte - 0x61 + 10)
            default: return nil
            }
            if digits < 16 { high = high << 4 | value } else { low = low << 4 | value }
            digits += 1
        }
        return Identifier(high: high, low: low)
    }

    static func parse(_ bytes: [UInt8]) -> Identifier? {
        bytes.withUnsafeBufferPointer { Identifier(utf8: $0) }
    }

    /// Bytes at the edges of the ranges the word-at-a-time check tells apart.
    static let edgeBytes: [UInt8] = [0x00, 0x2D, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x46, 0x47, 0x60, 0x61, 0x66, 0x67,
                                     0x7F, 0x80, 0xB0, 0xE1, 0xFF]

    @Test func anIdReadsAsTheDigitByDigitReadingGivesItWhateverItsBytes() {
        forAllCases(2000, seed: 3030) { testCase in
            let hex = Array("0123456789abcdef".utf8)
            var bytes = (0..<36).map { [8, 13, 18, 23].contains($0) ? UInt8(ascii: "-") : testCase.random.pick(hex) }
            // Most cases valid; the rest with one to three bytes changed, often to an edge byte.
            let changes = testCase.random.chance(0.4) ? 0 : Int.random(in: 1...3, using: &testCase.random)
            for _ in 0..<changes {
                let index = Int.random(in: 0..<36, using: &testCase.random)
                bytes[index] = testCase.random.chance(0.7) ? testCase.random.pick(Self.edgeBytes)
                                                           : UInt8.random(in: 0...255, using: &testCase.random)
            }
            let expected = Self.digitByDigit(bytes)
            testCase.check(Self.parse(bytes) == expected,
                           "\(String(decoding: bytes, as: UTF8.self)): \(String(describing: Self.parse(bytes))) != \(String(describing: expected))")
            if let expected {
                testCase.check(expected.description == String(decoding: bytes, as: UTF8.self), "round trip")
            }
        }
    }

    @Test func theLowestAndHighestIdsAndEveryDigitInEveryPlaceRead() {
        #expect(Self.parse(Array("00000000-0000-0000-0000-000000000000".utf8)) == Identifier(high: 0, low: 0))
        #expect(Self.parse(Array("ffffffff-ffff-ffff-ffff-ffffffffffff".utf8)) == Identifier(high: .max, low: .max))
        for digit in "0123456789abcdef" {
            for place in 0..<36 where ![8, 13, 18, 23].contains(place) {
                var bytes = Array("00000000-0000-0000-0000-000000000000".utf8)
                bytes[place] = UInt8(ascii: digit.unicodeScalars.first!)
                #expect(Self.parse(bytes) == Self.digitByDigit(bytes))
            }
        }
        #expect(Self.parse(Array("0000000A-0000-0000-0000-000000000000".utf8)) == nil)
        #expect(Self.parse(Array("00000000-0000-0000-0000-00000000000".utf8)) == nil)
        #expect(Self.parse(Array("00000000-0000-0000-0000+000000000000".utf8)) == nil)
    }
}
