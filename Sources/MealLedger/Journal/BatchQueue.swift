import Foundation

/// A bounded hand-over queue between the reader thread and the replaying thread.
final class BatchQueue: @unchecked Sendable {
    enum Item {
        case lines([Replay.DecodedLine])
        /// Lines for the taker to decode itself: it was waiting when the batch began.
        case undecoded(UndecodedBatch)
        case end(ReadEnd)
        case failed(JournalError)
    }

    private let condition = NSCondition()
    private var items: [Item] = []
    private let capacity: Int
    /// How often each side found the queue full or empty, for tuning (`MEAL_LEDGER_PROFILE=1`).
    private(set) var producerWaits = 0
    private(set) var consumerWaits = 0
    /// Whether the taker is waiting for an item right now.
    private var takerWaits = false
    /// How many batches were handed over undecoded.
    private(set) var undecodedCount = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    private var abandoned = false
    /// Applied batches, for the reader to empty and fill again.
    private var spare: [[Replay.DecodedLine]] = []

    /// Hands an applied batch back (`lines` is left empty): `emptyBatch` frees its lines on the
    /// thread that asks for a batch to fill, mostly the reader that decoded them, so the heap
    /// memory of their events goes back where it came from, and the batch's own storage is
    /// filled again instead of a fresh one.
    func recycle(_ lines: inout [Replay.DecodedLine]) {
        condition.lock()
        if spare.count < 2 { spare.append(lines) }
        condition.unlock()
        lines = []
    }

    /// An empty batch with room for `capacity` lines: a recycled one when there is one.
    func emptyBatch(capacity: Int) -> [Replay.DecodedLine] {
        condition.lock()
        let recycled = spare.popLast()
        condition.unlock()
        if var recycled, recycled.capacity >= capacity {
            recycled.removeAll(keepingCapacity: true)
            return recycled
        }
        var batch: [Replay.DecodedLine] = []
        batch.reserveCapacity(capacity)
        return batch
    }

    /// Hands `item` over, waiting while the queue is full; false once the taker has abandoned
    /// the queue (the item is dropped and the producer should stop).
    @discardableResult
    func put(_ item: Item) -> Bool {
        condition.lock()
        while items.count >= capacity, !abandoned {
            producerWaits += 1
            condition.wait()
        }
        let open = !abandoned
        if open { items.append(item) }
        condition.broadcast()
        condition.unlock()
        return open
    }

    /// True when the taker is waiting on an empty queue: the next batch had better go to it
    /// undecoded (counted as one when `counting`).
    func takerIsIdle(counting: Bool) -> Bool {
        condition.lock()
        let idle = takerWaits && items.isEmpty
        if idle, counting { undecodedCount += 1 }
        condition.unlock()
        return idle
    }

    /// The taker stops taking: a producer waiting or putting later returns at once.
    func abandon() {
        condition.lock()
        abandoned = true
        items = []
        condition.broadcast()
        condition.unlock()
    }

    func take() -> Item {
        condition.lock()
        while items.isEmpty {
            consumerWaits += 1
            takerWaits = true
            condition.wait()
        }
        takerWaits = false
        let item = items.removeFirst()
        condition.broadcast()
        condition.unlock()
        return item
    }
}
