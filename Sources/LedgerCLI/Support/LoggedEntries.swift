import MealLedger

/// Reading logged entries back in full inside an append, from the file the journal's path
/// names while the lock is held (a file opened before the lock may have been renamed over).
enum LoggedEntries {
    /// The journal at `path`, opened now.
    static func open(_ path: String) throws -> JournalFile {
        try JournalFile.openForReading(path)
    }

    /// The event that logged entry `id`, checked to be that entry: a journal replaced since
    /// the state was read refuses rather than correct another entry.
    static func read(_ id: Identifier, _ record: DailyLog.Record, journal path: String) throws -> Event {
        try read(id, record, in: open(path))
    }

    static func read(_ id: Identifier, _ record: DailyLog.Record, in file: JournalFile) throws -> Event {
        let event = try file.readEvent(at: record.offset)
        guard event.entryId == id else {
            throw AppendRefusal(index: nil, message: "the journal changed while this command read it "
                + "(entry \(id.short) is not on line \(record.line) any more); run it again")
        }
        return event
    }
}
