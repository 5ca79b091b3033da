/// The few figures replay reads from an intake entry, read in place.
///
/// `case .foodLogged(let logged)` around a call copies the whole payload out of its box (two
/// hundred bytes, a retain of each text and of the nutrients), and full replay did so three
/// times for every line (issue 30). These read only the fields asked for, in a function of
/// their own with nothing else in it, so no copy is made.
extension EventPayload {
    /// The entry id and day of a `food.logged` or `meal.logged`; nil for every other type.
    @inline(__always)
    var intakeEntry: (id: Identifier, date: CalendarDate)? {
        switch self {
        case .foodLogged(let logged): return (logged.entryId, logged.date)
        case .mealLogged(let logged): return (logged.entryId, logged.date)
        default: return nil
        }
    }

    /// The entry a `food.logged` corrects (`replaces`); nil for every other type.
    @inline(__always)
    var foodLoggedReplaces: Identifier?? {
        guard case .foodLogged(let logged) = self else { return nil }
        return .some(logged.replaces)
    }
}
