#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts what a crash left at the journal's end after saving its bytes to a side file: a
/// torn final line, or every line of a batch cut short (`BatchIntent`); touches nothing else.
public enum JournalRepair {
    /// What a repair did.
    public enum Outcome: Equatable, Sendable {
        /// The journal ends cleanly; nothing was changed.
        case nothingToRepair
        /// The torn line `line` of `length` bytes was saved to `savedTo` and cut.
        case cutTornLine(line: Int, length: Int, savedTo: String)
        /// A batch cut short by a crash, from line `line` on (`length` bytes, its whole lines
        /// included), was saved to `savedTo` and cut: none of it was ever acknowledged.
        case cutBatch(line: Int, lines: Int, length: Int, savedTo: String)
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
        if var cut = BatchIntent.cutBatch(in: file) {
            // All of the batch goes, its whole first lines too: a half batch never counts.
            let before = try JournalLineReader.readLines(descriptor: file.descriptor, path: path, upTo: cut.offset) { _ in true }
            cut.line = before.lineCount + 1
            let size = try file.status().size
            let sidePath = try saveAside(file, from: cut.offset, to: size, journalPath: path, line: cut.line)
            try file.truncate(to: cut.offset)
            try file.synchronize()
            BatchIntent.remove(for: file)
            return .cutBatch(line: cut.line, lines: cut.lines, length: Int(size - cut.offset), savedTo: sidePath)
        }
        BatchIntent.removeIfSettled(for: file)
        let end = try JournalLineReader.readLines(descriptor: file.descriptor, path: path) { _ in true }
        guard let torn = end.tornLine else { return .nothingToRepair }
        let size = try file.status().size
        let sidePath = try saveAside(file, from: end.completeLength, to: size, journalPath: path, line: torn.number)
        try file.truncate(to: end.completeLength)
        try file.synchronize()
        return .cutTornLine(line: torn.number, length: Int(size - end.completeLength), savedTo: sidePath)
    }

    /// Copies the journal's bytes from `start` to `end` to `PATH.torn-line-N` (or `…-N.2`, `.3`
    /// when taken) and fsyncs it.
    ///
    /// The side file is created new (O_EXCL|O_NOFOLLOW): it can never be written over the
    /// journal, its snapshot, another side file or through a planted link; a name taken moves
    /// on to the next. The bytes are copied a chunk at a time, so a big batch (an import) costs
    /// no memory.
    private static func saveAside(_ file: JournalFile, from start: Int64, to end: Int64, journalPath: String,
                                  line: Int) throws -> String {
        let base = JournalFiles.tornLinePrefix(of: journalPath) + String(line)
        var candidate = base
        var attempt = 1
        while true {
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, SystemCalls.fileMode)
            guard descriptor >= 0 else {
                guard errno == EEXIST else {
                    throw JournalError.system(path: candidate, operation: "create", reason: systemErrorText())
                }
                attempt += 1
                candidate = "\(base).\(attempt)"
                continue
            }
            defer { close(descriptor) }
            var offset = start
            while offset < end {
                let chunk = try file.read(at: offset, count: Int(min(Int64(1 << 20), end - offset)))
                if chunk.isEmpty { break }
                try SystemCalls.writeAll(descriptor, chunk, path: candidate)
                offset += Int64(chunk.count)
            }
            try SystemCalls.synchronize(descriptor, path: candidate)
            synchronizeFolder(parentFolder(of: candidate))
            return candidate
        }
    }
}
