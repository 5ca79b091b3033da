/// The typed `data` of an event, one case per event type.
///
/// Indirect, so an event is a few words to copy as it moves between the replay stages.
public indirect enum EventPayload: Equatable, Sendable {
    case journalCreated(JournalCreated)
    case mealCreated(MealCreated)
    case mealEdited(MealEdited)
    case mealDeleted(MealDeleted)
    case foodLogged(FoodLogged)
    case mealLogged(MealLogged)
    case entryRemoved(EntryRemoved)
    case goalsSet(GoalsSet)
    case planAssigned(PlanAssigned)
    case planUnassigned(PlanUnassigned)
    case weightLogged(WeightLogged)
    /// An event of a type this release does not know, kept as written.
    case unknown(UnknownEvent)

    /// The event type of this payload.
    public var type: EventType {
        switch self {
        case .journalCreated: return .journalCreated
        case .mealCreated: return .mealCreated
        case .mealEdited: return .mealEdited
        case .mealDeleted: return .mealDeleted
        case .foodLogged: return .foodLogged
        case .mealLogged: return .mealLogged
        case .entryRemoved: return .entryRemoved
        case .goalsSet: return .goalsSet
        case .planAssigned: return .planAssigned
        case .planUnassigned: return .planUnassigned
        case .weightLogged: return .weightLogged
        case .unknown: return .unknown
        }
    }

    /// Reads and validates the `data` object of an event of type `type`, refusing unknown fields.
    public init(type: EventType, data: JSONValue) throws(FieldError) {
        try self.init(type: type, data: data, tolerating: nil)
    }

    /// The same, but with `tolerated` unknown fields are noted there instead of refused.
    init(type: EventType, data: JSONValue, tolerating tolerated: UnknownFields?) throws(FieldError) {
        func read<Payload: EventData>(_: Payload.Type) throws(FieldError) -> Payload {
            var reader = try ObjectReader(data, path: "", tolerating: tolerated)
            let payload = try Payload(reading: &reader)
            try reader.finish()
            return payload
        }
        switch type {
        case .journalCreated: self = .journalCreated(try read(JournalCreated.self))
        case .mealCreated: self = .mealCreated(try read(MealCreated.self))
        case .mealEdited: self = .mealEdited(try read(MealEdited.self))
        case .mealDeleted: self = .mealDeleted(try read(MealDeleted.self))
        case .foodLogged: self = .foodLogged(try read(FoodLogged.self))
        case .mealLogged: self = .mealLogged(try read(MealLogged.self))
        case .entryRemoved: self = .entryRemoved(try read(EntryRemoved.self))
        case .goalsSet: self = .goalsSet(try read(GoalsSet.self))
        case .planAssigned: self = .planAssigned(try read(PlanAssigned.self))
        case .planUnassigned: self = .planUnassigned(try read(PlanUnassigned.self))
        case .weightLogged: self = .weightLogged(try read(WeightLogged.self))
        case .unknown: throw FieldError(field: "type", problem: "is not a known event type, got 'unknown'")
        }
    }

    /// Writes the `data` object in canonical form.
    func write(to writer: inout some JSONSink) {
        writer.object { writeMembers(to: &$0) }
    }

    /// Writes the members of the `data` object of this payload's type.
    private func writeMembers(to writer: inout some JSONSink) {
        switch self {
        case .journalCreated(let payload): payload.writeMembers(to: &writer)
        case .mealCreated(let payload): payload.writeMembers(to: &writer)
        case .mealEdited(let payload): payload.writeMembers(to: &writer)
        case .mealDeleted(let payload): payload.writeMembers(to: &writer)
        case .foodLogged(let payload): payload.writeMembers(to: &writer)
        case .mealLogged(let payload): payload.writeMembers(to: &writer)
        case .entryRemoved(let payload): payload.writeMembers(to: &writer)
        case .goalsSet(let payload): payload.writeMembers(to: &writer)
        case .planAssigned(let payload): payload.writeMembers(to: &writer)
        case .planUnassigned(let payload): payload.writeMembers(to: &writer)
        case .weightLogged(let payload): payload.writeMembers(to: &writer)
        case .unknown(let payload): payload.writeMembers(to: &writer)
        }
    }

    /// The payload as a JSON value, for reports that show an event's data.
    public var jsonValue: JSONValue { JSONValue(writing: write) }
}
