/// The rules SPEC section 8 sets on text fields: no control characters, names at most 200
/// characters, notes at most 1,000.
///
/// They keep a terminal safe (an escape sequence in a meal name would otherwise reach the
/// screen raw) and output bounded. An append breaking one is refused; a line that carries one
/// anyway (a hand edit, a merge, an older release) is kept and named as a warning by `check`.
public enum TextRule {
    /// Names, units, components and ids of foods: at most this many characters.
    public static let maximumNameLength = 200
    /// Notes: at most this many characters.
    public static let maximumNotesLength = 1_000

    /// True when `text` holds a C0 or C1 control character or DEL (U+0000–U+001F, U+007F–U+009F).
    public static func containsControlCharacter(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            // U+0080–U+009F are C2 80 – C2 9F in UTF-8.
            if previous == 0xC2, byte >= 0x80, byte <= 0x9F { return true }
            previous = byte
        }
        return false
    }

    /// What is wrong with `text` as a field of `limit` characters, or nil.
    static func problem(_ text: String, field: String, limit: Int) -> FieldError? {
        if containsControlCharacter(text) {
            let scalar = text.unicodeScalars.first { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) }!
            let code = String(scalar.value, radix: 16, uppercase: true)
            return FieldError(field: field, problem: "must not contain control characters (found U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))")
        }
        // Cheap first: a text of at most `limit` bytes has at most `limit` characters.
        if text.utf8.count > limit {
            let count = text.count
            if count > limit {
                return FieldError(field: field, problem: "must be at most \(limit) characters, got \(count)")
            }
        }
        return nil
    }
}

extension EventPayload {
    /// Every text field that breaks a `TextRule`, each with its path.
    public func textProblems() -> [FieldError] {
        var problems: [FieldError] = []
        func name(_ text: String?, _ field: String) {
            if let text, let problem = TextRule.problem(text, field: field, limit: TextRule.maximumNameLength) {
                problems.append(problem)
            }
        }
        func notes(_ text: String?, _ field: String) {
            if let text, let problem = TextRule.problem(text, field: field, limit: TextRule.maximumNotesLength) {
                problems.append(problem)
            }
        }
        func meal(_ definition: MealDefinition) {
            name(definition.name, "name")
            for (index, ingredient) in definition.ingredients.enumerated() {
                name(ingredient.name, "ingredients[\(index)].name")
                name(ingredient.unit, "ingredients[\(index)].unit")
                name(ingredient.foodId, "ingredients[\(index)].foodId")
            }
            name(definition.primaryProtein, "primaryProtein")
            name(definition.primaryCarb, "primaryCarb")
            for (index, component) in definition.otherComponents.enumerated() {
                name(component, "otherComponents[\(index)]")
            }
            notes(definition.notes, "notes")
        }
        switch self {
        case .journalCreated, .mealDeleted, .entryRemoved, .goalsSet, .planAssigned, .planUnassigned:
            break
        case .mealCreated(let created):
            meal(created.meal)
        case .mealEdited(let edited):
            meal(edited.meal)
        case .foodLogged(let logged):
            name(logged.name, "name")
            name(logged.unit, "unit")
            name(logged.foodId, "foodId")
            notes(logged.notes, "notes")
        case .mealLogged(let logged):
            name(logged.mealName, "mealName")
            for (index, item) in logged.items.enumerated() {
                name(item.name, "items[\(index)].name")
                name(item.unit, "items[\(index)].unit")
                name(item.foodId, "items[\(index)].foodId")
            }
            notes(logged.notes, "notes")
        }
        return problems
    }
}
