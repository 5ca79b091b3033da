import MealLedger

/// Turning `ledger append TYPE --field value …` into a draft `data` object.
extension Ledger.Append {
    /// How a flag's text becomes a JSON value.
    enum FieldKind {
        case text, number, date
        /// Repeatable `--ingredient name=…,quantity=…` into the `ingredients` array.
        case ingredient
        /// Repeatable `--other-component X` into the `otherComponents` array.
        case component
    }

    /// One flag of an event type: `--primary-protein` for `primaryProtein`.
    struct FieldFlag {
        var field: String
        var kind: FieldKind

        var flag: String {
            switch kind {
            case .ingredient: return "ingredient"
            case .component: return "other-component"
            default: return Ledger.Append.kebabCase(field)
            }
        }
    }

    static func kebabCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    static let mealFields: [FieldFlag] = [
        FieldFlag(field: "mealId", kind: .text), FieldFlag(field: "name", kind: .text),
        FieldFlag(field: "servings", kind: .number), FieldFlag(field: "ingredients", kind: .ingredient),
        FieldFlag(field: "primaryProtein", kind: .text), FieldFlag(field: "primaryCarb", kind: .text),
        FieldFlag(field: "otherComponents", kind: .component), FieldFlag(field: "notes", kind: .text),
    ]

    static let macroFields: [FieldFlag] = [
        FieldFlag(field: "calories", kind: .number), FieldFlag(field: "protein", kind: .number),
        FieldFlag(field: "carbohydrates", kind: .number), FieldFlag(field: "fats", kind: .number),
    ]

    /// The flags each event type takes, named after its fields.
    static func fields(of type: EventType) -> [FieldFlag] {
        switch type {
        case .journalCreated: return [FieldFlag(field: "format", kind: .text)]
        case .mealCreated, .mealEdited: return mealFields
        case .mealDeleted: return [FieldFlag(field: "mealId", kind: .text)]
        case .foodLogged:
            return [FieldFlag(field: "entryId", kind: .text), FieldFlag(field: "date", kind: .date),
                    FieldFlag(field: "name", kind: .text)] + macroFields
                + [FieldFlag(field: "quantity", kind: .number), FieldFlag(field: "unit", kind: .text),
                   FieldFlag(field: "source", kind: .text)]
        case .mealLogged:
            return [FieldFlag(field: "entryId", kind: .text), FieldFlag(field: "date", kind: .date),
                    FieldFlag(field: "mealId", kind: .text), FieldFlag(field: "servings", kind: .number)]
        case .entryRemoved: return [FieldFlag(field: "entryId", kind: .text)]
        case .goalsSet: return [FieldFlag(field: "from", kind: .date)] + macroFields
        case .planAssigned:
            return [FieldFlag(field: "assignmentId", kind: .text), FieldFlag(field: "mealId", kind: .text),
                    FieldFlag(field: "date", kind: .date)]
        case .planUnassigned: return [FieldFlag(field: "assignmentId", kind: .text)]
        }
    }

    /// Every field flag of every type, for the option parser.
    static var allFieldOptions: [OptionSpec] {
        var seen = Set<String>()
        var options: [OptionSpec] = []
        for type in EventType.allCases {
            for field in fields(of: type) where seen.insert(field.flag).inserted {
                // --quantity and --unit also measure each --food of a meal, so they may repeat.
                let repeatable = field.kind == .ingredient || field.kind == .component
                    || field.flag == "quantity" || field.flag == "unit"
                let value: String
                switch field.kind {
                case .number: value = "N"
                case .date: value = "DATE"
                case .ingredient: value = "SPEC"
                default: value = "TEXT"
                }
                let help = field.kind == .ingredient
                    ? "an ingredient: name=…,quantity=…,unit=…,calories=…[,protein=…,carbohydrates=…,fats=…]"
                    : "the '\(field.field)' field"
                options.append(OptionSpec(field.flag, value: value, repeatable: repeatable, help: help))
            }
        }
        return options
    }

    /// Reads a number the way JSON writes one; names the field when it is not.
    static func number(_ text: String, field: String) throws(FieldError) -> JSONValue {
        guard let value = try? JSONParser.parse(text), case .number = value else {
            throw FieldError(field: field, problem: "must be a number, got '\(text)'")
        }
        return value
    }

    /// The keys `--ingredient` understands, with the field each fills.
    static let ingredientKeys: [String: (field: String, isNumber: Bool)] = [
        "name": ("name", false), "quantity": ("quantity", true), "unit": ("unit", false),
        "calories": ("calories", true), "protein": ("protein", true), "carbohydrates": ("carbohydrates", true),
        "carbs": ("carbohydrates", true), "fats": ("fats", true), "fat": ("fats", true),
        "source": ("source", false), "food-id": ("foodId", false), "foodId": ("foodId", false),
    ]

    /// Reads `name=Chicken, roasted,quantity=200,unit=g,calories=330`: a comma starts a new
    /// pair only when a known key and `=` follow, so names may hold commas.
    static func ingredient(_ text: String, index: Int) throws(FieldError) -> JSONValue {
        let field = "ingredients[\(index)]"
        var pairs: [(String, String)] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let equals = rest.firstIndex(of: "=") else {
                throw FieldError(field: field, problem: "must be key=value pairs separated by commas, got '\(text)'")
            }
            let key = String(rest[..<equals]).trimmingCharacters()
            guard ingredientKeys[key] != nil else {
                throw FieldError(field: field, problem: "has an unknown key '\(key)' (known: name, quantity, unit, calories, protein, carbohydrates, fats, source, food-id)")
            }
            var valueEnd = rest.endIndex
            var search = rest.index(after: equals)
            while let comma = rest[search...].firstIndex(of: ",") {
                let after = rest[rest.index(after: comma)...]
                if let nextEquals = after.firstIndex(of: "="),
                   ingredientKeys[String(after[..<nextEquals]).trimmingCharacters()] != nil {
                    valueEnd = comma
                    break
                }
                search = rest.index(after: comma)
            }
            let value = String(rest[rest.index(after: equals)..<valueEnd]).trimmingCharacters()
            if let stray = strayKey(in: value) {
                throw FieldError(field: field, problem: "has an unknown key '\(stray)' (known: name, quantity, unit, calories, protein, carbohydrates, fats, source, food-id)")
            }
            pairs.append((key, value))
            rest = valueEnd == rest.endIndex ? "" : rest[rest.index(after: valueEnd)...]
        }
        var members: [(key: String, value: JSONValue)] = []
        for (key, value) in pairs {
            let (name, isNumber) = ingredientKeys[key]!
            members.append((name, isNumber ? try number(value, field: "\(field).\(name)") : .string(value)))
        }
        return .object(members)
    }
}

/// A `,word=` inside a value whose word is no known key: most likely a misspelt key.
private func strayKey(in value: String) -> String? {
    for part in value.split(separator: ",").dropFirst() {
        guard let equals = part.firstIndex(of: "=") else { continue }
        let word = String(part[..<equals]).trimmingCharacters()
        if !word.isEmpty, word.allSatisfy({ $0.isLetter || $0 == "-" }) { return word }
    }
    return nil
}

extension String {
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
