import MealLedger

extension Ledger {
    /// `ledger diff A B`: events only in A, only in B, and the same id with different content.
    struct Diff: LedgerCommand {
        static let spec = CommandSpec(
            name: "diff", arguments: "A B [--json] [--exit-code]",
            summary: "Compare two journals event by event: only in A, only in B, same id with different content.",
            discussion: """
            Events are matched by id and compared in canonical form, so a hand-edited line that
            says the same thing differently is not a difference; the order of lines does not
            matter. Each event is shown with its line number (A:LINE, B:LINE).
            --json prints {"a":{"path","events"},"b":{…},"same":N,"onlyInA":[{"line","event"}],
            "onlyInB":[…],"changed":[{"id","fields":[…],"a":{"line","event"},"b":{"line","event"}}]}.
            Exit status 0 whether or not they differ; with --exit-code, 1 when they differ
            (as 'git diff --exit-code'). 3 when a journal has a damaged or torn line.
            """,
            options: [.json, OptionSpec("exit-code", help: "exit with status 1 when the journals differ")])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            guard arguments.positionals.count == 2 else {
                throw CLIError.usage(spec.commandPath, arguments.positionals.count < 2
                    ? "needs two journals, A and B" : "unexpected argument '\(arguments.positionals[2])'")
            }
            let a = try JournalIndex.read(path: arguments.positionals[0])
            let b = try JournalIndex.read(path: arguments.positionals[1])
            let diff = JournalDiff(a.events, b.events)
            try context.print(JournalComparison(diff: diff, a: a, b: b), asJSON: arguments.has("json"))
            return arguments.has("exit-code") && !diff.isEmpty ? .refused : .success
        }
    }
}
