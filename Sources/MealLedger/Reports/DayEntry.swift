/// One entry on a day: a single food, or servings of a custom meal with its items.
public enum DayEntry: Equatable, Sendable {
    case food(FoodLogged, line: Int)
    case meal(MealLogged, line: Int)

    public var entryId: Identifier {
        switch self {
        case .food(let logged, _): return logged.entryId
        case .meal(let logged, _): return logged.entryId
        }
    }

    /// The food's name or the meal's name when logged.
    public var name: String {
        switch self {
        case .food(let logged, _): return logged.name
        case .meal(let logged, _): return logged.mealName
        }
    }

    public var nutrients: Nutrients {
        switch self {
        case .food(let logged, _): return logged.nutrients
        case .meal(let logged, _): return logged.nutrients
        }
    }

    /// The part of the day it was logged for, when given.
    public var slot: Slot? {
        switch self {
        case .food(let logged, _): return logged.slot
        case .meal(let logged, _): return logged.slot
        }
    }

    /// The journal line that logged it.
    public var line: Int {
        switch self {
        case .food(_, let line), .meal(_, let line): return line
        }
    }
}
