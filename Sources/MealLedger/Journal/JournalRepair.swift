/// Cuts a torn final line after saving its bytes to a side file; touches nothing else.
public enum JournalRepair {
    /// What a repair did.
    public enum Outcome: Equatable, Sendable {
        /// The journal ends cleanly; nothing was changed.
        case nothingToRepair
        /// The torn line `line` of `length` bytes was saved to `savedTo` and cut.
        case cutTornLine(line: Int, length: Int, savedTo: String)
    }

    /// Repairs the journal at `path`.
    public static func repair(path: String) throws -> Outcome {
        var file = try JournalFile.openForAppending(path)
        try file.lockExclusively()
        while !file.isStillAtPath() {
            // Renamed over while this waited for the lock: repair the file the path names now.
            file = try JournalFile.openForAppending(path)
            try file.lockExclusively()
        }
        let end = try JournalLineReader.readLines(descriptor: file.descriptor, path: path) { _ in true }
        guard let torn = end.tornLine else { return .nothingToRepair }
        let size = try file.status().size
        let tornBytes = try file.read(at: end.completeLength, count: Int(size - end.completeLength))
        let sidePath = try saveAside(tornBytes, journalPath: path, line: torn.number)
        try file.truncate(to: end.completeLength)
        try file.synchronize()
        return .cutTornLine(line: torn.number, length: tornBytes.count, savedTo: sidePath)
    }

    /// Writes the bytes to `PATH.torn-line-N` (or `…-N.2`, `.3` when taken) and fsyncs it.
    private static func saveAside(_ bytes: [UInt8], journalPath: String, line: Int) throws -> String {
        let base = "\(journalPath).torn-line-\(line)"
        var candidate = base
        var attempt = 1
        while true {
            do throws(JournalError) {
                try writeNewFile(candidate, bytes)
                return candidate
            } catch {
                guard case .alreadyExists = error else { throw error }
                attempt += 1
                candidate = "\(base).\(attempt)"
            }
        }
    }
}
