import Foundation
import Testing
import TestSupport

/// `--dry-run` and `--json` on the writing commands that lacked them (SPEC 17): `init`,
/// `merge -o`, `git-setup`, `repair` and `snapshot`, through the built binary. A dry run leaves
/// every byte of every file and the folder's listing as they were and says what it would do;
/// `--json` prints one object describing what was (or would be) done.
@Suite struct WritingCommandsDryRunTests {
    /// Every file under `folder` (hidden ones and `.git` included) with its bytes, and every folder.
    static func contents(of folder: String) -> [String: Data] {
        var found: [String: Data] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: folder) else { return found }
        for case let relative as String in walker {
            let path = folder + "/" + relative
            var isFolder: ObjCBool = false
            if let link = try? manager.destinationOfSymbolicLink(atPath: path) {
                found[relative] = Data(("link to " + link).utf8)
            } else if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                found[relative + "/"] = Data()
            } else {
                found[relative] = manager.contents(atPath: path) ?? Data("unreadable".utf8)
            }
        }
        return found
    }

    /// The one JSON object a run printed.
    static func object(_ result: LedgerProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(value as? [String: Any], "not one JSON object: \(result.stdout)", sourceLocation: sourceLocation)
    }

    static func ledger(_ arguments: [String], in folder: TemporaryDirectory,
                       environment: [String: String] = [:]) throws -> LedgerProcess.Result {
        try LedgerProcess.run(arguments, environment: ["HOME": folder.path].merging(environment) { $1 })
    }

    /// A journal with a journal.created line and a weigh-in.
    static func journal(_ name: String, in folder: TemporaryDirectory, kg: String = "72", device: String = "e2e") throws
        -> String {
        let path = folder.file(name)
        let made = try ledger(["weigh", kg, "-f", path], in: folder, environment: ["MEAL_LEDGER_DEVICE": device])
        #expect(made.status == 0, "\(made.stderr)")
        return path
    }

    @Test func everyOneOfTheFiveDocumentsDryRunAndJSONInItsHelp() throws {
        for command in [["init"], ["merge"], ["git-setup"], ["repair"], ["snapshot"]] {
            let help = try LedgerProcess.run(command + ["--help"])
            #expect(help.status == 0)
            for option in ["--dry-run", "--json"] {
                #expect(help.stdout.contains("[\(option)]"), "\(command[0]) --help: no \(option) in its usage")
                #expect(help.stdout.contains("    \(option) "), "\(command[0]) --help: no \(option) in its options")
            }
            let prose = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(prose.contains("--json prints {"), "\(command[0]) --help documents no JSON shape")
        }
    }

    @Test func initDryRunCreatesNeitherTheFolderNorTheJournalAndPrintsItsLine() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("new/sub/journal.jsonl")
        let before = Self.contents(of: folder.path)
        let dry = try Self.ledger(["init", "-f", path, "--dry-run"], in: folder)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(Self.contents(of: folder.path) == before)
        #expect(dry.stdout.contains("\"type\":\"journal.created\""))
        #expect(dry.stdout.contains("would create \(path) (and the folders \(folder.file("new")), \(folder.file("new/sub")))"))
        #expect(dry.stderr == "ledger init: dry run: nothing written to \(path)\n")

        let json = try Self.object(try Self.ledger(["init", "-f", path, "--dry-run", "--json"], in: folder))
        #expect(Self.contents(of: folder.path) == before)
        #expect(json["dryRun"] as? Bool == true)
        #expect(json["journal"] as? String == path)
        #expect(json["folders"] as? [String] == [folder.file("new"), folder.file("new/sub")])
        #expect((json["appended"] as? [[String: Any]])?.first?["type"] as? String == "journal.created")

        let done = try Self.ledger(["init", "-f", path, "--json"], in: folder)
        let written = try Self.object(done)
        #expect(written["dryRun"] as? Bool == false)
        #expect(written["folders"] as? [String] == [folder.file("new"), folder.file("new/sub")])
        let line = String(decoding: folder.read("new/sub/journal.jsonl"), as: UTF8.self)
        let id = (written["appended"] as? [[String: Any]])?.first?["id"] as? String
        #expect(id != nil && line.contains("\"id\":\"\(id!)\""), "the JSON names the line written")
    }

    @Test func initDryRunOnAJournalThatIsThereIsRefusedAsInitIs() throws {
        let folder = TemporaryDirectory()
        let path = try Self.journal("journal.jsonl", in: folder)
        let before = Self.contents(of: folder.path)
        let dry = try Self.ledger(["init", "-f", path, "--dry-run"], in: folder)
        let real = try Self.ledger(["init", "-f", path], in: folder)
        #expect(dry.status == 1)
        #expect(dry.status == real.status && dry.stderr == real.stderr)
        #expect(Self.contents(of: folder.path) == before)
    }

    @Test func repairDryRunCutsAndSavesNothingAndNamesWhatItWould() throws {
        let folder = TemporaryDirectory()
        let path = try Self.journal("journal.jsonl", in: folder)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"id\":\"torn".utf8))
        try handle.close()
        let before = Self.contents(of: folder.path)
        let dry = try Self.ledger(["repair", "-f", path, "--dry-run"], in: folder)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout == "\(path):3: would cut the torn last line (11 bytes); would save it to \(path).torn-line-3\n")
        #expect(Self.contents(of: folder.path) == before)

        let dryJSON = try Self.ledger(["repair", "-f", path, "--dry-run", "--json"], in: folder)
        #expect(Self.contents(of: folder.path) == before)
        let done = try Self.ledger(["repair", "-f", path, "--json"], in: folder)
        #expect(done.status == 0, "\(done.stderr)")
        // What the dry run said is what the repair did.
        #expect(dryJSON.stdout.replacingOccurrences(of: "\"dryRun\":true", with: "\"dryRun\":false") == done.stdout)
        let json = try Self.object(done)
        #expect(json["repair"] as? String == "tornLine")
        #expect(json["line"] as? Int == 3 && json["bytes"] as? Int == 11)
        #expect(folder.read("journal.jsonl.torn-line-3") == Array("{\"id\":\"torn".utf8))

        let nothing = try Self.object(try Self.ledger(["repair", "-f", path, "--json", "--dry-run"], in: folder))
        #expect(nothing["repair"] as? String == "none")
        #expect(nothing["savedTo"] is NSNull)
    }

    @Test func snapshotDryRunWritesNoSnapshotAndCountsTheEvents() throws {
        let folder = TemporaryDirectory()
        let path = try Self.journal("journal.jsonl", in: folder)
        let before = Self.contents(of: folder.path)
        let dry = try Self.ledger(["snapshot", "-f", path, "--dry-run", "--json"], in: folder)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(Self.contents(of: folder.path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + ".snapshot"))
        let json = try Self.object(dry)
        #expect(json["events"] as? Int == 2 && json["dryRun"] as? Bool == true && json["bytes"] is NSNull)
        #expect(json["snapshot"] as? String == path + ".snapshot")
        let text = try Self.ledger(["snapshot", "-f", path, "--dry-run"], in: folder)
        #expect(text.stdout == "would write \(path).snapshot: 2 events\n")
        #expect(Self.contents(of: folder.path) == before)

        let written = try Self.object(try Self.ledger(["snapshot", "-f", path, "--json"], in: folder))
        let size = try FileManager.default.attributesOfItem(atPath: path + ".snapshot")[.size] as? Int
        #expect(written["bytes"] as? Int == size && written["events"] as? Int == 2 && written["dryRun"] as? Bool == false)

        // A dry run leaves an existing snapshot as it was too.
        let withSnapshot = Self.contents(of: folder.path)
        _ = try Self.ledger(["snapshot", "-f", path, "--dry-run"], in: folder)
        #expect(Self.contents(of: folder.path) == withSnapshot)
    }

    @Test func mergeOutputDryRunWritesNothingAndSaysWhatOUTWouldGet() throws {
        let folder = TemporaryDirectory()
        let a = try Self.journal("a.jsonl", in: folder, kg: "72", device: "phone")
        let b = try Self.journal("b.jsonl", in: folder, kg: "73", device: "laptop")
        let before = Self.contents(of: folder.path)
        for output in [folder.file("out.jsonl"), a] {
            let dry = try Self.ledger(["merge", a, b, "-o", output, "--dry-run"], in: folder)
            #expect(dry.status == 0, "\(dry.stderr)")
            #expect(dry.stdout.hasPrefix("would merge 3 events into \(output) ("), "\(dry.stdout)")
            #expect(dry.stderr == "ledger merge: dry run: nothing written to \(output)\n")
            #expect(Self.contents(of: folder.path) == before)
        }
        let dryJSON = try Self.ledger(["merge", a, b, "-o", folder.file("out.jsonl"), "--dry-run", "--json"], in: folder)
        #expect(Self.contents(of: folder.path) == before)
        let json = try Self.object(dryJSON)
        #expect(json["events"] as? Int == 3 && json["shared"] as? Int == 0 && json["leftOut"] as? Int == 1)
        #expect((json["a"] as? [String: Any])?["events"] as? Int == 2)

        let done = try Self.ledger(["merge", a, b, "-o", folder.file("out.jsonl"), "--json"], in: folder)
        #expect(done.status == 0, "\(done.stderr)")
        #expect(dryJSON.stdout.replacingOccurrences(of: "\"dryRun\":true", with: "\"dryRun\":false") == done.stdout)
        #expect(String(decoding: folder.read("out.jsonl"), as: UTF8.self).split(separator: "\n").count == 3)
    }

    @Test func mergeDryRunStillRefusesAnOutputThatIsASnapshotAndNeedsOutput() throws {
        let folder = TemporaryDirectory()
        let a = try Self.journal("a.jsonl", in: folder)
        let b = try Self.journal("b.jsonl", in: folder, kg: "80")
        let before = Self.contents(of: folder.path)
        let refused = try Self.ledger(["merge", a, b, "-o", a + ".snapshot", "--dry-run"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is the snapshot of the journal"))
        let noOutput = try Self.ledger(["merge", a, b, "--dry-run"], in: folder)
        #expect(noOutput.status == 2)
        #expect(noOutput.stderr.hasPrefix("ledger merge: --dry-run needs -o OUT"))
        #expect(Self.contents(of: folder.path) == before)
    }

    @Test func gitSetupDryRunChangesNeitherTheFilesNorGitsConfig() throws {
        try #require(GitSyncTests.gitIsInstalled, "git is needed for this test (.ci/run installs it)")
        let sandbox = try GitSyncTests.Sandbox()
        let repository = sandbox.folder.file("repo")
        try sandbox.git(["init", "-q", repository])
        let before = Self.contents(of: repository)
        let dry = try sandbox.ledger(["git-setup", "-C", repository, "--dry-run", "--program", "/opt/ledger"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(Self.contents(of: repository) == before, "the dry run changed the repository (.git/config included)")
        let top = try sandbox.git(["rev-parse", "--show-toplevel"], in: repository).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(dry.stdout == """
            \(top)/.gitattributes: would add '*.jsonl merge=meal-ledger'
            \(top)/.gitignore: would add '*.jsonl.snapshot'
            \(top)/.gitignore: would add '*.jsonl.ai-cache/'
            git config merge.meal-ledger.driver: would set to '/opt/ledger' merge-driver %O %A %B %P

            """)

        let dryJSON = try sandbox.ledger(["git-setup", "-C", repository, "--dry-run", "--json", "--program", "/opt/ledger"])
        #expect(Self.contents(of: repository) == before)
        let done = try sandbox.ledger(["git-setup", "-C", repository, "--json", "--program", "/opt/ledger"])
        #expect(done.status == 0, "\(done.stderr)")
        #expect(dryJSON.stdout.replacingOccurrences(of: "\"dryRun\":true", with: "\"dryRun\":false") == done.stdout)
        let json = try Self.object(done)
        #expect((json["lines"] as? [[String: Any]])?.map { $0["added"] as? Bool } == [true, true, true])
        #expect((json["config"] as? [String: String])?["merge.meal-ledger.driver"] == "'/opt/ledger' merge-driver %O %A %B %P")
        #expect(try sandbox.git(["config", "merge.meal-ledger.driver"], in: repository).output
            == "'/opt/ledger' merge-driver %O %A %B %P\n")

        let again = try Self.object(try sandbox.ledger(["git-setup", "-C", repository, "--json", "--dry-run",
                                                        "--program", "/opt/ledger"]))
        #expect((again["lines"] as? [[String: Any]])?.map { $0["added"] as? Bool } == [false, false, false])
    }
}
