/// One line of the journal: an envelope around a typed payload.
public struct Event: Equatable, Sendable {
    /// Unique across all devices.
    public var id: Identifier
    /// The UTC instant the event was appended.
    public var at: Instant
    /// A short name of the device that wrote it.
    public var device: String
    /// The event's type and data.
    public var payload: EventPayload

    public init(id: Identifier, at: Instant, device: String, payload: EventPayload) {
        self.id = id
        self.at = at
        self.device = device
        self.payload = payload
    }

    /// The event type.
    public var type: EventType { payload.type }

    /// The entry a `food.logged` or `meal.logged` creates.
    public var entryId: Identifier? {
        switch payload {
        case .foodLogged(let logged): return logged.entryId
        case .mealLogged(let logged): return logged.entryId
        default: return nil
        }
    }

    /// The longest device name accepted.
    public static let maximumDeviceLength = 64
}

/// Why a journal line is not a valid event.
public enum EventDecodingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The line is not JSON.
    case syntax(JSONParseError)
    /// The line is JSON but a field is wrong.
    case field(FieldError)

    public var description: String {
        switch self {
        case .syntax(let error): return error.description
        case .field(let error): return error.description
        }
    }
}
