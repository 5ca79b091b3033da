/// What to buy for a week's plan: the ingredients of the planned meals, scaled by the
/// servings planned, summed by food and unit.
public struct ShoppingList: Equatable, Sendable {
    /// One food and unit, summed over the week.
    public struct Line: Equatable, Sendable {
        /// The name as first met (later ones with the same key add to it).
        public var name: String
        public var foodId: String?
        public var unit: String
        public var quantity: Double
        /// The quantity in grams, when the unit converts (mass units always; others through
        /// the food database's household measures when the ingredient came from it).
        public var grams: Double?
        /// The meals it is needed for, in plan order, each once.
        public var meals: [String]
    }

    /// One food, with a line per unit and the grams of those lines that convert.
    public struct Item: Equatable, Sendable {
        public var name: String
        public var foodId: String?
        public var lines: [Line]
        /// The sum of the lines' grams; nil when no line converts.
        public var grams: Double? {
            let converted = lines.compactMap(\.grams)
            return converted.isEmpty ? nil : converted.reduce(0, +)
        }
    }

    /// The first day of the week.
    public var start: CalendarDate
    /// Foods in the order first needed.
    public var items: [Item]
    /// Planned meals that were deleted since: nothing of theirs is counted.
    public var deletedMeals: [String]
    /// How many meal assignments the list was built from.
    public var plannedMeals: Int

    /// The list for the week starting `start`, from the plan in `state`.
    ///
    /// Each assignment counts the servings it plans (SPEC 10), so an ingredient is scaled by
    /// the planned servings ÷ the meal's servings. A food is one line whatever the case of its
    /// name, and one whose id is known takes in the same name without an id.
    public init(weekStarting start: CalendarDate, state: LedgerState, foods: FoodDatabase? = nil) {
        self.start = start
        var items: [Item] = []
        var itemIndex: [String: Int] = [:]
        var nameIndex: [String: Int] = [:]
        var deleted: [String] = []
        var planned = 0
        for offset in 0..<7 {
            for assignment in state.plan.assignments(on: start.adding(days: offset)) {
                guard let record = state.meals[assignment.mealId], !record.isDeleted else {
                    deleted.append(state.meals[assignment.mealId]?.definition.name ?? assignment.mealId.short)
                    continue
                }
                planned += 1
                let meal = record.definition
                let factor = assignment.servings / meal.servings
                for ingredient in meal.ingredients {
                    let nameKey = ingredient.name.trimmingWhitespace().lowercased()
                    let key = ingredient.foodId.map { "id:\($0)" } ?? "name:\(nameKey)"
                    let unit = HouseholdMeasure.normalizedUnit(ingredient.unit)
                    let quantity = ingredient.quantity * factor
                    let food = ingredient.foodId.flatMap { foods?.food(id: $0) }
                    let gramsPerUnit = food?.gramsPerUnit(unit) ?? HouseholdMeasure.gramsPerUnit(unit, in: [])
                    let index = itemIndex[key] ?? (ingredient.foodId == nil ? nameIndex[nameKey] : nil) ?? {
                        items.append(Item(name: ingredient.name, foodId: ingredient.foodId, lines: []))
                        itemIndex[key] = items.count - 1
                        return items.count - 1
                    }()
                    if ingredient.foodId != nil, nameIndex[nameKey] == nil { nameIndex[nameKey] = index }
                    if let lineIndex = items[index].lines.firstIndex(where: { $0.unit == unit }) {
                        items[index].lines[lineIndex].quantity += quantity
                        items[index].lines[lineIndex].grams = gramsPerUnit.map { $0 * items[index].lines[lineIndex].quantity }
                        if !items[index].lines[lineIndex].meals.contains(meal.name) {
                            items[index].lines[lineIndex].meals.append(meal.name)
                        }
                    } else {
                        items[index].lines.append(Line(name: ingredient.name, foodId: ingredient.foodId, unit: unit,
                                                       quantity: quantity, grams: gramsPerUnit.map { $0 * quantity },
                                                       meals: [meal.name]))
                    }
                }
            }
        }
        self.items = items
        self.deletedMeals = deleted
        self.plannedMeals = planned
    }
}
