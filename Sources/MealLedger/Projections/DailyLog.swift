/// Every logged entry, compactly: its day, its line and where it starts, and whether it was removed.
///
/// Only what validation and the day report need is kept (24 bytes an entry plus its id); a
/// day's entries are read back in full by their offsets, so memory stays small on large journals.
public struct DailyLog: Equatable, Sendable {
    /// One entry: a `food.logged` or a whole `meal.logged`.
    public struct Record: Equatable, Sendable {
        public var date: CalendarDate
        /// The line of the event that logged it.
        public var line: Int
        /// Where that line starts in the journal, so a report can read the entry in full.
        public var offset: Int64
        /// The line of its `entry.removed`, when removed.
        public var removedLine: Int?

        public var isRemoved: Bool { removedLine != nil }
    }

    /// The packed form of a record, with the next entry of the same day.
    struct Packed: Equatable, Sendable {
        var offset: Int64
        var day: Int32
        var line: Int32
        var removedLine: Int32  // 0: not removed
        var nextOnDay: Int32    // -1: the last of its day
    }

    /// The first and last entry (positions in `table`) of a day.
    struct DaySpan: Equatable, Sendable {
        var first: Int32
        var last: Int32
    }

    var table = IdentifierMap<Packed>()
    /// Each day's span, keyed by its day number.
    var days = FlatHashMap<Int32, DaySpan>()

    public init() {}

    public static func == (lhs: DailyLog, rhs: DailyLog) -> Bool {
        lhs.table == rhs.table
    }

    /// Makes room for about `count` entries.
    mutating func reserveCapacity(_ count: Int) {
        table.reserveCapacity(count)
    }

    /// The number of entries ever logged, removed ones included.
    public var count: Int { table.count }

    /// Every entry id, in the order logged.
    public var ids: FlatArray<Identifier> { table.keys }

    public subscript(id: Identifier) -> Record? {
        table[id].map(Self.record)
    }

    private static func record(_ packed: Packed) -> Record {
        Record(date: CalendarDate(dayNumber: Int(packed.day)), line: Int(packed.line), offset: packed.offset,
               removedLine: packed.removedLine == 0 ? nil : Int(packed.removedLine))
    }

    /// Every entry with its record, in the order logged.
    public var records: [(id: Identifier, record: Record)] {
        zip(table.keys, table.values).map { ($0, Self.record($1)) }
    }

    /// The entries of a day not removed, in the order they were logged.
    ///
    /// The chain may come from a mapped snapshot, so it is followed only while it stays in
    /// range and on the day, and never for more steps than there are entries.
    public func entries(on date: CalendarDate) -> [(id: Identifier, record: Record)] {
        let day = Int32(truncatingIfNeeded: date.dayNumber)
        guard let span = days[day] else { return [] }
        var result: [(id: Identifier, record: Record)] = []
        var position = Int(span.first)
        var steps = 0
        while position >= 0, position < table.count, steps < table.count {
            let packed = table.values[position]
            guard packed.day == day else { break }
            if packed.removedLine == 0 { result.append((table.keys[position], Self.record(packed))) }
            position = Int(packed.nextOnDay)
            steps += 1
        }
        return result
    }

    /// The days with at least one entry ever logged.
    public var dates: [CalendarDate] {
        days.keys.sorted().map { CalendarDate(dayNumber: Int($0)) }
    }

    /// Applies an event; returns the line an entry id was first logged on when it is logged again.
    @discardableResult
    mutating func apply(_ event: Event, line: Int, offset: Int64) -> Int? {
        if let entry = event.payload.intakeEntry {
            return add(entry.id, date: entry.date, line: line, offset: offset)
        }
        switch event.payload {
        case .entryRemoved(let removed):
            guard let position = table.index(of: removed.entryId) else { return nil }
            var packed = table.values[position]
            guard packed.removedLine == 0 else { return nil }
            packed.removedLine = Int32(clamping: line)
            table.update(at: position, packed)
            return nil
        default:
            return nil
        }
    }

    private mutating func add(_ id: Identifier, date: CalendarDate, line: Int, offset: Int64) -> Int? {
        let day = Int32(truncatingIfNeeded: date.dayNumber)
        let position = Int32(table.count)
        let packed = Packed(offset: offset, day: day, line: Int32(clamping: line), removedLine: 0, nextOnDay: -1)
        if let existing = table.insertOrFind(id, packed) { return Int(table.values[existing].line) }
        if let index = days.index(of: day), case let span = days.values[index], span.last >= 0, span.last < position {
            var last = table.values[Int(span.last)]
            last.nextOnDay = position
            table.update(at: Int(span.last), last)
            days.update(at: index, DaySpan(first: span.first, last: position))
        } else {
            days.insert(day, DaySpan(first: position, last: position))
        }
        return nil
    }
}

extension DailyLog {
    /// The log's structural invariants that do not hold, in words: its tables', and each day's
    /// chain well formed (from its first entry to its last, every step on that day, no loop).
    func checkInvariants() -> [String] {
        var broken = table.checkInvariants() + days.checkInvariants()
        var chained = 0
        for (index, day) in days.keys.enumerated() {
            let span = days.values[index]
            var position = Int(span.first)
            var previous = -1
            var steps = 0
            while position >= 0 {
                guard position < table.count, steps <= table.count else {
                    broken.append("the chain of day \(day) leaves the table or loops")
                    break
                }
                let packed = table.values[position]
                if packed.day != day { broken.append("entry \(position) is chained on day \(day) but logged on \(packed.day)") }
                previous = position
                position = Int(packed.nextOnDay)
                steps += 1
            }
            if previous != Int(span.last) { broken.append("the chain of day \(day) does not end at its last entry") }
            chained += steps
        }
        if chained != table.count { broken.append("\(table.count) entries but \(chained) in day chains") }
        return broken
    }
}
