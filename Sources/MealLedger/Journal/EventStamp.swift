/// Fills in what every new event carries besides its data: an id, the instant and the device.
public struct EventStamp: Sendable {
    public var clock: any InstantSource
    public var ids: any IdentifierSource
    public var device: String

    public init(clock: any InstantSource, ids: any IdentifierSource, device: String) {
        self.clock = clock
        self.ids = ids
        self.device = device
    }

    /// A new event around `payload`.
    public func event(_ payload: EventPayload) -> Event {
        let now = clock.now()
        return Event(id: ids.next(now: now), at: now, device: device, payload: payload)
    }

    /// A new identifier for a meal, an entry or an assignment.
    public func newIdentifier() -> Identifier {
        ids.next(now: clock.now())
    }
}
