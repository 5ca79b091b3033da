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
        /// The line of its `entry.removed`, when removed.
        public var removedLine: Int?

        public var isRemoved: Bool { removedLine != nil }
    }

    public private(set) var records: [Identifier: Record] = [:]

    public init() {}

    public subscript(id: Identifier) -> Record? { records[id] }

    /// The sums over a day's entries not removed.
    public func totals(on date: CalendarDate) -> Nutrients {
        records.values.reduce(into: Nutrients.zero) { sum, record in
            if record.date == date, !record.isRemoved { sum += record.nutrients }
        }
    }

    mutating func apply(_ event: Event, line: Int) {
        switch event.payload {
        case .foodLogged(let logged):
            guard records[logged.entryId] == nil else { return }
            records[logged.entryId] = Record(date: logged.date, nutrients: logged.nutrients, line: line)
        case .mealLogged(let logged):
            guard records[logged.entryId] == nil else { return }
            records[logged.entryId] = Record(date: logged.date, nutrients: logged.nutrients, line: line)
        case .entryRemoved(let removed):
            guard var record = records[removed.entryId], record.removedLine == nil else { return }
            record.removedLine = line
            records[removed.entryId] = record
        default:
            return
        }
    }
}
