import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one home of the C calls every file this program reads and writes goes through: the
/// read and write loops that survive EINTR and short reads and writes, fsync, locks, waiting
/// for a child, and opening that never blocks. A test keeps EINTR, pread and pwrite out of
/// every other source file.
public enum SystemCalls {
    /// Mode of every file this program creates: health data is the owner's alone.
    static let fileMode: mode_t = 0o600
    /// Mode of every folder this program creates.
    static let folderMode: mode_t = 0o700

    /// Writes all of `raw` to `descriptor`, retrying interrupted and short writes.
    public static func writeAll(_ descriptor: Int32, _ raw: UnsafeRawBufferPointer, path: String) throws(JournalError) {
        var written = 0
        while written < raw.count {
            let count = write(descriptor, raw.baseAddress! + written, raw.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path: path, operation: "write", reason: systemErrorText())
            }
            written += count
        }
    }

    /// Writes all of `bytes` to `descriptor`.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws(JournalError) {
        var failure: JournalError?
        bytes.withUnsafeBytes { raw in
            do throws(JournalError) { try writeAll(descriptor, raw, path: path) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes all of `raw` at `offset` (without moving the file's position), retrying
    /// interrupted and short writes; a write that makes no progress is an error.
    public static func writeAll(_ descriptor: Int32, _ raw: UnsafeRawBufferPointer, at offset: Int64,
                                path: String) throws(JournalError) {
        var written = 0
        while written < raw.count {
            let count = pwrite(descriptor, raw.baseAddress! + written, raw.count - written, off_t(offset) + off_t(written))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw .system(path: path, operation: "write", reason: count < 0 ? systemErrorText() : "no progress")
            }
            written += count
        }
    }

    /// Reads up to `count` bytes into `buffer`, at `offset` or, when nil, from where the file
    /// stands, retrying when interrupted: the bytes read (0 at the end of the file).
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int64?,
                            path: String) throws(JournalError) -> Int {
        while true {
            let got = offset.map { pread(descriptor, buffer, count, off_t($0)) } ?? Glibc.read(descriptor, buffer, count)
            if got >= 0 {
                bytesReadCounter.add(Int64(got), ordering: .relaxed)
                return got
            }
            if errno != EINTR { throw .system(path: path, operation: "read", reason: systemErrorText()) }
        }
    }

    /// Every byte `read` has read in this process so far, from any thread: how far long work
    /// (a replay, a merge) has gone through the files it reads, for progress on a terminal.
    public static var bytesReadSoFar: Int64 { bytesReadCounter.load(ordering: .relaxed) }
    private static let bytesReadCounter = Atomic<Int64>(0)

    /// Reads `count` bytes at `offset`, retrying short reads: the bytes read, fewer than
    /// `count` only when the file ends first.
    static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int64,
                          path: String) throws(JournalError) -> Int {
        var done = 0
        while done < count {
            let got = try read(descriptor, into: buffer + done, count: count - done, at: offset + Int64(done), path: path)
            if got == 0 { break }
            done += got
        }
        return done
    }

    /// Waits for child `process` to end, retrying when interrupted: its wait status, or nil
    /// when it cannot be waited for.
    @discardableResult
    public static func waitForExit(_ process: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 {
            if errno != EINTR { return nil }
        }
        return status
    }

    /// Flushes a file's data to disk.
    static func synchronize(_ descriptor: Int32, path: String) throws(JournalError) {
        guard fsync(descriptor) == 0 else {
            throw .system(path: path, operation: "fsync", reason: systemErrorText())
        }
    }

    /// Takes `operation` (LOCK_EX, LOCK_SH) on `descriptor`, waiting for it; retried when interrupted.
    static func lock(_ descriptor: Int32, _ operation: Int32, path: String) throws(JournalError) {
        while flock(descriptor, operation) != 0 {
            if errno == EINTR { continue }
            throw .system(path: path, operation: "lock", reason: systemErrorText())
        }
    }

    /// Opens `path` only if it is a regular file, without ever blocking in `open`.
    ///
    /// A FIFO opened for reading waits for a writer, and a device may do anything: the file is
    /// opened with O_NONBLOCK, checked with fstat, and only then made blocking again. Returns
    /// the descriptor, or -1 with `errno` set as `open` does; a file that is not regular gives
    /// `JournalError.notRegularFile`.
    static func openRegularFile(_ path: String, _ flags: Int32, mode: mode_t = fileMode) throws(JournalError) -> Int32 {
        let descriptor = open(path, flags | O_NONBLOCK | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return -1 }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = systemErrorText()
            close(descriptor)
            throw .system(path: path, operation: "stat", reason: reason)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            if kind == S_IFDIR { throw .isDirectory(path: path) }
            throw .notRegularFile(path: path, kind: fileKindName(info.st_mode))
        }
        let current = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, current & ~O_NONBLOCK)
        return descriptor
    }

    /// `a FIFO`, `a socket`, `a character device`… for messages.
    static func fileKindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }
}
