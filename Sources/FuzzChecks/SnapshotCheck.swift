#if canImport(Glibc)
import Glibc
#endif
import Foundation
@_spi(Fuzzing) import MealLedger

/// What the snapshot fuzz target demands of any bytes offered as a snapshot.
///
/// The input edits a real snapshot of a small fixed journal: its first byte says whether the
/// checksums are then made right again (so crafted tables reach the body's readers) and the
/// rest are (offset, byte) edits. Loading and using the result (a day's entries, the library,
/// the plan, the events after it, equality with a full replay) never crashes or hangs; and
/// unless the checksums were remade, the state used is the full replay's, or the damage was
/// caught (`isSnapshotDamaged`) before any value of a changed block was trusted.
public enum SnapshotCheck {
    /// A broken promise, for the fuzzer's crash report and the regression test.
    public struct Violation: Error, CustomStringConvertible {
        public var description: String
    }

    /// The fixed journal, its snapshot and its full replay, made once per process.
    struct Fixture: @unchecked Sendable {
        let journal: JournalFile
        /// An open scratch file the inputs are written to, one after the other.
        let scratch: Int32
        let snapshot: [UInt8]
        /// The lines after the snapshot, with their numbers and offsets, applied as a replay would.
        /// Kept as bytes: a global holding events would look leaked to LeakSanitizer (Swift
        /// tags the pointers of indirect enums).
        let tail: [(bytes: [UInt8], line: Int, offset: Int64)]
        let full: LedgerState
        let days: [CalendarDate]
    }

    nonisolated(unsafe) static var fixture: Fixture? = makeFixture()

    /// Makes the fixture now, before the first input, so its allocations are not the input's.
    public static func prepare() {
        _ = fixture
    }

    static func makeFixture() -> Fixture? {
        let folder = NSTemporaryDirectory() + "meal-ledger-fuzz-snapshot-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/journal.jsonl"
        unlink(path)
        unlink(SnapshotFile.path(for: path))
        let stamp = EventStamp(clock: FixedClock(), ids: SequentialIds(), device: "fuzz")
        for index in 0..<40 {
            _ = try? JournalAppender.append(to: path, stamp: stamp) { state in
                var events = [stamp.event(.foodLogged(FoodLogged(
                    entryId: stamp.newIdentifier(), date: CalendarDate(dayNumber: 20_400 + index % 5),
                    name: "Food \(index)", calories: Double(index), protein: 1.5)))]
                if index % 8 == 0 {
                    let meal = MealDefinition(mealId: stamp.newIdentifier(), name: "Meal \(index)", servings: 2,
                                              ingredients: [Ingredient(name: "Oats", quantity: 40, unit: "g", calories: 150)])
                    events.append(stamp.event(.mealCreated(MealCreated(meal: meal))))
                    events.append(stamp.event(.planAssigned(PlanAssigned(assignmentId: stamp.newIdentifier(),
                                                                         mealId: meal.mealId,
                                                                         date: CalendarDate(dayNumber: 20_401)))))
                }
                if index == 30 { events.append(stamp.event(.goalsSet(GoalsSet(from: CalendarDate(dayNumber: 20_400), calories: 2000)))) }
                _ = state
                return events
            }
        }
        var tail: [(bytes: [UInt8], line: Int, offset: Int64)] = []
        guard let file = try? JournalFile.openForReading(path),
              let result = try? Replay.run(file, options: ReplayOptions(untilLine: 45)),
              (try? SnapshotFile.write(result.state, coveredLength: result.end.completeLength,
                                       coveredLines: result.lastLine, journal: file, spare: 16)) != nil,
              (try? Replay.run(file, options: ReplayOptions(), from: result.state, offset: result.end.completeLength,
                               firstLine: result.lastLine + 1, observe: { event, position, _ in
                                   tail.append((event.canonicalBytes, position.number, position.offset))
                               })) != nil,
              let snapshot = FileManager.default.contents(atPath: SnapshotFile.path(for: path)),
              let full = try? Replay.run(file).state else { return nil }
        let scratch = open(folder + "/scratch.snapshot", O_RDWR | O_CREAT | O_TRUNC, 0o600)
        guard scratch >= 0 else { return nil }
        return Fixture(journal: file, scratch: scratch, snapshot: Array(snapshot), tail: tail, full: full,
                       days: (20_399...20_405).map { CalendarDate(dayNumber: $0) })
    }

    /// Applies `bytes` to the fixture's snapshot, loads it and uses it.
    public static func run(_ bytes: [UInt8]) throws(Violation) {
        guard let fixture else { throw Violation(description: "the fixture journal could not be made") }
        var snapshot = fixture.snapshot
        let reseal = (bytes.first ?? 0) & 1 == 1
        var index = 1
        while index + 4 < bytes.count + 1, index + 4 <= bytes.count {
            let offset = (Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])) % (snapshot.count + 64)
            let value = bytes[index + 3]
            if offset < snapshot.count { snapshot[offset] = value } else if offset == snapshot.count { snapshot.append(value) } else {
                snapshot.removeLast(min(snapshot.count, offset - snapshot.count))
            }
            index += 4
        }
        let changed = snapshot != fixture.snapshot
        if reseal, let resealed = SnapshotFile.resealed(snapshot) { snapshot = resealed }
        let descriptor = fixture.scratch
        guard ftruncate(descriptor, 0) == 0,
              snapshot.withUnsafeBytes({ (try? SystemCalls.writeAll(descriptor, $0, at: 0, path: "scratch")) != nil }) else {
            throw Violation(description: "the scratch file could not be written")
        }
        guard let loaded = SnapshotFile.loadForFuzzing(descriptor: descriptor, journal: fixture.journal) else { return }
        var state = loaded.state
        // Use it as reports and appends do.
        for day in fixture.days {
            _ = try? DayReport(date: day, state: state) { offset in try fixture.journal.readEvent(at: offset) }
        }
        _ = MealsReport(library: state.meals)
        for id in state.plan.ids.prefix(8) { _ = state.plan[id] }
        for id in state.log.ids.prefix(8) { _ = state.log[id] }
        if loaded.coveredLines == fixture.tail.first.map({ $0.line - 1 }) {
            for (bytes, line, offset) in fixture.tail {
                guard let event = try? bytes.withUnsafeBufferPointer({ buffer throws(EventDecodingError) in try Event(line: buffer) })
                else { continue }
                _ = state.record(event, line: line, offset: offset)
            }
        }
        let equal = state == fixture.full
        SnapshotFile.verifyWhole(state)
        if !reseal, changed, !equal, !state.isSnapshotDamaged {
            throw Violation(description: "a changed snapshot gave another state and nothing noticed")
        }
        if !changed, !equal {
            throw Violation(description: "the untouched snapshot does not give the full replay's state")
        }
    }
}

/// A clock that never moves, for the fixture.
struct FixedClock: InstantSource {
    func now() -> Instant { Instant(millisecondsSinceEpoch: 1_790_000_000_000) }
}

/// Ids 1, 2, 3… in UUIDv7 form, for the fixture.
final class SequentialIds: IdentifierSource, @unchecked Sendable {
    private var count: UInt64 = 0
    func next(now: Instant) -> Identifier {
        count += 1
        return Identifier(high: 0x0193_A000_0000_7000, low: 0x8000_0000_0000_0000 | count)
    }
}
