#if canImport(Glibc)
import Glibc
#endif
import MealLedger

/// The `ledger` command tree: finds the command named by the arguments and runs it.
public enum Ledger {
    /// Every command, in the order `ledger --help` lists them.
    nonisolated(unsafe) static let commands: [any LedgerCommand.Type] = [
        Demo.self, Init.self, Append.self, Eat.self, Fix.self, Undo.self, Copy.self, Day.self, Audit.self, Meals.self,
        MealShow.self, Week.self, PlanWeek.self, PlanAdd.self, PlanRemove.self, PlanEat.self, PlanCopy.self, ReplayCommand.self, Log.self, Check.self, Snapshot.self,
        Repair.self, Diff.self, Merge.self, MergeDriver.self, GitSetup.self, FoodSearch.self, FoodShow.self, RecipeParse.self,
        Report.self, Shopping.self, Export.self, Import.self, GoalsCommand.self, GoalsSuggest.self, Weigh.self, Weight.self,
        Expenditure.self, Completions.self, Complete.self,
    ]

    /// The version `ledger --version` prints.
    public static let version = "0.1.0"

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        run(arguments, context: context, flush: true)
    }

    /// Runs a command line; `flush: false` lets a command run others inside its own output.
    static func run(_ arguments: [String], context: CommandContext, flush: Bool) -> Int32 {
        let code = dispatch(arguments, context: context)
        if flush {
            context.stdout.flush()
            context.stderr.flush()
        }
        return code.rawValue
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) -> ExitCode {
        report(context) {
            let (globals, arguments) = try Arguments.leadingGlobals(arguments)
            guard let first = arguments.first else {
                context.stderr.write(overview)
                return .usage
            }
            if first == "--help" || first == "-h" || first == "help" {
                return try help(Array(arguments.dropFirst()), globals: globals, context: context)
            }
            if first == "--version" {
                context.stdout.line("ledger \(version) (journal format \(JournalCreated.currentFormat))")
                return .success
            }
            guard let (command, consumed) = find(arguments) else { throw unknownCommand(arguments, in: "ledger") }
            let words = Array(arguments.dropFirst(consumed))
            if Arguments.asksForHelp(globals + words, spec: command.spec) {
                context.showHelp(command.spec.helpText(width: TerminalWidth.columns(context)), words: globals + words)
                return .success
            }
            let parsed = try Arguments(words, spec: command.spec, context: context, globals: globals)
            var context = context
            if parsed.isGiven(CommonOptions.noSnapshot) { context.useSnapshots = false }
            if parsed.isGiven(CommonOptions.dryRun) { context.refreshesSnapshots = false }
            return try runCheckingSnapshots(context) { try command.run(parsed, $0) }
        }
    }

    /// `ledger help [COMMAND]`, `ledger help --man`: the overview, a command's help or the man page.
    private static func help(_ words: [String], globals: [String], context: CommandContext) throws -> ExitCode {
        // `--no-pager` and `--color` apply to help as to any output (`ledger --help --no-pager`).
        let (terminalWords, words) = HelpLayout.terminalOptions(words)
        let width = TerminalWidth.columns(context)
        if words == ["--man"] {
            context.stdout.write(ManPage.text)
            return .success
        }
        guard !words.isEmpty else {
            context.showHelp(overview(width: width), words: globals + terminalWords)
            return .success
        }
        if words == ["help"] || words == ["--help"] || words == ["-h"] {
            context.showHelp(HelpOfHelp.text(width: width), words: globals + terminalWords)
            return .success
        }
        // `ledger help --man day`, `ledger help -f x day`, `ledger help day extra`: said plainly,
        // not read as an unknown command named "--man" or "-f", nor help for "day" alone.
        if words.contains("--man") {
            throw CLIError.usage("ledger help", "'--man' prints the whole manual page and takes no command, "
                + "got '\(words.filter { $0 != "--man" }.joined(separator: " "))'")
        }
        if let option = words.first(where: { $0.hasPrefix("-") }) {
            throw CLIError.usage("ledger help", "unknown option '\(option)'; 'ledger help' takes a command's name, or --man")
        }
        guard let (command, consumed) = find(words) else { throw unknownCommand(words, in: "ledger help") }
        if consumed < words.count {
            throw CLIError.usage("ledger help", "unexpected '\(words[consumed...].joined(separator: " "))' after "
                + "'\(words[..<consumed].joined(separator: " "))'")
        }
        context.showHelp(command.spec.helpText(width: width), words: globals + terminalWords)
        return .success
    }

    /// `unknown command 'frobnicate'`, with the nearest command's name when one is near.
    private static func unknownCommand(_ words: [String], in path: String) -> CLIError {
        let names = visibleCommands.map { $0.spec.name }
        let firstWords = names.compactMap { $0.split(separator: " ").first.map(String.init) }
        var typed = words[0]
        var nearest: String?
        if firstWords.contains(typed) {
            // The first word of a two-word command (`meal shw`): compare both words.
            if words.count > 1 { typed += " " + words[1] }
            nearest = Suggestion.nearest(to: typed, among: names.filter { $0.hasPrefix(words[0] + " ") })
                ?? names.first { $0.hasPrefix(words[0] + " ") }
        } else if let word = Suggestion.nearest(to: typed, among: Array(Set(firstWords)).sorted()) {
            nearest = names.first { $0 == word } ?? names.first { $0.hasPrefix(word + " ") }
        }
        let clause = nearest.map { " (did you mean '\($0)'?)" } ?? ""
        return CLIError(code: .usage, message: "\(path): unknown command '\(typed)'\(clause)\n"
                        + "Run 'ledger --help' for the list of commands.")
    }

    /// Runs a command; when a snapshot it read proved damaged on the way (its blocks are
    /// checked as they are first used), drops what it printed, removes the snapshot and runs it
    /// again from the journal (which writes a sound snapshot). Commands that write check
    /// their own state before writing, so only reports ever go round again.
    private static func runCheckingSnapshots(_ context: CommandContext,
                                             _ body: (CommandContext) throws -> ExitCode) throws -> ExitCode {
        var context = context
        for attempt in 0..<3 {
            context.snapshotsUsed = SnapshotsUsed()
            let code: ExitCode
            do {
                code = try body(context)
            } catch {
                if context.snapshotsUsed.damagedPaths.isEmpty || attempt == 2 { throw error }
                code = .refused
            }
            let damaged = context.snapshotsUsed.damagedPaths
            context.stdout.isHolding = false
            context.stderr.isHolding = false
            if damaged.isEmpty || attempt == 2 { return code }
            context.stdout.discardBuffered()
            context.stderr.discardBuffered()
            for path in damaged { unlink(path) }
            if attempt == 1 { context.useSnapshots = false }
        }
        return .refused  // not reached: the last attempt returns
    }

    /// Runs a command body, turning its errors into messages on stderr and an exit status.
    private static func report(_ context: CommandContext, _ body: () throws -> ExitCode) -> ExitCode {
        do {
            return try body()
        } catch let error as CLIError {
            context.stderr.line(error.message)
            return error.code
        } catch let error as JournalError {
            let mapped = CLIError.journal(error)
            context.stderr.line(mapped.message)
            return mapped.code
        } catch {
            context.stderr.line("ledger: \(error)")
            return .refused
        }
    }

    /// The commands help, the man page and completions show: all but the hidden helpers.
    static var visibleCommands: [any LedgerCommand.Type] { commands.filter { !$0.spec.isHidden } }

    /// The command whose name the arguments start with, and how many words that name took.
    private static func find(_ arguments: [String]) -> (type: any LedgerCommand.Type, consumed: Int)? {
        if arguments.count >= 2 {
            let twoWords = "\(arguments[0]) \(arguments[1])"
            if let command = commands.first(where: { $0.spec.name == twoWords }) { return (command, 2) }
        }
        if let command = commands.first(where: { $0.spec.name == arguments[0] }) { return (command, 1) }
        return nil
    }

    static var overview: String { overview(width: nil) }

    /// The overview `ledger --help` prints, folded at word boundaries to `width` columns.
    static func overview(width: Int?) -> String {
        var text = """
        ledger — a nutrition ledger kept as an append-only journal of JSON lines.

        Usage: ledger [-f PATH] COMMAND [ARGUMENTS] [--json]

        Commands:

        """
        text = HelpLayout.prose(text, width: width)
        text += HelpLayout.columns(visibleCommands.map { ($0.spec.name, $0.spec.summary) }, width: width)
        text += HelpLayout.prose("""

        The journal is $MEAL_LEDGER_JOURNAL, else $XDG_DATA_HOME/meal-ledger/journal.jsonl, else
        ~/.local/share/meal-ledger/journal.jsonl; --journal PATH (-f PATH, before or after the
        command) chooses another. 'ledger help COMMAND' shows a command's options, 'ledger help
        --man' the manual page, 'ledger completions bash|zsh|fish' a completion script.
        Exit status: 0 done, 1 refused (nothing written), 2 usage error, 3 journal damaged,
        4 recipe service failed.

        """, width: width)
        return text
    }
}
