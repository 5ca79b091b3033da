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
public final class FileReplacement {
    /// The file that `commit()` replaces.
    public let path: String
    /// The temporary file being written.
    public let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var committed = false

    /// Creates the temporary file in `path`'s folder (a rename only stays atomic within one file system).
    public init(path: String) throws(JournalError) {
        self.path = path
        let folder = parentFolder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? "file"
        var template = Array("\(folder)/.\(name).merge-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard created >= 0 else {
            let code = errno
            if code == ENOENT { throw .folderMissing(path: path, folder: folder) }
            throw .system(path: path, operation: "create a temporary file", reason: systemErrorText(code))
        }
        descriptor = created
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }  // the X's filled in
        _ = fchmod(descriptor, 0o644)
        buffer.reserveCapacity(1 << 20)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !committed { unlink(temporaryPath) }
    }

    /// Adds bytes to the new file.
    public func write(_ bytes: [UInt8]) throws(JournalError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    private func flush() throws(JournalError) {
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path: temporaryPath, operation: "write", reason: systemErrorText())
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes the new file to disk and renames it over `path`.
    public func commit() throws(JournalError) {
        try flush()
        guard fsync(descriptor) == 0 else {
            throw .system(path: temporaryPath, operation: "fsync", reason: systemErrorText())
        }
        close(descriptor)
        descriptor = -1
        guard rename(temporaryPath, path) == 0 else {
            let reason = systemErrorText()
            if errno == EISDIR { throw .isDirectory(path: path) }
            throw .system(path: path, operation: "replace", reason: reason)
        }
        committed = true
        synchronizeFolder(parentFolder(of: path))
    }
}
