import Foundation
import Testing
import TestSupport

/// The eleven holes the second attack found (issue 13), each through the built binary: a
/// valid meal that broke reports, a torn snapshot, a rename over the journal, world-readable
/// files, huge names, planted symlinks, control characters, merge onto links and devices,
/// FIFOs, stray temporary files, a journal of another format.
@Suite struct HostileInputTests {
    static func run(_ arguments: [String], stdin: String = "", timeLimit: Double = 60) throws -> LedgerProcess.Result {
        try LedgerProcess.run(arguments, stdin: stdin, environment: ["TZ": "UTC", "MEAL_LEDGER_DEVICE": "laptop"],
                              timeLimit: timeLimit)
    }

    static func bytes(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    // MARK: 1. Figures at the validator's edges

    @Test func servingsSoSmallThatPerServingWouldOverflowAreRefusedByName() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let tiny = try Self.run(["append", "-f", journal, "meal.created", "--name", "Tiny", "--servings", "1e-306",
                                 "--ingredient", "name=Oats,quantity=1,unit=g,calories=1000"])
        #expect(tiny.status == 1 && !tiny.crashed)
        #expect(tiny.stderr == "ledger append: 'servings' must be at least 0.001 (a thousandth of a serving), got '1e-306'\n")
        #expect(!FileManager.default.fileExists(atPath: journal))
    }

    @Test func aMealAtEveryEdgeRendersInEveryReport() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let made = try Self.run(["append", "-f", journal, "meal.created", "--name", "Tiny", "--servings", "0.001",
                                 "--ingredient", "name=Oats,quantity=0.0001,unit=g,calories=1000000000,protein=1000000000",
                                 "--ingredient", "name=Salt,quantity=1000000000,unit=g,calories=1000000000,fats=1000000000"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try Self.run(["append", "-f", journal, "plan.assigned", "--meal-id", "Tiny", "--date", "2026-11-20"]).status == 0)
        let logged = try Self.run(["append", "-f", journal, "meal.logged", "--meal-id", "Tiny", "--servings", "0.001",
                                   "--date", "2026-11-20"])
        #expect(logged.status == 0, "\(logged.stderr)")
        for report in [["meals"], ["meals", "--json"], ["meal", "show", "Tiny"], ["meal", "show", "Tiny", "--json"],
                       ["week", "2026-11-20"], ["week", "2026-11-20", "--json"], ["day", "2026-11-20"],
                       ["day", "2026-11-20", "--json"], ["audit", "2026-11-20"], ["log"], ["check"]] {
            let result = try Self.run(report + ["-f", journal])
            #expect(result.status == 0 && !result.crashed, "\(report): \(result.status) \(result.stderr)")
        }
        let shown = try Self.run(["meal", "show", "Tiny", "-f", journal])
        #expect(shown.stdout.contains("Per serving                2000000000000  1000000000000.0    0.0  1000000000000.0"),
                "\(shown.stdout)")
        // Past the largest figure a journal holds: refused by name, never a trap.
        for servings in ["1e308", "1e300", "1000000001", "0.0009", "0"] {
            let refused = try Self.run(["append", "-f", journal, "meal.logged", "--meal-id", "Tiny", "--servings", servings])
            #expect(refused.status == 1 && !refused.crashed, "\(servings): \(refused.status) \(refused.stderr)")
            #expect(refused.stderr.contains("'servings' must"), "\(servings): \(refused.stderr)")
        }
        // Items that scaling would carry past the largest figure are refused, naming the servings
        // given and the item (issue 30: not 'items[0].calories', which nobody typed).
        let scaled = try Self.run(["append", "-f", journal, "meal.logged", "--meal-id", "Tiny", "--servings", "2"])
        #expect(scaled.status == 1 && scaled.stderr.contains("'servings' 2 would make 'calories' of the meal's ingredient 1 (Oats) "
                + "2000000000000, past the largest a journal holds (1000000000)"), "\(scaled.stderr)")
    }

    // MARK: 3. A rename over the journal while an append waits for the lock

    @Test func anAppendWaitingForTheLockFollowsARenameOverTheJournal() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        #expect(try Self.run(["append", "-f", journal, "food.logged", "--name", "Apple", "--calories", "95",
                              "--date", "2026-11-20"]).status == 0)
        let phone = folder.file("phone.jsonl")
        #expect(try Self.run(["append", "-f", phone, "food.logged", "--name", "Tea", "--calories", "2",
                              "--date", "2026-11-20"]).status == 0)
        // A reader holds the shared lock, so the append opens the journal and waits.
        let reader = open(journal, O_RDONLY)
        // Closed once, below, or here if the test stops early: closing it twice would close
        // whatever descriptor another test running at the same time has been given since.
        var readerOpen = true
        defer { if readerOpen { close(reader) } }
        #expect(flock(reader, LOCK_SH) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LedgerProcess.binaryPath)
        process.arguments = ["append", "-f", journal, "food.logged", "--name", "Pear", "--calories", "57",
                             "--date", "2026-11-20"]
        process.environment = ["TZ": "UTC", "MEAL_LEDGER_DEVICE": "laptop"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait (bounded) until the append holds the journal open: then it is past open().
        var opened = false
        for _ in 0..<20_000 where !opened {
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd")) ?? []
            opened = descriptors.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process.processIdentifier)/fd/\($0)")) == journal }
            if !opened { sched_yield() }
        }
        #expect(opened)
        // Meanwhile a merge renames a new file over the journal (it waits for no exclusive lock).
        let merged = try Self.run(["merge", journal, phone, "-o", journal])
        #expect(merged.status == 0, "\(merged.stderr)")
        close(reader)
        readerOpen = false
        process.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        // The acknowledged line is in the file the path names now, with the merged events.
        let text = String(decoding: Self.bytes(journal), as: UTF8.self)
        #expect(!printed.isEmpty && text.contains(printed.trimmingCharacters(in: .newlines)), "\(text)")
        #expect(text.contains("\"Tea\"") && text.contains("\"Apple\""))
        #expect(try Self.run(["check", "-f", journal]).status == 0)
    }

    @Test func anAppendThatHoldsTheLockFollowsARenameOverTheJournal() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        // Long enough to replay that the rename lands while the append holds the lock.
        var stdin = ""
        for index in 0..<60_000 { stdin += #"{"type":"food.logged","data":{"name":"A\#(index)","calories":1,"date":"2026-11-20"}}"# + "\n" }
        #expect(try Self.run(["append", "-", "-f", journal], stdin: stdin, timeLimit: 300).status == 0)
        unlink(journal + ".snapshot")  // so the append replays every line while it holds the lock
        let other = folder.file("other.jsonl")
        #expect(try Self.run(["append", "-f", other, "food.logged", "--name", "Tea", "--calories", "2"]).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LedgerProcess.binaryPath)
        process.arguments = ["append", "-f", journal, "food.logged", "--name", "Pear", "--calories", "57"]
        process.environment = ["TZ": "UTC", "MEAL_LEDGER_DEVICE": "laptop"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait (bounded) until the append holds its exclusive lock, then rename over the journal.
        var locked = false
        for _ in 0..<200_000 where !locked {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            locked = locks.split(separator: "\n").contains { $0.contains("FLOCK") && $0.contains("WRITE") && $0.contains(" \(process.processIdentifier) ") }
            if !locked { sched_yield() }
        }
        #expect(rename(other, journal) == 0)
        process.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        let text = String(decoding: Self.bytes(journal), as: UTF8.self)
        #expect(!printed.isEmpty && text.contains(printed.trimmingCharacters(in: .newlines)),
                "the acknowledged line is not in the journal (lock seen: \(locked))")
        #expect(try Self.run(["check", "-f", journal]).status == 0)
    }

    // MARK: 4. Modes

    @Test func everyFileThisProgramCreatesIsTheOwnersAlone() throws {
        let folder = TemporaryDirectory()
        let previous = umask(0o022)
        defer { umask(previous) }
        let journal = folder.file("j.jsonl")
        var stdin = ""
        for index in 0..<2_100 { stdin += #"{"type":"food.logged","data":{"name":"Apple \#(index)","calories":95,"date":"2026-11-20"}}"# + "\n" }
        #expect(try Self.run(["append", "-", "-f", journal], stdin: stdin).status == 0)
        #expect(Self.mode(journal) == 0o600)
        #expect(try Self.run(["day", "2026-11-20", "-f", journal]).status == 0)
        #expect(Self.mode(journal + ".snapshot") == 0o600)
        // A torn line saved aside.
        let handle = FileHandle(forWritingAtPath: journal)!
        handle.seekToEndOfFile()
        handle.write(Data(#"{"id":"torn"#.utf8))
        try handle.close()
        let repaired = try Self.run(["repair", "-f", journal])
        #expect(repaired.status == 0, "\(repaired.stderr)")
        let sides = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("torn-line") }
        #expect(sides.count == 1 && Self.mode(folder.file(sides[0])) == 0o600)
        // Merge output, new: 0600; replacing a file keeps its mode, whatever it was.
        let merged = folder.file("merged.jsonl")
        #expect(try Self.run(["merge", journal, journal, "-o", merged]).status == 0)
        #expect(Self.mode(merged) == 0o600)
        chmod(merged, 0o640)
        #expect(try Self.run(["merge", journal, journal, "-o", merged]).status == 0)
        #expect(Self.mode(merged) == 0o640)
        // The default folder.
        let home = folder.file("home")
        let defaulted = try LedgerProcess.run(["init"], environment: ["HOME": home, "TZ": "UTC", "MEAL_LEDGER_JOURNAL": "",
                                                                       "XDG_DATA_HOME": ""])
        #expect(defaulted.status == 0, "\(defaulted.stderr)")
        #expect(Self.mode(home + "/.local/share/meal-ledger") == 0o700)
        #expect(Self.mode(home + "/.local/share/meal-ledger/journal.jsonl") == 0o600)
    }

    // MARK: 5. A huge name costs output, never rows × the widest cell

    @Test func aMillionCharacterNameCostsItsOwnLengthOnly() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        #expect(try Self.run(["append", "-f", journal, "food.logged", "--name", "Apple", "--calories", "95",
                              "--date", "2026-11-20"]).status == 0)
        // Only a hand edit (or an older release) can hold such a name: appends refuse it.
        let long = String(repeating: "x", count: 1_000_000)
        let refused = try Self.run(["append", "-", "-f", journal],
                                   stdin: #"{"type":"food.logged","data":{"name":"\#(long)","calories":1}}"# + "\n")
        #expect(refused.status == 1 && refused.stderr.contains("'name' must be at most 200 characters, got 1000000"))
        var text = String(decoding: Self.bytes(journal), as: UTF8.self)
        for index in 0..<50 {
            let name = index == 0 ? long : "Pear \(index)"
            text += #"{"id":"0193a000-0000-7000-8000-\#(String(format: "%012d", index + 1))","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-9000-\#(String(format: "%012d", index + 1))","date":"2026-11-20","name":"\#(name)","calories":1,"source":"manual"}}"# + "\n"
        }
        FileManager.default.createFile(atPath: journal, contents: Data(text.utf8))
        for report in [["log"], ["day", "2026-11-20"], ["audit", "2026-11-20"]] {
            let result = try Self.run(report + ["-f", journal], timeLimit: 60)
            #expect(result.status == 0 && !result.timedOut, "\(report): \(result.stderr)")
            // The long name once, every other row at most padded to 200 columns.
            #expect(result.stdout.utf8.count < 1_000_000 + 51 * 400, "\(report): \(result.stdout.utf8.count) bytes")
        }
        let check = try Self.run(["check", "-f", journal])
        #expect(check.stdout.contains("warning: 'name' must be at most 200 characters, got 1000000"))
    }

    // MARK: 6. Planted symlinks are never written through

    @Test func aSnapshotSymlinkIsReplacedNotWrittenThrough() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        var stdin = ""
        for index in 0..<2_100 { stdin += #"{"type":"food.logged","data":{"name":"Apple \#(index)","calories":95,"date":"2026-11-20"}}"# + "\n" }
        #expect(try Self.run(["append", "-", "-f", journal], stdin: stdin).status == 0)
        let victim = folder.write("victim.txt", "precious\n")
        symlink(victim, journal + ".snapshot")
        // Every name an older release used for its temporary snapshot, for the next pids.
        for pid in 1..<64 { symlink(victim, journal + ".snapshot.tmp-\(getpid() + Int32(pid))") }
        #expect(try Self.run(["day", "2026-11-20", "-f", journal]).status == 0)
        #expect(try Self.run(["snapshot", "-f", journal]).status == 0)
        #expect(try Self.run(["append", "-f", journal, "food.logged", "--name", "Pear", "--calories", "5"]).status == 0)
        #expect(String(decoding: Self.bytes(victim), as: UTF8.self) == "precious\n")
        var info = stat()
        #expect(lstat(journal + ".snapshot", &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    // MARK: 7. Control characters

    @Test func controlCharactersAreRefusedWarnedAndShownEscaped() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        #expect(try Self.run(["append", "-f", journal, "food.logged", "--name", "Apple", "--calories", "95",
                              "--date", "2026-11-20"]).status == 0)
        let before = Self.bytes(journal)
        for name in ["Evil\u{1B}]52;c;aGVsbG8=\u{07}", "bell\u{07}", "c1\u{9B}31m", "del\u{7F}", "tab\there"] {
            let refused = try Self.run(["append", "-f", journal, "food.logged", "--name", name, "--calories", "1"])
            #expect(refused.status == 1 && refused.stderr.contains("'name' must not contain control characters"),
                    "\(name.debugDescription): \(refused.stderr)")
            #expect(Self.bytes(journal) == before)
        }
        // NUL cannot travel in an argument: it comes in JSON.
        let nul = try Self.run(["append", "-", "-f", journal],
                               stdin: #"{"type":"food.logged","data":{"name":"nul\u0000x","calories":1}}"# + "\n")
        #expect(nul.status == 1 && nul.stderr.contains("'name' must not contain control characters (found U+0000)"),
                "\(nul.stderr)")
        #expect(Self.bytes(journal) == before)
        // A hand-edited line carrying ESC: kept, warned by check, escaped in every table.
        var text = String(decoding: before, as: UTF8.self)
        text += #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-9000-000000000001","date":"2026-11-20","name":"Evil\u001b]52;c;aGVsbG8=\u0007","calories":1,"source":"manual"}}"# + "\n"
        FileManager.default.createFile(atPath: journal, contents: Data(text.utf8))
        let check = try Self.run(["check", "-f", journal])
        #expect(check.stdout.contains(":3: warning: 'name' must not contain control characters (found U+001B)"), "\(check.stdout)")
        for report in [["day", "2026-11-20"], ["audit", "2026-11-20"], ["log"]] {
            let result = try Self.run(report + ["-f", journal])
            #expect(result.status == 0)
            #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F },
                    "\(report) printed a control character raw")
            #expect(result.stdout.contains("\\u001b]52;c;aGVsbG8=\\u0007"), "\(report): \(result.stdout)")
        }
    }

    // MARK: 8. merge -o onto a symlink and onto a device

    @Test func mergeOntoASymlinkReplacesItsTargetAndRefusesDevices() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        #expect(try Self.run(["append", "-f", journal, "food.logged", "--name", "Apple", "--calories", "95"]).status == 0)
        try FileManager.default.createDirectory(atPath: folder.file("synced"), withIntermediateDirectories: true)
        let target = folder.file("synced/journal.jsonl")
        FileManager.default.createFile(atPath: target, contents: Data())
        chmod(target, 0o600)
        let link = folder.file("link.jsonl")
        symlink("synced/journal.jsonl", link)
        let merged = try Self.run(["merge", journal, journal, "-o", link])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "synced/journal.jsonl")
        #expect(Self.bytes(target) == Self.bytes(journal))
        #expect(Self.mode(target) == 0o600)
        for device in ["/dev/null", folder.file("fifo")] {
            if device.hasSuffix("fifo") { mkfifo(device, 0o600) }
            let refused = try Self.run(["merge", journal, journal, "-o", device], timeLimit: 30)
            #expect(refused.status == 1 && !refused.timedOut && refused.stderr.contains("not a regular file"),
                    "\(device): \(refused.stderr)")
            var info = stat()
            #expect(lstat(device, &info) == 0 && info.st_mode & S_IFMT != S_IFREG, "\(device) was replaced")
        }
    }

    // MARK: 9. FIFOs never block

    @Test func aFIFOAsJournalOrSnapshotIsRefusedAtOnce() throws {
        let folder = TemporaryDirectory()
        let fifo = folder.file("fifo.jsonl")
        mkfifo(fifo, 0o600)
        for command in [["day"], ["log"], ["check"], ["meals"], ["week"], ["audit", "2026-11-20"], ["snapshot"],
                        ["repair"], ["append", "food.logged", "--name", "A", "--calories", "1"], ["diff", fifo, fifo],
                        ["merge", fifo, fifo]] {
            let journalFlag = command[0] == "diff" || command[0] == "merge" ? [] : ["-f", fifo]
            let result = try Self.run(command + journalFlag, timeLimit: 20)
            #expect(!result.timedOut && result.status != 0, "\(command) blocked or passed")
            #expect(result.stderr.contains("\(fifo): is a FIFO (named pipe), not a regular file"), "\(command): \(result.stderr)")
        }
        let journal = folder.file("j.jsonl")
        #expect(try Self.run(["append", "-f", journal, "food.logged", "--name", "Apple", "--calories", "95",
                              "--date", "2026-11-20"]).status == 0)
        mkfifo(journal + ".snapshot", 0o600)
        let appended = try Self.run(["append", "-f", journal, "food.logged", "--name", "Pear", "--calories", "5",
                                     "--date", "2026-11-20"], timeLimit: 20)
        #expect(appended.status == 0 && !appended.timedOut, "\(appended.stderr)")
        let day = try Self.run(["day", "2026-11-20", "-f", journal], timeLimit: 20)
        #expect(day.status == 0 && day.stdout.contains("Pear"))
        #expect(day.stderr.contains("\(journal).snapshot: is a FIFO (named pipe), not a regular file"), "\(day.stderr)")
    }

    // MARK: 10. Temporary files of killed runs

    @Test func temporaryFilesOfDeadWritersAreRemovedByTheNextWriter() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        var stdin = ""
        for index in 0..<2_100 { stdin += #"{"type":"food.logged","data":{"name":"Apple \#(index)","calories":95,"date":"2026-11-20"}}"# + "\n" }
        #expect(try Self.run(["append", "-", "-f", journal], stdin: stdin).status == 0)
        // A pid that surely names no process now: one that has exited.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = gone.processIdentifier
        let stale = [".j.jsonl.tmp-\(dead)-00000000deadbeef", ".j.jsonl.snapshot.tmp-\(dead)-00000000deadbeef",
                     ".out.jsonl.tmp-\(dead)-00000000deadbeef"]
        for name in stale { folder.write(name, "health data") }
        // A writer that still lives keeps its file.
        let alive = folder.write(".j.jsonl.snapshot.tmp-\(getpid())-00000000cafecafe", "mine")
        #expect(try Self.run(["snapshot", "-f", journal]).status == 0)
        #expect(try Self.run(["merge", journal, journal, "-o", folder.file("out.jsonl")]).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!left.contains(stale[1]) && !left.contains(stale[2]), "\(left)")
        #expect(FileManager.default.fileExists(atPath: alive))
        // A new journal's temporary file goes the same way.
        let fresh = folder.file("new/j.jsonl")
        try FileManager.default.createDirectory(atPath: folder.file("new"), withIntermediateDirectories: true)
        folder.write("new/.j.jsonl.tmp-\(dead)-0000000000000001", "old")
        #expect(try Self.run(["append", "-f", fresh, "food.logged", "--name", "A", "--calories", "1"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("new")) == ["j.jsonl"])
    }

    // MARK: 11. Another format

    @Test func aJournalOfAnotherFormatIsRefusedByEveryCommand() throws {
        let folder = TemporaryDirectory()
        let journal = folder.write("j.jsonl", #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"journal.created","data":{"format":"meal-ledger/2"}}"# + "\n")
        let before = Self.bytes(journal)
        for command in [["day", "2026-11-20"], ["log"], ["check"], ["meals"], ["week", "2026-11-20"],
                        ["audit", "2026-11-20"], ["snapshot"], ["append", "food.logged", "--name", "A", "--calories", "1"],
                        ["diff", journal, journal], ["merge", journal, journal], ["replay", "--line", "1", "day"]] {
            let journalFlag = command[0] == "diff" || command[0] == "merge" ? [] : ["-f", journal]
            let result = try Self.run(command + journalFlag)
            #expect(result.status == 3, "\(command): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("\(journal):1: the journal is in format 'meal-ledger/2'; this release reads 'meal-ledger/1' only"),
                    "\(command): \(result.stderr)")
        }
        #expect(Self.bytes(journal) == before)
        // However the first line is dressed or whatever its format member holds.
        let created = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"journal.created","data":"#
        let food = #"{"id":"0193a000-0000-7000-8000-000000000002","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-9000-000000000002","date":"2026-11-20","name":"Tea","calories":2,"source":"manual"}}"#
        let variants: [(String, String)] = [
            ("\u{FEFF}" + created + #"{"format":"meal-ledger/2"}}"#, "'meal-ledger/2'"),
            (created + #"{"format":"meal-ledger/2"}}"# + "\r", "'meal-ledger/2'"),
            (created + #"{"format":2}}"#, "'2'"),
            (created + #"{"format":"meal-ledger/1","format":"meal-ledger/2"}}"#, "'meal-ledger/2'"),
            (created + "{}}", "names no format"),
        ]
        for (first, named) in variants {
            let path = folder.write("v.jsonl", first + "\n" + food + "\n")
            for command in [["day", "2026-11-20"], ["check"], ["log"]] {
                let result = try Self.run(command + ["-f", path])
                #expect(result.status == 3 && result.stderr.contains(named), "\(first.debugDescription) \(command): \(result.stderr)")
            }
        }
    }
}
