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
        let cut = try plannedCut(in: file)
        if cut == nil || cut?.isBatch == false { BatchIntent.removeIfSettled(for: file) }
        guard let cut else { return .nothingToRepair }
        let sidePath = try saveAside(file, from: cut.offset, to: cut.size, journalPath: path, line: cut.line)
        try file.truncate(to: cut.offset)
        try file.synchronize()
        if cut.isBatch { BatchIntent.remove(for: file) }
        return cut.outcome(savedTo: sidePath)
    }

    /// What `repair` would do to the journal at `path`, writing nothing (`repair --dry-run`):
    /// `savedTo` is the side file it would create now.
    public static func preview(path: String) throws -> Outcome {
        let file = try JournalFile.openForReading(path)
        try file.lockShared()
        guard let cut = try plannedCut(in: file) else { return .nothingToRepair }
        return cut.outcome(savedTo: freeSideFileName(journalPath: path, line: cut.line))
    }

    /// What a crash left at the end of `file`: from `offset` to `size`, starting on `line`.
    private struct PlannedCut {
        var offset: Int64
        var size: Int64
        var line: Int
        /// The lines of the batch cut short; nil for a torn last line.
        var batchLines: Int?
        var isBatch: Bool { batchLines != nil }

        func outcome(savedTo: String) -> Outcome {
            let length = Int(size - offset)
            if let batchLines { return .cutBatch(line: line, lines: batchLines, length: length, savedTo: savedTo) }
            return .cutTornLine(line: line, length: length, savedTo: savedTo)
        }
    }

    /// The batch cut short (all of it goes, its whole first lines too: a half batch never
    /// counts), else the torn last line; nil when the journal ends cleanly. Reads only.
    private static func plannedCut(in file: JournalFile) throws -> PlannedCut? {
        if let cut = BatchIntent.cutBatch(in: file) {
            let before = try JournalLineReader.readLines(descriptor: file.descriptor, path: file.path, upTo: cut.offset) { _ in true }
            return PlannedCut(offset: cut.offset, size: try file.status().size, line: before.lineCount + 1,
                              batchLines: cut.lines)
        }
        let end = try JournalLineReader.readLines(descriptor: file.descriptor, path: file.path) { _ in true }
        guard let torn = end.tornLine else { return nil }
        return PlannedCut(offset: end.completeLength, size: try file.status().size, line: torn.number, batchLines: nil)
    }

    /// The side file `saveAside` would create now: `PATH.torn-line-N`, or `…-N.2`, `.3` when taken.
    private static func freeSideFileName(journalPath: String, line: Int) -> String {
        let base = JournalFiles.tornLinePrefix(of: journalPath) + String(line)
        var candidate = base
        var attempt = 1
        var info = stat()
        while lstat(candidate, &info) == 0 {
            attempt += 1
            candidate = "\(base).\(attempt)"
        }
        return candidate
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
