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
    /// Set on every line `ledger undo` appends: the id of the first line of the batch it takes
    /// back (`data.undoes`, last in `data`; an optional field, SPEC 8). Undo knows its own
    /// batches by it, never by what they contain.
    public var undoes: Identifier?
    /// Set when the line held fields this release does not know (written by a newer one,
    /// SPEC section 8): the line as written, which is what this event writes back.
    public var keptLine: KeptLine?

    public init(id: Identifier, at: Instant, device: String, payload: EventPayload, undoes: Identifier? = nil) {
        self.id = id
        self.at = at
        self.device = device
        self.payload = payload
        self.undoes = undoes
    }

    /// The event type.
    public var type: EventType { payload.type }

    /// The `type` as the line names it (`mood.logged` for a type this release does not know).
    public var typeName: String {
        if case .unknown(let unknown) = payload { return unknown.typeName }
        return type.rawValue
    }

    /// The entry a `food.logged`, `meal.logged` or `weight.logged` creates.
    public var entryId: Identifier? {
        switch payload {
        case .foodLogged(let logged): return logged.entryId
        case .mealLogged(let logged): return logged.entryId
        case .weightLogged(let weighed): return weighed.entryId
        default: return nil
        }
    }

    /// The longest device name accepted.
    public static let maximumDeviceLength = 64
}

/// A journal line with fields this release does not know, kept byte for byte: projections
/// ignore those fields, `check` names each one, and merges and copies write the line unchanged.
public final class KeptLine: Equatable, Sendable {
    /// The line as written, without its newline.
    public let bytes: [UInt8]
    /// The unknown fields' paths inside `data`: `notes2`, `items[0].barcode`.
    public let unknownFields: [String]

    init(bytes: [UInt8], unknownFields: [String]) {
        self.bytes = bytes
        self.unknownFields = unknownFields
    }

    public static func == (lhs: KeptLine, rhs: KeptLine) -> Bool {
        lhs.bytes == rhs.bytes
    }
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
