/// Meals assigned to dates; a date may hold any number of assignments.
public struct WeeklyPlan: Equatable, Sendable {
    /// One assignment of a meal to a date.
    public struct Record: Equatable, Sendable {
        public var assignmentId: Identifier
        public var mealId: Identifier
        public var date: CalendarDate
        /// The line of its `plan.assigned`, which orders a day's meals.
        public var line: Int
        /// The line of its `plan.unassigned`, when taken off.
        public var removedLine: Int?

        public var isRemoved: Bool { removedLine != nil }
    }

    public internal(set) var records: [Identifier: Record] = [:]

    public init() {}

    public subscript(id: Identifier) -> Record? { records[id] }

    /// The assignments in force on a date, in the order they were made.
    public func assignments(on date: CalendarDate) -> [Record] {
        records.values.filter { $0.date == date && !$0.isRemoved }.sorted { $0.line < $1.line }
    }

    mutating func apply(_ event: Event, line: Int) {
        switch event.payload {
        case .planAssigned(let assigned):
            guard records[assigned.assignmentId] == nil else { return }
            records[assigned.assignmentId] = Record(assignmentId: assigned.assignmentId, mealId: assigned.mealId,
                                                    date: assigned.date, line: line)
        case .planUnassigned(let unassigned):
            guard var record = records[unassigned.assignmentId], record.removedLine == nil else { return }
            record.removedLine = line
            records[unassigned.assignmentId] = record
        default:
            return
        }
    }
}
