import Foundation
import Testing
import TestSupport

/// A dry run refuses what the real run refuses (found by the attack on the merged build):
/// `init` under a path whose "folder" is a file said "would create", and `merge -o` into a
/// folder that does not exist said "would merge"; the real runs refused, `init` with advice to
/// run the command that had just failed.
@Suite struct DryRunAgreesWithRunTests {
    static func ledger(_ arguments: [String], in folder: TemporaryDirectory) throws -> LedgerProcess.Result {
        try LedgerProcess.run(arguments, environment: ["HOME": folder.path])
    }

    @Test(arguments: ["afile/journal.jsonl", "afile/deeper/journal.jsonl"])
    func initUnderAFileRefusesInADryRunAsInARealOneSayingItIsNoFolder(relative: String) throws {
        let folder = TemporaryDirectory()
        try Data("not a folder\n".utf8).write(to: URL(fileURLWithPath: folder.file("afile")))
        for dryRun in [true, false] {
            let result = try Self.ledger(["init", "-f", folder.file(relative)] + (dryRun ? ["--dry-run"] : []), in: folder)
            #expect(result.status == 1, "dry run \(dryRun): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("is not a folder") || result.stderr.contains("Not a directory"),
                    "dry run \(dryRun): \(result.stderr)")
            #expect(!result.stderr.contains("ledger init -f"), "no advice to run what failed: \(result.stderr)")
        }
        #expect(try String(contentsOfFile: folder.file("afile"), encoding: .utf8) == "not a folder\n")
    }

    @Test func mergeIntoAMissingFolderRefusesInADryRunAsInARealOne() throws {
        let folder = TemporaryDirectory()
        for name in ["a.jsonl", "b.jsonl"] { #expect(try Self.ledger(["init", "-f", folder.file(name)], in: folder).status == 0) }
        let words = ["merge", folder.file("a.jsonl"), folder.file("b.jsonl"), "-o", folder.file("nodir/out.jsonl")]
        let dry = try Self.ledger(words + ["--dry-run"], in: folder)
        let real = try Self.ledger(words, in: folder)
        #expect(dry.status == 1 && real.status == 1, "\(dry.stderr) / \(real.stderr)")
        #expect(dry.stderr == real.stderr)
        #expect(!FileManager.default.fileExists(atPath: folder.file("nodir")))
    }
}
