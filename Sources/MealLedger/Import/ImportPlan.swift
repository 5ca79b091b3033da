/// What an import appends to a journal: the rows not there yet, as `food.logged` events,
/// built row by row as the file is read (under the journal's lock).
///
/// One import is one batch, all or none, and a batch is held in memory until it is written:
/// at most `maximumNewEntries` new rows, so memory stays bounded whatever the file's size. A
/// row already in the journal costs a few bytes (its hash in `Repeats`), and there are at
/// most as many of those as the journal has entries.
public struct ImportPlan: Sendable {
    /// The most new entries one import appends (about 1.2 KB of memory each while written).
    public static let maximumNewEntries = 100_000

    public let format: ImportFormat
    /// The most new entries this plan takes (`maximumNewEntries` but in tests).
    public let limit: Int
    /// The events to append, in file order.
    public private(set) var events: [Event] = []
    /// The file line each event's row starts on.
    public private(set) var lines: [Int] = []
    /// Every row read.
    public private(set) var rows = 0
    /// Rows whose entry is in the journal already (an earlier import of the same file).
    public private(set) var alreadyPresent = 0
    /// The first and last dates of the new rows.
    public private(set) var from: CalendarDate?
    public private(set) var to: CalendarDate?
    private var repeats = ImportRow.Repeats()

    public init(format: ImportFormat, limit: Int = maximumNewEntries) {
        self.format = format
        self.limit = limit
    }

    /// Adds `row`: numbered among its repeats, then an event stamped with `stamp` unless the
    /// journal in `state` holds its entry already. Refuses the row past `limit` new ones.
    ///
    /// `undone` holds the entries `undo` took back (`UndoneEntries`): a row whose entry was
    /// taken back so is imported again; one removed otherwise (corrected by `fix`, removed by
    /// hand) is already taken care of.
    public mutating func add(_ row: ImportRow, state: LedgerState, stamp: EventStamp,
                             undone: Set<Identifier> = []) throws(ImportError) {
        var row = row
        repeats.number(&row)
        rows += 1
        // A row of this journal's own export whose entry is still in force (SPEC 16), or a row
        // imported before (its derived id is there).
        // A row imported before and taken back by `undo` since is imported again, under the next
        // id not used yet; one removed otherwise (a fix's correction stands for it, or it was
        // removed on purpose) counts as there.
        func isInForce(_ id: Identifier) -> Bool {
            state.log[id].map { $0.removedLine == nil || !undone.contains(id) }
                ?? state.weights[id].map { !$0.isRemoved || !undone.contains(id) } ?? false
        }
        func isUsed(_ id: Identifier) -> Bool { state.log[id] != nil || state.weights[id] != nil }
        var generation = 0
        var entryId = ImportedEntryId.identifier(for: row, format: format)
        while isUsed(entryId), !isInForce(entryId) {
            generation += 1
            entryId = ImportedEntryId.identifier(for: row, format: format, generation: generation)
        }
        if row.exportedEntryId.map(isInForce) ?? false || isInForce(entryId) {
            alreadyPresent += 1
            return
        }
        guard events.count < limit else {
            throw ImportError(line: row.line, column: nil, message: """
                more than \(limit) rows are new to the journal; one import appends at most \(limit) entries \
                (one batch, all or none, held in memory): split the file before this line and import the parts \
                one after the other
                """)
        }
        events.append(stamp.event(row.payload(entryId: entryId)))
        lines.append(row.line)
        from = min(from ?? row.date, row.date)
        to = max(to ?? row.date, row.date)
    }
}
