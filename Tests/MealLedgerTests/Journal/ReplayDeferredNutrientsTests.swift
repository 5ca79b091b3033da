import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// Issue 27: replay reads `food.logged` nutrients on the applying thread (`Replay.DecodedBatch`);
/// every journal replays to the same result as when the reader thread reads them.
@Suite struct ReplayDeferredNutrientsTests {
    /// A `food.logged` line's nutrients object spoilt one of the ways the fast reader steps
    /// aside for (the general reader then decides), or a field after it spoilt, or left alone.
    static func spoil(_ line: String, _ random: inout SeededGenerator) -> String {
        guard let opening = line.range(of: "\"nutrients\":{"),
              let close = line[opening.upperBound...].firstIndex(of: "}") else { return line }
        let object = String(line[opening.upperBound..<close])  // the members, without the braces
        let before = String(line[..<opening.upperBound]), after = String(line[line.index(after: close)...])
        switch Int.random(in: 0..<12, using: &random) {
        case 0:  // a space after a comma: not canonical
            return before + object.replacingOccurrences(of: ",", with: ", ") + "}" + after
        case 1:  // no closing brace
            return before + object + after
        case 2:  // an empty object
            return before + "}" + after
        case 3:  // a key outside the vocabulary first
            return before + "\"zinc2\":1," + object + "}" + after
        case 4:  // a figure with an exponent
            return before + object.replacingOccurrences(of: ",\"", with: "e0,\"", options: [], range: nil) + "}" + after
        case 5:  // a trailing zero on each fraction
            let members = object.split(separator: ",").map { $0.contains(".") ? $0 + "0" : $0 }
            return before + members.joined(separator: ",") + "}" + after
        case 6:  // the keys in reverse order
            return before + object.split(separator: ",").reversed().joined(separator: ",") + "}" + after
        case 7:  // a negative figure
            return before + object.replacingOccurrences(of: "\":", with: "\":-") + "}" + after
        case 8:  // a field after the object that does not read
            return before + object + "}" + after.replacingOccurrences(of: "\"source\":\"", with: "\"source\":\"x")
        case 9:  // a long figure (past the fast reader's word)
            return before + object.replacingOccurrences(of: "\":", with: "\":123456789.125") + "}" + after
        default:
            return line
        }
    }

    /// A valid journal with some lines spoilt (nutrients and otherwise) and some damaged.
    static func journal(_ random: inout SeededGenerator, events: Int) -> String {
        var lines = random.validJournal(events: events).map(\.canonicalLine)
        for index in lines.indices.dropFirst() {
            if lines[index].contains("\"nutrients\":{"), random.chance(0.3) { lines[index] = spoil(lines[index], &random) }
            if random.chance(0.02) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0: lines[index] = String(lines[index].prefix(lines[index].count / 2))
                case 1: lines[index] += "\r"
                default: lines[index] = ""
                }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The replay's result and every event it applied, with its line (the state keeps no
    /// nutrients: they are read from the journal when shown, so the events are compared too).
    static func replay(_ path: String, deferring: Bool, checkingForm: Bool) throws -> (ReplayResult, [(Event, Int)]) {
        var options = ReplayOptions(checkCanonicalForm: checkingForm)
        options.defersNutrients = deferring
        var applied: [(Event, Int)] = []
        let result = try Replay.run(JournalFile.openForReading(path), options: options,
                                    observe: { event, position, _ in applied.append((event, position.number)) })
        return (result, applied)
    }

    /// The same with nobody observing (as `check` replays): the events then go without their nutrients.
    static func replayUnobserved(_ path: String, deferring: Bool, checkingForm: Bool) throws -> ReplayResult {
        var options = ReplayOptions(checkCanonicalForm: checkingForm)
        options.defersNutrients = deferring
        return try Replay.run(JournalFile.openForReading(path), options: options)
    }

    static func same(_ one: ReplayResult, _ other: ReplayResult, _ testCase: inout PropertyCase, _ what: String) {
        testCase.check(one.state == other.state, "states differ (\(what))")
        testCase.check(one.findings == other.findings, "findings differ (\(what)):\n\(one.findings)\nvs\n\(other.findings)")
        testCase.check(one.omittedFindingCount == other.omittedFindingCount, what)
        testCase.check(one.end == other.end && one.lastLine == other.lastLine, what)
        testCase.check(one.sawUndoMark == other.sawUndoMark, what)
    }

    @Test func replayReadingNutrientsOnTheApplyingThreadGivesTheSameStateAndFindingsLineForLine() throws {
        let folder = TemporaryDirectory()
        var deferredLines = 0
        var threaded = 0
        forAllCases(120, seed: 2727) { testCase in
            // Every tenth journal is past the size read on the calling thread alone: the reader thread runs.
            let large = testCase.seed % 10 == 0
            let text = Self.journal(&testCase.random, events: large ? 1800 : 80)
            if large { threaded += text.utf8.count >= Int(Replay.inlineReadLimit) ? 1 : 0 }
            deferredLines += text.split(separator: "\n").filter { $0.contains("\"nutrients\":{") && $0.contains("food.logged") }.count
            let path = folder.write("j-\(testCase.seed)", text)
            for checkingForm in [false, true] {
                guard let (deferred, deferredEvents) = try? Self.replay(path, deferring: true, checkingForm: checkingForm),
                      let (direct, directEvents) = try? Self.replay(path, deferring: false, checkingForm: checkingForm) else {
                    testCase.check(false, "replay threw")
                    return
                }
                testCase.check(deferredEvents.map(\.1) == directEvents.map(\.1), "other lines applied")
                testCase.check(deferredEvents.map(\.0) == directEvents.map(\.0), "other events applied")
                Self.same(deferred, direct, &testCase, "observed, checking form: \(checkingForm)")
                guard let unobserved = try? Self.replayUnobserved(path, deferring: true, checkingForm: checkingForm) else {
                    testCase.check(false, "replay threw")
                    return
                }
                Self.same(unobserved, direct, &testCase, "unobserved, checking form: \(checkingForm)")
            }
        }
        // The property covered what it is about: many deferred lines, and the threaded replay.
        #expect(deferredLines > 1000)
        #expect(threaded >= 10)
    }

    @Test func aNutrientFigureTheFastReaderStepsAsideForIsReadAndNamedAsNotCanonical() throws {
        let folder = TemporaryDirectory()
        let line = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000002","date":"2026-11-20","name":"Yogurt","calories":118,"fats":0.78,"nutrients":{"fiber":0,"sodium":72.50},"source":"manual"}}"#
        let path = folder.write("j", line + "\n" + line.replacingOccurrences(of: "72.50", with: "72.5")
            .replacingOccurrences(of: "0000-000000000001", with: "0000-000000000003")
            .replacingOccurrences(of: "0000-000000000002", with: "0000-000000000004") + "\n")
        let (result, events) = try Self.replay(path, deferring: true, checkingForm: true)
        // Line 2 is line 1 with its figure canonical (both lack the journal's first line, found alike).
        let notCanonical = result.findings.filter { $0.message.contains("not in canonical form") }
        #expect(notCanonical.map(\.line) == [1])
        #expect(notCanonical.first?.message.contains(#""sodium":72.5}"#) == true)
        let sodium = events.map { event, _ -> Double? in
            guard case .foodLogged(let logged) = event.payload else { return nil }
            return logged.nutrientValues[.sodium]
        }
        #expect(sodium == [72.5, 72.5])
    }
}
