import MealLedger

/// Replays a journal for a report: damage is named on stderr and reading goes on up to it.
///
/// Returns the open file too, so a report can read single lines back by offset.
func replayForReading(path: String, context: CommandContext,
                      options: ReplayOptions = ReplayOptions()) throws -> (ReplayResult, JournalFile) {
    try replayForReading(path: path, context: context, options: options, observing: nil)
}

/// Replays a journal for a report that watches every event as it is applied (`observe`
/// sees each with its position and the state just after it); no snapshot is used.
func replayForReading(
    path: String, context: CommandContext, options: ReplayOptions = ReplayOptions(),
    observe: (Event, LinePosition, LedgerState) -> Void
) throws -> (ReplayResult, JournalFile) {
    try withoutActuallyEscaping(observe) { observe in
        try replayForReading(path: path, context: context, options: options, observing: observe)
    }
}

private func replayForReading(
    path: String, context: CommandContext, options: ReplayOptions,
    observing observe: ((Event, LinePosition, LedgerState) -> Void)?
) throws -> (ReplayResult, JournalFile) {
    var options = options
    options.untilLine = options.untilLine ?? context.historyCut.untilLine
    options.untilInstant = options.untilInstant ?? context.historyCut.untilInstant
    if context.environment["MEAL_LEDGER_PROFILE"] != nil {
        let stderr = context.stderr
        options.profile = { stderr.line($0) }
    }
    let result: ReplayResult
    let file: JournalFile
    do {
        file = try JournalFile.openForReading(path)
        try file.lockShared()  // no append or repair half-seen, and a snapshot written from a still file
        let outcome = try SnapshotReplay.run(file, options: options, useSnapshot: context.useSnapshots,
                                             refresh: context.refreshesSnapshots, observe: observe)
        result = outcome.result
        if outcome.loaded != nil {
            // Held until the command ends: a block of the snapshot found damaged while the
            // report is computed sends the command round again, its output unseen.
            context.snapshotsUsed.add(path: SnapshotFile.path(for: path), result.state.snapshotDamageCheck)
            context.stdout.isHolding = true
            context.stderr.isHolding = true
        }
        if let refusal = outcome.snapshotRefusal {
            context.stderr.line("warning: \(refusal); the journal was replayed without it")
        }
    } catch {
        throw CLIError.journal(error)
    }
    for finding in result.findings where finding.isDamage {
        context.stderr.line("\(ShownPath.of(path)):\(finding.line): warning: skipped: \(finding.message)")
    }
    if let torn = result.end.tornLine {
        context.stderr.line("\(ShownPath.of(path)):\(torn.number): warning: the last line is torn and was not read; "
            + "run 'ledger repair'")
    }
    if let cut = result.batchCut {
        context.stderr.line("\(ShownPath.of(path)):\(cut.line): warning: \(cut.summary); run 'ledger repair'")
    }
    if result.state.unknownTypeCount > 0 {
        context.stderr.line(unknownTypesNote(result.state.unknownTypeCount))
    }
    return (result, file)
}

/// The one line every report prints when the journal holds events of types this release does
/// not know (SPEC section 15): they are kept in the journal and left out of the report.
func unknownTypesNote(_ count: Int) -> String {
    "\(count) \(count == 1 ? "event" : "events") of types this release does not know "
        + "\(count == 1 ? "was" : "were") left out (written by a newer version?)"
}
