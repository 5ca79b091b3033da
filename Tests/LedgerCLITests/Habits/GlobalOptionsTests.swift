import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// The habits of hledger and git users: global options before or after the command, in every
/// spelling, on every command (SPEC section 11), through the built binary.
@Suite struct GlobalOptionsTests {
    /// A journal with one meal and one logged food on 2026-11-20, and an environment whose
    /// default journal does not exist, so only `-f` can find it.
    static func journal() throws -> (TemporaryDirectory, String, [String: String]) {
        let folder = TemporaryDirectory()
        let path = folder.file("laptop.jsonl")
        let environment = ["MEAL_LEDGER_JOURNAL": folder.file("absent.jsonl")]
        for words in [["init"], ["append", "food.logged", "--name", "Apple", "--calories", "95", "--date", "2026-11-20"]] {
            let result = try LedgerProcess.run(["-f", path] + words, environment: environment)
            #expect(result.status == 0, "\(words): \(result.stderr)")
        }
        return (folder, path, environment)
    }

    @Test func everySpellingOfTheJournalBeforeOrAfterTheCommandReadsTheSameDay() throws {
        let (folder, path, environment) = try Self.journal()
        defer { withExtendedLifetime(folder) {} }
        let spellings: [[String]] = [
            ["-f", path, "day", "2026-11-20", "--json"], ["--journal", path, "day", "2026-11-20", "--json"],
            ["--journal=" + path, "day", "2026-11-20", "--json"], ["-f" + path, "day", "2026-11-20", "--json"],
            ["--json", "-f", path, "day", "2026-11-20"], ["day", "2026-11-20", "-f", path, "--json"],
            ["day", "--journal=" + path, "2026-11-20", "--json"], ["day", "-f" + path, "--json", "2026-11-20"],
        ]
        var outputs = Set<String>()
        for words in spellings {
            let result = try LedgerProcess.run(words, environment: environment)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(result.stdout.contains("\"Apple\""), "\(words)")
            outputs.insert(result.stdout)
        }
        #expect(outputs.count == 1)
    }

    @Test func globalOptionsBeforeAReplayGoOnToItsReport() throws {
        let (folder, path, environment) = try Self.journal()
        defer { withExtendedLifetime(folder) {} }
        let replayed = try LedgerProcess.run(["-f", path, "replay", "--line", "1", "day", "2026-11-20", "--json"],
                                             environment: environment)
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout.hasPrefix(#"{"date":"2026-11-20","entries":[]"#))
        let whole = try LedgerProcess.run(["--journal=" + path, "replay", "--line", "2", "day", "2026-11-20"],
                                          environment: environment)
        #expect(whole.stdout.contains("Apple"))
    }

    @Test func anUnknownOptionBeforeTheCommandIsAUsageErrorWithTheNearestName() throws {
        let result = try LedgerProcess.run(["--jornal", "x.jsonl", "day"])
        #expect(result.status == 2)
        #expect(result.stderr == "ledger: unknown option '--jornal' (did you mean '--journal'?)\nRun 'ledger --help' for usage.\n")
        let missing = try LedgerProcess.run(["-f"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("ledger: option '-f' needs a value (PATH)"))
    }

    /// Generic over the specs, so commands added later are covered: every command takes the
    /// journal before or after it, and every option that takes a value takes it as `--name=V`
    /// and, with a short name, as `-xV`.
    @Test func everyCommandTakesTheJournalAndEveryValueInEverySpelling() throws {
        let context = CommandContext(
            environment: [:], stdout: TextOutput(), stderr: TextOutput(), readStandardInput: { [] },
            clock: SteppingClock(), ids: CountingIdentifierSource(), timeZone: TimeZone(identifier: "UTC")!,
            hostName: "test", homeDirectory: "/nonexistent", stderrIsTerminal: false)
        for command in Ledger.commands {
            let spec = command.spec
            if spec.handsOnRest {
                let parsed = try Arguments(["day"], spec: spec, context: context, globals: ["-f", "j.jsonl"])
                #expect(parsed.forwardedGlobals == ["-f", "j.jsonl"], "\(spec.name)")
                continue
            }
            for globals in [["-f", "j.jsonl"], ["--journal=j.jsonl"], ["-fj.jsonl"]] {
                let before = try Arguments([], spec: spec, context: context, globals: globals)
                let after = try Arguments(globals, spec: spec, context: context)
                #expect(try before[CommonOptions.journal] == "j.jsonl", "\(spec.name) \(globals)")
                #expect(try after[CommonOptions.journal] == "j.jsonl", "\(spec.name) \(globals)")
            }
            for option in spec.options {
                guard let value = option.value else { continue }
                // The option as its command declares it, read as the text given.
                let declared = Option<String>(option.name, short: option.short, value: value, help: option.help)
                let long = try Arguments(["--\(option.name)=a=b"], spec: spec, context: context)
                #expect(try long[all: declared].last == "a=b", "\(spec.name) --\(option.name)")
                if let short = option.short {
                    let joined = try Arguments(["-\(short)xyz"], spec: spec, context: context)
                    #expect(try joined[all: declared] == ["xyz"], "\(spec.name) -\(short)")
                }
            }
        }
    }

    @Test func gitSetupWithAJournalSetsUpTheRepositoryHoldingIt() throws {
        let folder = TemporaryDirectory()
        let repository = folder.file("sync")
        try FileManager.default.createDirectory(atPath: repository + "/food", withIntermediateDirectories: true)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", repository]
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        let journal = repository + "/food/phone.jsonl"
        let result = try LedgerProcess.run(["-f", journal, "git-setup"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stderr)")
        let attributes = String(decoding: FileManager.default.contents(atPath: repository + "/.gitattributes") ?? Data(),
                                as: UTF8.self)
        #expect(attributes == "*.jsonl merge=meal-ledger\n")
    }

    @Test func theDefaultJournalHonoursXDGDataHomeAfterMealLedgerJournal() {
        let ledger = InProcessLedger()
        let data = ledger.folder.file("data")
        ledger.environment = ["MEAL_LEDGER_JOURNAL": "", "XDG_DATA_HOME": data]
        #expect(ledger.run(["init"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: data + "/meal-ledger/journal.jsonl"))
        // A relative XDG_DATA_HOME is ignored, as the XDG spec says: ~/.local/share is used.
        ledger.environment = ["MEAL_LEDGER_JOURNAL": "", "XDG_DATA_HOME": "relative"]
        #expect(ledger.run(["init"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: ledger.folder.file(".local/share/meal-ledger/journal.jsonl")))
        // MEAL_LEDGER_JOURNAL comes first.
        ledger.environment = ["MEAL_LEDGER_JOURNAL": ledger.folder.file("mine.jsonl"), "XDG_DATA_HOME": data]
        #expect(ledger.run(["init"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: ledger.folder.file("mine.jsonl")))
    }
}
