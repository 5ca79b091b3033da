import Foundation
import MealLedger
import Testing
import TestSupport

/// Two clones of one repository append on their own; git merges their journals with
/// `ledger merge-driver`. Real git, a local bare repository, no network, no global config.
@Suite struct GitSyncTests {
    /// A sandbox: its own HOME and git config, a bare "origin" and clones of it.
    final class Sandbox {
        let folder = TemporaryDirectory()
        var environment: [String: String] {
            ["HOME": folder.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": folder.file("gitconfig"),
             "PATH": "/usr/bin:/bin:/usr/local/bin", "LANG": "C", "GIT_TERMINAL_PROMPT": "0"]
        }

        init() throws {
            _ = FileManager.default.createFile(atPath: folder.file("gitconfig"), contents: Data())
            try git(["-c", "init.defaultBranch=main", "init", "-q", "--bare", folder.file("origin.git")])
        }

        /// Runs git; returns its status and what it printed (stdout and stderr together).
        @discardableResult
        func git(_ arguments: [String], in directory: String? = nil, allowFailure: Bool = false,
                 sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + (directory.map { ["-C", $0] } ?? []) + arguments
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if !allowFailure {
                #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")): \(output)",
                        sourceLocation: sourceLocation)
            }
            return (process.terminationStatus, output)
        }

        /// Clones origin as `name`, with a local identity and the merge driver set up.
        func clone(_ name: String) throws -> String {
            let path = folder.file(name)
            try git(["clone", "-q", folder.file("origin.git"), path])
            try git(["config", "user.name", name], in: path)
            try git(["config", "user.email", "\(name)@example.invalid"], in: path)
            try git(["config", "pull.rebase", "false"], in: path)
            let setup = try ledger(["git-setup", "-C", path])
            #expect(setup.status == 0, "\(setup.stderr)")
            return path
        }

        func ledger(_ arguments: [String], device: String = "e2e") throws -> LedgerProcess.Result {
            var env = environment
            env["MEAL_LEDGER_DEVICE"] = device
            return try LedgerProcess.run(arguments, environment: env)
        }

        /// Appends an event with flags and returns the line written.
        func append(_ journal: String, device: String, _ arguments: [String]) throws -> String {
            let result = try ledger(["append"] + arguments + ["-f", journal], device: device)
            #expect(result.status == 0, "\(result.stderr)")
            return String(result.stdout.dropLast())
        }

        func read(_ path: String) -> String {
            (FileManager.default.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }

    static var gitIsInstalled: Bool {
        ["/usr/bin/git", "/bin/git", "/usr/local/bin/git"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func twoClonesAppendPullAndMergeWithoutConflictMarkers() throws {
        try #require(Self.gitIsInstalled, "git is needed for this test (.ci/run installs it)")
        let sandbox = try Sandbox()
        let laptop = try sandbox.clone("laptop")
        let laptopJournal = laptop + "/journal.jsonl"
        #expect(try sandbox.ledger(["init", "-f", laptopJournal], device: "laptop").status == 0)
        let oats = try sandbox.append(laptopJournal, device: "laptop", ["meal.created", "--name", "Oats", "--ingredient",
                                                                        "name=oats,quantity=50,unit=g,calories=190"])
        #expect(sandbox.read(laptop + "/.gitattributes") == "*.jsonl merge=meal-ledger\n")
        #expect(sandbox.read(laptop + "/.gitignore") == "*.jsonl.snapshot\n*.jsonl.ai-cache/\n")
        let driver = try sandbox.git(["config", "--get", "merge.meal-ledger.driver"], in: laptop).output
        #expect(driver == "'\(LedgerProcess.binaryPath)' merge-driver %O %A %B %P\n"
            || driver.hasSuffix("/ledger' merge-driver %O %A %B %P\n"))
        try sandbox.git(["add", "-A"], in: laptop)
        try sandbox.git(["commit", "-q", "-m", "start the journal"], in: laptop)
        try sandbox.git(["push", "-q", "origin", "HEAD:main"], in: laptop)

        let phone = try sandbox.clone("phone")
        let phoneJournal = phone + "/journal.jsonl"
        // Setting up a clone whose .gitattributes came with the clone changes no file.
        let again = try sandbox.ledger(["git-setup", "-C", phone])
        #expect(again.stdout.contains(".gitattributes: already has '*.jsonl merge=meal-ledger'"))
        #expect(try sandbox.git(["status", "--porcelain"], in: phone).output == "")

        // Each device appends on its own and commits.
        var laptopLines = [try sandbox.append(laptopJournal, device: "laptop", ["food.logged", "--name", "Apple", "--calories", "95"])]
        laptopLines.append(try sandbox.append(laptopJournal, device: "laptop", ["meal.logged", "--meal-id", "Oats"]))
        try sandbox.git(["commit", "-q", "-am", "laptop: apple, oats"], in: laptop)
        try sandbox.git(["push", "-q", "origin", "HEAD:main"], in: laptop)
        var phoneLines = [try sandbox.append(phoneJournal, device: "phone", ["food.logged", "--name", "Toast", "--calories", "120"])]
        phoneLines.append(try sandbox.append(phoneJournal, device: "phone", ["goals.set", "--calories", "2000"]))
        try sandbox.git(["commit", "-q", "-am", "phone: toast, goals"], in: phone)

        // The phone pulls: both sides changed the journal, so git runs the driver.
        let pull = try sandbox.git(["pull", "-q", "--no-edit", "origin", "main"], in: phone)
        #expect(pull.status == 0)
        #expect(!pull.output.contains("CONFLICT"), "\(pull.output)")
        #expect(pull.output.contains("ledger merge-driver: merged 6 events into journal.jsonl"), "\(pull.output)")
        let merged = sandbox.read(phoneJournal)
        for marker in ["<<<<<<<", "=======", ">>>>>>>"] { #expect(!merged.contains(marker)) }
        #expect(try sandbox.git(["status", "--porcelain"], in: phone).output == "")

        // Replay shows both devices' events, each once.
        let check = try sandbox.ledger(["check", "-f", phoneJournal])
        #expect(check.status == 0)
        #expect(check.stdout == "\(phoneJournal): 6 events, 0 errors, 0 warnings\n")
        let lines = merged.split(separator: "\n").map(String.init)
        for line in [oats] + laptopLines + phoneLines {
            #expect(lines.filter { $0 == line }.count == 1, "once: \(line)")
        }
        #expect(lines.count == 6)
        let log = try sandbox.ledger(["log", "-f", phoneJournal, "--json"])
        #expect(log.stdout.components(separatedBy: "\"device\":\"laptop\"").count - 1 == 4)
        #expect(log.stdout.components(separatedBy: "\"device\":\"phone\"").count - 1 == 2)
        let day = try sandbox.ledger(["day", "-f", phoneJournal, "--json"])
        #expect(day.stdout.contains("\"totals\":{\"calories\":405,"), "\(day.stdout)")

        // The laptop pulls the merge (a fast-forward): both hold the same bytes.
        try sandbox.git(["push", "-q", "origin", "HEAD:main"], in: phone)
        try sandbox.git(["pull", "-q", "--no-edit", "origin", "main"], in: laptop)
        #expect(sandbox.read(laptopJournal) == merged)
    }

    @Test func aConflictLeavesOursWithoutMarkersAndPreferResolvesIt() throws {
        try #require(Self.gitIsInstalled, "git is needed for this test (.ci/run installs it)")
        let sandbox = try Sandbox()
        let laptop = try sandbox.clone("laptop")
        let laptopJournal = laptop + "/journal.jsonl"
        #expect(try sandbox.ledger(["init", "-f", laptopJournal], device: "laptop").status == 0)
        let apple = try sandbox.append(laptopJournal, device: "laptop", ["food.logged", "--name", "Apple", "--calories", "95"])
        try sandbox.git(["add", "-A"], in: laptop)
        try sandbox.git(["commit", "-q", "-m", "start"], in: laptop)
        try sandbox.git(["push", "-q", "origin", "HEAD:main"], in: laptop)
        let phone = try sandbox.clone("phone")
        let phoneJournal = phone + "/journal.jsonl"

        // Both fix the same line by hand, differently: the same event id with different content.
        func edit(_ journal: String, calories: String) throws {
            let text = sandbox.read(journal).replacingOccurrences(of: apple, with: apple.replacingOccurrences(
                of: "\"calories\":95", with: "\"calories\":\(calories)"))
            try text.write(toFile: journal, atomically: true, encoding: .utf8)
        }
        try edit(laptopJournal, calories: "96")
        try sandbox.git(["commit", "-q", "-am", "laptop: 96"], in: laptop)
        try sandbox.git(["push", "-q", "origin", "HEAD:main"], in: laptop)
        try edit(phoneJournal, calories: "97")
        try sandbox.git(["commit", "-q", "-am", "phone: 97"], in: phone)
        let ours = sandbox.read(phoneJournal)

        let pull = try sandbox.git(["pull", "-q", "--no-edit", "origin", "main"], in: phone, allowFailure: true)
        #expect(pull.status != 0)
        #expect(pull.output.contains("journal.jsonl (ours):2: conflict: event"), "\(pull.output)")
        #expect(pull.output.contains("in data.calories"))
        #expect(sandbox.read(phoneJournal) == ours, "the driver left ours as it was, with no markers")

        // Resolved as the README says: merge git's two copies, preferring one side.
        let oursCopy = sandbox.folder.file("ours.jsonl")
        let theirsCopy = sandbox.folder.file("theirs.jsonl")
        try sandbox.git(["show", ":2:journal.jsonl"], in: phone).output.write(toFile: oursCopy, atomically: true, encoding: .utf8)
        try sandbox.git(["show", ":3:journal.jsonl"], in: phone).output.write(toFile: theirsCopy, atomically: true, encoding: .utf8)
        let resolved = try sandbox.ledger(["merge", oursCopy, theirsCopy, "--prefer", "B", "-o", phoneJournal])
        #expect(resolved.status == 0, "\(resolved.stderr)")
        try sandbox.git(["add", "journal.jsonl"], in: phone)
        try sandbox.git(["commit", "-q", "--no-edit"], in: phone)
        #expect(sandbox.read(phoneJournal).contains("\"calories\":96"))
        #expect(try sandbox.ledger(["check", "-f", phoneJournal]).status == 0)
    }
}
