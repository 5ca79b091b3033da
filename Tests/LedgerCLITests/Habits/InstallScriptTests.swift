import Foundation
import Testing
import TestSupport

/// `tools/install`: its plan (`--dry-run`), its refusals, and that it says which `ledger` wins
/// when another (ledger-cli) is on the PATH. `.ci/run` runs a real install.
@Suite struct InstallScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("tools/install").path

    static func install(_ arguments: [String], path: String = "/usr/bin:/bin") throws -> LedgerProcess.Result {
        try ProgramRun.run("/bin/bash", [script] + arguments, environment: ["PATH": path, "HOME": "/nonexistent-home"])
    }

    @Test func aDryRunPrintsThePlanAndWritesNothing() throws {
        let folder = TemporaryDirectory()
        let prefix = folder.file("prefix")
        // Another `ledger` on the PATH, as ledger-cli's /usr/bin/ledger would be.
        let other = folder.file("other")
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: other + "/ledger", contents: Data("#!/bin/sh\n".utf8),
                                       attributes: [.posixPermissions: 0o755])
        let result = try Self.install(["--dry-run", "--prefix", prefix], path: "/usr/bin:/bin:" + other)
        #expect(result.status == 0, "\(result.stderr)")
        let share = prefix + "/share"
        #expect(result.stdout == """
            would build:   swift build -c release --static-swift-stdlib --product ledger
            would make:    \(prefix)/bin \(share)/bash-completion/completions \(share)/man/man1
            would install: \(prefix)/bin/ledger (from (the release build)/ledger)
            would link:    \(prefix)/bin/meal-ledger -> ledger
            would write:   \(share)/bash-completion/completions/ledger (ledger completions bash)
            would link:    \(share)/bash-completion/completions/meal-ledger -> ledger
            would write:   \(share)/man/man1/ledger.1 (ledger help --man)
            would link:    \(share)/man/man1/meal-ledger.1 -> ledger.1
            note:    \(other)/ledger is another 'ledger' (ledger-cli?). Whichever folder comes first on PATH wins;
                     'meal-ledger' always runs this one, and 'man meal-ledger' shows its page (see README, Install).
            note:    \(prefix)/bin is not on PATH; add it, e.g. in ~/.bashrc: export PATH="\(prefix)/bin:$PATH"
            dry run: nothing was built or written

            """)
        #expect(!FileManager.default.fileExists(atPath: prefix))
    }

    @Test func thePrefixDefaultsToLocalUnderHome() throws {
        let result = try Self.install(["--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("would install: /nonexistent-home/.local/bin/ledger "))
        #expect(result.stdout.contains("would write:   /nonexistent-home/.local/share/man/man1/ledger.1 "))
    }

    @Test func anUnknownOptionIsAUsageError() throws {
        let result = try Self.install(["--prefx", "/tmp"])
        #expect(result.status == 2)
        #expect(result.stderr == "tools/install: unknown option '--prefx' (give --prefix DIR, --dry-run or --help)\n")
        #expect(try Self.install(["--prefix"]).status == 2)
    }
}
