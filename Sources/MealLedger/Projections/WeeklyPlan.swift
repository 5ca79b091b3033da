/// Meals assigned to dates; a date may hold any number of assignments.
public struct WeeklyPlan: Equatable, Sendable {
    /// One assignment of a meal to a date.
    public struct Record: Equatable, Sendable {
        public var assignmentId: Identifier
        public var mealId: Identifier
        public var date: CalendarDate
        public var slot: Slot?
        /// Servings planned (1 when the assignment does not say).
        public var servings: Double
        /// The line of its `plan.assigned`, which orders a day's meals.
        public var line: Int
        /// The line of its `plan.unassigned`, when taken off.
        public var removedLine: Int?

        public var isRemoved: Bool { removedLine != nil }
    }

    /// The packed form a record is kept in, plain bits so a snapshot can hold the table as is.
    struct Packed: Equatable, Sendable {
        var mealId: Identifier
        var day: Int32
        var line: Int32
        var removedLine: Int32  // 0: not removed
        var slot: UInt8         // 0: none, else 1 + the slot's place in `Slot.allCases`
        var servings: Double
    }

    var table = IdentifierMap<Packed>()

    public init() {}

    public subscript(id: Identifier) -> Record? {
        table[id].map { Self.record(id, $0) }
    }

    /// Every assignment id, in the order assigned.
    public var ids: FlatArray<Identifier> { table.keys }

    /// Every assignment, in the order assigned.
    public var records: [Record] {
        zip(table.keys, table.values).map { Self.record($0, $1) }
    }

    /// The assignments in force on a date, in the order they were made.
    public func assignments(on date: CalendarDate) -> [Record] {
        let day = Int32(truncatingIfNeeded: date.dayNumber)
        var found: [Record] = []
        for (position, packed) in table.values.enumerated() where packed.day == day && packed.removedLine == 0 {
            found.append(Self.record(table.keys[position], packed))
        }
        return found.sorted { $0.line < $1.line }
    }

    private static func record(_ id: Identifier, _ packed: Packed) -> Record {
        let slot = packed.slot > 0 && Int(packed.slot) <= Slot.allCases.count ? Slot.allCases[Int(packed.slot) - 1] : nil
        // A mapped snapshot's bits are checked before use; a servings figure out of range reads as one.
        let servings = packed.servings >= ObjectReader.NumberRule.smallestServings
            && packed.servings <= ObjectReader.NumberRule.largest ? packed.servings : 1
        return Record(assignmentId: id, mealId: packed.mealId, date: CalendarDate(dayNumber: Int(packed.day)),
                      slot: slot, servings: servings, line: Int(packed.line),
                      removedLine: packed.removedLine == 0 ? nil : Int(packed.removedLine))
    }

    mutating func apply(_ event: Event, line: Int) {
        switch event.payload {
        case .planAssigned(let assigned):
            table.insert(assigned.assignmentId, Packed(
                mealId: assigned.mealId, day: Int32(truncatingIfNeeded: assigned.date.dayNumber),
                line: Int32(clamping: line), removedLine: 0,
                slot: assigned.slot.map { UInt8(Slot.allCases.firstIndex(of: $0)! + 1) } ?? 0,
                servings: assigned.servings ?? 1))
        case .planUnassigned(let unassigned):
            guard let position = table.index(of: unassigned.assignmentId) else { return }
            var packed = table.values[position]
            guard packed.removedLine == 0 else { return }
            packed.removedLine = Int32(clamping: line)
            table.update(at: position, packed)
        default:
            return
        }
    }
}

extension WeeklyPlan {
    /// The plan's structural invariants that do not hold, in words.
    func checkInvariants() -> [String] {
        table.checkInvariants()
    }
}
