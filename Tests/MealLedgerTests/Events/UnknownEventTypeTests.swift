import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A journal line of a type this release does not know (a newer release's, SPEC 15): kept as
/// written, left out of every projection, named by `check`, counted for reports.
@Suite struct UnknownEventTypeTests {
    static let created = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"journal.created","data":{"format":"meal-ledger/1"}}"#
    static let apple = #"{"id":"0193a000-0000-7000-8000-000000000002","at":"2026-11-20T12:00:01.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000003","date":"2026-11-20","name":"Apple","calories":95,"source":"manual"}}"#
    /// Written by a newer release: not canonical by this release's rules (its data keys are its own).
    static let mood = #"{"id":"0193a000-0000-7000-8000-000000000004","at":"2026-11-20T12:00:02.000Z","device":"phone","type":"mood.logged","data":{"mood":"good","scores":[1,2.50],"date":"2026-11-20"}}"#

    @Test func aLineOfAnUnknownTypeReadsAsAnEventThatWritesItselfBackByteForByte() throws {
        let event = try Event(line: Self.mood)
        #expect(event.type == .unknown)
        #expect(event.typeName == "mood.logged")
        #expect(event.canonicalLine == Self.mood)
        #expect(event.device == "phone")
    }

    @Test func inputReadStrictlyRefusesAnUnknownTypeNamingTheField() throws {
        let value = try JSONParser.parse(Array(Self.mood.utf8))
        #expect(throws: FieldError(field: "type", problem: "is not a known event type, got 'mood.logged'")) {
            try Event(json: value)
        }
        #expect(throws: FieldError.self) { try EventPayload(type: .unknown, data: .object([])) }
    }

    @Test func anUnknownTypeWhoseDataIsNoObjectIsStillDamage() {
        let broken = Self.mood.replacingOccurrences(#""data":{"mood":"good","scores":[1,2.50],"date":"2026-11-20"}"#, #""data":[1]"#)
        #expect(throws: EventDecodingError.self) { try Event(line: broken) }
    }

    @Test func replayLeavesItOutOfEveryProjectionAndCountsIt() throws {
        let folder = TemporaryDirectory()
        let withMood = folder.write("a.jsonl", [Self.created, Self.mood, Self.apple].joined(separator: "\n") + "\n")
        let without = folder.write("b.jsonl", [Self.created, Self.apple].joined(separator: "\n") + "\n")
        let result = try Replay.run(try JournalFile.openForReading(withMood), options: ReplayOptions(checkCanonicalForm: true))
        let plain = try Replay.run(try JournalFile.openForReading(without)).state
        #expect(result.state.unknownTypeCount == 1)
        // The same entries (on other lines: the kept line comes first) and nothing else.
        #expect(result.state.log.count == plain.log.count && result.state.log.dates == plain.log.dates)
        #expect(result.state.meals == plain.meals && result.state.goals == plain.goals && result.state.plan == plain.plan)
        #expect(result.state.weights == plain.weights)
        #expect(!result.isDamaged && !result.hasErrors)
        // One warning, on its line, and no complaint about its (foreign) canonical form.
        #expect(result.findings.map(\.line) == [2])
        #expect(result.findings.first?.message.contains("event type 'mood.logged' is not known to this release") == true)
        #expect(result.findings.first?.severity == .warning)
    }

    @Test func theCountSurvivesASnapshot() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("j.jsonl", [Self.created, Self.mood, Self.apple, Self.mood.replacingOccurrences("0004", "0005")]
            .joined(separator: "\n") + "\n")
        try SnapshotTests.snapshot(path, lines: 4)
        let loaded = try #require(SnapshotFile.load(for: try JournalFile.openForReading(path)))
        #expect(loaded.state.unknownTypeCount == 2)
        #expect(loaded.state == (try Replay.run(try JournalFile.openForReading(path)).state))
    }

    @Test func theFastCanonicalPathStepsAsideForAnUnknownType() {
        let fast = Array(Self.mood.utf8).withUnsafeBufferPointer { CanonicalLineDecoder.decode($0) }
        #expect(fast == nil)
    }
}
