#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A journal and the files beside it that belong to it: its snapshot, the record of a batch
/// being written (`BatchIntent`), the torn lines `repair` saved aside, and the temporary files
/// of its writers. No output file (`report --html`, `merge -o`) may replace one of them.
public struct JournalFiles: Sendable {
    /// The journal's path as given.
    public var journal: String
    /// False when an output may replace the journal itself but none of its other files
    /// (`merge -o` onto one of the journals it merges, SPEC 12).
    public var includesJournal: Bool

    public init(journal: String, includesJournal: Bool = true) {
        self.journal = journal
        self.includesJournal = includesJournal
    }

    /// The prefix of the side files `repair` saves torn lines to: `PATH.torn-line-N`.
    static func tornLinePrefix(of journal: String) -> String { journal + ".torn-line-" }

    /// What `output` names among these files, in words ("the journal 'j.jsonl'"), or nil
    /// when it names none of them.
    ///
    /// Two ways to name a file count: the same path (its folder with every link resolved,
    /// then the same name, whether the file exists yet or not), and the same file (device and
    /// inode, links followed: a hard or symbolic link to the journal names the journal).
    public func clash(with output: String) -> String? {
        let folder = parentFolder(of: journal)
        let name = TemporaryFile.baseName(of: journal)
        if let journalFolder = realPath(folder), let outputFolder = realPath(parentFolder(of: output)),
           journalFolder == outputFolder, let role = role(ofName: TemporaryFile.baseName(of: output), journalName: name) {
            return role
        }
        var target = stat()
        guard stat(output, &target) == 0 else { return nil }
        var candidates = [journal, SnapshotFile.path(for: journal), BatchIntent.path(for: journal)]
        candidates += namesInFolder(folder).filter { role(ofName: $0, journalName: name) != nil }.map { folder + "/" + $0 }
        for candidate in candidates {
            var info = stat()
            guard stat(candidate, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino,
                  let role = role(ofName: TemporaryFile.baseName(of: candidate), journalName: name) else { continue }
            return role
        }
        return nil
    }

    /// What a file called `fileName` in the journal's folder is to the journal, or nil.
    private func role(ofName fileName: String, journalName name: String) -> String? {
        let journal = ShownPath.of(self.journal)
        if fileName == name { return includesJournal ? "the journal '\(journal)'" : nil }
        if fileName == name + ".snapshot" { return "the snapshot of the journal '\(journal)'" }
        if fileName == name + BatchIntent.suffix { return "the record of a batch being written to the journal '\(journal)'" }
        if fileName.hasPrefix(name + ".torn-line-") { return "a torn line saved aside from the journal '\(journal)'" }
        if fileName.hasPrefix("." + name + "."), fileName.contains(TemporaryFile.marker) {
            return "a temporary file of the journal '\(journal)'"
        }
        return nil
    }

    /// The names in `folder`, or none when it cannot be read.
    private func namesInFolder(_ folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            })
        }
        return names
    }
}

/// `path` with every symbolic link and `.`/`..` resolved, or nil when it does not exist.
func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
