import Foundation
import Testing
import TestSupport

/// Writes the file system refuses (SPEC 6, issue 7): a read-only journal, a full disk, a
/// journal that is a directory, a missing folder. Each gets a clear error and a non-zero
/// exit, and the journal stays byte for byte as it was.
@Suite struct RefusalTests {
    static let event = ["append", "food.logged", "--name", "Pear", "--calories", "57", "--date", "2026-11-20"]

    /// A journal with a few events, its folder open to every user (for the read-only test).
    static func journal(in folder: TemporaryDirectory) throws -> String {
        let journal = folder.file("journal.jsonl")
        var stdin = ""
        for index in 0..<20 { stdin += #"{"type":"food.logged","data":{"name":"Apple \#(index)","calories":95,"date":"2026-11-20"}}"# + "\n" }
        let made = try LedgerProcess.run(["append", "-", "-f", journal], stdin: stdin)
        #expect(made.status == 0, "\(made.stderr)")
        chmod(folder.path, 0o777)
        return journal
    }

    static func bytes(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

    @Test func aReadOnlyJournalIsRefusedAndStillReadable() throws {
        let folder = TemporaryDirectory()
        let journal = try Self.journal(in: folder)
        let before = Self.bytes(journal)
        chmod(journal, 0o444)
        // root writes whatever the mode says: run as nobody then, so the mode is what decides.
        let launcher = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let refused = try LedgerProcess.run(Self.event + ["-f", journal], launcher: launcher)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains(journal) && refused.stderr.contains("Permission denied"), "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(Self.bytes(journal) == before)
        let report = try LedgerProcess.run(["day", "2026-11-20", "--no-snapshot", "-f", journal], launcher: launcher)
        #expect(report.status == 0, "reads still work: \(report.stderr)")
    }

    @Test func aFileSizeLimitMidWriteLeavesNoTornLine() throws {
        let folder = TemporaryDirectory()
        let journal = try Self.journal(in: folder)
        let before = Self.bytes(journal)
        // Room for a few bytes, not the line: the write is cut short and must be taken back.
        let launcher = ["/usr/bin/prlimit", "--fsize=\(before.count + 40)"]
        let refused = try LedgerProcess.run(Self.event + ["-f", journal], launcher: launcher)
        #expect(refused.status != 0 && !refused.crashed, "\(refused.status) \(refused.stderr)")
        #expect(refused.stderr.contains(journal) && refused.stderr.contains("File too large"), "\(refused.stderr)")
        #expect(Self.bytes(journal) == before)
        // A batch that the limit cuts in the middle: all or nothing.
        var stdin = ""
        for index in 0..<50 { stdin += #"{"type":"food.logged","data":{"name":"Pear \#(index)","calories":57}}"# + "\n" }
        let batch = try LedgerProcess.run(["append", "-", "-f", journal], stdin: stdin, launcher: launcher)
        #expect(batch.status != 0)
        #expect(Self.bytes(journal) == before)
        #expect(try LedgerProcess.run(["check", "-f", journal]).status == 0)
    }

    /// A real full disk: a 64 KiB tmpfs filled up. Needs the right to mount (root here and
    /// in CI); elsewhere the file-size limit above stands in for it.
    @Test func aFullDiskLeavesNoTornLine() throws {
        let folder = TemporaryDirectory()
        let mountPoint = folder.file("small")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else {
            print("aFullDiskLeavesNoTornLine: cannot mount a tmpfs here (not root?); the file-size limit test covers the write path")
            return
        }
        defer {
            let unmount = Process()
            unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
            unmount.arguments = [mountPoint]
            try? unmount.run()
            unmount.waitUntilExit()
        }
        let journal = mountPoint + "/journal.jsonl"
        #expect(try LedgerProcess.run(["init", "-f", journal]).status == 0)
        // Fill the rest of the disk.
        let filler = FileHandle(forWritingAtPath: mountPoint + "/filler") ?? {
            _ = FileManager.default.createFile(atPath: mountPoint + "/filler", contents: nil)
            return FileHandle(forWritingAtPath: mountPoint + "/filler")!
        }()
        let block = Data(repeating: 0x78, count: 1024)
        while (try? filler.write(contentsOf: block)) != nil {}
        try? filler.close()
        let before = Self.bytes(journal)
        var stdin = ""
        for index in 0..<100 { stdin += #"{"type":"food.logged","data":{"name":"Pear \#(index)","calories":57}}"# + "\n" }
        let refused = try LedgerProcess.run(["append", "-", "-f", journal], stdin: stdin)
        #expect(refused.status != 0 && !refused.crashed)
        #expect(refused.stderr.contains("No space left on device"), "\(refused.stderr)")
        #expect(Self.bytes(journal) == before)
        #expect(try LedgerProcess.run(["check", "-f", journal]).status == 0)
    }

    @Test func aJournalThatIsADirectoryIsRefusedByEveryCommand() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("journal.jsonl")
        try FileManager.default.createDirectory(atPath: journal, withIntermediateDirectories: false)
        for command in [Self.event, ["check"], ["day", "2026-11-20"], ["log"], ["snapshot"], ["repair"], ["init"]] {
            let result = try LedgerProcess.run(command + ["-f", journal])
            #expect(result.status != 0, "\(command)")
            #expect(result.stderr.contains("\(journal): is a directory"), "\(command): \(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: journal).isEmpty, "\(command) wrote into it")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["journal.jsonl"])
    }

    @Test func aMissingFolderIsNamedAndNotCreatedByAppend() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("missing/journal.jsonl")
        let result = try LedgerProcess.run(Self.event + ["-f", journal])
        #expect(result.status != 0)
        #expect(result.stderr.contains("folder '\(folder.file("missing"))' does not exist"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("missing")))
        for command in [["check"], ["day", "2026-11-20"]] {
            let read = try LedgerProcess.run(command + ["-f", journal])
            #expect(read.status != 0 && read.stderr.contains(journal), "\(command): \(read.stderr)")
        }
    }

    @Test func aRefusedFirstAppendCreatesNeitherFileNorFolder() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("new/journal.jsonl")
        let result = try LedgerProcess.run(["append", "food.logged", "--name", "Feast", "--calories", "2e9", "-f", journal],
                                           environment: [:])
        #expect(result.status == 1)
        #expect(result.stderr.contains("'calories' must be at most 1000000000"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("new")), "a refused append made the folder")
        let flat = folder.file("journal.jsonl")
        let again = try LedgerProcess.run(["append", "food.logged", "--name", "Feast", "--calories", "-1", "-f", flat])
        #expect(again.status == 1)
        #expect(!FileManager.default.fileExists(atPath: flat), "a refused first append left an empty journal behind")
    }

    @Test func aFirstAppendThatCannotBeWrittenLeavesNoFile() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("journal.jsonl")
        // Room for part of the first lines only.
        let result = try LedgerProcess.run(Self.event + ["-f", journal], launcher: ["/usr/bin/prlimit", "--fsize=100"])
        #expect(result.status != 0 && !result.crashed, "\(result.stderr)")
        #expect(result.stderr.contains("File too large"), "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.isEmpty, "left behind: \(left)")
    }

    @Test func theDefaultJournalsFolderIsCreatedOnlyByAnAppendThatIsKept() throws {
        let folder = TemporaryDirectory()
        let home = ["HOME": folder.path]
        let refused = try LedgerProcess.run(["append", "food.logged", "--name", "Feast", "--calories", "-1"], environment: home)
        #expect(refused.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.file(".local")), "a refused append made folders")
        let kept = try LedgerProcess.run(Self.event, environment: home)
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.file(".local/share/meal-ledger/journal.jsonl")))
    }
}
