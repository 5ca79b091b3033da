import MealLedger

extension Ledger {
    /// `ledger check`: validate every line and print each problem with its line number.
    struct Check: LedgerCommand {
        static let spec = CommandSpec(
            name: "check",
            summary: "Validate the whole journal: syntax, fields, references, duplicate ids, canonical form.",
            discussion: """
            Prints PATH:LINE: message for each problem, then a summary. Exit status: 0 when there
            are no errors (warnings allowed), 1 when an event breaks a rule, 3 when a line cannot
            be read at all or the last line is torn.
            """,
            usage: [.option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot])

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> ReportTarget {
            try expectNoPositionals(arguments)
            return try ReportTarget(arguments, context)
        }

        static func run(_ options: ReportTarget, _ context: CommandContext) throws -> ExitCode {
            let path = options.journal
            let result: ReplayResult
            var findings: [Finding]
            do {
                let file = try JournalFile.openForReading(path)
                try file.lockShared()
                // Every line is validated: a check never trusts the snapshot.
                result = try Replay.run(file, options: ReplayOptions(checkCanonicalForm: true))
                findings = result.findings
                // Only a journal with undo's marks is read again, to check them (`UndoMarks`).
                if result.sawUndoMark {
                    let marks = try UndoMarks.read(file, state: result.state, upTo: result.end.completeLength)
                    let warnings = marks.marks.compactMap { mark in mark.problem.map { Finding(.warning, line: mark.line, $0) } }
                    if !warnings.isEmpty {
                        findings = (findings + warnings).enumerated()
                            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
                    }
                }
            } catch {
                throw CLIError.journal(error)
            }
            if result.end.lineCount == 0, result.end.tornLine == nil {
                // An empty file is no journal yet: appending to it writes journal.created first.
                findings.append(Finding(.error, line: 1, "the journal is empty; its first line must be a journal.created "
                                            + "event ('ledger init' writes one, and so does the first 'ledger append')"))
            }
            if let torn = result.end.tornLine {
                findings.append(Finding(.error, line: torn.number,
                                        "the last line is torn (\(torn.length) bytes, no newline at its end); "
                                            + "'ledger repair' saves it aside and cuts it", isDamage: true))
            }
            if let cut = result.batchCut {
                findings.append(Finding(.error, line: cut.line, cut.summary + "; 'ledger repair' saves its lines aside and cuts them",
                                        isDamage: true))
            }
            let outcome = CheckOutcome(path: path, eventCount: result.state.eventCount,
                                       lineCount: result.end.lineCount + (result.end.tornLine == nil ? 0 : 1),
                                       findings: findings, omittedCount: result.omittedFindingCount,
                                       omittedErrorCount: result.omittedErrorCount)
            try context.print(outcome, asJSON: options.asJSON)
            if result.isDamaged { return .damaged }
            return outcome.errorCount > 0 ? .refused : .success
        }
    }
}

/// `1 error`, `2 errors`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
