import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// A snapshot is only a cache, and any byte of it that differs from what this program wrote
/// is caught before it is used (SPEC 12): the header whole on load, the body block by block
/// as it is first touched.
@Suite struct SnapshotIntegrityTests {
    /// A journal of `events` generated events with a snapshot of all of it; the journal's
    /// path, the snapshot's bytes, and the state a full replay gives.
    static func journalWithSnapshot(seed: UInt64, events: Int, in folder: TemporaryDirectory)
        throws -> (path: String, snapshot: [UInt8], full: LedgerState) {
        var random = SeededGenerator(seed: seed)
        let path = folder.write("j-\(seed).jsonl", journalText(random.validJournal(events: events)))
        try SnapshotTests.snapshot(path, lines: events)
        let full = try Replay.run(try JournalFile.openForReading(path)).state
        return (path, folder.read("j-\(seed).jsonl.snapshot"), full)
    }

    static func writeSnapshot(_ bytes: [UInt8], for path: String) {
        _ = FileManager.default.createFile(atPath: SnapshotFile.path(for: path), contents: Data(bytes))
    }

    @Test func anUntouchedSnapshotLoadsAndEqualsTheReplay() throws {
        let folder = TemporaryDirectory()
        let (path, _, full) = try Self.journalWithSnapshot(seed: 801, events: 300, in: folder)
        let loaded = try #require(SnapshotFile.load(for: try JournalFile.openForReading(path)))
        #expect(loaded.state == full)
        loaded.state.verifyWholeSnapshot()
        #expect(!loaded.state.isSnapshotDamaged)
    }

    @Test func everyBitOfTheHeaderIsChecked() throws {
        let folder = TemporaryDirectory()
        let (path, original, _) = try Self.journalWithSnapshot(seed: 802, events: 80, in: folder)
        let file = try JournalFile.openForReading(path)
        var used = 0
        for bit in 0..<(SnapshotFile.headerSize * 8) {
            var bytes = original
            bytes[bit / 8] ^= UInt8(1) << UInt8(bit % 8)
            Self.writeSnapshot(bytes, for: path)
            if SnapshotFile.load(for: file) != nil { used += 1 }
        }
        #expect(used == 0, "\(used) header bit flips went unnoticed")
    }

    @Test func everyFlippedBitOfTheBodyIsCaughtWhenItsBlockIsUsed() throws {
        let folder = TemporaryDirectory()
        let (path, original, full) = try Self.journalWithSnapshot(seed: 803, events: 400, in: folder)
        let file = try JournalFile.openForReading(path)
        var random = SeededGenerator(seed: 803)
        #expect(original.count > 64 * 1024, "the body spans several blocks")
        var refusedAtLoad = 0
        var caughtInUse = 0
        let flips = 2_000
        let snapshot = open(SnapshotFile.path(for: path), O_RDWR)
        defer { close(snapshot) }
        func flip(_ bit: Int) {
            var byte = original[bit / 8] ^ (UInt8(1) << UInt8(bit % 8))
            _ = pwrite(snapshot, &byte, 1, off_t(bit / 8))
        }
        for index in 0..<flips {
            let bit = Int.random(in: (SnapshotFile.headerSize * 8)..<(original.count * 8), using: &random)
            flip(bit)
            defer { var byte = original[bit / 8]; _ = pwrite(snapshot, &byte, 1, off_t(bit / 8)) }
            guard let loaded = SnapshotFile.load(for: file) else {
                refusedAtLoad += 1
                continue
            }
            if index % 10 == 0 {
                // Comparing reads every table: either the values are right, or their block was caught.
                let equal = loaded.state == full
                #expect(equal || loaded.state.isSnapshotDamaged, "bit \(bit): a wrong state went unnoticed")
            }
            // And every byte is under some checksum.
            loaded.state.verifyWholeSnapshot()
            #expect(loaded.state.isSnapshotDamaged, "bit \(bit) is under no checksum")
            if loaded.state.isSnapshotDamaged { caughtInUse += 1 }
        }
        #expect(refusedAtLoad + caughtInUse == flips)
        #expect(refusedAtLoad > 0 && caughtInUse > 0)
    }

    @Test func aReplayFromADamagedSnapshotGivesTheReplaysStateAndRewritesIt() throws {
        let folder = TemporaryDirectory()
        let (path, original, full) = try Self.journalWithSnapshot(seed: 804, events: 300, in: folder)
        var random = SeededGenerator(seed: 804)
        for _ in 0..<200 {
            let bit = Int.random(in: (SnapshotFile.headerSize * 8)..<(original.count * 8), using: &random)
            var bytes = original
            bytes[bit / 8] ^= UInt8(1) << UInt8(bit % 8)
            Self.writeSnapshot(bytes, for: path)
            let file = try JournalFile.openForReading(path)
            let outcome = try SnapshotReplay.run(file)
            let state = outcome.result.state
            #expect(state == full || state.isSnapshotDamaged)
            if state.isSnapshotDamaged {
                // The caller's own check: replay again from the journal alone.
                let again = try SnapshotReplay.replayDiscardingSnapshot(file).result.state
                #expect(again == full)
            }
        }
    }

    @Test func truncatedExtendedOrCraftedSnapshotsAreIgnored() throws {
        let folder = TemporaryDirectory()
        let (path, original, _) = try Self.journalWithSnapshot(seed: 805, events: 120, in: folder)
        let file = try JournalFile.openForReading(path)
        for cut in [0, 1, 64, 127, 128, 129, original.count / 2, original.count - 8, original.count - 1] {
            Self.writeSnapshot(Array(original[0..<cut]), for: path)
            #expect(SnapshotFile.load(for: file) == nil, "cut at \(cut)")
        }
        for extra in [[UInt8](repeating: 0, count: 1), [UInt8](repeating: 0, count: 8), [UInt8](repeating: 0xFF, count: 4096)] {
            Self.writeSnapshot(original + extra, for: path)
            #expect(SnapshotFile.load(for: file) == nil, "extended by \(extra.count)")
        }
        // Crafted headers whose own checksum is right: lengths, counts and offsets of every size.
        var random = SeededGenerator(seed: 805)
        let header = try SnapshotFile.decodeHeader(Array(original[0..<SnapshotFile.headerSize]))
        let extremes: [Int64] = [-1, 0, 1, 127, 128, Int64(original.count), Int64.max, Int64.min, 1 << 40, -(1 << 40)]
        for _ in 0..<500 {
            var crafted = header
            switch Int.random(in: 0..<4, using: &random) {
            case 0: crafted.coveredLength = random.pick(extremes)
            case 1: crafted.coveredLines = random.pick(extremes)
            case 2: crafted.bodyLength = random.pick(extremes)
            default: crafted.blockTableChecksum = random.next()
            }
            var bytes = original
            bytes.replaceSubrange(0..<SnapshotFile.headerSize, with: SnapshotFile.encode(crafted))
            Self.writeSnapshot(bytes, for: path)
            if let loaded = SnapshotFile.load(for: file) {
                // Only a header that still says what was written can load.
                #expect(crafted.bodyLength == header.bodyLength && crafted.blockTableChecksum == header.blockTableChecksum)
                _ = loaded.state.eventCount
            }
        }
    }
}
