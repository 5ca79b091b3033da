import MealLedger

extension Ledger {
    /// `ledger init`: create the journal with its `journal.created` line.
    struct Init: LedgerCommand {
        static let spec = CommandSpec(
            name: "init", arguments: "[-f PATH]",
            summary: "Create a new journal (and its folder) with its journal.created line.",
            options: [.journal, .device])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            guard arguments.positionals.isEmpty else {
                throw CLIError.usage(spec.commandPath, "unexpected argument '\(arguments.positionals[0])'")
            }
            let path = context.journalPath(arguments).path
            do {
                _ = try JournalAppender.initialize(path: path, stamp: try context.stamp(arguments))
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            context.stdout.line("created \(path)")
            return .success
        }
    }
}
