import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// Small faults a fresh attack on the command line found (messages and exit statuses), each
/// through the built binary: a refusal names what the person typed, an empty path or an
/// extra word is a usage error saying so, `help help` is help, and a figure past an option's
/// limit is exit 1 however it is written.
@Suite struct CommandLineMessagesTests {
    /// A journal with the meal "Oat bowl" (oats, 1 cup, 300 kcal, line 2) eaten once on
    /// 2026-11-20 (line 3); the environment names it, and the entry's id.
    static func journal() throws -> (folder: TemporaryDirectory, environment: [String: String], entry: String) {
        let folder = TemporaryDirectory()
        let environment = ["MEAL_LEDGER_JOURNAL": folder.file("j.jsonl")]
        for words in [["init"], ["append", "meal.created", "--name", "Oat bowl", "--ingredient", "name=oats,quantity=1,unit=cup,calories=300"],
                      ["eat", "Oat bowl", "--date", "2026-11-20"]] {
            let result = try LedgerProcess.run(words, environment: environment)
            try #require(result.status == 0, "\(words): \(result.stderr)")
        }
        let day = try LedgerProcess.run(["day", "2026-11-20", "--json"], environment: environment)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(day.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: Any]])
        return (folder, environment, try #require(entries.first?["entryId"] as? String))
    }

    @Test func fixWithServingsThatTakeAFigurePastTheLargestNamesTheServings() throws {
        let (folder, environment, entry) = try Self.journal()
        let before = folder.read("j.jsonl")
        for (servings, calories) in [("1e9", "300000000000"), ("3333334", "1000000200")] {
            for dryRun in [[], ["--dry-run"]] {
                let fixed = try LedgerProcess.run(["fix", entry, "--servings", servings] + dryRun, environment: environment)
                #expect(fixed.status == 1)
                let shown = servings == "1e9" ? "1000000000" : servings
                #expect(fixed.stderr == "ledger fix: --servings \(shown) would make 'calories' of the logged item 1 (oats) "
                        + "\(calories), past the largest a journal holds (1000000000): 'Oat bowl' logged on journal line 3\n",
                        "\(fixed.stderr)")
                #expect(fixed.stdout.isEmpty)
            }
        }
        #expect(folder.read("j.jsonl") == before)
        // Servings that hold are still a fix.
        let half = try LedgerProcess.run(["fix", entry, "--servings", "1/2"], environment: environment)
        #expect(half.status == 0, "\(half.stderr)")
    }

    @Test func fixWithGramsThatTakeAFoodsFigurePastTheLargestNamesTheGrams() throws {
        let (folder, environment, _) = try Self.journal()
        // Within one food's amount limit (100000), past the journal's largest figure: a food of
        // 500,000,000 kcal a gram (an amount past the limit is refused first: OneFoodAmountLimitTests).
        let logged = try LedgerProcess.run(["append", "food.logged", "--name", "Rice", "--calories", "500000000", "--quantity", "1",
                                            "--unit", "g", "--date", "2026-11-20"], environment: environment)
        try #require(logged.status == 0, "\(logged.stderr)")
        let entry = try #require(logged.stdout.firstMatch(of: #/"entryId":"([0-9a-f-]+)"/#)).1
        let before = folder.read("j.jsonl")
        for (amount, calories) in [(["--grams", "3e0"], "1500000000"), (["--quantity", "3"], "1500000000")] {
            let fixed = try LedgerProcess.run(["fix", String(entry)] + amount, environment: environment)
            #expect(fixed.status == 1)
            let shown = amount[1] == "3e0" ? "3" : amount[1]
            #expect(fixed.stderr == "ledger fix: \(amount[0]) \(shown) would make 'calories' \(calories), past the largest a "
                    + "journal holds (1000000000): 'Rice' logged on journal line 4\n", "\(fixed.stderr)")
        }
        #expect(folder.read("j.jsonl") == before)
    }

    @Test func planEatWithPlannedServingsPastTheLargestNamesThePlannedServings() throws {
        let (folder, environment, _) = try Self.journal()
        let planned = try LedgerProcess.run(["plan", "add", "Oat bowl", "2026-11-21", "--servings", "3333334"], environment: environment)
        try #require(planned.status == 0, "\(planned.stderr)")
        let before = folder.read("j.jsonl")
        let eaten = try LedgerProcess.run(["plan", "eat", "2026-11-21"], environment: environment)
        #expect(eaten.status == 1)
        #expect(eaten.stderr.hasPrefix("ledger plan eat: Oat bowl ["), "\(eaten.stderr)")
        #expect(eaten.stderr.hasSuffix("]: the planned 'servings' 3333334 would make 'calories' of the meal's ingredient 1 (oats) "
                + "1000000200, past the largest a journal holds (1000000000): 'Oat bowl', journal line 2\n"), "\(eaten.stderr)")
        #expect(!eaten.stderr.contains("items["), "\(eaten.stderr)")
        #expect(folder.read("j.jsonl") == before)
    }

    @Test func anEmptyJournalPathIsAUsageErrorNamingTheOption() throws {
        let (folder, environment, _) = try Self.journal()
        let before = folder.read("j.jsonl")
        let cases: [(words: [String], spelled: String, command: String)] = [
            (["-f", "", "day"], "-f", "day"), (["--journal=", "day"], "--journal", "day"), (["--journal", "", "week"], "--journal", "week"),
            (["day", "-f", ""], "-f", "day"), (["day", "--journal="], "--journal", "day"),
            (["-f", "", "append", "food.logged", "--name", "Pear", "--calories", "50"], "-f", "append"),
            (["eat", "Oat bowl", "--journal="], "--journal", "eat"), (["-f", "", "check"], "-f", "check"),
        ]
        for (words, spelled, command) in cases {
            let result = try LedgerProcess.run(words, environment: environment)
            #expect(result.status == 2, "\(words): \(result.stderr)")
            #expect(result.stderr == "ledger \(command): option '\(spelled)' needs a PATH, got an empty one\n"
                    + "Run 'ledger \(command) --help' for usage.\n", "\(words)")
            #expect(result.stdout.isEmpty, "\(words): the default journal was read: \(result.stdout)")
        }
        #expect(folder.read("j.jsonl") == before, "the default journal was written")
    }

    @Test func fromDraftSaysWhyAFileThatIsNoRegularFileCannotBeRead() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("journal.jsonl")
        let fifo = folder.file("draft.fifo")
        try #require(mkfifo(fifo, 0o600) == 0)
        let cases = [(fifo, "is a FIFO (named pipe), not a regular file"), ("/dev/null", "is a character device, not a regular file"),
                     (folder.path, "is a directory")]
        for (draft, reason) in cases {
            let refused = try LedgerProcess.run(["append", "meal.created", "--from-draft", draft, "-f", path], timeLimit: 30)
            #expect(!refused.timedOut, "\(draft)")
            #expect(refused.status == 1)
            #expect(refused.stderr == "ledger append: cannot read the draft '\(draft)': \(reason)\n", "\(refused.stderr)")
        }
        for words in [["--from-draft", ""], ["--from-draft="]] {
            let empty = try LedgerProcess.run(["append", "meal.created"] + words + ["-f", path])
            #expect(empty.status == 2, "\(words)")
            #expect(empty.stderr == "ledger append: option '--from-draft' needs a FILE, got an empty one\n"
                    + "Run 'ledger append --help' for usage.\n", "\(empty.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func exportSaysWhichWordItDidNotExpect() throws {
        let (folder, environment, _) = try Self.journal()
        defer { withExtendedLifetime(folder) {} }
        for (words, message) in [(["export", "csv", "csv"], "unexpected argument 'csv' after 'csv' (export takes one format)"),
                                 (["export", "csv", "november.csv"], "unexpected argument 'november.csv' after 'csv' (export takes one format)"),
                                 (["export", "tsv"], "the format to export must be 'csv', got 'tsv'"),
                                 (["export"], "the format to export must be 'csv', got nothing")] {
            let result = try LedgerProcess.run(words, environment: environment)
            #expect(result.status == 2, "\(words)")
            #expect(result.stderr == "ledger export: \(message)\nRun 'ledger export --help' for usage.\n", "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try LedgerProcess.run(["export", "csv"], environment: environment).status == 0)
    }

    @Test func helpAboutHelpIsHelpsUsage() throws {
        for words in [["help", "help"], ["help", "--help"], ["help", "-h"], ["help", "help", "--no-pager"]] {
            let result = try LedgerProcess.run(words)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(result.stdout.hasPrefix("Show the list of commands, a command's help, or the manual page.\n\n"
                                            + "Usage: ledger help [COMMAND] [--man]\n"), "\(words): \(result.stdout)")
            #expect(result.stdout.contains("--man"))
            #expect(result.stderr.isEmpty)
        }
        // What it says works.
        #expect(try LedgerProcess.run(["help", "meal", "show"]).stdout.contains("Usage: ledger meal show"))
        #expect(try LedgerProcess.run(["help", "helpp"]).status == 2)
    }

    /// The README's rule, whatever the option and however the figure is written: text that is
    /// no figure is a usage error (2); a figure that reads but lies past the option's limit —
    /// negative, zero, too large, in kg or lb — is refused (1). `goals suggest --lose 5lb/week`
    /// and `fix --kg 5000lb` were 2 where `--lose 2` and `--kg 1000` were 1.
    @Test func aFigurePastAnOptionsLimitIsExit1InEveryUnitItIsWrittenIn() throws {
        let (folder, environment, entry) = try Self.journal()
        let before = folder.read("j.jsonl")
        let refused: [[String]] = [
            ["goals", "suggest", "--lose", "5lb/week"], ["goals", "suggest", "--lose", "2kg/week"], ["goals", "suggest", "--lose", "2"],
            ["goals", "suggest", "--gain", "-1kg/week"], ["goals", "suggest", "--gain", "0"], ["goals", "suggest", "--gain", "1e999"],
            ["fix", entry, "--kg", "5000lb"], ["fix", entry, "--kg", "1000"], ["fix", entry, "--kg", "100st"], ["fix", entry, "--kg", "-3"],
            ["expenditure", "--days", "5"], ["expenditure", "--days", "-1"], ["expenditure", "--days", "99999999999999999999"],
            ["week", "--next", "10001"], ["day", "--prev", "-1"], ["food", "search", "egg", "--limit", "0"],
        ]
        for words in refused {
            let result = try LedgerProcess.run(words, environment: environment)
            #expect(result.status == 1, "\(words): \(result.status) \(result.stderr)")
            #expect(!result.stderr.contains("--help' for usage"), "\(words): a refusal, not a usage error: \(result.stderr)")
        }
        let usage: [[String]] = [
            ["goals", "suggest", "--lose", "lots"], ["goals", "suggest", "--gain", "nan"], ["goals", "suggest", "--lose", "0x1kg"],
            ["fix", entry, "--kg", "heavy"], ["expenditure", "--days", "x"], ["expenditure", "--days", "1.5"], ["week", "--next", "two"],
        ]
        for words in usage {
            let result = try LedgerProcess.run(words, environment: environment)
            #expect(result.status == 2, "\(words): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("--help' for usage"), "\(words): \(result.stderr)")
        }
        #expect(folder.read("j.jsonl") == before)
        let message = try LedgerProcess.run(["goals", "suggest", "--lose", "5lb/week"], environment: environment)
        #expect(message.stderr == "ledger goals suggest: --lose must be at most 1 kg (2.2 lb) a week, got '5lb/week'\n")
    }

    /// The man page says which options may come before any command (those every command
    /// takes) and which only before a command that takes them; it said all six before any.
    @Test func theManPageSaysWhichOptionsMayComeBeforeTheCommand() throws {
        let page = try LedgerProcess.run(["help", "--man"]).stdout
        #expect(page.contains(ManPage.escape("The options --journal (-f), --color and --no-pager, which every command takes, "
                                             + "may come before the command as well as after it")), "\(page.prefix(2000))")
        #expect(page.contains(ManPage.escape("So may --json, --device and --no-snapshot, but only for a command that takes them")))
        #expect(!page.contains(ManPage.escape("--device, --no-snapshot, --color, --no-pager may come before the command")))
        // True of every command: those it says every command takes, every command takes...
        for command in Ledger.visibleCommands where !command.spec.handsOnRest {
            for name in ["journal", "color", "no-pager"] {
                #expect(command.spec.options.contains { $0.name == name }, "\(command.spec.name) --\(name)")
            }
        }
        // ...and the refusal it gives as an example is the one the binary gives.
        let example = try #require(page.firstMatch(of: #/\(ledger (.+?) is refused as ledger (.+?) is\)/#))
        let (before, after) = (String(example.1), String(example.2))
        for words in [before, after] {
            let arguments = words.replacingOccurrences(of: "\\-", with: "-").split(separator: " ").map(String.init)
            let result = try LedgerProcess.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("unknown option"), "\(arguments): \(result.stderr)")
        }
    }
}
