import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A batch is all or none even when a kill tears its write (SPEC 18), and no writer writes a
/// line longer than the reader reads.
@Suite struct BatchIntentTests {
    let stamp = EventStamp(clock: SteppingClock(), ids: CountingIdentifierSource(), device: "test")

    func food(_ name: String) -> Event {
        stamp.event(.foodLogged(FoodLogged(entryId: stamp.newIdentifier(), date: CalendarDate("2026-11-20")!,
                                           name: name, calories: 95)))
    }

    /// A journal of `journal.created` and one apple, and a batch of three foods that a kill cut
    /// after `cut` of its bytes: what a writer leaves when SIGKILL lands inside its `write`,
    /// its record on disk first as the appender writes it.
    func journalWithCutBatch(cut: (Int) -> Int) throws -> (folder: TemporaryDirectory, path: String, before: [UInt8], batch: [UInt8]) {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        _ = try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Apple")] }
        let before = folder.read("j.jsonl")
        let batch = JournalAppender.lines([food("Bread"), food("Cheese"), food("Dates")])
        let file = try JournalFile.openExistingForAppending(path)!
        #expect(try BatchIntent.record(batch, lines: 3, at: Int64(before.count), journal: file))
        try file.appendAll(Array(batch.prefix(cut(batch.count))))
        return (folder, path, before, batch)
    }

    @Test func aBatchCutShortAtALineEndIsNotReadAtAll() throws {
        // Cut right after the batch's first line: no torn last line, yet the batch is half there.
        var firstLineEnd = 0
        let (folder, path, _, _) = try journalWithCutBatch { _ in
            firstLineEnd = JournalAppender.lines([food("Bread")]).count
            return firstLineEnd
        }
        defer { withExtendedLifetime(folder) {} }
        let result = try Replay.run(try JournalFile.openForReading(path))
        #expect(result.end.tornLine == nil)
        #expect(result.state.log.count == 1, "the batch's whole first line was read as an event")
        #expect(result.batchCut?.line == 3 && result.batchCut?.lines == 3)
        #expect(result.batchCut?.present == Int64(firstLineEnd))
        guard case .tornBatch(path: path, cut: let cut)? = result.damageError(path: path) else {
            Issue.record("no tornBatch error: \(String(describing: result.damageError(path: path)))")
            return
        }
        #expect(cut.line == 3)
        // Writers refuse it too, as they refuse a torn last line.
        #expect(throws: JournalError.tornBatch(path: path, cut: cut)) {
            try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Egg")] }
        }
    }

    @Test func aWriterRefusesACutBatchAndRepairCutsAllOfItAside() throws {
        var random = SeededGenerator(seed: 0xBA7C_0001)
        for _ in 0..<100 {
            let (folder, path, before, batch) = try journalWithCutBatch { 1 + Int(random.next() % UInt64($0 - 1)) }
            let torn = folder.read("j.jsonl")
            #expect(throws: JournalError.self) { try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Egg")] } }
            #expect(folder.read("j.jsonl") == torn, "a writer wrote after a cut batch")
            guard case let .cutBatch(line, lines, length, savedTo) = try JournalRepair.repair(path: path) else {
                Issue.record("repair did not cut the batch")
                return
            }
            #expect(line == 3 && lines == 3 && length == torn.count - before.count)
            #expect(folder.read("j.jsonl") == before, "repair left part of the batch")
            #expect(Array(FileManager.default.contents(atPath: savedTo)!) == Array(torn[before.count...]))
            #expect(Array(batch.prefix(length)) == Array(torn[before.count...]))
            #expect(!FileManager.default.fileExists(atPath: BatchIntent.path(for: path)))
            #expect(try JournalRepair.repair(path: path) == .nothingToRepair)
            _ = try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Egg")] }
        }
    }

    @Test func aRecordOfAWholeBatchIsIgnoredByReadersAndRemovedByTheNextWriter() throws {
        let (folder, path, _, _) = try journalWithCutBatch { $0 }
        defer { withExtendedLifetime(folder) {} }
        let result = try Replay.run(try JournalFile.openForReading(path))
        #expect(result.batchCut == nil && !result.isDamaged && result.state.log.count == 4)
        #expect(FileManager.default.fileExists(atPath: BatchIntent.path(for: path)))
        _ = try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Egg")] }
        #expect(!FileManager.default.fileExists(atPath: BatchIntent.path(for: path)))
    }

    @Test func aRecordOfABatchNeverBegunIsRemovedByTheNextWriter() throws {
        let (folder, path, _, _) = try journalWithCutBatch { _ in 0 }
        defer { withExtendedLifetime(folder) {} }
        #expect(try Replay.run(try JournalFile.openForReading(path)).batchCut == nil)
        _ = try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Egg")] }
        #expect(!FileManager.default.fileExists(atPath: BatchIntent.path(for: path)))
    }

    @Test func aRecordAboutAnotherFileOrOtherBytesDoesNotApply() throws {
        // The journal replaced (another inode) after the kill: the record is about a file gone.
        let (folder, path, _, _) = try journalWithCutBatch { $0 / 2 }
        let copy = folder.file("copy.jsonl")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: copy, toPath: path)
        #expect(try Replay.run(try JournalFile.openForReading(path)).batchCut == nil)
        // The same file, but the bytes before the batch are not what they were.
        let (other, otherPath, before, _) = try journalWithCutBatch { $0 / 2 }
        let handle = try #require(FileHandle(forUpdatingAtPath: otherPath))
        try handle.seek(toOffset: UInt64(before.count - 3))
        try handle.write(contentsOf: Data("x".utf8))
        try handle.close()
        #expect(try Replay.run(try JournalFile.openForReading(otherPath)).batchCut == nil)
        _ = other
    }

    /// Why the record names its file by device and inode and not by content alone: a copy of a
    /// journal with a cut batch (`cp` takes the journal, not its record) reads the half batch
    /// as whole lines and takes new, acknowledged appends after them. A record copied beside it
    /// later matches its bytes before the batch, but applying it would call those appends part
    /// of the cut batch, and `repair` would cut them from the journal. Bound to the file it was
    /// written for, the record never speaks for another file.
    @Test func aRecordCopiedBesideACopyWrittenToSinceNeverCutsItsAcknowledgedLines() throws {
        let (folder, path, _, _) = try journalWithCutBatch { _ in JournalAppender.lines([food("Bread")]).count }
        let copy = folder.file("copy.jsonl")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(try Replay.run(try JournalFile.openForReading(path)).batchCut?.line == 3, "the original still knows its cut")
        _ = try JournalAppender.append(to: copy, stamp: stamp) { _ in [food("Egg")] }
        try FileManager.default.copyItem(atPath: BatchIntent.path(for: path), toPath: BatchIntent.path(for: copy))
        let result = try Replay.run(try JournalFile.openForReading(copy))
        #expect(result.batchCut == nil && !result.isDamaged)
        #expect(result.state.log.count == 3, "Apple, Bread and the acknowledged Egg")
        #expect(try JournalRepair.repair(path: copy) == .nothingToRepair)
        #expect(try Replay.run(try JournalFile.openForReading(copy)).state.log.count == 3)
    }

    @Test func anUnreadableRecordIsIgnoredAndRemoved() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        _ = try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Apple")] }
        folder.write("j.jsonl.pending-batch", "meal-ledger-batch/1 device=1 ino")
        #expect(try Replay.run(try JournalFile.openForReading(path)).batchCut == nil)
        _ = try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Bread"), food("Cheese")] }
        #expect(!FileManager.default.fileExists(atPath: BatchIntent.path(for: path)))
        #expect(try Replay.run(try JournalFile.openForReading(path)).state.log.count == 3)
    }

    /// From the attack on the merged build: a record left by a kill after its batch was whole
    /// (or before it began) outlives it, and a line of the batch edited in place with the same
    /// length, or a file rewritten on a reused inode, then looked like a cut batch of "N of N
    /// bytes": its acknowledged lines were hidden and `repair` cut them.
    @Test func aRecordWhoseWholeLengthIsThereButOtherBytesStandsForNoCut() throws {
        let (folder, path, before, _) = try journalWithCutBatch { $0 }
        defer { withExtendedLifetime(folder) {} }
        var bytes = folder.read("j.jsonl")
        let bread = try #require(bytes.indices.dropFirst(before.count).first { bytes[$0...].starts(with: Array("Bread".utf8)) })
        bytes.replaceSubrange(bread..<(bread + 5), with: Array("Toast".utf8))  // same length, same inode
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
        let result = try Replay.run(try JournalFile.openForReading(path))
        #expect(result.batchCut == nil && !result.isDamaged)
        #expect(result.state.log.count == 4, "the apple and the three lines of the batch, one edited by hand")
        #expect(try JournalRepair.repair(path: path) == .nothingToRepair)
    }

    @Test func aRecordWhoseOffsetHoldsOtherLinesThanItsBatchDoesNotApply() throws {
        // A record of a batch never begun, then other lines (shorter than the batch) written
        // at its offset on the same inode: they are not the batch's start.
        let (folder, path, _, _) = try journalWithCutBatch { _ in 0 }
        defer { withExtendedLifetime(folder) {} }
        let file = try JournalFile.openExistingForAppending(path)!
        try file.appendAll(JournalAppender.lines([food("Eggs")]))
        let result = try Replay.run(try JournalFile.openForReading(path))
        #expect(result.batchCut == nil)
        #expect(result.state.log.count == 2)
    }

    @Test func aRecordReadsBackAsWritten() {
        let intent = BatchIntent(device: 64_768, inode: 1_234_567, offset: 400, length: 612, lines: 3,
                                 hash: 0xDEAD_BEEF_0123_4567, precedingHash: 0x0102_0304_0506_0708,
                                 head: Array(#"{"id":"0193a000-0000-7000-8000-00000000000e","#.utf8))
        #expect(BatchIntent(text: intent.text) == intent)
        // A record of the layout before (no head) still reads, and applies as it did.
        let older = BatchIntent(device: 1, inode: 2, offset: 3, length: 40, lines: 2, hash: 5, precedingHash: 6)
        let olderText = older.text.replacingOccurrences(of: "meal-ledger-batch/2", with: "meal-ledger-batch/1")
            .replacingOccurrences(of: " head=\n", with: "\n")
        #expect(BatchIntent(text: olderText) == older)
        #expect(BatchIntent(text: String(intent.text.dropLast())) == nil, "a record cut short must not be read")
        #expect(BatchIntent(text: intent.text.replacingOccurrences(of: "lines=3", with: "lines=1")) == nil)
    }

    // MARK: - The line limit

    /// A meal whose `meal.created` line is exactly `length` bytes long.
    func meal(lineLength length: Int) -> Event {
        let ingredients = (0..<13_000).map { Ingredient(name: "ingredient \($0)", quantity: 1, unit: "g", calories: 1) }
        var definition = MealDefinition(mealId: stamp.newIdentifier(), name: "Feast", ingredients: ingredients)
        var event = stamp.event(.mealCreated(MealCreated(meal: definition)))
        // Each ingredient is ~75 bytes: drop whole ones, then lengthen the last name to the byte.
        let over = event.canonicalBytes.count - length
        definition.ingredients.removeLast(over / 75 + 1)
        event = stamp.event(.mealCreated(MealCreated(meal: definition)))
        var short = length - event.canonicalBytes.count
        var index = definition.ingredients.count - 1
        while short > 0 {  // names are at most 200 characters: lengthen as many as it takes
            let added = min(short, 150)
            definition.ingredients[index].name += String(repeating: "x", count: added)
            short -= added
            index -= 1
        }
        event = Event(id: event.id, at: event.at, device: event.device, payload: .mealCreated(MealCreated(meal: definition)))
        return event
    }

    @Test func aLineOfExactlyTheLimitIsWrittenAndReadAndOneByteMoreIsRefused() throws {
        let limit = JournalLineReader.maximumLineLength
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        _ = try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Apple")] }
        let before = folder.read("j.jsonl")
        let tooLong = meal(lineLength: limit + 1)
        #expect(tooLong.canonicalBytes.count == limit + 1)
        #expect(throws: AppendRefusal(index: 1, message: "the meal.created line would be 1048577 bytes: over the 1 MiB "
            + "limit of a journal line (1048576 bytes, the most a reader reads back); split the meal into several with "
            + "fewer ingredients")) {
            try JournalAppender.append(to: path, stamp: stamp) { _ in [food("Bread"), tooLong] }
        }
        #expect(throws: AppendRefusal.self) { try JournalAppender.preview(to: path, stamp: stamp) { _ in [tooLong] } }
        // Compared first: a failed #expect on a megabyte would diff it for hours.
        let unchanged = folder.read("j.jsonl") == before
        #expect(unchanged, "a refused line was written")
        let longest = meal(lineLength: limit)
        #expect(longest.canonicalBytes.count == limit)
        _ = try JournalAppender.append(to: path, stamp: stamp) { _ in [longest] }
        let result = try Replay.run(try JournalFile.openForReading(path))
        #expect(!result.isDamaged && result.state.meals.records.count == 1)
    }
}
