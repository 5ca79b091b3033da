/// A logged entry (a food, or a whole logged meal) was taken off its day.
public struct EntryRemoved: EventData {
    public static let type = EventType.entryRemoved
    public var entryId: Identifier

    public init(entryId: Identifier) {
        self.entryId = entryId
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        entryId = try object.identifier("entryId")
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("entryId", entryId)
    }
}
