import Foundation

/// A bounded hand-over queue between the reader thread and the replaying thread.
final class BatchQueue: @unchecked Sendable {
    enum Item {
        case lines([Replay.DecodedLine])
        case end(ReadEnd)
        case failed(JournalError)
    }

    private let condition = NSCondition()
    private var items: [Item] = []
    private let capacity: Int
    /// How often each side found the queue full or empty, for tuning (`MEAL_LEDGER_PROFILE=1`).
    private(set) var producerWaits = 0
    private(set) var consumerWaits = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    private var abandoned = false

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

    /// The taker stops taking: a producer waiting or putting later returns at once.
    func abandon() {
        condition.lock()
        abandoned = true
        items = []
        condition.broadcast()
        condition.unlock()
    }

    /// Drops every item waiting, without blocking: they are freed on the caller's thread.
    func drain() {
        condition.lock()
        let dropped = items
        items = []
        condition.unlock()
        _ = dropped
    }

    func take() -> Item {
        condition.lock()
        while items.isEmpty {
            consumerWaits += 1
            condition.wait()
        }
        let item = items.removeFirst()
        condition.broadcast()
        condition.unlock()
        return item
    }
}
