#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file beside the file it will become: `.NAME.tmp-PID-RANDOM`, created with
/// O_EXCL|O_NOFOLLOW (a planted file or symlink is never written through), mode 0600, and
/// locked for as long as its writer lives.
///
/// A run killed midway leaves its temporary file behind; the next run that creates one for
/// the same target removes every such file whose writer is gone (its lock is free and its
/// process no longer exists), so health data does not pile up in stray copies.
struct TemporaryFile {
    /// The path the temporary file was created at.
    let path: String
    /// Its open descriptor, write-only; the caller closes it (or `discard()` does).
    let descriptor: Int32

    /// The marker between a target's name and the writer's process id.
    static let marker = ".tmp-"

    /// Creates a new temporary file in `target`'s folder, after removing stale ones of `target`.
    static func create(beside target: String, mode: mode_t = SystemCalls.fileMode) throws(JournalError) -> TemporaryFile {
        let folder = parentFolder(of: target)
        let name = baseName(of: target)
        removeStale(in: folder, name: name)
        for _ in 0..<16 {
            let candidate = "\(folder)/.\(name)\(marker)\(getpid())-\(randomSuffix())"
            let descriptor = open(candidate, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                let code = errno
                if code == ENOENT { throw .folderMissing(path: target, folder: folder) }
                throw .system(path: target, operation: "create a temporary file", reason: systemErrorText(code))
            }
            _ = fchmod(descriptor, mode)  // the umask may have taken bits away; never adds any beyond `mode`
            _ = flock(descriptor, LOCK_EX | LOCK_NB)
            return TemporaryFile(path: candidate, descriptor: descriptor)
        }
        throw .system(path: target, operation: "create a temporary file", reason: "16 names in a row were taken")
    }

    /// Closes and removes the file.
    func discard() {
        close(descriptor)
        unlink(path)
    }

    /// The last component of a path.
    static func baseName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func randomSuffix() -> String {
        let value = UInt64.random(in: 0...UInt64.max)
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// Removes `.NAME.tmp-PID-…` files in `folder` whose writer is gone.
    ///
    /// A file is stale when no process holds its lock and its process id names no live
    /// process; a writer between its `open` and its `flock` still lives, so it is spared.
    static func removeStale(in folder: String, name: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let prefix = ".\(name)\(marker)"
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix) else { continue }
            let rest = entryName.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { continue }
            if pid == getpid() { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }  // that writer still runs
            let path = "\(folder)/\(entryName)"
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            var info = stat()
            if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
               flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                unlink(path)
            }
            close(descriptor)
        }
    }
}
