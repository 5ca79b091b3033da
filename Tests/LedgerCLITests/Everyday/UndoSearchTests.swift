import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// Undo's search stays linear through undo batches (issue 30, from the attack on the merged
/// build): each marked batch it met was checked by reading back to the batch its mark names,
/// so a thousand undos in a row, or a thousand forged marks naming the first batch, read the
/// journal back a thousand times. One reader now goes back once, and picks what the marks of
/// the whole journal (`UndoMarks.read`, what `check` reads) say.
@Suite struct UndoSearchTests {
    typealias Setup = EverydayLoggingTests.Setup

    static func id(_ number: Int) -> Identifier {
        Identifier(high: 0x0199_0000_0000_7000, low: 0x8000_0000_0000_0000 | UInt64(number))
    }

    static let day = CalendarDate(year: 2026, month: 11, day: 20)!

    /// `batches` foods, one a batch, then the undos of all but the first, newest first, as
    /// `undo` writes them: the next undo takes back the first food, past every undo.
    static func foodsAndTheirUndos(_ batches: Int) -> [Event] {
        var events: [Event] = []
        var millisecond: Int64 = 1_795_000_000_000
        func next() -> Instant {
            millisecond += 1
            return Instant(millisecondsSinceEpoch: millisecond)
        }
        for index in 0..<batches {
            events.append(Event(id: id(2 * index), at: next(), device: "laptop", payload: .foodLogged(FoodLogged(
                entryId: id(2 * index + 1), date: day, name: "Food \(index)", calories: Double(100 + index)))))
        }
        for index in (1..<batches).reversed() {
            events.append(Event(id: id(2 * batches + index), at: next(), device: "laptop",
                                payload: .entryRemoved(EntryRemoved(entryId: id(2 * index + 1))), undoes: id(2 * index)))
        }
        return events
    }

    /// One food, then `count` goals set by hand, each carrying a mark that names the food's
    /// line (forged: written by hand, as `append -` keeps a full line), the newest first.
    static func forgedMarks(_ count: Int) -> [Event] {
        var events = [Event(id: id(0), at: Instant(millisecondsSinceEpoch: 1_795_000_000_000), device: "laptop",
                            payload: .foodLogged(FoodLogged(entryId: id(1), date: day, name: "Apple", calories: 95)))]
        for index in 0..<count {
            events.append(Event(id: id(2 + index), at: Instant(millisecondsSinceEpoch: 1_795_000_000_001 + Int64(index)),
                                device: "laptop", payload: .goalsSet(GoalsSet(from: day, calories: Double(1500 + index))),
                                undoes: id(0)))
        }
        return events
    }

    /// Writes `events` after a `journal.created` line.
    static func write(_ events: [Event], to path: String) {
        let created = Event(id: Identifier(high: 0x0199_0000_0000_7000, low: 0x9000_0000_0000_0000),
                            at: Instant(millisecondsSinceEpoch: 1_794_000_000_000), device: "laptop",
                            payload: .journalCreated(JournalCreated()))
        let text = ([created] + events).map { $0.canonicalLine + "\n" }.joined()
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// What undo's walk reads to find the newest batch, and the batch.
    static func walk(_ path: String) throws -> (batch: [Event]?, bytesRead: Int, linesRead: Int, size: Int) {
        let replayed = try SnapshotReplay.run(try LoggedEntries.open(path), useSnapshot: false, refresh: false)
        let file = try LoggedEntries.open(path)
        let size = Int(try file.status().size)
        var walk = Ledger.Undo.BatchWalk(state: replayed.result.state, file: file, end: Int64(size), device: "laptop")
        let batch = try walk.newestBatch()
        return (batch?.map(\.event), file.bytesReadAt, walk.work.linesRead, size)
    }

    @Test func undoAfterAThousandUndosInARowReadsTheJournalBackAboutTwice() throws {
        let folder = TemporaryDirectory()
        let events = Self.foodsAndTheirUndos(1000)
        Self.write(events, to: folder.file("journal.jsonl"))
        let walk = try Self.walk(folder.file("journal.jsonl"))
        #expect(walk.batch?.map(\.id) == [Self.id(0)], "the first food is next")
        // Each reader reads back once (the walk, and the one checking marks) in chunks.
        #expect(walk.bytesRead <= 3 * walk.size, "\(walk.bytesRead) bytes read of a journal of \(walk.size)")
        #expect(walk.linesRead <= 2 * (events.count + 1), "\(walk.linesRead) lines read of \(events.count)")
    }

    @Test func undoPastAThousandForgedMarksNamingTheFirstBatchReadsTheJournalBackAboutTwice() throws {
        let folder = TemporaryDirectory()
        let events = Self.forgedMarks(1000)
        Self.write(events, to: folder.file("journal.jsonl"))
        let walk = try Self.walk(folder.file("journal.jsonl"))
        // The marks hold (a goals.set naming the start of a batch of the same device): every
        // one passes for an undo of the apple, so nothing is left to undo.
        #expect(walk.batch == nil)
        #expect(walk.bytesRead <= 3 * walk.size, "\(walk.bytesRead) bytes read of a journal of \(walk.size)")
        #expect(walk.linesRead <= 2 * (events.count + 1), "\(walk.linesRead) lines read of \(events.count)")
    }

    /// The same through the built binary, with a bound far above what linear work takes: the
    /// search before this change took 176 s here (debug build, a loaded machine).
    @Test func undoAfterAThousandUndosInARowTakesBackTheFirstFood() throws {
        let setup = Setup()
        Self.write(Self.foodsAndTheirUndos(1000), to: setup.journal)
        let result = try LedgerProcess.run(["undo"], environment: setup.environment, timeLimit: 60)
        #expect(!result.timedOut, "undo took a minute")
        #expect(result.status == 0 && result.stdout.contains("Removed 2026-11-20 Food 0 100 kcal"),
                "\(result.stdout)\(result.stderr)")
        let check = try setup.ok(["check"])
        #expect(check.stdout.contains("0 errors, 0 warnings"), "\(check.stdout)")
    }

    // MARK: the same batch as the marks of the whole journal say

    /// A random journal of batches of two devices (runs of one `at`, some shared, some
    /// out of order), foods, goals and removals, with marks on some lines: most naming the
    /// start of a batch (some of another device, some not starting one), some removing an
    /// entry of the batch they name, as `undo` writes them, some not.
    static func randomJournal(_ random: inout SeededGenerator) -> [Event] {
        var events: [Event] = []
        var batchStarts: [(id: Identifier, device: String, entries: [Identifier])] = []
        var entries: [Identifier] = []
        var next = 0
        func newId() -> Identifier {
            next += 1
            return id(next)
        }
        var millisecond: Int64 = 1_795_000_000_000
        for _ in 0..<Int.random(in: 1...14, using: &random) {
            let device = random.pick(["laptop", "laptop", "phone"])
            // Mostly a new instant; sometimes the same as the batch before (a merge's run), or earlier.
            switch Int.random(in: 0..<8, using: &random) {
            case 0: break
            case 1: millisecond -= Int64.random(in: 1...3, using: &random)
            default: millisecond += Int64.random(in: 1...3, using: &random)
            }
            let at = Instant(millisecondsSinceEpoch: millisecond)
            let start = events.count
            var logged: [Identifier] = []
            let named = batchStarts.isEmpty || Int.random(in: 0..<3, using: &random) == 0 ? nil
                : (Int.random(in: 0..<5, using: &random) == 0
                    ? events[Int.random(in: 0..<events.count, using: &random)].id
                    : random.pick(batchStarts).id)
            let namedEntries = batchStarts.first { $0.id == named }?.entries ?? []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let mark = named.flatMap { Int.random(in: 0..<4, using: &random) == 0 ? nil : $0 }
                let payload: EventPayload
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !namedEntries.isEmpty && mark != nil:
                    payload = .entryRemoved(EntryRemoved(entryId: random.pick(namedEntries)))
                case 1 where !entries.isEmpty:
                    payload = .entryRemoved(EntryRemoved(entryId: random.pick(entries)))
                case 2:
                    payload = .goalsSet(GoalsSet(from: day, calories: Double(Int.random(in: 1200...3000, using: &random))))
                default:
                    let entry = newId()
                    logged.append(entry)
                    payload = .foodLogged(FoodLogged(entryId: entry, date: day, name: "Food", calories: 100))
                }
                events.append(Event(id: newId(), at: at, device: device, payload: payload, undoes: mark))
            }
            entries += logged
            batchStarts.append((events[start].id, device, logged))
        }
        return events
    }

    @Test func theSearchPicksTheBatchTheMarksOfTheWholeJournalSay() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("journal.jsonl")
        forAllCases(200, seed: 0x0DD0_5EA7) { testCase in
            let events = Self.randomJournal(&testCase.random)
            Self.write(events, to: path)
            let text = events.map(\.canonicalLine).joined(separator: "\n")
            do {
                let replayed = try SnapshotReplay.run(try LoggedEntries.open(path), useSnapshot: false, refresh: false)
                let state = replayed.result.state
                let file = try LoggedEntries.open(path)
                let end = try file.status().size
                let whole = try UndoMarks.read(file, state: state)
                // Batch by batch, newest first, the reader going back once finds the marks `read` finds.
                var batches = Ledger.Undo.DeviceBatches(file, end: end, device: "laptop")
                var lookback = UndoMarks.Lookback(file, end: end, state: state)
                while let batch = try batches.older() {
                    guard batch.contains(where: { $0.event.undoes != nil }) else { continue }
                    let found = try lookback.check(batch.map { ($0.offset, $0.event) })
                    let expected = whole.marks.filter { mark in batch.contains { $0.event.id == mark.event.id } }
                    testCase.check(found.map(\.event.id) == expected.map(\.event.id)
                                   && found.map(\.problem) == expected.map(\.problem),
                                   "\(found.map { ($0.line, $0.problem) }) against \(expected.map { ($0.line, $0.problem) })\n\(text)")
                }
                var walk = Ledger.Undo.BatchWalk(state: state, file: file, end: end, device: "laptop")
                var reference = Ledger.Undo.BatchWalk(state: state, file: file, end: end, device: "laptop")
                reference.trustedMarksOfWholeJournal = whole.trusted
                let picked = try walk.newestBatch()?.map(\.event.id)
                let expected = try reference.newestBatch()?.map(\.event.id)
                testCase.check(picked == expected, "picked \(String(describing: picked)), not \(String(describing: expected))\n\(text)")
            } catch {
                testCase.check(false, "\(error)\n\(text)")
            }
        }
    }
}
