import MealLedger

extension Ledger {
    /// `ledger init`: create the journal with its `journal.created` line.
    struct Init: LedgerCommand {
        static let dryRun = CommonOptions.dryRun.with(help: "check everything and print the line it would write; write nothing")

        static let spec = CommandSpec(
            name: "init",
            summary: "Create a new journal (and its folder) with its journal.created line.",
            discussion: """
            The journal's folders are created when missing. A journal that is there already
            (not empty) is refused (exit 1) and left as it was. --dry-run makes the same checks
            and prints the line it would write, writing nothing.
            --json prints {"journal","folders":[…],"appended":[…the line, as an object…],"dryRun"}:
            "folders" are the folders created (or that would be), outermost first.
            """,
            usage: [.shortOption(CommonOptions.journal), .option(dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, dryRun, CommonOptions.json])

        struct Options {
            var journal: String
            var stamp: EventStamp
            var dryRun: Bool
            var asJSON: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            return Options(journal: try context.journalPath(arguments).path, stamp: try context.stamp(arguments),
                           dryRun: arguments[dryRun], asJSON: arguments[CommonOptions.json])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let path = options.journal
            let folders = JournalAppender.missingFolders(for: path)
            let outcome: JournalAppender.Outcome
            do {
                outcome = options.dryRun ? try JournalAppender.previewInitialize(path: path, stamp: options.stamp)
                    : try JournalAppender.initialize(path: path, stamp: options.stamp)
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            try context.print(JournalInitialized(journal: path, folders: folders, created: outcome.events,
                                                 isDryRun: options.dryRun), asJSON: options.asJSON)
            if options.dryRun { context.stderr.line("\(commandPath): dry run: nothing written to \(path)") }
            return .success
        }
    }
}
