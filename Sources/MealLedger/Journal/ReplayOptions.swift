/// How far and how strictly to replay.
public struct ReplayOptions: Sendable {
    /// Stop after this line.
    public var untilLine: Int?
    /// Leave out every event whose `at` is later than this (the journal as it stood then).
    public var untilInstant: Instant?
    /// Warn about lines that are valid but not byte-for-byte canonical.
    public var checkCanonicalForm: Bool
    /// Where timings and queue waits go, for tuning (the CLI sets it with `MEAL_LEDGER_PROFILE`).
    public var profile: (@Sendable (String) -> Void)?
    /// Asked after each event is observed; true ends the replay there (`ledger log` whose
    /// reader went away). The result then covers the lines up to that event only.
    public var stopWhen: (@Sendable () -> Bool)?

    public init(untilLine: Int? = nil, untilInstant: Instant? = nil, checkCanonicalForm: Bool = false) {
        self.untilLine = untilLine
        self.untilInstant = untilInstant
        self.checkCanonicalForm = checkCanonicalForm
    }
}
