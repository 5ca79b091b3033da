#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole new file beside `path` and puts it in place only when complete: temporary
/// file, write, fsync, rename, fsync of the folder.
///
/// Until `commit()` the file at `path` is untouched; a writer released without committing
/// removes its temporary file. Used by `ledger merge -o` and the git merge driver, which
/// must leave their target as it was when they refuse.
///
/// `path` may be a symbolic link: the file it points to is replaced (in its own folder), so a
/// journal linked into a synced folder stays linked. Anything but a regular file or a missing
/// path (a FIFO, a device, a folder) is refused. A replaced file keeps its mode; a new one is
/// 0600.
public final class FileReplacement {
    /// The path as given.
    public let path: String
    /// The file `commit()` replaces: `path` with its symbolic links followed.
    public let target: String
    /// The temporary file being written.
    public let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var committed = false

    /// Creates the temporary file in the target's folder (a rename only stays atomic within one file system).
    public init(path: String) throws(JournalError) {
        self.path = path
        let resolved = try Self.resolveLinks(path)
        target = resolved.path
        let temporary = try TemporaryFile.create(beside: target)
        descriptor = temporary.descriptor
        temporaryPath = temporary.path
        if let mode = resolved.existingMode { _ = fchmod(descriptor, mode & 0o7777) }
        buffer.reserveCapacity(1 << 20)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !committed { unlink(temporaryPath) }
    }

    /// Follows `path`'s symbolic links to the file they name; refuses what is not a regular
    /// file or missing. Returns the final path and the existing file's mode, if any.
    static func resolveLinks(_ path: String) throws(JournalError) -> (path: String, existingMode: mode_t?) {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return (current, nil) }
                throw .system(path: current, operation: "stat", reason: systemErrorText())
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return (current, info.st_mode)
            case S_IFLNK:
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
        // The target may have become something else while the merge ran.
        _ = try Self.resolveLinks(target)
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
