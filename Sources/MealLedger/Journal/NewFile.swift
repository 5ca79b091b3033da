#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates a file that must not exist yet, writes the bytes and fsyncs them.
func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(JournalError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
        if errno == EEXIST { throw .alreadyExists(path: path) }
        throw .system(path: path, operation: "create", reason: systemErrorText())
    }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
        if count < 0 {
            if errno == EINTR { continue }
            throw .system(path: path, operation: "write", reason: systemErrorText())
        }
        written += count
    }
    guard fsync(descriptor) == 0 else {
        throw .system(path: path, operation: "fsync", reason: systemErrorText())
    }
    synchronizeFolder(parentFolder(of: path))
}

/// How `createFileWhole` ended.
enum WholeFileCreation {
    /// `path` now holds exactly the bytes, flushed to disk.
    case created
    /// Something already exists at `path`; nothing was created.
    case existed
    /// The file system has no hard links (FAT on a USB stick, say); nothing was created.
    case linksUnsupported
}

/// Creates `path` holding exactly `bytes`, or nothing at all, even if the process dies midway.
///
/// The bytes go to a temporary file beside `path`, which is fsynced and then hard-linked to
/// `path` (a link never replaces an existing file), then the temporary name is removed and the
/// folder flushed. So a reader, or another writer creating the same file, never sees it empty
/// or half written; a crash leaves at most a stray `.NAME.new-…` file, never a damaged journal.
func createFileWhole(_ path: String, _ bytes: [UInt8]) throws(JournalError) -> WholeFileCreation {
    let folder = parentFolder(of: path)
    var info = stat()
    guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        throw .folderMissing(path: path, folder: folder)
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let temporary = "\(folder)/.\(name).new-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer { unlink(temporary) }
    do {
        try writeNewFile(temporary, bytes)
    } catch {
        if case .system(_, let operation, let reason) = error { throw .system(path: path, operation: operation, reason: reason) }
        throw error
    }
    guard link(temporary, path) == 0 else {
        switch errno {
        case EEXIST: return .existed
        case EPERM, EOPNOTSUPP, ENOSYS, EMLINK: return .linksUnsupported
        default: throw .system(path: path, operation: "create", reason: systemErrorText())
        }
    }
    synchronizeFolder(folder)
    return .created
}
