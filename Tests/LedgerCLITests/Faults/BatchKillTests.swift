import Foundation
@testable import MealLedger
import Testing
import TestSupport

/// Big `fix` and `copy` batches killed with SIGKILL at random points of their run (SPEC 18,
/// issue 25): after each kill and `ledger repair`, every batch is wholly there or wholly
/// absent, never half, and `ledger check` passes. Before the repair, readers see none of a
/// batch cut short. tools/crash-test runs the same loop with the release binary, longer.
@Suite struct BatchKillTests {
    /// `BATCH_KILL_ROUNDS` runs more.
    static let rounds = ProcessInfo.processInfo.environment["BATCH_KILL_ROUNDS"].flatMap { Int($0) } ?? 40
    static let copiedEntries = 2_000
    static let mealItems = 8_000
    static let environment = ["TZ": "UTC", "MEAL_LEDGER_DEVICE": "kill"]

    static func run(_ arguments: [String], stdin: String = "") throws -> LedgerProcess.Result {
        try LedgerProcess.run(arguments, stdin: stdin, environment: environment)
    }

    static func text(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    /// The base journal: 2,000 foods on 2026-11-01 (a copy of that day is a batch of 2,000
    /// lines, ~500 KB in one write) and a meal of 8,000 items logged on 2026-11-02 (a fix of
    /// it is a batch of its removal and a ~700 KB line). Returns the meal entry's id.
    static func makeBase(_ path: String) throws -> String {
        var stdin = ""
        for index in 0..<copiedEntries {
            stdin += #"{"type":"food.logged","data":{"name":"Food \#(index)","calories":\#(index % 700),"protein":1.5,"date":"2026-11-01"}}"# + "\n"
        }
        let ingredients = (0..<mealItems).map { #"{"name":"item \#($0)","quantity":2,"unit":"g","calories":\#($0 % 90 + 1)}"# }
        stdin += #"{"type":"meal.created","data":{"name":"Buffet","ingredients":["# + ingredients.joined(separator: ",") + "]}}\n"
        #expect(try run(["append", "-", "-f", path], stdin: stdin).status == 0)
        #expect(try run(["eat", "Buffet", "--date", "2026-11-02", "-f", path]).status == 0)
        #expect(try run(["snapshot", "-f", path]).status == 0)
        let last = try #require(text(path).split(separator: "\n").last)
        return try #require(try Event(line: String(last)).entryId).description
    }

    /// How a round's command ended.
    enum Ending { case finished(Int32), killed }

    /// When a round's kill is sent.
    enum Moment {
        /// `spin` microseconds after the start, by the clock (no sleeping).
        case afterStart
        /// `spin` turns of a busy loop after the batch record appears (before, while and
        /// after it is flushed).
        case afterRecord
        /// `spin` turns after the journal starts to grow: inside the write, or just after it.
        case afterGrowth(from: Int64)
    }

    /// Runs `ledger ARGUMENTS` and kills it with SIGKILL at `moment`.
    static func runAndKill(_ arguments: [String], journal: String, record: String, at moment: Moment, spin: Int) throws -> Ending {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LedgerProcess.binaryPath)
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let started = DispatchTime.now().uptimeNanoseconds
        var sent = false
        var info = stat()
        // The journal held open: an fstat is the quickest look at its size, to be in time for
        // a write that lasts a fraction of a millisecond.
        let watched = open(journal, O_RDONLY | O_CLOEXEC)
        defer { close(watched) }
        var looks = 0
        while !sent {
            looks += 1
            if looks % 256 == 0, !process.isRunning { break }
            let due: Bool
            switch moment {
            case .afterStart: due = DispatchTime.now().uptimeNanoseconds - started >= UInt64(spin) * 1000
            case .afterRecord: due = access(record, F_OK) == 0
            case .afterGrowth(let size): due = fstat(watched, &info) == 0 && Int64(info.st_size) > size
            }
            if due {
                var turns = 0
                if case .afterStart = moment {} else { while turns < spin { turns += 1 } }
                sent = kill(pid, SIGKILL) == 0
            }
            if looks % 256 == 0, DispatchTime.now().uptimeNanoseconds - started > 120_000_000_000 { kill(pid, SIGKILL); break }
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL { return .killed }
        return .finished(process.terminationStatus)
    }

    /// What a kill inside `write` leaves, made on purpose (real kills land there only now and
    /// then): the command run on a copy, then its batch record and a random prefix of the
    /// bytes it added put on the journal, as the appender would have left them.
    static func tearOnPurpose(_ arguments: [String], journal: String, scratch: String,
                              random: inout SeededGenerator) throws {
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.copyItem(atPath: journal, toPath: scratch)
        let before = (FileManager.default.contents(atPath: journal) ?? Data()).count
        let made = try run(arguments.map { $0 == journal ? scratch : $0 })
        #expect(made.status == 0, "\(made.stderr)")
        let added = Array((FileManager.default.contents(atPath: scratch) ?? Data()).dropFirst(before))
        try FileManager.default.removeItem(atPath: scratch)
        try? FileManager.default.removeItem(atPath: scratch + ".snapshot")
        let file = try #require(try JournalFile.openExistingForAppending(journal))
        let lines = added.filter { $0 == 0x0A }.count
        #expect(try BatchIntent.record(added, lines: lines, at: Int64(before), journal: file))
        try file.appendAll(Array(added.prefix(1 + Int(random.next() % UInt64(added.count - 1)))))
    }

    @Test func killedFixAndCopyBatchesAreWhollyPresentOrWhollyAbsentAfterRepair() throws {
        let folder = TemporaryDirectory()
        let base = folder.file("base.jsonl")
        let meal = try Self.makeBase(base)
        let journal = folder.file("j.jsonl")
        let record = BatchIntent.path(for: journal)
        var random = SeededGenerator(seed: 0xBA7C_4111)
        var kills = 0, cut = 0, cutByKill = 0, whole = 0, absent = 0, madeOnPurpose = 0
        for round in 0..<Self.rounds {
            let seed = "round \(round) (seed 0xBA7C4111)"
            // A fresh copy of the base each round: every round is one batch on the same journal.
            for path in [journal, journal + ".snapshot", record] { try? FileManager.default.removeItem(atPath: path) }
            try FileManager.default.copyItem(atPath: base, toPath: journal)
            try FileManager.default.copyItem(atPath: base + ".snapshot", toPath: journal + ".snapshot")
            let isFix = round % 2 == 0
            let target = "2026-12-\(String(format: "%02d", 1 + round % 28))"
            let arguments = isFix ? ["fix", meal, "--servings", "2", "-f", journal]
                                  : ["copy", "2026-11-01", "--to", target, "-f", journal]
            // A quarter torn on purpose; of the real kills, half as soon as the journal grows.
            let roll = [0, 0, 1, 2, 3, 3, 3, 3][Int(random.next() % 8)]
            var killed = false
            if roll == 0 {
                try Self.tearOnPurpose(arguments, journal: journal, scratch: folder.file("scratch.jsonl"), random: &random)
                madeOnPurpose += 1
            } else {
                let size = Int64((FileManager.default.contents(atPath: journal) ?? Data()).count)
                let moment: Moment = roll == 1 ? .afterStart : roll == 2 ? .afterRecord : .afterGrowth(from: size)
                let spin = switch moment {
                case .afterStart: Int(random.next() % 1_500_000)
                case .afterRecord: Int(random.next() % 400_000)
                case .afterGrowth: Int(random.next() % 100)
                }
                switch try Self.runAndKill(arguments, journal: journal, record: record, at: moment, spin: spin) {
                case .killed: kills += 1; killed = true
                case .finished(let status): #expect(status == 0, "\(seed): not killed, yet exited \(status)")
                }
            }
            // Before repair: clean, or the batch named as cut short and none of it read.
            let check = try Self.run(["check", "-f", journal])
            if check.status != 0 {
                #expect(check.status == 3 && check.stdout.contains("was cut short by a crash"), "\(seed): \(check.stdout)")
                let day = try Self.run(["day", isFix ? "2026-11-02" : target, "--json", "-f", journal])
                #expect(day.stderr.contains("was cut short by a crash"), "\(seed): \(day.stderr)")
                if isFix {
                    #expect(day.stdout.contains(meal), "\(seed): the fixed entry is not in force before repair")
                } else {
                    #expect(day.stdout.contains(#""entries":[]"#), "\(seed): part of a cut copy was read")
                }
                let refused = try Self.run(["append", "food.logged", "--name", "Tea", "--calories", "2", "-f", journal])
                #expect(refused.status == 3, "\(seed): a writer wrote after a cut batch")
                let repair = try Self.run(["repair", "-f", journal])
                #expect(repair.status == 0 && repair.stdout.contains("cut a batch of"), "\(seed): \(repair.stdout) \(repair.stderr)")
                cut += 1
                if killed { cutByKill += 1 }
            }
            let after = try Self.run(["check", "-f", journal])
            #expect(after.status == 0, "\(seed): check after repair: \(after.stdout)")
            // All or none.
            let lines = Self.text(journal).split(separator: "\n")
            if isFix {
                let removals = lines.filter { $0.contains(#""type":"entry.removed""#) && $0.contains(meal) }.count
                let corrections = lines.filter { $0.contains(#""replaces":"\#(meal)""#) }.count
                #expect(removals == corrections && removals <= 1, "\(seed): \(removals) removals, \(corrections) corrections")
                if removals == 1 { whole += 1 } else { absent += 1 }
            } else {
                let copied = lines.filter { $0.contains(#""date":"\#(target)""#) }.count
                #expect(copied == 0 || copied == Self.copiedEntries, "\(seed): \(copied) of \(Self.copiedEntries) entries copied")
                if copied == 0 { absent += 1 } else { whole += 1 }
            }
            #expect(!FileManager.default.fileExists(atPath: record) || check.status == 0, "\(seed): the record outlived the repair")
        }
        #expect(cut > 0, "no round left a batch cut short")
        print("batch kill test: \(Self.rounds) fix and copy batches, \(kills) killed with SIGKILL (\(cutByKill) inside "
            + "the write), \(madeOnPurpose) torn on purpose, \(cut) cut short and repaired whole; \(whole) wholly present, \(absent) wholly absent, 0 half")
    }
}
