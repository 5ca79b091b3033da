/// Every weigh-in (`weight.logged`), in journal order, with whether it was taken back.
///
/// Weigh-ins are entries like logged foods (their ids share one space, `entry.removed` takes
/// them back) but are kept apart from the daily intake log: day totals never see them, and a
/// person logs at most a few a day, so they are held whole.
public struct WeightLog: Equatable, Sendable {
    /// One weigh-in as the journal holds it.
    public struct Record: Equatable, Sendable {
        public var weighIn: WeightLogged
        /// The id of the `weight.logged` event.
        public var eventId: Identifier
        /// The line of the `weight.logged` event.
        public var line: Int
        /// When it was appended, and by which device (for `--as-of` and `undo`).
        public var at: Instant
        public var device: String
        /// The line of its `entry.removed`, when removed.
        public var removedLine: Int?

        public var isRemoved: Bool { removedLine != nil }
        public var entryId: Identifier { weighIn.entryId }
        public var date: CalendarDate { weighIn.date }
        public var kg: Double { weighIn.kg }
        /// The event that logged it, as the journal holds it (its kept line aside).
        public var event: Event { Event(id: eventId, at: at, device: device, payload: .weightLogged(weighIn)) }
    }

    /// Every weigh-in ever logged, removed ones included, in line order.
    public internal(set) var records: [Record] = []
    private var positions: [Identifier: Int] = [:]

    public init() {}

    public static func == (lhs: WeightLog, rhs: WeightLog) -> Bool { lhs.records == rhs.records }

    public subscript(id: Identifier) -> Record? {
        // Most journals hold no weigh-in, and every entry replay applies asks (issue 30): an
        // empty table is not hashed into.
        guard !positions.isEmpty else { return nil }
        return positions[id].map { records[$0] }
    }

    /// The line of weigh-in `id`, nil when there is none: what replay asks of every entry, with
    /// no `Record` to make (most journals hold no weigh-in: an empty table is not hashed into).
    @inline(__always)
    func line(of id: Identifier) -> Int? {
        guard !positions.isEmpty, let position = positions[id] else { return nil }
        return records[position].line
    }

    /// The weigh-ins in force (not removed), in line order.
    public var current: [Record] { records.filter { !$0.isRemoved } }

    /// Every entry id, in the order logged.
    public var ids: [Identifier] { records.map(\.entryId) }

    /// Applies an event; returns the line a weigh-in's entry id was first used on when it is used again.
    @discardableResult
    mutating func apply(_ event: Event, line: Int) -> Int? {
        switch event.payload {
        case .weightLogged(let weighIn):
            if let existing = positions[weighIn.entryId] { return records[existing].line }
            positions[weighIn.entryId] = records.count
            records.append(Record(weighIn: weighIn, eventId: event.id, line: line, at: event.at, device: event.device))
            return nil
        case .entryRemoved(let removed):
            guard !positions.isEmpty, let position = positions[removed.entryId], records[position].removedLine == nil
            else { return nil }
            records[position].removedLine = line
            return nil
        default:
            return nil
        }
    }

    /// Adds a record read back from a snapshot.
    mutating func restore(_ record: Record) {
        positions[record.entryId] = records.count
        records.append(record)
    }
}
