import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a file a person named could not be read, in the words a message gives after its path:
/// `no such file`, `is a directory`, `is a FIFO (named pipe), not a regular file`, `permission denied`.
enum UnreadableFile {
    static func reason(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == EACCES ? "permission denied" : "no such file" }
        if let kind = notRegular(status) { return kind }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "it could not be read"
    }

    /// Why `path` is not a file to read whole (a directory, a FIFO, a device, a socket), or nil
    /// when it is a regular file or missing. Asked before opening: a FIFO opened for reading
    /// waits for a writer, and a device may never end.
    static func notRegularFile(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return notRegular(status)
    }

    private static func notRegular(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory"
        case S_IFIFO: return "is a FIFO (named pipe), not a regular file"
        case S_IFCHR: return "is a character device, not a regular file"
        case S_IFBLK: return "is a block device, not a regular file"
        case S_IFSOCK: return "is a socket, not a regular file"
        default: return "is not a regular file"
        }
    }
}
