import MealLedger

/// Turning `ledger append TYPE --field value …` into a draft `data` object, with the flags
/// each event type declares beside it (`EventFlags/`).
extension Ledger.Append {
    /// `--quantity` and `--unit` measure each `--food` of a meal too, so they may repeat.
    static let foodMeasures = [FoodLogged.quantityFlag.option, FoodLogged.unitFlag.option]

    /// Every field flag of every type, each once, for the option parser and `--help`.
    static let fieldOptions: [Option<String>] = {
        var seen = Set<String>()
        var options: [Option<String>] = []
        for type in EventType.allCases {
            for flag in EventFlags.flags(of: type) where seen.insert(flag.option.spec.name).inserted {
                var option = flag.option
                if foodMeasures.contains(where: { $0.spec.name == option.spec.name }) { option = option.repeatable() }
                options.append(option)
            }
        }
        return options
    }()

    /// The draft's `data` members the field flags of `type` give, in the order declared.
    static func fieldData(of type: EventType, _ arguments: Arguments, _ context: CommandContext)
        throws -> (data: [(key: String, value: JSONValue)], problems: [FieldError]) {
        var data: [(key: String, value: JSONValue)] = []
        var problems: [FieldError] = []
        var nutrients: [(key: String, value: JSONValue)] = []
        do {
            for flag in EventFlags.flags(of: type) {
                let texts = try arguments[all: flag.option]
                guard let text = texts.last else { continue }
                switch flag.kind {
                case .text: data.append((flag.field, .string(text)))
                case .number:
                    do {
                        // Amounts people eat take fractions (`1/2`, `1½`); figures read as JSON numbers.
                        data.append((flag.field, Amount.fractionFields.contains(flag.field)
                            ? .number(try Amount.read(text, field: flag.field)) : try number(text, field: flag.field)))
                    } catch {
                        problems.append(error)
                        data.append((flag.field, .number(1)))  // a stand-in while the other fields are checked
                    }
                case .date:
                    if let date = context.date(text) {
                        data.append((flag.field, .string(date.description)))
                    } else {
                        problems.append(FieldError(field: flag.field, problem: "must be a date (\(SmartDate.forms)), got '\(text)'"))
                        data.append((flag.field, .string("2000-01-01")))
                    }
                case .ingredient:
                    var items: [JSONValue] = []
                    for (index, text) in texts.enumerated() { items.append(try ingredient(text, index: index)) }
                    data.append((flag.field, .array(items)))
                case .component:
                    data.append((flag.field, .array(texts.map(JSONValue.string))))
                case .nutrient:
                    do {
                        nutrients.append((flag.field, try number(text, field: "nutrients.\(flag.field)")))
                    } catch {
                        problems.append(error)
                    }
                }
            }
            if !nutrients.isEmpty { data.append(("nutrients", .object(nutrients))) }
        } catch let error as FieldError {
            throw CLIError.refused(commandPath, error.description)
        }
        return (data, problems)
    }

    /// Reads a number the way JSON writes one; names the field when it is not.
    static func number(_ text: String, field: String) throws(FieldError) -> JSONValue {
        guard let value = try? JSONParser.parse(text), case .number = value else {
            throw FieldError(field: field, problem: "must be a number, got '\(text)'")
        }
        return value
    }

    /// The keys `--ingredient` understands, with the field each fills.
    static let ingredientKeys: [String: (field: String, isNumber: Bool)] = {
        var keys: [String: (field: String, isNumber: Bool)] = [
            "name": ("name", false), "quantity": ("quantity", true), "unit": ("unit", false),
            "calories": ("calories", true), "protein": ("protein", true), "carbohydrates": ("carbohydrates", true),
            "carbs": ("carbohydrates", true), "fats": ("fats", true), "fat": ("fats", true),
            "source": ("source", false), "food-id": ("foodId", false), "foodId": ("foodId", false),
        ]
        // The vocabulary (`fiber=3`, `saturated-fat=1.2`), into the ingredient's `nutrients`.
        for nutrient in Nutrient.allCases {
            keys[nutrient.key] = (nutrient.key, true)
            keys[FieldFlag.kebabCase(nutrient.key)] = (nutrient.key, true)
        }
        return keys
    }()

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
                throw FieldError(field: field, problem: "has an unknown key '\(key)' (known: name, quantity, unit, calories, protein, carbohydrates, fats, source, food-id, or a nutrient such as fiber)")
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
                throw FieldError(field: field, problem: "has an unknown key '\(stray)' (known: name, quantity, unit, calories, protein, carbohydrates, fats, source, food-id, or a nutrient such as fiber)")
            }
            pairs.append((key, value))
            rest = valueEnd == rest.endIndex ? "" : rest[rest.index(after: valueEnd)...]
        }
        var members: [(key: String, value: JSONValue)] = []
        var nutrients: [(key: String, value: JSONValue)] = []
        for (key, value) in pairs {
            let (name, isNumber) = ingredientKeys[key]!
            if Nutrient(key: name) != nil {
                nutrients.append((name, try number(value, field: "\(field).nutrients.\(name)")))
                continue
            }
            // A quantity takes fractions (`quantity=1/2`); figures read as JSON numbers.
            guard isNumber else {
                members.append((name, .string(value)))
                continue
            }
            members.append((name, name == "quantity" ? .number(try Amount.read(value, field: "\(field).\(name)"))
                                                     : try number(value, field: "\(field).\(name)")))
        }
        if !nutrients.isEmpty { members.append(("nutrients", .object(nutrients))) }
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
