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

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> WriteTarget {
            try expectNoPositionals(arguments)
            return try WriteTarget(arguments, context)
        }

        static func run(_ target: WriteTarget, _ context: CommandContext) throws -> ExitCode {
            let folders = JournalAppender.missingFolders(for: target.journal)
            let outcome = try initializeJournal(target)
            try context.print(JournalInitialized(journal: target.journal, folders: folders, created: outcome.events,
                                                 isDryRun: target.dryRun), asJSON: target.asJSON)
            noteDryRun(target, context)
            return .success
        }
    }
}
