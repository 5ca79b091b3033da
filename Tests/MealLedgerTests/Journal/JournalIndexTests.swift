import Foundation
import MealLedger
import Testing
import TestSupport

/// Reading journals for diff and merge, and replacing a file only when the new one is whole.
@Suite struct JournalIndexTests {
    static let created = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"journal.created","data":{"format":"meal-ledger/1"}}"#
    static let apple = #"{"id":"0193a000-0000-7000-8000-000000000002","at":"2026-11-20T12:00:01.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000003","date":"2026-11-20","name":"Apple","calories":95,"source":"manual"}}"#
    /// The same event as `apple`, spelled differently: spaces, key order, `95.0`.
    static let appleByHand = #"{"id":"0193a000-0000-7000-8000-000000000002", "at":"2026-11-20T12:00:01.000Z","device":"laptop","type":"food.logged","data":{"date":"2026-11-20","entryId":"0193a000-0000-7000-8000-000000000003","name":"Apple","calories":95.0,"source":"manual"}}"#

    @Test func anEquivalentHandEditedLineHasTheSameFingerprintAsTheCanonicalOne() throws {
        let folder = TemporaryDirectory()
        let canonical = try JournalIndex.read(path: folder.write("a.jsonl", Self.created + "\n" + Self.apple + "\n"))
        let byHand = try JournalIndex.read(path: folder.write("b.jsonl", Self.created + "\n" + Self.appleByHand + "\n"))
        #expect(canonical.events[1].digest == byHand.events[1].digest)
        #expect(canonical.events[1].offset == byHand.events[1].offset)
        #expect(byHand.events[1].length == Int32(Self.appleByHand.utf8.count))
        #expect(try byHand.event(at: 1).canonicalLine == Self.apple)
        #expect(JournalDiff(canonical.events, byHand.events).isEmpty)
        #expect(JournalMerge(canonical.events, byHand.events).conflicts.isEmpty)
    }

    @Test func theFingerprintsOfAFileAreThoseOfItsEvents() throws {
        var random = SeededGenerator(seed: 99)
        let events = random.validJournal(events: 300)
        let folder = TemporaryDirectory()
        let index = try JournalIndex.read(path: folder.write("j.jsonl", journalText(events)))
        #expect(index.events == EventFingerprint.of(events))
        #expect(try index.event(at: 157) == events[157])
        let changed = EventFingerprint.of([events[0], events[2]])
        #expect(changed[1].digest != index.events[1].digest)
    }

    @Test func aDamagedLineIsNamedWithItsNumber() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("j.jsonl", Self.created + "\n" + Self.apple + "\n<<<<<<< HEAD\n")
        #expect(throws: JournalError.damaged(path: path, line: 3, reason: "invalid JSON at column 1: unexpected '<', expected a value")) {
            try JournalIndex.read(path: path)
        }
        let blank = folder.write("k.jsonl", Self.created + "\n\n" + Self.apple + "\n")
        #expect(throws: JournalError.damaged(path: "ours", line: 2, reason: "blank line; the journal has one event on every line")) {
            try JournalIndex.read(path: blank, name: "ours")
        }
    }

    @Test func aTornLastLineIsNamed() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("j.jsonl", Self.created + "\n" + Self.apple.prefix(40))
        #expect(throws: JournalError.tornTail(path: path, line: 2)) { try JournalIndex.read(path: path) }
    }

    @Test func aReplacementTakesEffectOnlyOnCommit() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("out.jsonl", "old\n")
        do {
            let replacement = try FileReplacement(path: path)
            try replacement.write(Array("new\n".utf8))
            #expect(FileManager.default.fileExists(atPath: replacement.temporaryPath))
            #expect(folder.read("out.jsonl") == Array("old\n".utf8))
        }
        // Released without commit: the target is as it was and no temporary file is left.
        #expect(folder.read("out.jsonl") == Array("old\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.jsonl"])
        let replacement = try FileReplacement(path: path)
        let big = [UInt8](repeating: 0x41, count: 3 << 20) + [0x0A]
        try replacement.write(big)
        try replacement.commit()
        #expect(folder.read("out.jsonl") == big)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.jsonl"])
    }

    @Test func aReplacementInAMissingFolderIsRefused() {
        let folder = TemporaryDirectory()
        let path = folder.file("nowhere/out.jsonl")
        #expect(throws: JournalError.folderMissing(path: path, folder: folder.file("nowhere"))) {
            try FileReplacement(path: path)
        }
    }
}
