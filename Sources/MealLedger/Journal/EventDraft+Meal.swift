/// A `meal.created` or `meal.edited` completed as a typed event (SPEC 17): what a person or
/// script gave as `data` members (`--data`, the field flags, `--ingredient`, a line of stdin)
/// is read by the event's own reader, which names every bad field; what the program built —
/// ingredients from the food table, a recipe, an edited draft or logged entries, an edited
/// meal's current definition, a draft's meal fields — stays typed and is never written as
/// JSON members to be parsed again.
///
/// The reader reads the given members with a valid stand-in where a built value goes (so a
/// meal of built ingredients only still has its `ingredients`, a draft's name stands for a
/// missing `name`); the built values then take the stand-ins' places. The appender checks the
/// finished event like every other (its rules, and that its line reads back as itself).
extension EventDraft {
    /// Meal fields given as values: an edited review draft's, or the primary protein and carb
    /// suggested for the built ingredients. Each stands where `data` gives no such field (or
    /// gives null), before an edited meal's current one.
    public struct MealFields: Sendable, Equatable {
        public var name: String?
        public var servings: Double?
        public var primaryProtein: String?
        public var primaryCarb: String?
        /// Nil when none are given; an empty list given stands as given.
        public var otherComponents: [String]?
        public var notes: String?

        public init(name: String? = nil, servings: Double? = nil, primaryProtein: String? = nil,
                    primaryCarb: String? = nil, otherComponents: [String]? = nil, notes: String? = nil) {
            self.name = name
            self.servings = servings
            self.primaryProtein = primaryProtein
            self.primaryCarb = primaryCarb
            self.otherComponents = otherComponents
            self.notes = notes
        }

        /// Each field of `self`, else of `other`.
        func or(_ other: MealDefinition?) -> MealFields {
            MealFields(name: name ?? other?.name, servings: servings ?? other?.servings,
                       primaryProtein: primaryProtein ?? other?.primaryProtein,
                       primaryCarb: primaryCarb ?? other?.primaryCarb,
                       otherComponents: otherComponents ?? other?.otherComponents, notes: notes ?? other?.notes)
        }
    }

    /// One ingredient of the meal being built: as `data` gives it, or typed.
    private enum Part {
        case given(JSONValue)
        case built(Ingredient)

        /// The name `--remove-ingredient NAME` matches.
        var name: String {
            switch self {
            case .given(let item):
                if case let .string(name)? = item["name"] { return name }
                return ""
            case .built(let ingredient):
                return ingredient.name
            }
        }
    }

    /// A valid ingredient object standing where a built one goes while the given members are read.
    private static let ingredientStandIn = JSONValue.object([
        ("name", .string("x")), ("quantity", .number(1)), ("unit", .string("g")), ("calories", .number(0)),
        ("source", .string(FoodSource.manual.rawValue)),
    ])

    /// The complete `meal.created` or `meal.edited`, stamped now.
    func completeMeal(in state: LedgerState, stamp: EventStamp) throws(FieldError) -> Event {
        var draft = self
        var current: MealDefinition?
        if type == .mealCreated {
            draft.setDefault("mealId", .string(stamp.newIdentifier().description))
        } else {
            current = try draft.resolveMeal(state).definition
        }
        var fields = mealFields.or(current)
        if type == .mealCreated, fields.servings == nil { fields.servings = 1 }

        // The ingredient list: nil while `data` gives something other than a list, for the reader to name.
        var parts: [Part]?
        switch draft.data.last(where: { $0.key == "ingredients" })?.value {
        case .array(let items)?:
            parts = items.map(Part.given) + (builtIngredients ?? []).map(Part.built)
        case nil, .null?:
            parts = (builtIngredients ?? current?.ingredients ?? []).map(Part.built)
        default:
            // What is no list is left out when built ingredients replace the list, as before.
            parts = builtIngredients.map { $0.map(Part.built) }
        }
        if var list = parts {
            try Self.apply(ingredientSteps, to: &list)
            parts = list
            draft.set("ingredients", .array(list.map { part in
                switch part {
                case .given(let item): return Self.withSource(item)
                case .built: return Self.ingredientStandIn
                }
            }))
        }

        // The name the meal will have, as given (before trimming): it must be free.
        let name = draft.has("name") ? draft.string("name") : fields.name
        if type == .mealCreated {
            try checkNameIsFree(name, state, besides: nil)
        } else if let current, name.map(MealLibrary.nameKey) != MealLibrary.nameKey(current.name) {
            try checkNameIsFree(name, state, besides: current.mealId)
        }

        // A field `data` does not give takes its typed value; a stand-in lets the reader pass.
        let standIns: [(key: String, given: Bool, value: JSONValue)] = [
            ("name", fields.name != nil, .string("x")), ("servings", fields.servings != nil, .number(1)),
            ("primaryProtein", fields.primaryProtein != nil, .string("x")),
            ("primaryCarb", fields.primaryCarb != nil, .string("x")),
            ("otherComponents", fields.otherComponents != nil, .array([])), ("notes", fields.notes != nil, .string("x")),
        ]
        var typed = Set<String>()
        for (key, hasValue, standIn) in standIns where hasValue && !draft.has(key) {
            draft.set(key, standIn)
            typed.insert(key)
        }

        // Names, units, components and notes are stored trimmed (SPEC 16).
        let data = TextRule.trimmed(.object(draft.data))
        let all = { () -> [FieldError] in
            let known = Set(knownProblems.map(\.field))
            return knownProblems + EventPayload.allFieldProblems(type: type, data: data).filter { !known.contains($0.field) }
        }
        guard knownProblems.isEmpty else { throw FieldError(all: all())! }
        var meal: MealDefinition
        do {
            switch try EventPayload(type: type, data: data) {
            case .mealCreated(let created): meal = created.meal
            case .mealEdited(let edited): meal = edited.meal
            default: preconditionFailure("a meal draft reads as a meal event")
            }
        } catch {
            throw FieldError(all: all()) ?? error
        }

        for (index, part) in (parts ?? []).enumerated() {
            guard case .built(var ingredient) = part else { continue }
            ingredient.name = ingredient.name.trimmingWhitespace()
            ingredient.unit = ingredient.unit.trimmingWhitespace()
            meal.ingredients[index] = ingredient
        }
        let trim = { (text: String?) in text?.trimmingWhitespace() }
        if typed.contains("name"), let name = trim(fields.name) { meal.name = name }
        if typed.contains("servings"), let servings = fields.servings { meal.servings = servings }
        if typed.contains("primaryProtein") { meal.primaryProtein = trim(fields.primaryProtein) }
        if typed.contains("primaryCarb") { meal.primaryCarb = trim(fields.primaryCarb) }
        if typed.contains("otherComponents") { meal.otherComponents = (fields.otherComponents ?? []).map { $0.trimmingWhitespace() } }
        if typed.contains("notes") { meal.notes = trim(fields.notes) }
        return stamp.event(type == .mealCreated ? .mealCreated(MealCreated(meal: meal)) : .mealEdited(MealEdited(meal: meal)))
    }

    /// What the text rules (SPEC 8, 18) refuse in meal fields and ingredients built as values,
    /// as they would be stored (trimmed); none when nothing. Whoever read them from a file (an
    /// edited review draft) asks before appending, to name the file with the fields.
    public static func textProblems(of fields: MealFields, ingredients: [Ingredient]) -> [FieldError] {
        let trim = { (text: String?) in text?.trimmingWhitespace() }
        let meal = MealDefinition(
            mealId: Identifier(high: 0, low: 0), name: trim(fields.name) ?? "x", servings: fields.servings ?? 1,
            ingredients: ingredients.map { ingredient in
                var ingredient = ingredient
                ingredient.name = ingredient.name.trimmingWhitespace()
                ingredient.unit = ingredient.unit.trimmingWhitespace()
                return ingredient
            },
            primaryProtein: trim(fields.primaryProtein), primaryCarb: trim(fields.primaryCarb),
            otherComponents: (fields.otherComponents ?? []).map { $0.trimmingWhitespace() }, notes: trim(fields.notes))
        return EventPayload.mealCreated(MealCreated(meal: meal)).textProblems()
    }

    /// Refuses a name a meal in force other than `besides` has, ignoring case, unless allowed.
    private func checkNameIsFree(_ name: String?, _ state: LedgerState, besides: Identifier?) throws(FieldError) {
        guard !allowsDuplicateName, let name else { return }
        let key = MealLibrary.nameKey(name)
        if let other = state.meals.records.values.first(where: {
            !$0.isDeleted && $0.definition.mealId != besides && MealLibrary.nameKey($0.definition.name) == key
        }) {
            throw FieldError(field: "name", problem: "'\(name)' is the name of meal \(other.definition.mealId.short) "
                + "already; choose another, or give --allow-duplicate-name")
        }
    }

    /// Removes, then adds, the ingredients `steps` name.
    private static func apply(_ steps: [IngredientStep], to list: inout [Part]) throws(FieldError) {
        guard !steps.isEmpty else { return }
        var removed = Set<Int>()
        for step in steps {
            guard case .remove(let reference) = step else { continue }
            let index = try ingredientIndex(reference, among: list.map(\.name))
            guard removed.insert(index).inserted else {
                throw FieldError(field: "remove-ingredient", problem: "names ingredient \(index + 1) twice")
            }
        }
        list = list.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        for step in steps {
            switch step {
            case .add(let item): list.append(.given(item))
            case .addBuilt(let ingredient): list.append(.built(ingredient))
            case .remove: break
            }
        }
    }

    /// The position of the ingredient `reference` names: a number from 1, or a unique name.
    static func ingredientIndex(_ reference: String, among names: [String]) throws(FieldError) -> Int {
        let trimmed = reference.trimmingWhitespace()
        if let number = Int(trimmed) {
            guard number >= 1, number <= names.count else {
                throw FieldError(field: "remove-ingredient", problem: "must be 1 to \(names.count) (as 'ledger meal show' numbers them), got \(number)")
            }
            return number - 1
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

    /// A given ingredient object with the `manual` source when it names none.
    private static func withSource(_ item: JSONValue) -> JSONValue {
        guard case var .object(members) = item, !members.contains(where: { $0.key == "source" }) else { return item }
        members.append(("source", .string(FoodSource.manual.rawValue)))
        return .object(members)
    }
}
