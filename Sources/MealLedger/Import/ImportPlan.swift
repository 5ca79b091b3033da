/// What an import would append to a journal: the rows not there yet, as `food.logged` events.
public struct ImportPlan: Sendable {
    /// Each new row with the event it becomes, in file order.
    public var new: [(row: ImportRow, event: Event)]
    /// Rows whose entry is in the journal already (an earlier import of the same file).
    public var alreadyPresent: Int

    /// Plans the import of `rows` into a journal in `state`, stamping new events with `stamp`.
    public init(rows: [ImportRow], format: ImportFormat, state: LedgerState, stamp: EventStamp) {
        new = []
        alreadyPresent = 0
        for row in rows {
            let entryId = ImportedEntryId.identifier(for: row, format: format)
            if state.log[entryId] != nil {
                alreadyPresent += 1
                continue
            }
            new.append((row, stamp.event(.foodLogged(row.foodLogged(entryId: entryId)))))
        }
    }

    /// The events to append.
    public var events: [Event] { new.map(\.event) }
}
