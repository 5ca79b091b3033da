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
