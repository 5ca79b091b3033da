#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open journal file descriptor, closed when released.
/// Its fields never change and reads use pread, so threads may share it.
public final class JournalFile: @unchecked Sendable {
    public let path: String
    public let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens an existing journal for reading.
    public static func openForReading(_ path: String) throws(JournalError) -> JournalFile {
        let descriptor = try SystemCalls.openRegularFile(path, O_RDONLY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .notFound(path: path) }
            throw .system(path: path, operation: "open", reason: systemErrorText(code))
        }
        return JournalFile(path: path, descriptor: descriptor)
    }

    /// Opens an existing journal for appending; nil when there is no file at `path`.
    static func openExistingForAppending(_ path: String) throws(JournalError) -> JournalFile? {
        let descriptor = try SystemCalls.openRegularFile(path, O_RDWR | O_APPEND)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == EISDIR { throw .isDirectory(path: path) }
            throw .system(path: path, operation: "open for writing", reason: systemErrorText(code))
        }
        return JournalFile(path: path, descriptor: descriptor)
    }

    /// Opens a journal for appending, creating the file (not its folder, mode 0600) when missing.
    static func openForAppending(_ path: String) throws(JournalError) -> JournalFile {
        let descriptor = try SystemCalls.openRegularFile(path, O_RDWR | O_APPEND | O_CREAT)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .folderMissing(path: path, folder: parentFolder(of: path)) }
            if code == EISDIR { throw .isDirectory(path: path) }
            throw .system(path: path, operation: "open for writing", reason: systemErrorText(code))
        }
        return JournalFile(path: path, descriptor: descriptor)
    }

    /// True while `path` still names this open file (same device and inode).
    ///
    /// A rename over the journal (merge -o, git checkout, mv) while a writer waited for the
    /// lock leaves that writer holding the old, unlinked file: it must start again on the new one.
    func isStillAtPath() -> Bool {
        var named = stat()
        var held = stat()
        guard stat(path, &named) == 0, fstat(descriptor, &held) == 0 else { return false }
        return named.st_dev == held.st_dev && named.st_ino == held.st_ino
    }

    /// The file's size, inode and modification time, for snapshot freshness.
    public func status() throws(JournalError) -> FileStatus {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .system(path: path, operation: "stat", reason: systemErrorText())
        }
        return FileStatus(info)
    }

    /// Takes the exclusive lock that serializes writers; released on close.
    func lockExclusively() throws(JournalError) {
        try SystemCalls.lock(descriptor, LOCK_EX, path: path)
    }

    /// Takes a shared lock, so a reader never sees half of an append or a repair.
    public func lockShared() throws(JournalError) {
        try SystemCalls.lock(descriptor, LOCK_SH, path: path)
    }

    /// Writes all of `bytes` at the end of the file (O_APPEND), retrying short writes.
    func appendAll(_ bytes: [UInt8]) throws(JournalError) {
        try SystemCalls.writeAll(descriptor, bytes, path: path)
    }

    /// Flushes the file's data to disk.
    func synchronize() throws(JournalError) {
        try SystemCalls.synchronize(descriptor, path: path)
    }

    /// Cuts the file back to `length` bytes.
    func truncate(to length: Int64) throws(JournalError) {
        guard ftruncate(descriptor, off_t(length)) == 0 else {
            throw .system(path: path, operation: "truncate", reason: systemErrorText())
        }
    }

    /// Reads `count` bytes at `offset`.
    public func read(at offset: Int64, count: Int) throws(JournalError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + Int64(done)))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .system(path: path, operation: "read", reason: systemErrorText())
            }
            if got == 0 { break }
            done += got
        }
        return Array(bytes[0..<done])
    }
}

/// The parts of `stat` that tell whether a file changed since it was last seen.
public struct FileStatus: Equatable, Sendable {
    public var size: Int64
    public var inode: UInt64
    public var device: UInt64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64

    public init(size: Int64, inode: UInt64, device: UInt64, modifiedSeconds: Int64, modifiedNanoseconds: Int64) {
        self.size = size
        self.inode = inode
        self.device = device
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    init(_ info: stat) {
        self.init(size: Int64(info.st_size), inode: UInt64(info.st_ino), device: UInt64(info.st_dev),
                  modifiedSeconds: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
    }
}

/// The folder part of a path (`.` when there is none).
func parentFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
}

/// Creates a folder and its parents, like `mkdir -p`, each new one mode 0700.
func createFolders(_ path: String) throws(JournalError) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
        current += "/" + component
        if mkdir(current, SystemCalls.folderMode) != 0, errno != EEXIST {
            throw .system(path: path, operation: "create folder", reason: systemErrorText())
        }
    }
}

/// Flushes a folder's entries, so a newly created file's name survives a crash.
func synchronizeFolder(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
}
