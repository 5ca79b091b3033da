/// The rules SPEC sections 8 and 18 set on text fields: no control characters, no
/// bidirectional controls or zero-width characters in names, names at most 200 characters,
/// notes at most 1,000.
///
/// They keep a terminal safe (an escape sequence in a meal name would otherwise reach the
/// screen raw; U+202E would show `Oat bowl` for a name that reads otherwise) and output
/// bounded. An append breaking one is refused; a line that carries one anyway (a hand edit, a
/// merge, an older release) is kept and named as a warning by `check`.
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

    /// True for a character that reorders or hides text without showing itself: the
    /// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the
    /// zero-width characters (U+200B–U+200F, U+2060, U+FEFF).
    public static func isBidirectionalOrZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// True when `text` holds a character `isBidirectionalOrZeroWidth` names.
    public static func containsBidirectionalOrZeroWidth(_ text: String) -> Bool {
        // Each of them starts with byte E2 or EF in UTF-8: most text is passed over by bytes alone.
        text.utf8.contains { $0 == 0xE2 || $0 == 0xEF } && text.unicodeScalars.contains(where: isBidirectionalOrZeroWidth)
    }

    /// `U+202E`.
    static func code(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// What is wrong with `text` as a field of `limit` characters, or nil; a name (`isName`)
    /// holds no bidirectional or zero-width character either.
    static func problem(_ text: String, field: String, limit: Int, isName: Bool = false) -> FieldError? {
        if containsControlCharacter(text) {
            let scalar = text.unicodeScalars.first { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) }!
            return FieldError(field: field, problem: "must not contain control characters (found \(code(scalar)))")
        }
        if isName, containsBidirectionalOrZeroWidth(text) {
            let scalar = text.unicodeScalars.first(where: isBidirectionalOrZeroWidth)!
            return FieldError(field: field, problem: "must not contain bidirectional or zero-width characters "
                              + "(found \(code(scalar)))")
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
            if let text, let problem = TextRule.problem(text, field: field, limit: TextRule.maximumNameLength, isName: true) {
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
        case .journalCreated, .mealDeleted, .entryRemoved, .goalsSet, .planAssigned, .planUnassigned, .unknown:
            break
        case .weightLogged(let weighed):
            notes(weighed.notes, "notes")
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
