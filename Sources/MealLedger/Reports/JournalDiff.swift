/// What differs between two journals, event by event: events only in A, only in B, and
/// events with the same id whose content differs.
///
/// Events are compared by id and canonical bytes, so a line that was hand-edited into a
/// different but equivalent spelling is not a difference. Where a journal holds an id more
/// than once (which `ledger check` reports), its first line counts.
public struct JournalDiff: Equatable, Sendable {
    /// One id whose copies differ: its index in A and in B.
    public struct Change: Equatable, Sendable {
        public var id: Identifier
        public var indexInA: Int
        public var indexInB: Int

        public init(id: Identifier, indexInA: Int, indexInB: Int) {
            self.id = id
            self.indexInA = indexInA
            self.indexInB = indexInB
        }
    }

    /// Indices (line − 1) in A of the events B does not have, in line order.
    public private(set) var onlyInA: [Int] = []
    /// Indices in B of the events A does not have, in line order.
    public private(set) var onlyInB: [Int] = []
    /// Ids in both with different content, in A's line order.
    public private(set) var changed: [Change] = []
    /// The number of events that are the same in both.
    public private(set) var sameCount = 0

    /// True when the journals hold the same events (in whatever order).
    public var isEmpty: Bool { onlyInA.isEmpty && onlyInB.isEmpty && changed.isEmpty }

    public init(_ a: [EventFingerprint], _ b: [EventFingerprint]) {
        let firstInA = Self.firstOccurrences(a)
        let firstInB = Self.firstOccurrences(b)
        var left = 0
        var right = 0
        while left < firstInA.count || right < firstInB.count {
            if right == firstInB.count || (left < firstInA.count && a[firstInA[left]].id < b[firstInB[right]].id) {
                onlyInA.append(firstInA[left])
                left += 1
            } else if left == firstInA.count || b[firstInB[right]].id < a[firstInA[left]].id {
                onlyInB.append(firstInB[right])
                right += 1
            } else {
                let (inA, inB) = (firstInA[left], firstInB[right])
                if a[inA].digest == b[inB].digest {
                    sameCount += 1
                } else {
                    changed.append(Change(id: a[inA].id, indexInA: inA, indexInB: inB))
                }
                left += 1
                right += 1
            }
        }
        onlyInA.sort()
        onlyInB.sort()
        changed.sort { $0.indexInA < $1.indexInA }
    }

    /// The index of each id's first line, sorted by id.
    private static func firstOccurrences(_ events: [EventFingerprint]) -> [Int] {
        let sorted = events.indices.sorted { events[$0].id != events[$1].id ? events[$0].id < events[$1].id : $0 < $1 }
        var firsts: [Int] = []
        firsts.reserveCapacity(sorted.count)
        for index in sorted where firsts.last.map({ events[$0].id != events[index].id }) ?? true {
            firsts.append(index)
        }
        return firsts
    }

    /// The fields in which two copies of an event differ: `at`, `device`, `type`, `data.name`, ….
    public static func differingFields(_ a: Event, _ b: Event) -> [String] {
        var fields: [String] = []
        if a.id != b.id { fields.append("id") }
        if a.at != b.at { fields.append("at") }
        if a.device != b.device { fields.append("device") }
        if a.type != b.type { fields.append("type") }
        guard case .object(let left) = a.payload.jsonValue, case .object(let right) = b.payload.jsonValue else {
            return fields
        }
        var keys = left.map(\.key)
        for member in right where !keys.contains(member.key) { keys.append(member.key) }
        let leftValue = JSONValue.object(left)
        let rightValue = JSONValue.object(right)
        for key in keys where leftValue[key] != rightValue[key] {
            fields.append("data.\(key)")
        }
        return fields
    }
}
