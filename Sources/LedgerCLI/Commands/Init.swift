import MealLedger

extension Ledger {
    /// `ledger init`: create the journal with its `journal.created` line.
    struct Init: LedgerCommand {
        static let spec = CommandSpec(
            name: "init",
            summary: "Create a new journal (and its folder) with its journal.created line.",
            usage: [.shortOption(CommonOptions.journal)],
            options: [CommonOptions.journal, CommonOptions.device])

        struct Options {
            var journal: String
            var stamp: EventStamp
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            return Options(journal: try context.journalPath(arguments).path, stamp: try context.stamp(arguments))
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let path = options.journal
            do {
                _ = try JournalAppender.initialize(path: path, stamp: options.stamp)
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            context.stdout.line("created \(path)")
            return .success
        }
    }
}
