#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates a file that must not exist yet (mode 0600, never through a symlink), writes the
/// bytes and fsyncs them.
func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(JournalError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, SystemCalls.fileMode)
    guard descriptor >= 0 else {
        if errno == EEXIST { throw .alreadyExists(path: path) }
        throw .system(path: path, operation: "create", reason: systemErrorText())
    }
    defer { close(descriptor) }
    try SystemCalls.writeAll(descriptor, bytes, path: path)
    try SystemCalls.synchronize(descriptor, path: path)
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

/// Why `path` cannot be created: `folder`, above it, is a file (or a FIFO…), not a folder.
func notAFolder(_ folder: String, path: String) -> JournalError {
    .system(path: path, operation: "create", reason: "'\(folder)' is not a folder")
}

/// Creates `path` holding exactly `bytes`, or nothing at all, even if the process dies midway.
///
/// The bytes go to a temporary file beside `path`, which is fsynced and then hard-linked to
/// `path` (a link never replaces an existing file), then the temporary name is removed and the
/// folder flushed. So a reader, or another writer creating the same file, never sees it empty
/// or half written; a crash leaves at most a stray `.NAME.tmp-…` file, never a damaged journal,
/// and the next run that creates one removes it.
func createFileWhole(_ path: String, _ bytes: [UInt8]) throws(JournalError) -> WholeFileCreation {
    let folder = parentFolder(of: path)
    var info = stat()
    guard stat(folder, &info) == 0 else { throw .folderMissing(path: path, folder: folder) }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw notAFolder(folder, path: path) }
    let temporary = try TemporaryFile.create(beside: path)
    defer { temporary.discard() }
    try SystemCalls.writeAll(temporary.descriptor, bytes, path: path)
    try SystemCalls.synchronize(temporary.descriptor, path: path)
    guard link(temporary.path, path) == 0 else {
        switch errno {
        case EEXIST: return .existed
        case EPERM, EOPNOTSUPP, ENOSYS, EMLINK: return .linksUnsupported
        default: throw .system(path: path, operation: "create", reason: systemErrorText())
        }
    }
    synchronizeFolder(folder)
    return .created
}
