import Foundation
import Testing
import TestSupport

/// An output file never replaces a journal it was not asked to (third attack): `merge A B -o C`
/// over a third journal erased C's events, and `report --html` wrote HTML over another journal.
/// Through the built binary, on temporary journals.
@Suite struct OutputNeverReplacesAJournalTests {
    /// Journals a, b and c in one folder, each with one food eaten.
    static func journals() throws -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        for (name, food) in [("a", "banana"), ("b", "apple"), ("c", "kiwi")] {
            let result = try LedgerProcess.run(["eat", food, "-f", folder.file("\(name).jsonl"), "--date", "2026-11-20"])
            try #require(result.status == 0, "\(result.stderr)")
        }
        return folder
    }

    @Test func mergeRefusesToWriteOverAThirdJournal() throws {
        let folder = try Self.journals()
        let before = folder.read("c.jsonl")
        for dryRun in [[], ["--dry-run"]] {
            let merged = try LedgerProcess.run(["merge", folder.file("a.jsonl"), folder.file("b.jsonl"), "-o", folder.file("c.jsonl")] + dryRun)
            #expect(merged.status == 1, "\(merged.stderr)")
            #expect(merged.stderr.contains("is a journal with 2 events neither"), "\(merged.stderr)")
        }
        #expect(folder.read("c.jsonl") == before)
    }

    @Test func mergeMayReplaceAJournalWhoseEventsBothSidesHold() throws {
        // Git's conflict resolution merges its two copies into the working journal (README).
        let folder = try Self.journals()
        let copy = try LedgerProcess.run(["merge", folder.file("a.jsonl"), folder.file("b.jsonl"), "-o", folder.file("ab.jsonl")])
        try #require(copy.status == 0, "\(copy.stderr)")
        let again = try LedgerProcess.run(["merge", folder.file("a.jsonl"), folder.file("b.jsonl"), "-o", folder.file("ab.jsonl")])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func mergeStillWritesOverAOrBHoweverItIsNamedAndMakesNewFiles() throws {
        let folder = try Self.journals()
        let intoA = try LedgerProcess.run(["merge", folder.file("a.jsonl"), folder.file("b.jsonl"), "-o", folder.file("a.jsonl")])
        #expect(intoA.status == 0, "\(intoA.stderr)")
        // The same file by another name is the same journal.
        let intoB = try LedgerProcess.run(["merge", folder.file("a.jsonl"), folder.file("b.jsonl"), "-o", folder.file("./b.jsonl")])
        #expect(intoB.status == 0, "\(intoB.stderr)")
        let fresh = try LedgerProcess.run(["merge", folder.file("a.jsonl"), folder.file("b.jsonl"), "-o", folder.file("new.jsonl")])
        #expect(fresh.status == 0, "\(fresh.stderr)")
    }

    @Test func anHTMLReportNeverReplacesAnotherJournal() throws {
        let folder = try Self.journals()
        let before = folder.read("c.jsonl")
        let report = try LedgerProcess.run(["report", "--html", folder.file("c.jsonl"), "-f", folder.file("a.jsonl")])
        #expect(report.status == 1, "\(report.stderr)")
        #expect(folder.read("c.jsonl") == before)
        let html = try LedgerProcess.run(["report", "--html", folder.file("r.html"), "-f", folder.file("a.jsonl")])
        #expect(html.status == 0, "\(html.stderr)")
    }
}
