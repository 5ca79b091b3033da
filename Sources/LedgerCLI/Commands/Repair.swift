import MealLedger

extension Ledger {
    /// `ledger repair`: save a torn final line aside and cut it; nothing else is touched.
    struct Repair: JournalOnlyCommand {
        static let spec = CommandSpec(
            name: "repair",
            summary: "Cut a torn final line (left by a crash mid-append) after saving its bytes to PATH.torn-line-N.",
            discussion: """
            Only a torn last line is cut. A damaged line in the middle is never rewritten: fix it
            by hand (the journal is a text file) and run 'ledger check'.
            """,
            usage: [.shortOption(CommonOptions.journal)],
            options: [CommonOptions.journal])

        static func run(_ path: String, _ context: CommandContext) throws -> ExitCode {
            do {
                _ = try JournalFile.openForReading(path)
                switch try JournalRepair.repair(path: path) {
                case .nothingToRepair:
                    context.stdout.line("\(path): nothing to repair: the last line is complete")
                case let .cutTornLine(line, length, savedTo):
                    context.stdout.line("\(path):\(line): cut the torn last line (\(plural(length, "byte"))); saved to \(savedTo)")
                }
                let result = try Replay.run(try JournalFile.openForReading(path))
                if let damage = result.damageError(path: path) {
                    context.stderr.line(damage.description)
                    return .damaged
                }
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            return .success
        }
    }
}
