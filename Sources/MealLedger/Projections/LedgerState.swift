/// Everything the journal says, rebuilt by replaying it: the projections and the ids seen.
///
/// `apply` is pure and lenient (an event that breaks a rule changes nothing it cannot);
/// `problems(with:line:)` says which rules an event would break, without changing anything.
public struct LedgerState: Equatable, Sendable {
    public internal(set) var meals = MealLibrary()
    public internal(set) var log = DailyLog()
    public internal(set) var goals = GoalsHistory()
    public internal(set) var plan = WeeklyPlan()
    /// Every weigh-in (SPEC section 15).
    public internal(set) var weights = WeightLog()
    /// Events of types this release does not know, kept in the journal and left out of every projection.
    public internal(set) var unknownTypeCount = 0
    /// Each event id with the line it first appeared on.
    public internal(set) var eventLines = IdentifierMap<Int32>()
    /// The number of events applied.
    public internal(set) var eventCount = 0
    /// The `at` of the last event applied.
    public internal(set) var lastAt: Instant?
    /// The mapped snapshot the big tables were loaded from, if any; not part of the state's value.
    var snapshotOrigin = SnapshotOrigin()

    public init() {}

    /// True when the state was loaded from a snapshot and some block of it, checked as it was
    /// first used, did not match what this program wrote: throw the work away and replay.
    public var isSnapshotDamaged: Bool { snapshotOrigin.region?.isDamaged ?? false }

    /// A check that stays with whoever holds it after the state moves on: true once some block
    /// of the snapshot this state was loaded from proved damaged. Always false for a state
    /// replayed from the journal alone.
    public var snapshotDamageCheck: @Sendable () -> Bool {
        let region = snapshotOrigin.region
        return { region?.isDamaged ?? false }
    }

    /// Checks every block of the snapshot the state was loaded from (tests, and before writing).
    func verifyWholeSnapshot() { snapshotOrigin.region?.verifyAll() }

    /// Makes room for at most `events` more events, so a long replay does not grow as it goes,
    /// and sizes the id table's slots for `likely` more (slots are touched, so they cost memory).
    public mutating func reserveCapacity(events: Int, likely: Int = 0) {
        eventLines.reserveCapacity(eventCount + events)
        eventLines.reserveSlots(for: eventCount + likely)
        log.reserveCapacity(log.count + events)
    }

    /// Applies one event read from `line`, whose first byte is at `offset` in the journal.
    public mutating func apply(_ event: Event, line: Int, offset: Int64) {
        applyReportingDuplicates(event, line: line, offset: offset)
    }

    /// Applies one event and returns the lines where its event id and entry id were first
    /// used, when they were used before.
    @discardableResult
    private mutating func applyReportingDuplicates(_ event: Event, line: Int, offset: Int64)
        -> (eventLine: Int?, entryLine: Int?) {
        eventCount += 1
        lastAt = event.at
        let firstUse = eventLines.insertOrFind(event.id, Int32(clamping: line)).map { Int(eventLines.values[$0]) }
        meals.apply(event, line: line)
        var entryLine = log.apply(event, line: line, offset: offset)
        goals.apply(event, line: line)
        plan.apply(event, line: line)
        switch event.payload {
        case .foodLogged, .mealLogged, .entryRemoved, .weightLogged:
            // Weigh-ins and intake entries share one id space.
            let weightLine = weights.apply(event, line: line)
            if entryLine == nil, let id = event.entryId {
                entryLine = event.type == .weightLogged ? weightLine ?? log[id]?.line : weights.line(of: id)
            }
        case .unknown:
            unknownTypeCount += 1
        default:
            break
        }
        return (firstUse, entryLine)
    }

    /// Applies one event and returns the rules it broke, as replay and `check` do.
    public mutating func record(_ event: Event, line: Int, offset: Int64) -> [Finding] {
        var findings: [Finding] = []
        record(event, line: line, offset: offset) { findings.append($0) }
        return findings
    }

    /// Applies one event and hands each rule it broke to `note`; `checkingTexts: false` when
    /// the line's texts are known to break no `TextRule` (replay's decoder says so).
    mutating func record(_ event: Event, line: Int, offset: Int64, checkingTexts: Bool = true,
                         note: (Finding) -> Void) {
        var findings = problems(with: event, line: line, checkingIdentities: false, checkingTexts: checkingTexts)
        let duplicatePosition = positionRules(for: event)
        let (eventLine, entryLine) = applyReportingDuplicates(event, line: line, offset: offset)
        if let eventLine {
            // Where `problems` would have put it: after the rules on the journal's first line.
            findings.insert(Finding(.error, line: line, "duplicate event id \(event.id) (first on line \(eventLine))"),
                            at: duplicatePosition)
        }
        if let entryLine, let id = event.entryId {
            findings.append(Finding(.error, line: line, Self.entryIdUsed(id, line: entryLine)))
        }
        for finding in findings { note(finding) }
    }
}

/// Where a state's tables were mapped from; equal whatever it holds, so two states compare by
/// what they say, not where they were read.
struct SnapshotOrigin: Equatable, Sendable {
    var region: MappedRegion?

    static func == (lhs: SnapshotOrigin, rhs: SnapshotOrigin) -> Bool { true }
}
