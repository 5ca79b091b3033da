import Foundation
@testable import FuzzChecks
import Testing

/// The import fuzz target's check over its seed corpus and every input it ever found a
/// problem with (tools/fuzz/regressions/import-rows), as `FuzzCorpusTests` does for the others.
/// One at a time: the check works in one folder per process.
@Suite(.serialized) struct ImportRowsCorpusTests {
    @Test func everyImportInputKeepsTheImportsPromises() throws {
        let files = try FuzzCorpusTests.inputs("import-rows")
        #expect(files.count >= 20)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try ImportRowsCheck.run(bytes) }
        }
    }

    @Test func aRowTheSeedJournalHoldsIsFoundThereAndNotAppendedAgain() throws {
        // The seed journal's imported row is there: the check sees it as already present.
        let bytes = Array("date,name,calories\n2026-11-16,Egg,70\n".utf8)
        #expect(throws: Never.self) { try ImportRowsCheck.run(bytes) }
        let journal = try String(contentsOfFile: ImportRowsCheck.journal, encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 3, "the Egg row was appended again: \(journal)")
    }
}
