/// The first line of every journal: names the format.
public struct JournalCreated: EventData {
    public static let type = EventType.journalCreated
    /// The only format this program reads and writes.
    public static let currentFormat = "meal-ledger/1"

    public var format: String

    public init(format: String = JournalCreated.currentFormat) {
        self.format = format
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        format = try object.string("format")
        guard format == Self.currentFormat else {
            throw FieldError(field: "format", problem: "must be '\(Self.currentFormat)', got '\(format)'")
        }
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("format", format)
    }
}
