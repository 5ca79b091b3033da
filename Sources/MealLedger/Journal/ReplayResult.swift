/// The state a replay rebuilt and everything it noticed on the way.
public struct ReplayResult: Sendable {
    public var state: LedgerState
    /// Problems, in line order; at most `Replay.maximumFindings` are kept.
    public var findings: [Finding]
    /// How many more findings there were beyond those kept.
    public var omittedFindingCount: Int
    /// How many of those were errors (the rest are warnings).
    public var omittedErrorCount = 0
    /// The first damaged line among those not kept, which still refuses writing.
    public var omittedDamage: Finding?
    /// Where reading stopped, and the torn final line if any.
    public var end: ReadEnd
    /// The number of the last line replayed.
    public var lastLine: Int
    /// A batch a kill cut short, which the replay stopped before (`BatchIntent`); nil when none.
    public var batchCut: BatchCut? = nil
    /// Whether some line replayed carries `undoes` (undo's mark), which `check` then reads again
    /// to judge (`UndoMarks`). Noted in the replay loop itself: a closure called for every line
    /// keeps each event alive past the state taking it, a copy of every line.
    public var sawUndoMark = false

    /// True when some line could not be read as an event, the last line is torn or a batch was cut short.
    public var isDamaged: Bool {
        end.tornLine != nil || batchCut != nil || omittedDamage != nil || findings.contains { $0.isDamage }
    }

    /// The first damaged line, torn tail included, as the error that refuses writing.
    public func damageError(path: String) -> JournalError? {
        if let finding = findings.first(where: { $0.isDamage }) ?? omittedDamage {
            return .damaged(path: path, line: finding.line, reason: finding.message)
        }
        if let torn = end.tornLine { return .tornTail(path: path, line: torn.number) }
        if let cut = batchCut { return .tornBatch(path: path, cut: cut) }
        return nil
    }

    /// True when some finding is an error (not only warnings).
    public var hasErrors: Bool {
        end.tornLine != nil || batchCut != nil || omittedErrorCount > 0 || findings.contains { $0.severity == .error }
    }
}
