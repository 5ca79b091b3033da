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
}
