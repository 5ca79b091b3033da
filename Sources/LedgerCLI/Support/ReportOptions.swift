import MealLedger

/// What reports share: reading the journal up to a point and reading dates.
extension CommandContext {
    /// Replays the journal for a report (snapshots and `ledger replay` cut points come here).
    func reportState(_ arguments: Arguments, options: ReplayOptions = ReplayOptions()) throws -> (ReplayResult, JournalFile) {
        try replayForReading(path: journalPath(arguments).path, context: self, options: options)
    }

    /// Replays the journal for a report that watches every event (see `replayForReading`).
    func reportState(_ arguments: Arguments, options: ReplayOptions = ReplayOptions(),
                     observe: (Event, LinePosition, LedgerState) -> Void) throws -> (ReplayResult, JournalFile) {
        try replayForReading(path: journalPath(arguments).path, context: self, options: options, observe: observe)
    }

    /// The optional DATE positional, else today.
    func dateArgument(_ arguments: Arguments, command: String) throws(CLIError) -> CalendarDate {
        guard arguments.positionals.count <= 1 else {
            throw .usage(command, "unexpected argument '\(arguments.positionals[1])'")
        }
        guard let text = arguments.positionals.first else { return today }
        return try parseDate(text, option: "DATE", command: command)
    }
}
