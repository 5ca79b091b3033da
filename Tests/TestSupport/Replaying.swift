import MealLedger

/// Replays events in memory, as the journal would number and place them.
public func replayInMemory(_ events: [Event], checkingInvariants: Bool = true,
                           afterEach: (Int, Event, LedgerState) -> Void = { _, _, _ in }) -> (LedgerState, [String]) {
    var state = LedgerState()
    var offset: Int64 = 0
    var broken: [String] = []
    for (index, event) in events.enumerated() {
        state.apply(event, line: index + 1, offset: offset)
        offset += Int64(event.canonicalBytes.count + 1)
        if checkingInvariants {
            broken += state.checkInvariants().map { "after line \(index + 1): \($0)" }
        }
        afterEach(index, event, state)
    }
    return (state, broken)
}

/// Reads an event back from an in-memory journal by its byte offset.
public func eventReader(_ events: [Event]) -> (Int64) throws -> Event {
    var byOffset: [Int64: Event] = [:]
    var offset: Int64 = 0
    for event in events {
        byOffset[offset] = event
        offset += Int64(event.canonicalBytes.count + 1)
    }
    return { byOffset[$0]! }
}
