/// The custom meal library: every meal ever created, deleted ones kept as tombstones so that
/// logged entries and plan assignments can still show the name the meal last had.
public struct MealLibrary: Equatable, Sendable {
    /// One meal and its history.
    public struct Record: Equatable, Sendable {
        public var definition: MealDefinition
        /// The line of its `meal.created`.
        public var createdLine: Int
        /// The line of its `meal.deleted`, when deleted.
        public var deletedLine: Int?
        /// The `at` of its latest `meal.created`, `meal.edited` or `meal.logged`.
        public var lastUsedAt: Instant

        public var isDeleted: Bool { deletedLine != nil }
    }

    public internal(set) var records: [Identifier: Record] = [:]

    public init() {}

    /// The meal with this id, deleted or not.
    public subscript(id: Identifier) -> Record? { records[id] }

    /// The meals not deleted, newest use first (ties broken by name, then id, for a stable order).
    public var activeMeals: [Record] {
        records.values.filter { !$0.isDeleted }.sorted(by: Self.newestUseFirst)
    }

    static func newestUseFirst(_ lhs: Record, _ rhs: Record) -> Bool {
        if lhs.lastUsedAt != rhs.lastUsedAt { return lhs.lastUsedAt > rhs.lastUsedAt }
        // By UTF-8 bytes (code point order): no Unicode normalization, whose cost grows with
        // the names (a hand-edited name of a million characters made every sort crawl).
        let (left, right) = (lhs.definition.name.utf8, rhs.definition.name.utf8)
        if !left.elementsEqual(right) { return left.lexicographicallyPrecedes(right) }
        return lhs.definition.mealId < rhs.definition.mealId
    }

    /// Sets `instant` to `later` when that is later: through the table's modify accessor only,
    /// so the record (and its meal's definition) is not copied out to read one field.
    private static func raise(_ instant: inout Instant, to later: Instant) {
        if later > instant { instant = later }
    }

    /// Applies an event leniently: events that break a rule change nothing.
    mutating func apply(_ event: Event, line: Int) {
        switch event.payload {
        case .mealCreated(let created):
            guard records[created.meal.mealId] == nil else { return }
            records[created.meal.mealId] = Record(definition: created.meal, createdLine: line, deletedLine: nil,
                                                  lastUsedAt: event.at)
        case .mealEdited(let edited):
            guard let index = records.index(forKey: edited.meal.mealId) else { return }
            records.values[index].definition = edited.meal
            records.values[index].lastUsedAt = max(records.values[index].lastUsedAt, event.at)
        case .mealDeleted(let deleted):
            guard let index = records.index(forKey: deleted.mealId), records.values[index].deletedLine == nil else { return }
            records.values[index].deletedLine = line
        case .mealLogged(let logged):
            // In place: the most frequent meal event must not copy the meal's definition.
            guard let index = records.index(forKey: logged.mealId) else { return }
            Self.raise(&records.values[index].lastUsedAt, to: event.at)
        default:
            return
        }
    }
}
