import Foundation
import Testing
import TestSupport

/// A journal holding an event of a type this release does not know, through the built binary
/// (SPEC 15): `check` warns naming the line, reports say on stderr how many were left out,
/// appends, merges and diffs keep the line as written.
@Suite struct UnknownEventTypeEndToEndTests {
    static let created = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"journal.created","data":{"format":"meal-ledger/1"}}"#
    static let apple = #"{"id":"0193a000-0000-7000-8000-000000000002","at":"2026-11-20T12:00:01.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000003","date":"2026-11-20","name":"Apple","calories":95,"source":"manual"}}"#
    static let mood = #"{"id":"0193a000-0000-7000-8000-000000000004","at":"2026-11-20T12:00:02.000Z","device":"phone","type":"mood.logged","data":{"mood":"good","scores":[1,2.50],"date":"2026-11-20"}}"#
    static let sleep = #"{"id":"0193a000-0000-7000-8000-000000000005","at":"2026-11-20T12:00:03.000Z","device":"phone","type":"sleep.logged","data":{"hours":7.5}}"#
    static let note = "2 events of types this release does not know were left out (written by a newer version?)"

    static func journal(in folder: TemporaryDirectory, _ name: String = "journal.jsonl") -> String {
        folder.write(name, [created, mood, apple, sleep].joined(separator: "\n") + "\n")
    }

    @Test func checkWarnsOnEachLineNamingTheTypeAndExitsZero() throws {
        let folder = TemporaryDirectory()
        let path = Self.journal(in: folder)
        let result = try LedgerProcess.run(["check", "-f", path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(path):2: warning: event type 'mood.logged' is not known to this release"))
        #expect(result.stdout.contains("\(path):4: warning: event type 'sleep.logged' is not known to this release"))
    }

    @Test(arguments: [["day", "2026-11-20"], ["week", "2026-11-20"], ["report", "--from", "2026-11-20", "--to", "2026-11-20"],
                      ["meals"], ["day", "2026-11-20", "--json"], ["audit", "2026-11-20"]])
    func everyReportPrintsOneLineOnStderrSayingHowManyWereLeftOut(_ words: [String]) throws {
        let folder = TemporaryDirectory()
        let path = Self.journal(in: folder)
        let result = try LedgerProcess.run(words + ["-f", path])
        #expect(result.status == 0, "\(words): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").filter { $0 == Self.note }.count == 1, "\(words): \(result.stderr)")
    }

    @Test func aJournalWithoutThemPrintsNoSuchLine() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("plain.jsonl", [Self.created, Self.apple].joined(separator: "\n") + "\n")
        let result = try LedgerProcess.run(["day", "2026-11-20", "-f", path])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func appendsStillWorkAndKeepTheLinesAsWritten() throws {
        let folder = TemporaryDirectory()
        let path = Self.journal(in: folder)
        let before = folder.read("journal.jsonl")
        let food = try LedgerProcess.run(["append", "food.logged", "--name", "Pear", "--calories", "50",
                                          "--date", "2026-11-20", "-f", path])
        #expect(food.status == 0, "\(food.stderr)")
        let weigh = try LedgerProcess.run(["weigh", "72.4", "--date", "2026-11-20", "-f", path])
        #expect(weigh.status == 0, "\(weigh.stderr)")
        let after = folder.read("journal.jsonl")
        #expect(Array(after.prefix(before.count)) == before, "the lines before the appends are unchanged")
        let day = try LedgerProcess.run(["day", "2026-11-20", "--json", "-f", path])
        #expect(day.stdout.contains("\"calories\":145"), "\(day.stdout)")
    }

    @Test func anUnknownTypeIsNeverAppendedFromFlags() throws {
        let folder = TemporaryDirectory()
        let path = Self.journal(in: folder)
        let before = folder.read("journal.jsonl")
        let result = try LedgerProcess.run(["append", "unknown", "--data", "{}", "-f", path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("type"), "\(result.stderr)")
        #expect(folder.read("journal.jsonl") == before)
    }

    @Test func mergeAndDiffKeepThemAsWritten() throws {
        let folder = TemporaryDirectory()
        let a = Self.journal(in: folder, "a.jsonl")
        let b = folder.write("b.jsonl", [Self.created, Self.apple].joined(separator: "\n") + "\n")
        let out = folder.file("merged.jsonl")
        let merge = try LedgerProcess.run(["merge", a, b, "-o", out])
        #expect(merge.status == 0, "\(merge.stderr)")
        let merged = String(decoding: folder.read("merged.jsonl"), as: UTF8.self)
        #expect(merged.contains(Self.mood + "\n") && merged.contains(Self.sleep + "\n"), "\(merged)")
        let diff = try LedgerProcess.run(["diff", a, b])
        #expect(diff.stdout.contains("mood.logged") && diff.stdout.contains("sleep.logged"), "\(diff.stdout)")
    }
}
