/// Why the journal could not be read or written.
public enum JournalError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The journal file does not exist.
    case notFound(path: String)
    /// The journal's folder does not exist.
    case folderMissing(path: String, folder: String)
    /// The path is a directory, not a file.
    case isDirectory(path: String)
    /// The operating system refused to open, read, lock or write the file.
    case system(path: String, operation: String, reason: String)
    /// The last line has no newline: a write was cut short. Writing is refused until repaired.
    case tornTail(path: String, line: Int)
    /// A batch of lines was cut short by a crash (`BatchIntent`): none of it is read, and
    /// writing is refused until repaired.
    case tornBatch(path: String, cut: BatchCut)
    /// A line in the journal cannot be read as an event; writing is refused until fixed.
    case damaged(path: String, line: Int, reason: String)
    /// A journal exists already where `init` would create one.
    case alreadyExists(path: String)
    /// The path names a FIFO, a device, a socket…: never opened further, so nothing blocks.
    case notRegularFile(path: String, kind: String)
    /// The journal's `journal.created` names a format this release does not read.
    case unsupportedFormat(path: String, line: Int, found: String)
    /// An output path that may not be written (a link, a file of the journal); nothing was written.
    case outputRefused(path: String, reason: String)

    public var description: String {
        // Paths are shown with their control characters escaped (a newline would split the message).
        switch shown {
        case .notFound(let path):
            return "\(path): no journal here; run 'ledger init' or append an event to create it"
        case .folderMissing(let path, let folder):
            return "\(path): folder '\(folder)' does not exist; 'ledger init -f \(path)' creates it"
        case .isDirectory(let path):
            return "\(path): is a directory, not a journal file"
        case .system(let path, let operation, let reason):
            return "\(path): cannot \(operation): \(reason)"
        case .tornTail(let path, let line):
            return "\(path):\(line): the last line is torn (no newline at its end: a write was cut short); "
                + "run 'ledger repair' to save it aside and cut it"
        case .tornBatch(let path, let cut):
            return "\(path):\(cut.line): " + cut.summary + "; run 'ledger repair' to save its lines aside and cut them"
        case .damaged(let path, let line, let reason):
            return "\(path):\(line): \(reason); fix or remove this line by hand, then run 'ledger check'"
        case .alreadyExists(let path):
            return "\(path): a journal exists already"
        case .notRegularFile(let path, let kind):
            return "\(path): is \(kind), not a regular file; refused"
        case .outputRefused(let path, let reason):
            return "\(path): \(reason); nothing was written"
        case .unsupportedFormat(let path, let line, let found):
            let named = found == "(none)" ? "its journal.created names no format" : "the journal is in format '\(found)'"
            return "\(path):\(line): \(named); this release reads '\(JournalCreated.currentFormat)' only "
                + "(a newer version of ledger wrote it?); nothing was read or written"
        }
    }

    /// The same error with its paths as messages show them (`ShownPath`).
    private var shown: JournalError {
        switch self {
        case .notFound(let path): return .notFound(path: ShownPath.of(path))
        case .folderMissing(let path, let folder): return .folderMissing(path: ShownPath.of(path), folder: ShownPath.of(folder))
        case .isDirectory(let path): return .isDirectory(path: ShownPath.of(path))
        case .system(let path, let operation, let reason): return .system(path: ShownPath.of(path), operation: operation, reason: reason)
        case .tornTail(let path, let line): return .tornTail(path: ShownPath.of(path), line: line)
        case .tornBatch(let path, let cut): return .tornBatch(path: ShownPath.of(path), cut: cut)
        case .damaged(let path, let line, let reason): return .damaged(path: ShownPath.of(path), line: line, reason: reason)
        case .alreadyExists(let path): return .alreadyExists(path: ShownPath.of(path))
        case .notRegularFile(let path, let kind): return .notRegularFile(path: ShownPath.of(path), kind: kind)
        case .unsupportedFormat(let path, let line, let found): return .unsupportedFormat(path: ShownPath.of(path), line: line, found: found)
        case .outputRefused(let path, let reason): return .outputRefused(path: ShownPath.of(path), reason: reason)
        }
    }
}
