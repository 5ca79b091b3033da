#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole new file beside `path` and puts it in place only when complete: temporary
/// file, write, fsync, rename, fsync of the folder.
///
/// Until `commit()` the file at `path` is untouched; a writer released without committing
/// removes its temporary file. Used by `report --html`, `ledger merge -o` and the git merge
/// driver, which must leave their target as it was when they refuse.
///
/// An output file is written only as what it names (SPEC 18). A symbolic link at `path` is
/// refused: reading the link and renaming onto its target would let a link planted in a
/// shared folder (/tmp) by another user aim the write at any file of this user's, which the
/// kernel's protected_symlinks would have stopped. Only `Links.followedWhenOwned` (`merge -o`,
/// SPEC 12: a journal linked into a synced folder stays linked) follows a link, and only
/// when every link on the way is this user's and it ends at a regular file of this user's;
/// the file is then replaced in its own folder. The rename itself never follows a link, so
/// nothing lands outside the folder of the file named. Anything but a regular file or a
/// missing path (a FIFO, a device, a folder) is refused, and so is a path that names a file
/// of a journal in `protecting` (the journal, its snapshot, its side files). A replaced file
/// keeps its mode; a new one is 0600.
public final class FileReplacement {
    /// Whether a symbolic link at the path may be followed.
    public enum Links: Sendable {
        /// A link at the path is refused (every output but `merge -o`).
        case refused
        /// A link is followed when it and every link after it are this user's and it ends at a
        /// regular file of this user's (`merge -o`, the git merge driver).
        case followedWhenOwned
    }

    /// The path as given.
    public let path: String
    /// The file `commit()` replaces: `path`, or with `.followedWhenOwned` the file its links name.
    public let target: String
    /// The temporary file being written.
    public let temporaryPath: String
    private let links: Links
    private let protecting: [JournalFiles]
    /// Journals this output may replace (`merge -o A`): any other journal is refused.
    private let journals: [String]
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var committed = false

    /// Checks the path, then creates the temporary file in the target's folder (a rename only
    /// stays atomic within one file system); refuses, writing nothing, as the type says.
    public init(path: String, links: Links = .refused, protecting: [JournalFiles] = [],
                mayReplaceJournals journals: [String] = []) throws(JournalError) {
        self.path = path
        self.links = links
        self.protecting = protecting
        self.journals = journals
        let resolved = try Self.resolve(path, links: links, protecting: protecting, journals: journals)
        target = resolved.path
        let temporary = try TemporaryFile.create(beside: target)
        descriptor = temporary.descriptor
        temporaryPath = temporary.path
        if let mode = resolved.existingMode { _ = fchmod(descriptor, mode & 0o7777) }
        buffer.reserveCapacity(1 << 20)
    }

    /// Makes every check `init` makes on `path`, creating nothing (`merge -o --dry-run`):
    /// the file it would replace, or the refusal.
    public static func check(path: String, links: Links = .refused, protecting: [JournalFiles] = [],
                             mayReplaceJournals journals: [String] = []) throws(JournalError) -> String {
        let resolved = try resolve(path, links: links, protecting: protecting, journals: journals).path
        // What writing it would meet next: its folder must be there, and be a folder.
        let folder = parentFolder(of: resolved)
        var info = stat()
        guard stat(folder, &info) == 0 else { throw .folderMissing(path: resolved, folder: folder) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw notAFolder(folder, path: resolved) }
        return resolved
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !committed { unlink(temporaryPath) }
    }

    /// The file `path` names as an output, and the existing file's mode, if any; refuses a
    /// link (unless `links` allows this one), what is not a regular file or missing, and a
    /// file of a protected journal.
    static func resolve(_ path: String, links: Links, protecting: [JournalFiles], journals: [String] = []) throws(JournalError)
        -> (path: String, existingMode: mode_t?) {
        for files in protecting {
            if let clash = files.clash(with: path) {
                throw .outputRefused(path: path, reason: "is \(clash); an output never replaces a journal or its files")
            }
        }
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                guard errno == ENOENT else { throw .system(path: current, operation: "stat", reason: systemErrorText()) }
                if current != path {
                    throw .outputRefused(path: path, reason: "is a symbolic link to '\(current)', which does not exist")
                }
                return (current, nil)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if current != path, info.st_uid != geteuid() {
                    throw .outputRefused(path: path, reason: "is a symbolic link to '\(current)', a file of another user")
                }
                // Another journal is never an output's to replace ("merge A B -o C" over a third
                // journal, "report --html other.jsonl"): only the ones named may be (`merge -o A`).
                if isJournal(current), !journals.contains(where: { sameFile($0, info) }) {
                    throw .outputRefused(path: path, reason: "is a journal (its first line is journal.created); an output "
                        + "never replaces a journal it was not asked to")
                }
                return (current, info.st_mode)
            case S_IFLNK:
                guard links == .followedWhenOwned else {
                    throw .outputRefused(path: path, reason: "is a symbolic link; an output is written only as the file "
                        + "named, never through a link (remove the link or name another file)")
                }
                guard info.st_uid == geteuid() else {
                    throw .outputRefused(path: path, reason: "is a symbolic link\(current == path ? "" : " to '\(current)'") "
                        + "owned by another user; it is not followed")
                }
                var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(current, &bytes, bytes.count - 1)
                guard count > 0 else { throw .system(path: current, operation: "read the link", reason: systemErrorText()) }
                let destination = String(decoding: bytes[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                current = destination.hasPrefix("/") ? destination : parentFolder(of: current) + "/" + destination
            case S_IFDIR:
                throw .isDirectory(path: current)
            default:
                throw .notRegularFile(path: current, kind: SystemCalls.fileKindName(info.st_mode))
            }
        }
        throw .system(path: path, operation: "follow the link", reason: "too many levels of symbolic links")
    }

    /// Whether the file at `path` starts with a journal's first line.
    public static func isJournal(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 512)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return false }
        let head = bytes[0..<count]
        let firstLine = head.prefix { $0 != UInt8(ascii: "\n") }
        return String(decoding: firstLine, as: UTF8.self).contains("\"type\":\"journal.created\"")
    }

    /// Whether `path` names the file `info` describes (the same device and inode).
    static func sameFile(_ path: String, _ info: stat) -> Bool {
        var other = stat()
        guard stat(path, &other) == 0 else { return false }
        return other.st_dev == info.st_dev && other.st_ino == info.st_ino
    }

    /// Adds bytes to the new file.
    public func write(_ bytes: [UInt8]) throws(JournalError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    private func flush() throws(JournalError) {
        try SystemCalls.writeAll(descriptor, buffer, path: temporaryPath)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes the new file to disk and renames it over the target.
    public func commit() throws(JournalError) {
        try flush()
        try SystemCalls.synchronize(descriptor, path: temporaryPath)
        // The path may have become something else while the output was made.
        guard try Self.resolve(path, links: links, protecting: protecting, journals: journals).path == target else {
            throw .outputRefused(path: path, reason: "changed while the output was written (it names another file now)")
        }
        close(descriptor)
        descriptor = -1
        guard rename(temporaryPath, target) == 0 else {
            let code = errno
            if code == EISDIR { throw .isDirectory(path: target) }
            throw .system(path: target, operation: "replace", reason: systemErrorText(code))
        }
        committed = true
        synchronizeFolder(parentFolder(of: target))
    }
}
