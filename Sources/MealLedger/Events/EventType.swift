/// The kinds of event in format `meal-ledger/1`.
public enum EventType: String, CaseIterable, Sendable {
    case journalCreated = "journal.created"
    case mealCreated = "meal.created"
    case mealEdited = "meal.edited"
    case mealDeleted = "meal.deleted"
    case foodLogged = "food.logged"
    case mealLogged = "meal.logged"
    case entryRemoved = "entry.removed"
    case goalsSet = "goals.set"
    case planAssigned = "plan.assigned"
    case planUnassigned = "plan.unassigned"
    case weightLogged = "weight.logged"
    /// A type this release does not know, kept as written (`UnknownEvent`); never appended.
    case unknown = "unknown"

    /// The types this release reads and writes (`unknown` stands for all the others).
    public static let allCases: [EventType] = [
        .journalCreated, .mealCreated, .mealEdited, .mealDeleted, .foodLogged, .mealLogged, .entryRemoved, .goalsSet,
        .planAssigned, .planUnassigned, .weightLogged,
    ]
}
