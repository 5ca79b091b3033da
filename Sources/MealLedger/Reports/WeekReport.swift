/// A week of planned meals: 7 consecutive days, each with its meals, planned totals, what
/// was eaten and goals.
public struct WeekReport: Equatable, Sendable {
    /// A meal planned for a day; a deleted meal stays as a placeholder with its last name.
    public struct PlannedMeal: Equatable, Sendable {
        public var assignmentId: Identifier
        public var mealId: Identifier
        public var name: String
        public var isDeleted: Bool
        /// One serving of the meal; zero for a deleted one, which no longer counts.
        public var perServing: Nutrients
        public var slot: Slot?
        /// Servings planned (1 unless the assignment says).
        public var servings: Double

        /// The servings planned of one serving's values.
        public var planned: Nutrients { perServing.scaled(by: servings) }
    }

    /// One day of the week.
    public struct Day: Equatable, Sendable {
        public var date: CalendarDate
        public var meals: [PlannedMeal]
        /// The sum of the planned servings of each meal not deleted.
        public var planned: Nutrients
        /// What was eaten: the day's totals as `ledger day` shows them.
        public var eaten: Nutrients
        public var goals: Goals?

        public var weekday: Weekday { date.weekday }
    }

    public var start: CalendarDate
    public var days: [Day]

    /// The first day of the week that holds `date`, weeks starting on `firstWeekday`.
    public static func start(of date: CalendarDate, firstWeekday: Weekday) -> CalendarDate {
        let index = Weekday.allCases.firstIndex(of: date.weekday)!
        let startIndex = Weekday.allCases.firstIndex(of: firstWeekday)!
        return date.adding(days: -((index - startIndex + 7) % 7))
    }

    /// The week holding `date`, moved by `weeks` whole weeks (negative for earlier), with
    /// what was eaten each day: `readEvent` reads a logged entry back by its offset.
    public init(containing date: CalendarDate, movedBy weeks: Int = 0, firstWeekday: Weekday = .monday,
                state: LedgerState, readEvent: (Int64) throws -> Event) throws {
        self.init(containing: date, movedBy: weeks, firstWeekday: firstWeekday, state: state)
        for index in days.indices {
            days[index].eaten = try DayReport(date: days[index].date, state: state, readEvent: readEvent).totals
        }
    }

    /// The week holding `date`, moved by `weeks` whole weeks (negative for earlier); eaten
    /// stays zero (the plan alone).
    public init(containing date: CalendarDate, movedBy weeks: Int = 0, firstWeekday: Weekday = .monday,
                state: LedgerState) {
        let start = Self.start(of: date, firstWeekday: firstWeekday).adding(days: 7 * weeks)
        self.start = start
        days = (0..<7).map { offset in
            let day = start.adding(days: offset)
            let meals = state.plan.assignments(on: day).map { assignment -> PlannedMeal in
                let record = state.meals[assignment.mealId]
                let deleted = record?.isDeleted ?? true
                return PlannedMeal(assignmentId: assignment.assignmentId, mealId: assignment.mealId,
                                   name: record?.definition.name ?? assignment.mealId.short, isDeleted: deleted,
                                   perServing: deleted ? .zero : record!.definition.perServing, slot: assignment.slot,
                                   servings: assignment.servings)
            }
            return Day(date: day, meals: meals, planned: meals.reduce(.zero) { $0 + $1.planned }, eaten: .zero,
                       goals: state.goals.goals(on: day)?.goals)
        }
    }
}
