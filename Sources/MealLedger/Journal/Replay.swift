/// How far and how strictly to replay.
public struct ReplayOptions: Sendable {
    /// Stop after this line.
    public var untilLine: Int?
    /// Leave out every event whose `at` is later than this (the journal as it stood then).
    public var untilInstant: Instant?
    /// Warn about lines that are valid but not byte-for-byte canonical (costs a re-encode per line).
    public var checkCanonicalForm: Bool

    public init(untilLine: Int? = nil, untilInstant: Instant? = nil, checkCanonicalForm: Bool = false) {
        self.untilLine = untilLine
        self.untilInstant = untilInstant
        self.checkCanonicalForm = checkCanonicalForm
    }
}

/// The state a replay rebuilt and everything it noticed on the way.
public struct ReplayResult: Sendable {
    public var state: LedgerState
    /// Problems, in line order; at most `Replay.maximumFindings` are kept.
    public var findings: [Finding]
    /// How many more findings there were beyond those kept.
    public var omittedFindingCount: Int
    /// Where reading stopped, and the torn final line if any.
    public var end: ReadEnd
    /// The number of the last line replayed.
    public var lastLine: Int

    /// True when some line could not be read as an event, or the last line is torn.
    public var isDamaged: Bool {
        end.tornLine != nil || findings.contains { $0.isDamage }
    }

    /// The first damaged line, torn tail included, as the error that refuses writing.
    public func damageError(path: String) -> JournalError? {
        if let finding = findings.first(where: { $0.isDamage }) {
            return .damaged(path: path, line: finding.line, reason: finding.message)
        }
        if let torn = end.tornLine { return .tornTail(path: path, line: torn.number) }
        return nil
    }

    /// True when some finding is an error (not only warnings).
    public var hasErrors: Bool {
        end.tornLine != nil || omittedFindingCount > 0 || findings.contains { $0.severity == .error }
    }
}

/// Replays a journal line by line into a `LedgerState`, never loading the file whole.
public enum Replay {
    /// Findings kept in memory; the rest are counted.
    public static let maximumFindings = 1000

    /// Replays an open journal from the start (or from `state` at `offset`/`firstLine`).
    ///
    /// `observe` sees every event that was read, with its line, after the state has taken it.
    public static func run(
        _ file: JournalFile, options: ReplayOptions = ReplayOptions(), from state: LedgerState = LedgerState(),
        offset: Int64 = 0, firstLine: Int = 1,
        observe: ((Event, RawLine, LedgerState) -> Void)? = nil
    ) throws(JournalError) -> ReplayResult {
        var state = state
        var findings: [Finding] = []
        var omitted = 0
        var lastLine = firstLine - 1
        func note(_ finding: Finding) {
            if findings.count < maximumFindings { findings.append(finding) } else { omitted += 1 }
        }
        let end: ReadEnd
        do {
            end = try JournalLineReader.readLines(descriptor: file.descriptor, path: file.path, from: offset,
                                                  firstLine: firstLine) { line in
                if let untilLine = options.untilLine, line.number > untilLine { return false }
                if let problem = lineProblem(line) {
                    note(Finding(.error, line: line.number, problem, isDamage: true))
                    lastLine = line.number
                    return true
                }
                let event: Event
                do throws(EventDecodingError) {
                    event = try Event(line: line.bytes)
                } catch {
                    note(Finding(.error, line: line.number, error.description, isDamage: true))
                    lastLine = line.number
                    return true
                }
                if let until = options.untilInstant, event.at > until {
                    // Appended later: not part of the journal as it stood then. Lines are kept in
                    // order of appending, but a merge may interleave devices, so read on.
                    lastLine = line.number
                    return true
                }
                if options.checkCanonicalForm, !event.canonicalBytes.elementsEqual(line.bytes) {
                    note(Finding(.warning, line: line.number,
                                 "not in canonical form (key order, spacing, escapes or number format); "
                                     + "other devices would write it as: \(event.canonicalLine)"))
                }
                for finding in state.record(event, line: line.number, offset: line.offset) { note(finding) }
                lastLine = line.number
                observe?(event, line, state)
                return true
            }
        } catch let error as JournalError {
            throw error
        } catch {
            throw .system(path: file.path, operation: "read", reason: "\(error)")
        }
        return ReplayResult(state: state, findings: findings, omittedFindingCount: omitted, end: end,
                            lastLine: lastLine)
    }

    /// Problems with a line's bytes that come before reading it as JSON.
    static func lineProblem(_ line: RawLine) -> String? {
        if line.isOverlong {
            return "line is \(line.length) bytes long; lines over \(JournalLineReader.maximumLineLength) bytes are not read"
        }
        if line.bytes.isEmpty { return "blank line; the journal has one event on every line" }
        if line.number == 1, line.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return "starts with a byte order mark; save the journal as UTF-8 without BOM"
        }
        if line.bytes.last == 0x0D {
            return "ends with a carriage return (CRLF); the journal uses LF line endings"
        }
        return nil
    }
}
