import Foundation
import Testing
import TestSupport

/// From the attack on the merged build: a `PATH.pending-batch` record left by a kill outlived
/// its batch, and `merge -o` wrote a new journal on the same path (ext4 gave it the old inode
/// back), so the record seemed to describe a cut batch of the new file: its lines were hidden
/// and `repair` would cut them. Replacing a journal whole discards the record beside it.
@Suite struct StaleBatchRecordTests {
    @Test func mergeIntoAJournalDiscardsTheRecordBesideIt() throws {
        let folder = TemporaryDirectory()
        let a = folder.file("a.jsonl")
        let b = folder.file("b.jsonl")
        let environment = ["TZ": "UTC", "MEAL_LEDGER_DEVICE": "one"]
        #expect(try LedgerProcess.run(["eat", "apple", "--date", "2026-11-20", "-f", a], environment: environment).status == 0)
        #expect(try LedgerProcess.run(["eat", "banana", "--date", "2026-11-20", "-f", b],
                                      environment: ["TZ": "UTC", "MEAL_LEDGER_DEVICE": "two"]).status == 0)
        // A record beside A, as a kill after its batch was written leaves it.
        folder.write("a.jsonl.pending-batch", "meal-ledger-batch/1 device=1 inode=2 offset=3 length=40 lines=2 hash=5 before=6\n")
        let merged = try LedgerProcess.run(["merge", a, b, "-o", a], environment: environment)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(!FileManager.default.fileExists(atPath: a + ".pending-batch"))
        let check = try LedgerProcess.run(["check", "-f", a], environment: environment)
        #expect(check.status == 0 && check.stdout.contains("0 errors"), "\(check.stdout)\(check.stderr)")
    }
}
