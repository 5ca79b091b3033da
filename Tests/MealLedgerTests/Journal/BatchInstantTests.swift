import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// Every event of one append carries one instant, strictly after this device's previous line
/// when the clock shows the same millisecond: how `undo` tells batches apart (SPEC 16).
@Suite struct BatchInstantTests {
    /// A clock that always shows the same millisecond.
    struct StoppedClock: InstantSource {
        func now() -> Instant { Instant(millisecondsSinceEpoch: 1_795_000_000_000) }
    }

    static func foods(_ stamp: EventStamp, _ count: Int) -> [Event] {
        (0..<count).map { index in
            stamp.event(.foodLogged(FoodLogged(entryId: stamp.newIdentifier(), date: CalendarDate("2026-11-20")!,
                                               name: "Food \(index)", calories: 10)))
        }
    }

    @Test func everyEventOfOneAppendCarriesOneInstantAndTheNextAppendALaterOne() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        let stamp = EventStamp(clock: StoppedClock(), ids: CountingIdentifierSource(), device: "laptop")
        let first = try JournalAppender.append(to: path, stamp: stamp) { _ in Self.foods(stamp, 3) }
        #expect(Set(first.events.map(\.at)).count == 1)
        let second = try JournalAppender.append(to: path, stamp: stamp) { _ in Self.foods(stamp, 2) }
        #expect(Set(second.events.map(\.at)).count == 1)
        #expect(second.events[0].at.millisecondsSinceEpoch == first.events[0].at.millisecondsSinceEpoch + 1)
        // Another device's line is no reason to move: its clock's instant is kept.
        let phone = EventStamp(clock: StoppedClock(), ids: TimeOrderedIdentifierSource(), device: "phone")
        let phones = try JournalAppender.append(to: path, stamp: phone) { _ in Self.foods(phone, 1) }
        #expect(phones.events[0].at == StoppedClock().now())
        // A clock behind this device's newest line is kept too: the instant differs, the batches stay apart.
        let third = try JournalAppender.append(to: path, stamp: stamp) { _ in Self.foods(stamp, 1) }
        #expect(third.events[0].at == StoppedClock().now())
        let fourth = try JournalAppender.append(to: path, stamp: stamp) { _ in Self.foods(stamp, 1) }
        #expect(fourth.events[0].at.millisecondsSinceEpoch == third.events[0].at.millisecondsSinceEpoch + 1)
    }

    @Test func aCanonicalLineOfAnotherDeviceIsPassedOverUndecodedAndAnyOtherLineIsRead() {
        let stamp = EventStamp(clock: SteppingClock(), ids: CountingIdentifierSource(), device: "phone")
        let line = Self.foods(stamp, 1)[0].canonicalLine
        func worth(_ text: String, _ device: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { JournalTail.mayBe(of: device)($0) }
        }
        #expect(!worth(line, "laptop"))
        #expect(!worth(line, "phon"))
        #expect(worth(line, "phone"))
        // Not canonical (a hand edit with spaces): read, whatever device it names.
        #expect(worth(line.replacingOccurrences(of: "\"id\":", with: "\"id\": "), "laptop"))
        #expect(Array(line.utf8).withUnsafeBufferPointer { JournalTail.holds("food.logged")($0) })
        #expect(!Array(line.utf8).withUnsafeBufferPointer { JournalTail.holds("goals.set")($0) })
    }

    @Test func theTailReadsLinesBackwardsAcrossChunks() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("j.jsonl")
        let stamp = EventStamp(clock: SteppingClock(), ids: CountingIdentifierSource(), device: "laptop")
        // Enough lines to need several chunks of the tail's buffer.
        let written = try JournalAppender.append(to: path, stamp: stamp) { _ in Self.foods(stamp, 300) }
        let file = try JournalFile.openForReading(path)
        var tail = JournalTail(file, end: try file.status().size)
        var read: [Event] = []
        while let line = try tail.previous() { read.append(line.event!) }
        #expect(read.reversed() == written.events)
    }
}
