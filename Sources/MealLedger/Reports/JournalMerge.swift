/// The union of two journals' events: each event once, in one order that depends only on the
/// events, never on which journal came first.
///
/// The rules, chosen so that merging is commutative, associative and idempotent:
/// - Events are the same when their ids are equal and their canonical lines are byte for
///   byte equal (a hand-edited but equivalent line is the same event). The same id with
///   different content is a conflict; `prefer` resolves it by taking that side's copy.
/// - Each journal opens with its own `journal.created` line. The merged journal keeps the
///   earliest of them (by `at`, then `id`) as its first line and leaves the others out: the
///   minimum does not depend on grouping or order.
/// - Every other event follows, ordered by `at`, then by `id`.
public struct JournalMerge: Sendable {
    /// Which input: the first argument (A) or the second (B).
    public enum Side: String, Sendable, CaseIterable {
        case a = "A"
        case b = "B"
    }

    /// An event's place in an input: its side and its index there (line `index + 1`).
    public struct Location: Equatable, Sendable {
        public var side: Side
        public var index: Int
        public var line: Int { index + 1 }

        public init(side: Side, index: Int) {
            self.side = side
            self.index = index
        }
    }

    /// Two copies of one event id whose content differs.
    public struct Conflict: Equatable, Sendable {
        public var id: Identifier
        public var first: Location
        public var second: Location

        public init(id: Identifier, first: Location, second: Location) {
            self.id = id
            self.first = first
            self.second = second
        }
    }

    /// The merged journal: where each line's copy comes from, in the merged order.
    public private(set) var order: [Location] = []
    /// Event ids whose copies differ; when there is any, nothing should be written.
    public private(set) var conflicts: [Conflict] = []
    /// `journal.created` lines left out because an earlier one opens the merged journal.
    public private(set) var leftOutCreations: [Location] = []
    /// How many events were in both inputs (counted once in the merge).
    public private(set) var sharedCount = 0

    /// Merges the fingerprints of journal A and journal B.
    public init(_ a: [EventFingerprint], _ b: [EventFingerprint], prefer: Side? = nil) {
        func fingerprint(_ location: Location) -> EventFingerprint {
            location.side == .a ? a[location.index] : b[location.index]
        }
        var all: [Location] = []
        all.reserveCapacity(a.count + b.count)
        all += a.indices.map { Location(side: .a, index: $0) }
        all += b.indices.map { Location(side: .b, index: $0) }
        // Group the copies of each id, A's first, each side in line order.
        all.sort { lhs, rhs in
            let left = fingerprint(lhs).id
            let right = fingerprint(rhs).id
            if left != right { return left < right }
            if lhs.side != rhs.side { return lhs.side == .a }
            return lhs.index < rhs.index
        }
        var chosen: [Location] = []
        chosen.reserveCapacity(all.count)
        var start = 0
        while start < all.count {
            let id = fingerprint(all[start]).id
            var end = start + 1
            while end < all.count, fingerprint(all[end]).id == id { end += 1 }
            let copies = all[start..<end]
            if Set(copies.map { $0.side }).count == 2 { sharedCount += 1 }
            let digest = fingerprint(copies.first!).digest
            if let differing = copies.first(where: { fingerprint($0).digest != digest }) {
                let preferred = copies.filter { $0.side == prefer }
                if let pick = preferred.first,
                   preferred.allSatisfy({ fingerprint($0).digest == fingerprint(pick).digest }) {
                    chosen.append(pick)
                } else {
                    conflicts.append(Conflict(id: id, first: copies.first!, second: differing))
                }
            } else {
                chosen.append(copies.first!)
            }
            start = end
        }
        let creations = chosen.filter { fingerprint($0).isJournalCreated }
        var rest = chosen.filter { !fingerprint($0).isJournalCreated }
        rest.sort { EventFingerprint.isOrderedBefore(fingerprint($0), fingerprint($1)) }
        if let opening = creations.min(by: { EventFingerprint.isOrderedBefore(fingerprint($0), fingerprint($1)) }) {
            order = [opening] + rest
            leftOutCreations = creations.filter { $0 != opening }
                .sorted { ($0.side == $1.side) ? $0.index < $1.index : $0.side == .a }
        } else {
            order = rest
        }
        conflicts.sort { ($0.first.side == $1.first.side) ? $0.first.index < $1.first.index : $0.first.side == .a }
    }

    /// The merged events of two journals held in memory; nil when they conflict.
    public static func events(_ a: [Event], _ b: [Event], prefer: Side? = nil) -> [Event]? {
        let merge = JournalMerge(EventFingerprint.of(a), EventFingerprint.of(b), prefer: prefer)
        guard merge.conflicts.isEmpty else { return nil }
        return merge.order.map { $0.side == .a ? a[$0.index] : b[$0.index] }
    }
}

/// What the rules say about a merged journal, line by line, as `ledger check` would.
public struct MergeCheck: Sendable {
    /// The number of events written.
    public var eventCount = 0
    /// Problems with their line numbers in the merged journal; at most `Replay.maximumFindings`.
    public var findings: [Finding] = []
    /// Problems beyond those kept.
    public var omittedFindingCount = 0

    /// The number of problems that are errors.
    public var errorCount: Int {
        findings.filter { $0.severity == .error }.count + omittedFindingCount
    }
}

extension JournalMerge {
    /// Reads each merged event from its input, hands its canonical line (newline included) to
    /// `write` in merged order and checks it against the rules, as replay does.
    ///
    /// Call only when there is no conflict. Lines go to `write` in batches of about 1 MiB.
    public func write(a: JournalIndex, b: JournalIndex, to write: ([UInt8]) throws -> Void) throws -> MergeCheck {
        var check = MergeCheck()
        var state = LedgerState()
        state.reserveCapacity(events: order.count)
        var batch: [UInt8] = []
        batch.reserveCapacity(1 << 20)
        var offset: Int64 = 0
        for (index, location) in order.enumerated() {
            let event = try location.side == .a ? a.event(at: location.index) : b.event(at: location.index)
            let bytes = event.canonicalBytes
            state.record(event, line: index + 1, offset: offset) { finding in
                if check.findings.count < Replay.maximumFindings {
                    check.findings.append(finding)
                } else {
                    check.omittedFindingCount += 1
                }
            }
            offset += Int64(bytes.count + 1)
            batch.append(contentsOf: bytes)
            batch.append(0x0A)
            if batch.count >= 1 << 20 {
                try write(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { try write(batch) }
        check.eventCount = order.count
        return check
    }
}
