import Foundation
import Testing
import TestSupport
@testable import LedgerCLI
@testable import MealLedger

/// SPEC 16: export then import into the same journal adds nothing; every exported row has
/// every column of the header, weigh-ins included.
@Suite struct ExportImportSameJournalTests {
    @Test func exportThenImportIntoTheSameJournalAddsNothing() throws {
        forAllCases(100, seed: 16_100) { testCase in
            let ledger = InProcessLedger()
            let events = testCase.random.validJournal(events: Int.random(in: 2...40, using: &testCase.random))
            ledger.folder.write("journal.jsonl", journalText(events))
            let export = ledger.run(["export", "csv"])
            testCase.check(export.status == 0, export.stderr)
            let header = export.stdout.split(separator: "\r\n").first.map { $0.split(separator: ",").count } ?? 0
            let file = ledger.folder.write("export.csv", export.stdout)
            let before = ledger.journalBytes
            let imported = ledger.run(["import", "csv", file])
            let hasRows = export.stdout.split(separator: "\r\n").count > 1
            testCase.check(imported.status == 0 || !hasRows, "import: \(imported.stderr)")
            testCase.check(ledger.journalBytes == before, "the import appended to the journal it was exported from: \(imported.stdout)")
            // Each exported row has as many fields as the header (no field in these rows holds a comma).
            for row in export.stdout.split(separator: "\r\n").dropFirst() where !row.contains("\"") {
                testCase.check(row.split(separator: ",", omittingEmptySubsequences: false).count == header,
                               "a row narrower than the header: \(row)")
            }
        }
    }

    @Test func anEntryRemovedSinceTheExportIsImportedAgain() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "food.logged", "--date", "2026-11-16", "--name", "Oats", "--calories", "150"])
        let export = ledger.run(["export", "csv"])
        let file = ledger.folder.write("export.csv", export.stdout)
        #expect(ledger.run(["undo"]).status == 0)
        let imported = ledger.run(["import", "csv", file, "--json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("\"appended\":1"), "\(imported.stdout)")
    }
}
