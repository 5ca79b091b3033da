import Foundation
import Testing
import TestSupport
@testable import MealLedger

@Suite struct JournalAppenderTests {
    let stamp = EventStamp(clock: SteppingClock(), ids: CountingIdentifierSource(), device: "test")

    func apple(_ state: LedgerState, calories: Double = 95) -> [Event] {
        [stamp.event(.foodLogged(FoodLogged(entryId: stamp.newIdentifier(), date: CalendarDate("2026-11-20")!,
                                            name: "Apple", calories: calories)))]
    }

    @Test func aMissingJournalIsCreatedWithItsFirstLine() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        let outcome = try JournalAppender.append(to: path, stamp: stamp) { apple($0) }
        #expect(outcome.events.map(\.type) == [.journalCreated, .foodLogged])
        #expect(outcome.firstLine == 1)
        let lines = String(decoding: folder.read("j.jsonl"), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains("\"type\":\"journal.created\""))
    }

    @Test func aRefusedAppendLeavesTheFileByteForByteUnchanged() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        _ = try JournalAppender.append(to: path, stamp: stamp) { apple($0) }
        let before = folder.read("j.jsonl")
        let removeUnknown: (LedgerState) -> [Event] = { _ in
            [self.stamp.event(.entryRemoved(EntryRemoved(entryId: Identifier(high: 1, low: 2))))]
        }
        #expect(throws: AppendRefusal.self) { try JournalAppender.append(to: path, stamp: stamp, makeEvents: removeUnknown) }
        // All or none: a good event followed by a bad one writes neither.
        #expect(throws: AppendRefusal.self) {
            try JournalAppender.append(to: path, stamp: stamp) { apple($0) + removeUnknown($0) }
        }
        #expect(folder.read("j.jsonl") == before)
    }

    @Test func aTornLastLineRefusesWritingAndNamesTheLine() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        _ = try JournalAppender.append(to: path, stamp: stamp) { apple($0) }
        let handle = FileHandle(forWritingAtPath: path)!
        handle.seekToEndOfFile()
        handle.write(Data("{\"id\":\"01".utf8))
        handle.closeFile()
        let before = folder.read("j.jsonl")
        #expect(throws: JournalError.tornTail(path: path, line: 3)) {
            try JournalAppender.append(to: path, stamp: stamp) { apple($0) }
        }
        #expect(folder.read("j.jsonl") == before)
    }

    @Test func repairSavesTheTornBytesAsideAndCutsThem() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        _ = try JournalAppender.append(to: path, stamp: stamp) { apple($0) }
        let good = folder.read("j.jsonl")
        let handle = FileHandle(forWritingAtPath: path)!
        handle.seekToEndOfFile()
        handle.write(Data("{\"id\":\"01".utf8))
        handle.closeFile()
        let outcome = try JournalRepair.repair(path: path)
        #expect(outcome == .cutTornLine(line: 3, length: 9, savedTo: path + ".torn-line-3"))
        #expect(folder.read("j.jsonl") == good)
        #expect(String(decoding: folder.read("j.jsonl.torn-line-3"), as: UTF8.self) == "{\"id\":\"01")
        #expect(try JournalRepair.repair(path: path) == .nothingToRepair)
    }

    @Test func aDamagedMiddleLineRefusesWriting() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        _ = try JournalAppender.append(to: path, stamp: stamp) { apple($0) }
        var text = String(decoding: folder.read("j.jsonl"), as: UTF8.self)
        text = text.replacingOccurrences("\"calories\":95", "\"calories\":oops")
        folder.write("j.jsonl", text)
        #expect {
            try JournalAppender.append(to: path, stamp: stamp) { apple($0) }
        } throws: { error in
            guard case let .damaged(_, line, _)? = error as? JournalError else { return false }
            return line == 2
        }
    }

    @Test func initRefusesAnExistingJournal() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("deeper/still/j.jsonl")
        _ = try JournalAppender.initialize(path: path, stamp: stamp)
        #expect(throws: JournalError.alreadyExists(path: path)) { try JournalAppender.initialize(path: path, stamp: stamp) }
    }

    @Test func appendingWithoutTheFolderIsRefusedUnlessAsked() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("missing/j.jsonl")
        #expect(throws: JournalError.folderMissing(path: path, folder: folder.file("missing"))) {
            try JournalAppender.append(to: path, stamp: stamp) { apple($0) }
        }
        _ = try JournalAppender.append(to: path, stamp: stamp, createFolder: true) { apple($0) }
    }
}
