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
        // Replay asks this of every name and note: over the string's own bytes when it has them
        // (a native string always does), which is several times faster than its UTF-8 view.
        if let found = text.utf8.withContiguousStorageIfAvailable(containsControlCharacter(in:)) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(containsControlCharacter(in:))
    }

    private static func containsControlCharacter(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
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

    /// `isBidirectionalOrZeroWidth`, and the other characters that show as nothing or move
    /// text: the Arabic letter mark, soft hyphen, Mongolian vowel separator, line and paragraph
    /// separators, interlinear annotation marks, tag characters and Hangul fillers. Refused in
    /// what is typed now (a device name); the journal's own rule stays as lines were written to.
    public static func isInvisibleOrBidirectional(_ scalar: Unicode.Scalar) -> Bool {
        if isBidirectionalOrZeroWidth(scalar) { return true }
        switch scalar.value {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x2028, 0x2029, 0x3164, 0xFFA0,
             0xFFF9...0xFFFB, 0xE0000...0xE007F: return true
        default: return false
        }
    }

    /// True when `text` holds a character `isBidirectionalOrZeroWidth` names.
    public static func containsBidirectionalOrZeroWidth(_ text: String) -> Bool {
        // Each of them starts with byte E2 or EF in UTF-8: most text is passed over by bytes alone.
        let mayHold = { (bytes: UnsafeBufferPointer<UInt8>) in bytes.contains { $0 == 0xE2 || $0 == 0xEF } }
        return (text.utf8.withContiguousStorageIfAvailable(mayHold) ?? text.utf8.contains { $0 == 0xE2 || $0 == 0xEF })
            && text.unicodeScalars.contains(where: isBidirectionalOrZeroWidth)
    }

    /// `U+202E`.
    static func code(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// What is wrong with `text` as a field of `limit` characters, or nil; a name (`isName`)
    /// holds no bidirectional or zero-width character either.
    static func problem(_ text: String, field: @autoclosure () -> String, limit: Int, isName: Bool = false) -> FieldError? {
        if containsControlCharacter(text) {
            let scalar = text.unicodeScalars.first { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) }!
            return FieldError(field: field(), problem: "must not contain control characters (found \(code(scalar)))")
        }
        if isName, containsBidirectionalOrZeroWidth(text) {
            let scalar = text.unicodeScalars.first(where: isBidirectionalOrZeroWidth)!
            return FieldError(field: field(), problem: "must not contain bidirectional or zero-width characters "
                              + "(found \(code(scalar)))")
        }
        // Cheap first: a text of at most `limit` bytes has at most `limit` characters.
        if text.utf8.count > limit {
            let count = text.count
            if count > limit {
                return FieldError(field: field(), problem: "must be at most \(limit) characters, got \(count)")
            }
        }
        return nil
    }
}

extension EventPayload {
    /// Every text field that breaks a `TextRule`, each with its path.
    public func textProblems() -> [FieldError] {
        var problems: [FieldError] = []
        // Paths are built only for a field that breaks a rule: replay asks this of every line.
        func name(_ text: String?, _ field: @autoclosure () -> String) {
            if let text, let problem = TextRule.problem(text, field: field(), limit: TextRule.maximumNameLength, isName: true) {
                problems.append(problem)
            }
        }
        func notes(_ text: String?, _ field: @autoclosure () -> String) {
            if let text, let problem = TextRule.problem(text, field: field(), limit: TextRule.maximumNotesLength) {
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

extension TextRule {
    /// The text fields people type — names, units, components and notes — that are stored
    /// trimmed of white space at either end (SPEC 16): `Components: cheese, salsa`, never
    /// `Components:  cheese , salsa`.
    static let trimmedKeys: Set<String> = ["name", "mealName", "unit", "notes", "primaryProtein", "primaryCarb",
                                           "otherComponents"]

    /// `data` of a new event with the text fields `trimmedKeys` names trimmed, at the top and
    /// inside `ingredients` and `items`; everything else as it is. A name of white space only
    /// becomes empty, and is refused as such.
    public static func trimmed(_ data: JSONValue) -> JSONValue {
        guard case .object(let members) = data else { return data }
        return .object(members.map { member in
            switch member.value {
            case .string(let text) where trimmedKeys.contains(member.key):
                return (member.key, .string(text.trimmingWhitespace()))
            case .array(let elements) where member.key == "otherComponents":
                return (member.key, .array(elements.map { element in
                    if case .string(let text) = element { return .string(text.trimmingWhitespace()) }
                    return element
                }))
            case .array(let elements) where member.key == "ingredients" || member.key == "items":
                return (member.key, .array(elements.map(trimmed)))
            default:
                return member
            }
        })
    }
}
