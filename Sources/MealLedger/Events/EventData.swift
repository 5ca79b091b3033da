/// The payload of one kind of event: read from and written to the `data` object.
protocol EventData: Equatable, Sendable {
    /// The event type this payload belongs to.
    static var type: EventType { get }
    /// Reads the payload, validating every field.
    init(reading object: inout ObjectReader) throws(FieldError)
    /// Writes the payload's members, in the documented key order, into the open object.
    func writeMembers(to writer: inout some JSONSink)
}
