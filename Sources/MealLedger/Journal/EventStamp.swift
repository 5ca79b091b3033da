import Foundation

/// Fills in what every new event carries besides its data: an id, the instant and the device.
///
/// Every event of one append carries one instant (SPEC 16): the appender calls
/// `beginBatch(after:)` before the command builds its events, so a batch is the run of this
/// device's lines with the same `at`, and `undo` can take back a whole batch. Copies of a stamp
/// share that batch instant.
public struct EventStamp: Sendable {
    public var clock: any InstantSource
    public var ids: any IdentifierSource
    public var device: String
    /// The instant of the batch being built, shared by every copy of this stamp.
    private let batch = BatchInstant()

    public init(clock: any InstantSource, ids: any IdentifierSource, device: String) {
        self.clock = clock
        self.ids = ids
        self.device = device
    }

    /// A new event around `payload`, at the batch's instant (the clock's, outside a batch).
    public func event(_ payload: EventPayload) -> Event {
        let now = instant()
        return Event(id: ids.next(now: now), at: now, device: device, payload: payload)
    }

    /// A new identifier for a meal, an entry or an assignment.
    public func newIdentifier() -> Identifier {
        ids.next(now: instant())
    }

    /// The batch's instant, or the clock's outside a batch.
    func instant() -> Instant {
        batch.instant ?? clock.now()
    }

    /// Moves the batch's instant to one millisecond after `instant` unless it is later already:
    /// `undo` stamps its batch after the lines it takes back, so a merge that orders lines by
    /// `at` never puts an undo before them, even when this device's clock ran ahead and was set
    /// right in between.
    public func placeBatch(after instant: Instant) {
        guard let current = batch.instant, current <= instant else { return }
        batch.set(Instant(millisecondsSinceEpoch: instant.millisecondsSinceEpoch + 1))
    }

    /// Reads the clock once: every event stamped from now on carries that instant, one
    /// millisecond after `previous` (this device's newest line) when the clock shows the same
    /// millisecond, so two batches never run together.
    ///
    /// Only an equal instant is moved: a clock behind the journal (set wrong, or another
    /// device's lines) is kept as it is, since a different instant already ends the batch.
    public func beginBatch(after previous: Instant?) {
        var now = clock.now()
        if let previous, now == previous {
            now = Instant(millisecondsSinceEpoch: previous.millisecondsSinceEpoch + 1)
        }
        batch.set(now)
    }
}

/// The one instant of the batch being built (a reference: copies of a stamp share it).
private final class BatchInstant: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Instant?

    var instant: Instant? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set(_ instant: Instant) {
        lock.lock()
        value = instant
        lock.unlock()
    }
}
