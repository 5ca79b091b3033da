/// The entries a journal's `undo` lines took back: an `entry.removed` carrying `undoes`.
///
/// Import brings a row back only when `undo` took its entry back (the import undone, SPEC
/// 16); an entry removed by `fix` (its correction is in force) or by hand stays taken care of,
/// so importing the same file again never counts a corrected or deleted row twice. A mark
/// `check` warns about (`UndoMarks`: forged, naming no batch that logged the entry) is not undo's
/// and brings nothing back.
public enum UndoneEntries {
    /// The ids in the journal at `path` (none when there is no journal yet), `state` being that
    /// journal replayed.
    public static func ids(inJournalAt path: String, state: LedgerState) throws -> Set<Identifier> {
        guard let file = try JournalFile.openExistingForReading(path) else { return [] }
        return try ids(in: file, state: state)
    }

    /// One pass over the journal's lines that decodes none, then, only when some line holds both
    /// marks, `UndoMarks`' pass to check them.
    public static func ids(in file: JournalFile, state: LedgerState) throws -> Set<Identifier> {
        let marksUndo = JournalTail.holds(#""undoes":""#)
        let removes = JournalTail.holds(#""type":"entry.removed""#)
        var anyMarkedRemoval = false
        _ = try JournalLineReader.readLines(descriptor: file.descriptor, path: file.path) { line in
            anyMarkedRemoval = marksUndo(line.bytes) && removes(line.bytes)
            return !anyMarkedRemoval
        }
        guard anyMarkedRemoval else { return [] }
        var ids: Set<Identifier> = []
        for mark in try UndoMarks.read(file, state: state).marks where mark.problem == nil {
            if case .entryRemoved(let removed) = mark.event.payload { ids.insert(removed.entryId) }
        }
        return ids
    }
}
