import MealLedger

extension Ledger {
    /// `ledger completions bash|zsh|fish`: the shell completion script, built from the command specs.
    struct Completions: LedgerCommand {
        static let spec = CommandSpec(
            name: "completions",
            summary: "Print the shell completion script for bash, zsh or fish.",
            discussion: """
            The script completes commands, options, event types, slots, dates and the meal names of
            the journal (the one -f names earlier on the line, else the default journal).
              bash: source <(ledger completions bash)       (or save it as
                    ~/.local/share/bash-completion/completions/ledger; tools/install does)
              zsh:  source <(ledger completions zsh)        (after compinit)
              fish: ledger completions fish | source
            """,
            usage: [.argument(.choice(CompletionScript.shells, CompletionScript.shells.joined(separator: "|")))],
            options: [])

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> String {
            guard let shell = arguments.positionals.first else {
                throw usageError("missing the shell (\(CompletionScript.shells.joined(separator: ", ")))")
            }
            guard arguments.positionals.count == 1 else { throw usageError("unexpected argument '\(arguments.positionals[1])'") }
            guard CompletionScript.shells.contains(shell) else {
                throw usageError("no completion script for '\(shell)'" + Suggestion.clause(for: shell, among: CompletionScript.shells)
                                 + "; give bash, zsh or fish")
            }
            return shell
        }

        static func run(_ shell: String, _ context: CommandContext) throws -> ExitCode {
            context.stdout.write(CompletionScript.script(for: shell) ?? "")
            return .success
        }
    }
}
