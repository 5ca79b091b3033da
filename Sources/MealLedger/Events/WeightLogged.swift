/// A body weight was measured on a day (SPEC section 15).
///
/// Stored in kilograms; `ledger weigh` reads kg, lb and stone-and-pounds and rounds to 4
/// decimals. An entry like a logged food: `entry.removed` takes it back, `replaces` corrects one.
public struct WeightLogged: EventData {
    public static let type = EventType.weightLogged
    public var entryId: Identifier
    public var date: CalendarDate
    /// The weight in kg, 20 to 500 inclusive.
    public var kg: Double
    public var notes: String?
    /// The weigh-in this one corrects (`ledger fix ENTRY --kg N`), removed in the same batch.
    public var replaces: Identifier?

    /// The lightest and heaviest weights read: outside them a figure is a typo (grams, a date).
    public static let kgRange: ClosedRange<Double> = 20...500

    public init(entryId: Identifier, date: CalendarDate, kg: Double, notes: String? = nil, replaces: Identifier? = nil) {
        self.entryId = entryId
        self.date = date
        self.kg = kg
        self.notes = notes
        self.replaces = replaces
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        entryId = try object.identifier("entryId")
        date = try object.date("date")
        kg = try object.number("kg", .positive)
        guard Self.kgRange.contains(kg) else { throw Self.kgProblem(kg) }
        notes = try object.optionalString("notes")
        replaces = try object.optionalIdentifier("replaces")
    }

    /// The refusal of a weight outside `kgRange`.
    public static func kgProblem(_ kg: Double, field: String = "kg") -> FieldError {
        FieldError(field: field, problem: "must be from 20 to 500 kg, got '\(CanonicalNumber.safeText(kg))'")
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("entryId", entryId)
        writer.member("date", date)
        writer.member("kg", kg)
        writer.member("notes", ifPresent: notes)
        writer.member("replaces", ifPresent: replaces)
    }
}
