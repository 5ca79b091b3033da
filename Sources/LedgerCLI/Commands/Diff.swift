import MealLedger

extension Ledger {
    /// `ledger diff A B`: events only in A, only in B, and the same id with different content.
    struct Diff: LedgerCommand {
        static let exitCode = Flag("exit-code", help: "exit with status 1 when the journals differ")

        static let spec = CommandSpec(
            name: "diff",
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
            usage: [.argument(.file("A")), .argument(.file("B")), .option(CommonOptions.json), .option(exitCode)],
            options: [CommonOptions.json, exitCode])

        struct Options {
            var a: String
            var b: String
            var asJSON: Bool
            /// Exit 1 when they differ.
            var exitCode: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let (a, b) = try twoJournals(arguments)
            return Options(a: a, b: b, asJSON: arguments[CommonOptions.json], exitCode: arguments[exitCode])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let a = try JournalIndex.read(path: options.a)
            let b = try JournalIndex.read(path: options.b)
            let diff = JournalDiff(a.events, b.events)
            try context.print(JournalComparison(diff: diff, a: a, b: b), asJSON: options.asJSON)
            return options.exitCode && !diff.isEmpty ? .refused : .success
        }
    }
}
