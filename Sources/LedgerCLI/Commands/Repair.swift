import MealLedger

extension Ledger {
    /// `ledger repair`: save a torn final line aside and cut it; nothing else is touched.
    struct Repair: JournalOnlyCommand {
        static let spec = CommandSpec(
            name: "repair",
            summary: "Cut what a crash left at the end (a torn last line, a batch cut short) after saving it to PATH.torn-line-N.",
            discussion: """
            Only what a crash left at the end is cut: a torn last line, or every line of a batch
            (fix, copy, plan eat, import, append -) whose write a crash cut short, as the record
            PATH.pending-batch shows, so a batch is never left half written. A damaged line in the
            middle is never rewritten: fix it by hand (the journal is a text file) and run 'ledger check'.
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
                case let .cutBatch(line, lines, length, savedTo):
                    context.stdout.line("\(path):\(line): cut a batch of \(lines) lines that a crash cut short, from this line on "
                        + "(\(plural(length, "byte")), none of it ever acknowledged); saved to \(savedTo)")
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
