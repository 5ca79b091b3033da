/// Every logged entry, compactly: its day, its nutrition and whether it was removed.
///
/// Only what totals and validation need is kept; a day's full entries are read by the day
/// report, so memory stays small on large journals.
public struct DailyLog: Equatable, Sendable {
    /// One entry: a `food.logged` or a whole `meal.logged`.
    public struct Record: Equatable, Sendable {
        public var date: CalendarDate
        public var nutrients: Nutrients
        /// The line of the event that logged it.
        public var line: Int
        /// Where that line starts in the journal, so a report can read the entry in full.
        public var offset: Int64
        /// The line of its `entry.removed`, when removed.
        public var removedLine: Int?

        public var isRemoved: Bool { removedLine != nil }
    }

    public private(set) var records: [Identifier: Record] = [:]
    /// Entry ids by day, in the order they were logged.
    public private(set) var entriesByDate: [CalendarDate: [Identifier]] = [:]

    public init() {}

    public subscript(id: Identifier) -> Record? { records[id] }

    /// The entries of a day not removed, in the order they were logged.
    public func entries(on date: CalendarDate) -> [(id: Identifier, record: Record)] {
        (entriesByDate[date] ?? []).compactMap { id in
            guard let record = records[id], !record.isRemoved else { return nil }
            return (id, record)
        }
    }

    /// The sums over a day's entries not removed, missing macros as 0.
    public func totals(on date: CalendarDate) -> Nutrients {
        entries(on: date).reduce(into: Nutrients.zero) { $0 += $1.record.nutrients }
    }

    mutating func apply(_ event: Event, line: Int, offset: Int64) {
        switch event.payload {
        case .foodLogged(let logged):
            add(logged.entryId, Record(date: logged.date, nutrients: logged.nutrients, line: line, offset: offset))
        case .mealLogged(let logged):
            add(logged.entryId, Record(date: logged.date, nutrients: logged.nutrients, line: line, offset: offset))
        case .entryRemoved(let removed):
            guard var record = records[removed.entryId], record.removedLine == nil else { return }
            record.removedLine = line
            records[removed.entryId] = record
        default:
            return
        }
    }

    private mutating func add(_ id: Identifier, _ record: Record) {
        guard records[id] == nil else { return }
        records[id] = record
        entriesByDate[record.date, default: []].append(id)
    }
}
