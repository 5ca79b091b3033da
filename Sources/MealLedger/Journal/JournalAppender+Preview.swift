#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension JournalAppender {
    /// What `initialize(path:stamp:)` would write, writing nothing (`init --dry-run`): the
    /// `journal.created` line, after the same refusals (a journal that is there and not
    /// empty, a folder, anything but a regular file).
    public static func previewInitialize(path: String, stamp: EventStamp) throws(JournalError) -> Outcome {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw .isDirectory(path: path)
            case S_IFREG: if info.st_size > 0 { throw .alreadyExists(path: path) }
            default: throw .notRegularFile(path: path, kind: SystemCalls.fileKindName(info.st_mode))
            }
        }
        // What `initialize` would meet: the nearest folder above the journal that exists must be one.
        var folder = parentFolder(of: path)
        while folder != "/", folder != ".", stat(folder, &info) != 0 { folder = parentFolder(of: folder) }
        if stat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { throw notAFolder(folder, path: path) }
        let created = stamp.event(.journalCreated(JournalCreated()))
        var state = LedgerState()
        state.apply(created, line: 1, offset: 0)
        return Outcome(events: [created], firstLine: 1, state: state)
    }

    /// The folders above `path` that are missing, outermost first: those `initialize` creates.
    public static func missingFolders(for path: String) -> [String] {
        var missing: [String] = []
        var folder = parentFolder(of: path)
        var info = stat()
        while folder != "/", folder != ".", stat(folder, &info) != 0, errno == ENOENT {
            missing.insert(folder, at: 0)
            folder = parentFolder(of: folder)
        }
        return missing
    }
}
