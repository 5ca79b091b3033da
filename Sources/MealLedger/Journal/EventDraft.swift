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
    /// A `meal.created` may take a name a meal in force has (any case) only when this is set.
    public var allowsDuplicateName = false
    /// The food a `food.logged` logs, typed (from the food table or a recipe): `data` then
    /// gives only the entry's own fields (`EventDraft+Food.swift`).
    public var food: Ingredient?

    /// One change to a meal's ingredient list.
    public enum IngredientStep: Sendable {
        /// An ingredient object, as `--ingredient` builds one.
        case add(JSONValue)
        /// `2` (1-based, as `meal show` numbers them) or a unique name, any case.
        case remove(String)
    }

    public init(type: EventType, data: [(key: String, value: JSONValue)]) {
        self.type = type
        self.data = data
    }

    private func has(_ key: String) -> Bool {
        data.contains { $0.key == key && $0.value != .null }
    }

    private func string(_ key: String) -> String? {
        guard let value = data.last(where: { $0.key == key })?.value, case let .string(text) = value else { return nil }
        return text
    }

    private mutating func set(_ key: String, _ value: JSONValue) {
        data.removeAll { $0.key == key }
        data.append((key, value))
    }

    private mutating func setDefault(_ key: String, _ value: @autoclosure () -> JSONValue) {
        if !has(key) { set(key, value()) }
    }

    /// The complete, validated event, stamped now.
    public func complete(in state: LedgerState, stamp: EventStamp, today: CalendarDate) throws(FieldError) -> Event {
        if type == .foodLogged, let food { return try completeFood(food, stamp: stamp, today: today) }
        var draft = self
        try draft.fillIn(state: state, stamp: stamp, today: today)
        // Names, units, components and notes are stored trimmed (SPEC 16).
        let data = TextRule.trimmed(.object(draft.data))
        let all = { () -> [FieldError] in
            let known = Set(knownProblems.map(\.field))
            return knownProblems + EventPayload.allFieldProblems(type: type, data: data)
                .filter { !known.contains($0.field) }
        }
        guard knownProblems.isEmpty else { throw FieldError(all: all())! }
        do {
            return stamp.event(try EventPayload(type: type, data: data))
        } catch {
            // Name every bad field, not only the first the reader met.
            throw FieldError(all: all()) ?? error
        }
    }

    private mutating func fillIn(state: LedgerState, stamp: EventStamp, today: CalendarDate) throws(FieldError) {
        let newId = { JSONValue.string(stamp.newIdentifier().description) }
        let todayText = JSONValue.string(today.description)
        switch type {
        case .journalCreated:
            setDefault("format", .string(JournalCreated.currentFormat))
        case .mealCreated:
            setDefault("mealId", newId())
            setDefault("servings", .number(1))
            setDefault("ingredients", .array([]))
            fillIngredientSources()
            try checkNameIsFree(state, besides: nil)
        case .mealEdited:
            let meal = try resolveMeal(state)
            let current = meal.definition
            if case let .object(members) = current.jsonValue {
                for member in members where !has(member.key) { set(member.key, member.value) }
            }
            try applyIngredientSteps()
            fillIngredientSources()
            if string("name").map(MealLibrary.nameKey) != MealLibrary.nameKey(current.name) {
                try checkNameIsFree(state, besides: current.mealId)
            }
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
                // Within these bounds every scaled figure stays finite; one past the largest a
                // journal holds is refused by name when the event is read back.
                let items = meal.definition.items(forServings: servings)
                set("items", .array(items.map(\.jsonValue)))
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
    }

    /// Replaces `mealId` given as a name or id prefix by the meal's id.
    private mutating func resolveMeal(_ state: LedgerState) throws(FieldError) -> MealLibrary.Record {
        guard let reference = string("mealId") else {
            throw FieldError(field: "mealId", problem: "is required")
        }
        let meal = try state.meals.resolve(reference)
        set("mealId", .string(meal.definition.mealId.description))
        return meal
    }

    /// Refuses a name a meal in force other than `besides` has, ignoring case, unless allowed.
    private func checkNameIsFree(_ state: LedgerState, besides: Identifier?) throws(FieldError) {
        guard !allowsDuplicateName, let name = string("name") else { return }
        let key = MealLibrary.nameKey(name)
        if let other = state.meals.records.values.first(where: {
            !$0.isDeleted && $0.definition.mealId != besides && MealLibrary.nameKey($0.definition.name) == key
        }) {
            throw FieldError(field: "name", problem: "'\(name)' is the name of meal \(other.definition.mealId.short) "
                + "already; choose another, or give --allow-duplicate-name")
        }
    }

    /// Removes, then adds, the ingredients `ingredientSteps` name.
    private mutating func applyIngredientSteps() throws(FieldError) {
        guard !ingredientSteps.isEmpty else { return }
        guard case var .array(items)? = data.last(where: { $0.key == "ingredients" })?.value else { return }
        var removed = Set<Int>()
        for step in ingredientSteps {
            guard case .remove(let reference) = step else { continue }
            let index = try Self.ingredientIndex(reference, in: items)
            guard removed.insert(index).inserted else {
                throw FieldError(field: "remove-ingredient", problem: "names ingredient \(index + 1) twice")
            }
        }
        items = items.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        for step in ingredientSteps {
            if case .add(let item) = step { items.append(item) }
        }
        set("ingredients", .array(items))
    }

    /// The position of the ingredient `reference` names: a number from 1, or a unique name.
    static func ingredientIndex(_ reference: String, in items: [JSONValue]) throws(FieldError) -> Int {
        let trimmed = reference.trimmingWhitespace()
        if let number = Int(trimmed) {
            guard number >= 1, number <= items.count else {
                throw FieldError(field: "remove-ingredient", problem: "must be 1 to \(items.count) (as 'ledger meal show' numbers them), got \(number)")
            }
            return number - 1
        }
        let names = items.map { item -> String in
            if case let .string(name)? = item["name"] { return name } else { return "" }
        }
        let lowered = trimmed.lowercased()
        let matches = names.indices.filter { names[$0].lowercased() == lowered }
        guard matches.count == 1 else {
            let listed = names.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
            throw FieldError(field: "remove-ingredient", problem: matches.isEmpty
                ? "'\(trimmed)' names no ingredient of the meal (\(listed))"
                : "'\(trimmed)' names \(matches.count) ingredients; give its number (\(listed))")
        }
        return matches[0]
    }

    /// Gives every ingredient without a `source` the `manual` one.
    private mutating func fillIngredientSources() {
        guard case let .array(items)? = data.last(where: { $0.key == "ingredients" })?.value else { return }
        let filled = items.map { item -> JSONValue in
            guard case var .object(members) = item, !members.contains(where: { $0.key == "source" }) else { return item }
            members.append(("source", .string(FoodSource.manual.rawValue)))
            return .object(members)
        }
        set("ingredients", .array(filled))
    }
}
