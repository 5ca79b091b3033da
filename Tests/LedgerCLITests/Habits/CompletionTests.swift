import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// `ledger completions bash|zsh|fish`, loaded in the real shells with the built binary on the PATH.
@Suite struct CompletionTests {
    /// Runs `program arguments` with the built `ledger` first on the PATH, in `folder`.
    static func shell(_ program: String, _ arguments: [String], in folder: TemporaryDirectory) throws -> LedgerProcess.Result {
        let binaries = URL(fileURLWithPath: LedgerProcess.binaryPath).deletingLastPathComponent().path
        return try ProgramRun.run(program, arguments, environment: [
            "PATH": binaries + ":/usr/bin:/bin", "HOME": folder.path, "TZ": "UTC", "MEAL_LEDGER_DEVICE": "test",
            "LC_ALL": "C.UTF-8",
        ], directory: folder.path)
    }

    /// A folder with `meals.jsonl` holding two meals, "Chicken curry" the newest.
    static func journalFolder() throws -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        let journal = folder.file("meals.jsonl")
        for name in ["Oat bowl", "Chicken curry"] {
            let result = try LedgerProcess.run(["-f", journal, "append", "meal.created", "--name", name,
                                                "--ingredient", "name=x,quantity=1,unit=g,calories=100"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        return folder
    }

    /// A bash script that loads `load`, then prints COMPREPLY (one `|`-ended item each) for
    /// each line of words, as bash splits them (`--journal=F` is three words: `=` apart).
    static func bashScript(load: String, lines: [[String]]) -> String {
        var script = load + "\n"
        script += #"t() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _ledger; "#
        script += #"printf '%s|' "${COMPREPLY[@]}"; echo; }"# + "\n"
        for words in lines { script += "t " + words.map(CompletionScript.quoted).joined(separator: " ") + "\n" }
        return script
    }

    @Test func bashCompletesCommandsOptionsTypesDatesAndMealNames() throws {
        let folder = try Self.journalFolder()
        let lines: [[String]] = [
            ["ledger", "ap"],
            ["ledger", "-f", "meals.jsonl", "meal", "show", "Ch"],
            ["ledger", "--journal", "=", "meals.jsonl", "meal", "show", ""],
            ["ledger", "meal", "show", "-fmeals.jsonl", "chicken\\ c"],
            ["ledger", "meal", ""],
            ["ledger", "day", "--j"],
            ["ledger", "append", "food.l"],
            ["ledger", "append", "food.logged", "--date", "yes"],
            ["ledger", "import", ""],
            ["ledger", "completions", ""],
            ["ledger", "--js"],
            ["ledger", "help", "rep"],
            ["ledger", "-f", "me"],
        ]
        let result = try Self.shell("/bin/bash", ["--norc", "--noprofile", "-c",
                                                  Self.bashScript(load: "source <(ledger completions bash)", lines: lines)],
                                    in: folder)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
            "append|",
            "Chicken\\ curry|",
            "Chicken\\ curry|Oat\\ bowl|",
            "Chicken\\ curry|",
            "show|",
            "--journal|--json|",
            "food.logged|",
            "yesterday|",
            "csv|cronometer|mfp|",
            "bash|zsh|fish|",
            "--json|",
            "replay|repair|report|",
            "meals.jsonl|",
            "",
        ])
    }

    /// A command added later is covered as it is declared: `nosh WHAT… --slot S` (a made-up one) completes meal
    /// names and slots with no change to the scripts.
    @Test func aNewCommandIsCompletedFromItsSpecAlone() throws {
        let slot = Option<String>("slot", value: .slot, help: "the slot")
        let nosh = CommandSpec(name: "nosh", summary: "Log a meal.", usage: [.arguments(ValueKind(kind: .meal, placeholder: "WHAT")), .option(slot)],
                              options: [slot])
        var model = CompletionModel.ledger
        model.commands.append(CompletionModel.command(nosh))
        let folder = try Self.journalFolder()
        let script = folder.file("completion.bash")
        try CompletionScript.bash(model).write(toFile: script, atomically: true, encoding: .utf8)
        let result = try Self.shell("/bin/bash", ["--norc", "--noprofile", "-c", Self.bashScript(load: "source completion.bash", lines: [
            ["ledger", "nos"], ["ledger", "nosh", "--slot", ""], ["ledger", "nosh", "--slot", "=", "d"],
            ["ledger", "-f", "meals.jsonl", "nosh", "oat"], ["ledger", "nosh", "--"],
        ])], in: folder)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == "nosh|\nbreakfast|lunch|dinner|snack|\ndinner|\nOat\\ bowl|\n--journal|--slot|--color|--no-pager|--help|\n")
    }

    /// The real everyday commands: `eat` completes meal names and slots, `plan eat` slots.
    @Test func theEverydayCommandsCompleteMealNamesAndSlots() throws {
        let folder = try Self.journalFolder()
        let script = folder.file("completion.bash")
        try CompletionScript.bash(CompletionModel.ledger).write(toFile: script, atomically: true, encoding: .utf8)
        let result = try Self.shell("/bin/bash", ["--norc", "--noprofile", "-c", Self.bashScript(load: "source completion.bash", lines: [
            ["ledger", "ea"], ["ledger", "eat", "--slot", ""], ["ledger", "-f", "meals.jsonl", "eat", "oat"],
            ["ledger", "plan", "eat", "--slot", "l"],
        ])], in: folder)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == "eat|\nbreakfast|lunch|dinner|snack|\nOat\\ bowl|\nlunch|\n")
    }

    @Test func everyVisibleCommandAndOptionIsInEveryScript() {
        for shell in CompletionScript.shells {
            let script = CompletionScript.script(for: shell)!
            for command in Ledger.visibleCommands {
                #expect(script.contains("'\(command.spec.name)'"), "\(shell): \(command.spec.name)")
                for option in command.spec.options {
                    #expect(script.contains("--\(option.name)"), "\(shell): \(command.spec.name) --\(option.name)")
                }
            }
            #expect(!script.contains("__complete'"), "\(shell): the hidden helper is not offered")
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed"))
    func zshReadsItsScriptAndCompletesWithIt() throws {
        let folder = try Self.journalFolder()
        let script = folder.file("_ledger")
        try CompletionScript.zsh(.ledger).write(toFile: script, atomically: true, encoding: .utf8)
        #expect(try Self.shell("/usr/bin/zsh", ["-n", script], in: folder).status == 0)
        // compadd and compdef are zsh's completion system; stand-ins print what they were given.
        let run = """
            compdef() { :; }; compadd() { print -r -- "${(j:|:)${(P)${@[-1]}}}"; }
            source ./_ledger
            words=(ledger ap); CURRENT=2; _ledger
            words=(ledger -f meals.jsonl meal show Ch); CURRENT=6; _ledger
            words=(ledger append food); CURRENT=3; _ledger
            """
        let result = try Self.shell("/usr/bin/zsh", ["-f", "-c", run], in: folder)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("demo|init|append|"))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 && lines[1] == "Chicken curry|Oat bowl" && lines[2].contains("food.logged"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed"))
    func fishReadsItsScriptAndCompletesWithIt() throws {
        let folder = try Self.journalFolder()
        let script = folder.file("ledger.fish")
        try CompletionScript.fish(.ledger).write(toFile: script, atomically: true, encoding: .utf8)
        #expect(try Self.shell("/usr/bin/fish", ["--no-config", "-n", script], in: folder).status == 0)
        let run = "source ledger.fish; complete -C 'ledger ap'; complete -C 'ledger -f meals.jsonl meal show Ch'; "
            + "complete -C 'ledger meal '; complete -C 'ledger append food.l'"
        let result = try Self.shell("/usr/bin/fish", ["--no-config", "-c", run], in: folder)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == "append\nChicken curry\nshow\nfood.logged\n")
    }

    /// `ledger plan <TAB>` offers plan's subcommands (add, remove, eat, copy) before the dates
    /// `plan` itself takes, in bash, zsh and fish; once one is typed, its own arguments follow.
    @Test func planCompletesItsSubcommandsInEveryShell() throws {
        let folder = try Self.journalFolder()
        let subcommands = Ledger.visibleCommands.map { $0.spec.name }.filter { $0.hasPrefix("plan ") }
            .map { String($0.dropFirst("plan ".count)) }
        #expect(Set(subcommands).isSuperset(of: ["add", "remove", "eat", "copy"]))
        let offered = (subcommands + CompletionModel.dateWords).joined(separator: "|")

        let bash = try Self.shell("/bin/bash", ["--norc", "--noprofile", "-c", Self.bashScript(
            load: "source <(ledger completions bash)",
            lines: [["ledger", "plan", ""], ["ledger", "plan", "a"], ["ledger", "-f", "meals.jsonl", "plan", "add", "Oa"]])],
            in: folder)
        #expect(bash.stderr.isEmpty, "\(bash.stderr)")
        #expect(bash.stdout == offered + "|\nadd|\nOat\\ bowl|\n")

        if FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") {
            let script = folder.file("_ledger")
            try CompletionScript.zsh(.ledger).write(toFile: script, atomically: true, encoding: .utf8)
            let run = """
                compdef() { :; }; compadd() { print -r -- "${(j:|:)${(P)${@[-1]}}}"; }
                source ./_ledger
                words=(ledger plan ''); CURRENT=3; _ledger
                words=(ledger -f meals.jsonl plan add ''); CURRENT=6; _ledger
                """
            let zsh = try Self.shell("/usr/bin/zsh", ["-f", "-c", run], in: folder)
            #expect(zsh.stderr.isEmpty, "\(zsh.stderr)")
            // The stand-in for compadd prints all it is given; zsh's own filters by what is typed.
            #expect(zsh.stdout.split(separator: "\n").map(String.init) == [offered, "Chicken curry|Oat bowl"])
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") {
            try CompletionScript.fish(.ledger).write(toFile: folder.file("ledger.fish"), atomically: true, encoding: .utf8)
            let fish = try Self.shell("/usr/bin/fish", ["--no-config", "-c",
                                                        "source ledger.fish; complete -C 'ledger plan '; complete -C 'ledger plan co'"],
                                      in: folder)
            #expect(fish.stderr.isEmpty, "\(fish.stderr)")
            let lines = fish.stdout.split(separator: "\n").map(String.init)
            #expect(Set(["add", "remove", "eat", "copy", "today"]).isSubset(of: Set(lines)), "\(lines)")
            #expect(lines.last == "copy")
        }
    }

    @Test func theMealHelperPrintsNamesNewestFirstAndNothingWithoutAJournal() throws {
        let folder = try Self.journalFolder()
        let names = try LedgerProcess.run(["--journal=" + folder.file("meals.jsonl"), "__complete", "meals"])
        #expect(names.status == 0)
        #expect(names.stdout == "Chicken curry\nOat bowl\n")
        let none = try LedgerProcess.run(["-f", folder.file("absent.jsonl"), "__complete", "meals"])
        #expect(none.status == 0)
        #expect(none.stdout.isEmpty && none.stderr.isEmpty)
        #expect(!(try LedgerProcess.run(["--help"])).stdout.contains("__complete"))
    }
}
