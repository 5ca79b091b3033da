/// An event as a person or script gives it: a type and a partial `data` object.
///
/// `complete` fills in what can be derived — new ids, today's date, one serving, the
/// `manual` source, a logged meal's name and scaled items, an edit's unchanged fields —
/// and resolves meals by name or id prefix, then validates the result like any journal line.
public struct EventDraft: Sendable {
    public var type: EventType
    /// The members given, in any order; later ones win.
    public var data: [(key: String, value: JSONValue)]
    /// Problems already found in what was given (a flag that did not read), named first when
    /// the draft is completed, with every other bad field.
    public var knownProblems: [FieldError] = []
    /// A `meal.edited`'s changes to the meal's current ingredients, applied when completed
    /// (under the journal's lock): removals by number or name first, then additions.
    public var ingredientSteps: [IngredientStep] = []
    /// The ingredients a `meal.created` or `meal.edited` takes from the food table, a recipe,
    /// an edited review draft or logged entries, typed (`EventDraft+Meal.swift`); they follow
    /// any `data` gives and replace an edited meal's list. Nil when no such source was given.
    public var builtIngredients: [Ingredient]?
    /// Meal fields given as values, not `data` members (an edited review draft's, or the
    /// primary protein and carb suggested for `builtIngredients`): each stands where `data`
    /// gives none.
    public var mealFields = MealFields()
    /// A `meal.created` may take a name a meal in force has (any case) only when this is set.
    public var allowsDuplicateName = false
    /// The food a `food.logged` logs, typed (from the food table or a recipe): `data` then
    /// gives only the entry's own fields (`EventDraft+Food.swift`).
    public var food: Ingredient?

    /// One change to a meal's ingredient list.
    public enum IngredientStep: Sendable {
        /// An ingredient object, as `--add-ingredient` builds one.
        case add(JSONValue)
        /// An ingredient built in code (`--add-food`): typed, never read again.
        case addBuilt(Ingredient)
        /// `2` (1-based, as `meal show` numbers them) or a unique name, any case.
        case remove(String)
    }

    public init(type: EventType, data: [(key: String, value: JSONValue)]) {
        self.type = type
        self.data = data
    }

    func has(_ key: String) -> Bool {
        data.contains { $0.key == key && $0.value != .null }
    }

    func string(_ key: String) -> String? {
        guard let value = data.last(where: { $0.key == key })?.value, case let .string(text) = value else { return nil }
        return text
    }

    mutating func set(_ key: String, _ value: JSONValue) {
        data.removeAll { $0.key == key }
        data.append((key, value))
    }

    mutating func setDefault(_ key: String, _ value: @autoclosure () -> JSONValue) {
        if !has(key) { set(key, value()) }
    }

    /// The complete, validated event, stamped now.
    public func complete(in state: LedgerState, stamp: EventStamp, today: CalendarDate) throws(FieldError) -> Event {
        if type == .foodLogged, let food { return try completeFood(food, stamp: stamp, today: today) }
        if type == .mealCreated || type == .mealEdited { return try completeMeal(in: state, stamp: stamp) }
        var draft = self
        let scaledItems = try draft.fillIn(state: state, stamp: stamp, today: today)
        // Names, units, components and notes are stored trimmed (SPEC 16).
        let data = TextRule.trimmed(.object(draft.data))
        let all = { () -> [FieldError] in
            let known = Set(knownProblems.map(\.field))
            return knownProblems + EventPayload.allFieldProblems(type: type, data: data)
                .filter { !known.contains($0.field) }
        }
        guard knownProblems.isEmpty else { throw FieldError(all: all())! }
        do {
            var payload = try EventPayload(type: type, data: data)
            if let scaledItems, case .mealLogged(var logged) = payload {
                logged.items = scaledItems.map { item in
                    var item = item
                    item.name = item.name.trimmingWhitespace()
                    item.unit = item.unit?.trimmingWhitespace()
                    return item
                }
                payload = .mealLogged(logged)
            }
            return stamp.event(payload)
        } catch {
            // Name every bad field, not only the first the reader met.
            throw FieldError(all: all()) ?? error
        }
    }

    /// Fills in what can be derived; returns a `meal.logged`'s scaled items when they are built
    /// typed (SPEC 17): `items` then holds an empty stand-in for the reader, and they take its place.
    private mutating func fillIn(state: LedgerState, stamp: EventStamp, today: CalendarDate)
        throws(FieldError) -> [FoodItem]? {
        let newId = { JSONValue.string(stamp.newIdentifier().description) }
        let todayText = JSONValue.string(today.description)
        switch type {
        case .journalCreated:
            setDefault("format", .string(JournalCreated.currentFormat))
        case .mealCreated, .mealEdited:
            break  // completed typed (`completeMeal`)
        case .mealDeleted:
            _ = try resolveMeal(state)
        case .foodLogged:
            setDefault("entryId", newId())
            setDefault("date", todayText)
            setDefault("source", .string(FoodSource.manual.rawValue))
        case .mealLogged:
            setDefault("entryId", newId())
            setDefault("date", todayText)
            setDefault("servings", .number(1))
            let meal = try resolveMeal(state)
            setDefault("mealName", .string(meal.definition.name))
            if !has("items"), case let .number(servings)? = data.last(where: { $0.key == "servings" })?.value,
               servings >= ObjectReader.NumberRule.smallestServings, servings <= ObjectReader.NumberRule.largest {
                // Within these bounds every scaled figure stays finite. One past the largest a
                // journal holds is named after the servings given, not after an item never typed;
                // anything else the reader refuses (a name of white space only) the appender
                // names when it reads the line back.
                if let problem = MealLogged.scaledFigureProblem(servings: servings, of: meal.definition,
                                                                mealLine: meal.createdLine) {
                    throw FieldError(field: "servings", problem: "\(CanonicalNumber.text(servings)) \(problem)")
                }
                set("items", .array([]))
                return meal.definition.items(forServings: servings)
            } else if !has("items") {
                // Servings out of range are named by the reader; no items stand in for the scaled ones.
                set("items", .array([]))
            }
        case .entryRemoved:
            if let reference = string("entryId") {
                let id = try IdentifierPrefix.resolve(reference, among: Array(state.log.ids) + state.weights.ids,
                                                      field: "entryId", noun: "logged entry")
                set("entryId", .string(id.description))
            }
        case .goalsSet:
            setDefault("from", todayText)
        case .planAssigned:
            setDefault("assignmentId", newId())
            setDefault("date", todayText)
            _ = try resolveMeal(state)
        case .weightLogged:
            setDefault("entryId", newId())
            setDefault("date", todayText)
        case .unknown:
            throw FieldError(field: "type", problem: "is not a known event type, got 'unknown'")
        case .planUnassigned:
            if let reference = string("assignmentId") {
                let id = try IdentifierPrefix.resolve(reference, among: state.plan.ids,
                                                      field: "assignmentId", noun: "plan assignment")
                set("assignmentId", .string(id.description))
            }
        }
        return nil
    }

    /// Replaces `mealId` given as a name or id prefix by the meal's id.
    mutating func resolveMeal(_ state: LedgerState) throws(FieldError) -> MealLibrary.Record {
        guard let reference = string("mealId") else {
            throw FieldError(field: "mealId", problem: "is required")
        }
        let meal = try state.meals.resolve(reference)
        set("mealId", .string(meal.definition.mealId.description))
        return meal
    }
}
