import Testing
import TestSupport
@_spi(Fuzzing) @testable import MealLedger

/// The fast canonical decoder and the strict general parser must agree on every line.
@Suite struct CanonicalLineDecoderTests {
    enum Outcome: Equatable {
        case event(Event)
        case error(String)
    }

    static func general(_ bytes: [UInt8]) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer in
            do throws(EventDecodingError) {
                return .event(try Event(generalLine: buffer))
            } catch {
                return .error(error.description)
            }
        }
    }

    static func fast(_ bytes: [UInt8]) -> (event: Event, isCanonical: Bool)? {
        bytes.withUnsafeBufferPointer { CanonicalLineDecoder.decodeCheckingForm($0) }
    }

    /// A mutated copy of a line: the kinds of damage hand edits, merges and crashes make.
    static func mutate(_ line: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var bytes = line
        guard !bytes.isEmpty else { return bytes }
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<9, using: &random) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.remove(at: index)
        case 2: bytes.insert(random.pick(Array(" ,:{}[]\"\\0123456789.eE-+nul\u{7F}".utf8) + [0xC3, 0x80, 0x0A]), at: index)
        case 3: bytes = Array(bytes.prefix(index))
        case 4:  // a number written another way: 95 → 95.0, 1.5 → 1.50, 3 → 3e0
            let text = String(decoding: bytes, as: UTF8.self)
            let variants = [(":95,", ":95.0,"), (":1,", ":1.0,"), (":2,", ":2e0,"), (".5,", ".50,"), (":0,", ":-0,"),
                            (":0,", ":0.0,"), (":1,", ":1E0,"), (":100,", ":1e2,")]
            let (from, to) = random.pick(variants)
            bytes = Array(text.replacingOccurrences(from, to).utf8)
        case 5:  // an escape where none is needed
            let text = String(decoding: bytes, as: UTF8.self)
            bytes = Array(text.replacingOccurrences("\"name\":\"", "\"name\":\"\\u0041").utf8)
        case 6:  // swap two keys' order
            let text = String(decoding: bytes, as: UTF8.self)
            bytes = Array(text.replacingOccurrences("\"id\":", "\"ID\":").utf8)
        case 7:  // a null where an optional is absent
            let text = String(decoding: bytes, as: UTF8.self)
            bytes = Array(text.replacingOccurrences(",\"source\"", ",\"unit\":null,\"source\"").utf8)
        default:
            bytes.insert(0x20, at: index)
        }
        return bytes
    }

    @Test func bothReadersGiveTheSameEventOrTheFastOneStepsAside() {
        var fastHits = 0
        forAllCases(3000, seed: 601) { testCase in
            let line = testCase.random.event().canonicalBytes
            let mutations = Int.random(in: 0...2, using: &testCase.random)
            var bytes = line
            for _ in 0..<mutations { bytes = Self.mutate(bytes, &testCase.random) }
            let general = Self.general(bytes)
            if let (event, isCanonical) = Self.fast(bytes) {
                fastHits += 1
                testCase.check(general == .event(event), "fast read \(String(decoding: bytes, as: UTF8.self)) as \(event), general: \(general)")
                // The fast reader's canonical verdict matches a full re-encode.
                testCase.check(isCanonical == (event.canonicalBytes == bytes), "canonical verdict for \(String(decoding: bytes, as: UTF8.self))")
            }
            if mutations == 0, !bytes.contains(UInt8(ascii: "\\")) {
                // Only lines with escapes (a quote or a control character in a name) go the slow way.
                testCase.check(Self.fast(bytes) != nil, "a canonical line took the slow path: \(String(decoding: bytes, as: UTF8.self))")
            }
            // Whatever path, Event(line:) agrees with the general reader.
            let combined: Outcome = bytes.withUnsafeBufferPointer { buffer in
                do throws(EventDecodingError) { return .event(try Event(line: buffer)) } catch { return .error(error.description) }
            }
            testCase.check(combined == general, "Event(line:) differs from the general reader")
        }
        #expect(fastHits > 500, "the fast path should be exercised on hundreds of lines, took \(fastHits)")
    }

    /// Replay skips the text rules of a line the decoder calls safe: such a line must break none.
    @Test func aLineWhoseTextsTheDecoderCallsSafeBreaksNoTextRule() {
        let texts = ["Oats", "Crème fraîche", "evil\u{202E}txt", "zero\u{200B}width", "c1\u{85}control",
                     String(repeating: "a", count: TextRule.maximumNameLength),
                     String(repeating: "b", count: TextRule.maximumNameLength + 1), "", "  padded  "]
        var safe = 0
        var unsafe = 0
        forAllCases(1000, seed: 603) { testCase in
            let line = String(decoding: testCase.random.event().canonicalBytes, as: UTF8.self)
            let text = testCase.random.pick(texts)
            let key = testCase.random.pick(["\"name\":\"", "\"notes\":\"", "\"unit\":\"", "\"mealName\":\""])
            let bytes = Array(line.replacingOccurrences(key, key + text).utf8)
            guard let read = bytes.withUnsafeBufferPointer({ CanonicalLineDecoder.decodeCheckingTexts($0) }) else { return }
            if read.textsAreSafe {
                safe += 1
                testCase.check(read.event.payload.textProblems().isEmpty && !TextRule.containsControlCharacter(read.event.device),
                               "called safe, but breaks a text rule: \(String(decoding: bytes, as: UTF8.self))")
            } else {
                unsafe += 1
            }
        }
        #expect(safe > 100 && unsafe > 100, "both verdicts should be exercised: \(safe) safe, \(unsafe) not")
    }

    @Test func canonicalNumbersAreRecognisedWithoutReencoding() {
        forAllCases(2000, seed: 602) { testCase in
            let value: Double
            switch Int.random(in: 0..<4, using: &testCase.random) {
            case 0: value = Double(Int.random(in: 0...1_000_000, using: &testCase.random))
            case 1: value = (Double.random(in: 0...5000, using: &testCase.random) * 100).rounded() / 100
            case 2: value = Double.random(in: 0...1, using: &testCase.random) * Self.pow10(Int.random(in: -9...18, using: &testCase.random))
            default: value = Double(bitPattern: testCase.random.next() & 0x7FEF_FFFF_FFFF_FFFF)
            }
            let canonical = CanonicalNumber.text(value)
            for text in [canonical, value.description, canonical + "0", "0" + canonical, String(format5: value)] {
                var bytes = Array(text.utf8)
                guard let parsed = try? JSONParser.parse(bytes), case .number(let read) = parsed, read.isFinite else { continue }
                let verdict = bytes.withUnsafeMutableBufferPointer { CanonicalLineDecoder.isCanonical(UnsafeBufferPointer($0), read) }
                testCase.check(verdict == (text == CanonicalNumber.text(read)), "'\(text)' said \(verdict)")
            }
        }
    }

    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
