/// The entries a journal's `undo` lines took back: an `entry.removed` carrying `undoes`.
///
/// Import brings a row back only when `undo` took its entry back (the import undone, SPEC
/// 16); an entry removed by `fix` (its correction is in force) or by hand stays taken care of,
/// so importing the same file again never counts a corrected or deleted row twice.
public enum UndoneEntries {
    /// The ids in the journal at `path` (none when there is no journal yet).
    public static func ids(inJournalAt path: String) throws -> Set<Identifier> {
        guard let file = try JournalFile.openExistingForReading(path) else { return [] }
        return try ids(in: file)
    }

    /// One pass over the journal's lines; only a line holding both marks is decoded.
    public static func ids(in file: JournalFile) throws -> Set<Identifier> {
        let marksUndo = JournalTail.holds(#""undoes":""#)
        let removes = JournalTail.holds(#""type":"entry.removed""#)
        var ids: Set<Identifier> = []
        _ = try JournalLineReader.readLines(descriptor: file.descriptor, path: file.path) { line in
            if marksUndo(line.bytes), removes(line.bytes),
               let event = try? Event(line: String(decoding: line.bytes, as: UTF8.self)),
               case .entryRemoved(let removed) = event.payload, event.undoes != nil {
                ids.insert(removed.entryId)
            }
            return true
        }
        return ids
    }
}
