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
    /// The bytes `read(at:count:)` returned so far: the work of the readers that read back
    /// (`JournalTail`), for tests that hold it linear.
    public private(set) var bytesReadAt = 0

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

    /// Opens an existing journal for reading; nil when there is no file at `path`.
    static func openExistingForReading(_ path: String) throws(JournalError) -> JournalFile? {
        let descriptor = try SystemCalls.openRegularFile(path, O_RDONLY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
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
            var failure: JournalError?
            let got = bytes.withUnsafeMutableBytes { buffer in
                do throws(JournalError) {
                    return try SystemCalls.read(descriptor, into: buffer.baseAddress! + done, count: count - done,
                                                at: offset + Int64(done), path: path)
                } catch {
                    failure = error
                    return 0
                }
            }
            if let failure { throw failure }
            if got == 0 { break }
            done += got
        }
        bytesReadAt += done
        return Array(bytes[0..<done])
    }
}
