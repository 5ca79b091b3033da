import MealLedger

extension Ledger {
    /// `ledger repair`: save a torn final line aside and cut it; nothing else is touched.
    struct Repair: JournalOnlyCommand {
        static let dryRun = CommonOptions.dryRun.with(help: "say what it would cut and where it would save it; write nothing")

        static let spec = CommandSpec(
            name: "repair",
            summary: "Cut what a crash left at the end (a torn last line, a batch cut short) after saving it to PATH.torn-line-N.",
            discussion: """
            Only what a crash left at the end is cut: a torn last line, or every line of a batch
            (fix, copy, plan eat, import, append -) whose write a crash cut short, as the record
            PATH.pending-batch shows, so a batch is never left half written. A damaged line in the
            middle is never rewritten: fix it by hand (the journal is a text file) and run 'ledger check'.
            --dry-run says what it would cut and the side file it would save it to, writing nothing.
            --json prints {"journal","repair":"none"|"tornLine"|"batch","line"|null,"lines"|null,
            "bytes"|null,"savedTo"|null,"dryRun"}; "line" (the first line cut), "lines", "bytes" and
            "savedTo" are null when there is nothing to repair.
            """,
            usage: [.shortOption(CommonOptions.journal), .option(dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, dryRun, CommonOptions.json])

        static func run(_ options: JournalOnlyOptions, _ context: CommandContext) throws -> ExitCode {
            let path = options.journal
            do {
                _ = try JournalFile.openForReading(path)
                let outcome = options.dryRun ? try JournalRepair.preview(path: path) : try JournalRepair.repair(path: path)
                try context.print(RepairOutcome(journal: path, outcome: outcome, isDryRun: options.dryRun),
                                  asJSON: options.asJSON)
                noteDryRun(options, context)
                let result = try Replay.run(try JournalFile.openForReading(path))
                // A dry run cut nothing: only damage before what it would cut counts.
                let damage = options.dryRun
                    ? result.findings.first(where: \.isDamage).map { JournalError.damaged(path: path, line: $0.line, reason: $0.message) }
                    : result.damageError(path: path)
                if let damage {
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
