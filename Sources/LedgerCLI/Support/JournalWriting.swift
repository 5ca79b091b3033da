import MealLedger

/// The lines a dry run would append, each as the journal would hold it.
enum DryRunLines {
    static func text(_ events: [Event]) -> String {
        events.map { $0.canonicalLine + "\n" }.joined()
    }
}

/// How every writing command appends: all or none, under the journal's lock, or with
/// `--dry-run` the same checks and nothing written (SPEC section 9).
extension LedgerCommand {
    /// Appends the events `makeEvents` builds from the journal's current state, or previews
    /// them when `dryRun`; a broken rule becomes this command's refusal (exit 1).
    static func appendEvents(to journal: String, createFolder: Bool, stamp: EventStamp, dryRun: Bool,
                             makeEvents: (LedgerState) throws -> [Event]) throws -> JournalAppender.Outcome {
        do {
            if dryRun { return try JournalAppender.preview(to: journal, stamp: stamp, makeEvents: makeEvents) }
            return try JournalAppender.append(to: journal, stamp: stamp, createFolder: createFolder,
                                              makeEvents: makeEvents)
        } catch let refusal as AppendRefusal {
            throw CLIError.refused(commandPath, refusal.message)
        } catch let error as FieldError {
            throw CLIError.refused(commandPath, error.description)
        } catch let error as JournalError {
            throw CLIError.journal(error)
        }
    }

    /// A dry run's output: every line it would append, then a note on stderr.
    static func printDryRun(_ outcome: JournalAppender.Outcome, journal: String, _ context: CommandContext) {
        context.stdout.write(DryRunLines.text(outcome.events))
        let count = outcome.events.count
        context.stderr.line("\(commandPath): dry run: \(count) line\(count == 1 ? "" : "s") not written to \(journal)")
    }
}
