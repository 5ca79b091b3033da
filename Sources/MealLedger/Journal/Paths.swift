#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
