import MealLedger

/// The lines a dry run would append, each as the journal would hold it.
enum DryRunLines {
    static func text(_ events: [Event]) -> String {
        events.map { $0.canonicalLine + "\n" }.joined()
    }
}

/// Where and how a writing command appends: the journal, the stamp of new events, and
/// `--dry-run` and `--json`. Every command that appends goes through it and `appendEvents`
/// (SPEC 17: one write path): append, eat, fix, undo, copy, plan add/remove/eat/copy,
/// import, weigh, goals, demo; `init` through it and `initializeJournal`.
struct WriteTarget {
    var journal: String
    /// True when the journal is the default one, whose folder may be created.
    var isDefaultJournal: Bool
    var stamp: EventStamp
    var dryRun: Bool
    var asJSON: Bool

    /// Reads `--journal`, `--device`, `--dry-run` and, when the command takes it (`readsJSON`), `--json`.
    init(_ arguments: Arguments, _ context: CommandContext, readsJSON: Bool = true) throws {
        (journal, isDefaultJournal) = try context.journalPath(arguments)
        stamp = try context.stamp(arguments)
        dryRun = arguments[CommonOptions.dryRun]
        asJSON = readsJSON && arguments[CommonOptions.json]
    }

    /// A target a command chooses itself (`demo`'s new journal): written for real, no JSON.
    init(journal: String, createsFolder: Bool, stamp: EventStamp) {
        self.journal = journal
        isDefaultJournal = createsFolder
        self.stamp = stamp
        dryRun = false
        asJSON = false
    }
}

/// How every writing command appends: all or none, under the journal's lock, or with
/// `--dry-run` the same checks and nothing written (SPEC section 9).
extension LedgerCommand {
    /// Appends the events `makeEvents` builds from the journal's current state, or previews
    /// them when `dryRun`; a broken rule becomes this command's refusal (exit 1), each line of
    /// its message led by what `namingEvent` calls the event it concerns (`<stdin>:3: `).
    static func appendEvents(to journal: String, createFolder: Bool, stamp: EventStamp, dryRun: Bool,
                             namingEvent: (Int) -> String? = { _ in nil },
                             makeEvents: (LedgerState) throws -> [Event]) throws -> JournalAppender.Outcome {
        do {
            if dryRun { return try JournalAppender.preview(to: journal, stamp: stamp, makeEvents: makeEvents) }
            return try JournalAppender.append(to: journal, stamp: stamp, createFolder: createFolder,
                                              makeEvents: makeEvents)
        } catch let refusal as AppendRefusal {
            let prefix = refusal.index.flatMap(namingEvent) ?? ""
            throw CLIError.refused(commandPath, refusal.message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { prefix + $0 }.joined(separator: "\n"))
        } catch let error as FieldError {
            throw CLIError.refused(commandPath, error.description)
        } catch let error as JournalError {
            throw CLIError.journal(error)
        }
    }

    /// Creates the target's journal with its `journal.created` line (`init`): refused when a
    /// journal is there already; with `--dry-run`, the same checks and nothing written.
    static func initializeJournal(_ target: WriteTarget) throws -> JournalAppender.Outcome {
        do {
            if target.dryRun { return try JournalAppender.previewInitialize(path: target.journal, stamp: target.stamp) }
            return try JournalAppender.initialize(path: target.journal, stamp: target.stamp)
        } catch let error as JournalError {
            throw CLIError.journal(error)
        }
    }

    /// `appendEvents` for a command's `WriteTarget`.
    static func appendEvents(_ target: WriteTarget, namingEvent: (Int) -> String? = { _ in nil },
                             makeEvents: (LedgerState) throws -> [Event]) throws -> JournalAppender.Outcome {
        try appendEvents(to: target.journal, createFolder: target.isDefaultJournal, stamp: target.stamp,
                         dryRun: target.dryRun, namingEvent: namingEvent, makeEvents: makeEvents)
    }

    /// What the everyday commands print after logging on `date`: the entries and the day
    /// against its goal (`LoggedSummary`), then, for a dry run, the note that nothing was written.
    static func printLogged(_ outcome: JournalAppender.Outcome, date: CalendarDate, _ target: WriteTarget,
                            _ context: CommandContext) throws {
        noteCreated(outcome, target, context)
        let summary = try LoggedSummary(outcome, date: date, journal: target.journal, isDryRun: target.dryRun)
        try context.print(summary, asJSON: target.asJSON)
        noteDryRun(target, context)
    }

    /// `ledger: created PATH` on stderr when the append created the journal (not in a dry run).
    static func noteCreated(_ outcome: JournalAppender.Outcome, _ target: WriteTarget, _ context: CommandContext) {
        if !target.dryRun, outcome.firstLine == 1 { context.stderr.line("ledger: created \(ShownPath.of(target.journal))") }
    }

    /// `ledger eat: dry run: nothing written to PATH` on stderr, for a dry run.
    static func noteDryRun(_ target: WriteTarget, _ context: CommandContext) {
        if target.dryRun { context.stderr.line("\(commandPath): dry run: nothing written to \(ShownPath.of(target.journal))") }
    }

    /// The required DATE positional and `--to DATE` of `copy` and `plan copy`.
    static func fromAndToDates(_ arguments: Arguments, _ context: CommandContext, to: Option<CalendarDate>,
                               missingFrom: String, missingTo: String) throws -> (from: CalendarDate, to: CalendarDate) {
        guard !arguments.positionals.isEmpty else { throw usageError(missingFrom) }
        let from = try dateArgument(arguments, context)
        guard let target = try arguments[to] else { throw usageError(missingTo) }
        return (from, target)
    }

    /// A dry run's output: every line it would append, then a note on stderr.
    static func printDryRun(_ outcome: JournalAppender.Outcome, journal: String, _ context: CommandContext) {
        context.stdout.write(DryRunLines.text(outcome.events))
        let count = outcome.events.count
        context.stderr.line("\(commandPath): dry run: \(count) line\(count == 1 ? "" : "s") not written to \(ShownPath.of(journal))")
    }
}
