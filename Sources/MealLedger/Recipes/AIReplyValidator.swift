/// Checks a recipe service's reply against SPEC section 7.
///
/// Validation is a pure function of the reply's text — no I/O, no clock, no randomness — so
/// a fuzzer can drive it directly, and it answers every input with a value or an error,
/// never a crash. Nothing of the reply survives except the validated ingredient fields.
public enum AIReplyValidator {
    /// The most ingredients one reply may hold.
    public static let maximumIngredients = 20
    /// Upper bounds that no real ingredient reaches; past them a figure is taken for garbage.
    static let maximumQuantity = 100_000.0
    static let maximumCalories = 100_000.0
    static let maximumMacroGrams = 10_000.0
    static let maximumNameLength = 200

    /// Validates a whole chat-completions response body: the recipe is read from
    /// `choices[0].message.content`.
    public static func validate(responseBody: String) -> Result<ValidatedAIRecipe, AIReplyError> {
        let envelope: JSONValue
        do {
            envelope = try JSONParser.parse(responseBody)
        } catch {
            return .failure(.notJSON(error))
        }
        switch messageContent(of: envelope) {
        case let .failure(error):
            return .failure(error)
        case let .success((content, cutShort)):
            return validate(content: content, cutShort: cutShort)
        }
    }

    /// Validates the message content alone: markdown code fences are stripped, then the JSON
    /// must be `{"ingredients":[…],"confidence":…}` within the rules.
    public static func validate(content: String) -> Result<ValidatedAIRecipe, AIReplyError> {
        validate(content: content, cutShort: false)
    }

    /// The content string of the first choice, and whether the service stopped at its length limit.
    static func messageContent(of envelope: JSONValue) -> Result<(String, Bool), AIReplyError> {
        guard case .object = envelope else {
            return .failure(.noContent(reason: "expected a JSON object, got \(envelope.kindName)"))
        }
        if let error = envelope["error"], error != .null {
            if case let .string(message)? = error["message"] { return .failure(.serviceError(message: message)) }
            if case let .string(message) = error { return .failure(.serviceError(message: message)) }
            return .failure(.serviceError(message: error.quotedForMessage))
        }
        guard let choices = envelope["choices"], choices != .null else {
            return .failure(.noContent(reason: "'choices' is missing"))
        }
        guard case let .array(items) = choices else {
            return .failure(.noContent(reason: "'choices' must be an array, got \(choices.quotedForMessage)"))
        }
        guard let first = items.first else {
            return .failure(.noContent(reason: "'choices' is empty"))
        }
        guard let message = first["message"], case .object = message else {
            return .failure(.noContent(reason: "'choices[0].message' is missing or not an object"))
        }
        let cutShort = first["finish_reason"] == .string("length")
        guard let content = message["content"], content != .null else {
            if case let .string(refusal)? = message["refusal"], !refusal.isEmpty {
                return .failure(.refusal(message: refusal))
            }
            return .failure(.noContent(reason: "'choices[0].message.content' is missing"))
        }
        guard case let .string(text) = content else {
            return .failure(.noContent(
                reason: "'choices[0].message.content' must be a string, got \(content.quotedForMessage)"))
        }
        return .success((text, cutShort))
    }

    static func validate(content: String, cutShort: Bool) -> Result<ValidatedAIRecipe, AIReplyError> {
        var warnings: [String] = []
        let value: JSONValue
        switch parseJSON(in: content) {
        case let .failure(error):
            return .failure(.contentNotJSON(error, cutShort: cutShort))
        case let .success((parsed, hadTextAround)):
            value = parsed
            if hadTextAround { warnings.append("the reply held text around the JSON; only the JSON was read") }
        }

        var problems: [FieldError] = []
        var reader: ObjectReader
        do {
            reader = try ObjectReader(value, path: "")
        } catch {
            let problem = error.field.isEmpty
                ? FieldError(field: "", problem: "the content must be a JSON object, got \(value.kindName)") : error
            return .failure(.invalidRecipe([problem]))
        }

        var ingredients: [AIIngredient] = []
        do {
            let items = try reader.array("ingredients")
            if !(1...maximumIngredients).contains(items.count) {
                problems.append(FieldError(field: "ingredients",
                                           problem: "must hold 1 to \(maximumIngredients) ingredients, got \(items.count)"))
            } else {
                for (index, item) in items.enumerated() {
                    let path = reader.elementPath("ingredients", index)
                    if let ingredient = self.ingredient(item, path: path, problems: &problems, warnings: &warnings) {
                        ingredients.append(ingredient)
                    }
                }
            }
        } catch {
            problems.append(error)
        }

        let confidence = self.confidence(reader.anyValue("confidence"), problems: &problems)
        guard problems.isEmpty else { return .failure(.invalidRecipe(problems)) }

        if let confidence {
            if confidence < ValidatedAIRecipe.reviewThreshold {
                warnings.append("confidence \(CanonicalNumber.text(confidence)) is below "
                                + "\(CanonicalNumber.text(ValidatedAIRecipe.reviewThreshold)); review the ingredients")
            }
        } else {
            warnings.append("the service gave no confidence; review the ingredients")
        }
        return .success(ValidatedAIRecipe(ingredients: ingredients, confidence: confidence, warnings: warnings))
    }

    /// One ingredient, or nil after adding what is wrong with it to `problems`.
    private static func ingredient(_ item: JSONValue, path: String, problems: inout [FieldError],
                                   warnings: inout [String]) -> AIIngredient? {
        var reader: ObjectReader
        do {
            reader = try ObjectReader(item, path: path)
        } catch {
            problems.append(error)
            return nil
        }
        let before = problems.count
        let field = { (key: String) in ObjectReader.join(path, key) }

        let name = collect(&problems) { () throws(FieldError) in try reader.string("name") }
            .flatMap { checkedName($0, field: field("name"), problems: &problems) }
        let quantity = collect(&problems) { () throws(FieldError) in try reader.number("quantity", .positive) }
            .flatMap { bounded($0, by: maximumQuantity, field: field("quantity"), problems: &problems) }
        let unit = collect(&problems) { () throws(FieldError) in try reader.string("unit") }
            .flatMap { text -> AIRecipeUnit? in
                guard let unit = AIRecipeUnit(normalizing: text) else {
                    problems.append(FieldError(field: field("unit"), problem: "must be one of "
                        + "\(AIRecipeUnit.spelledOut), got '\(AIReplyError.excerpt(text, limit: 40))'"))
                    return nil
                }
                return unit
            }
        let calories = collect(&problems) { () throws(FieldError) in try reader.number("calories", .positive) }
            .flatMap { bounded($0, by: maximumCalories, field: field("calories"), problems: &problems) }

        var flags: [AIIngredient.Flag] = []
        var macros: [Double?] = []
        for flag in AIIngredient.Flag.allCases {
            let key = flag.field
            let value = collect(&problems) { () throws(FieldError) in try reader.optionalNumber(key, .nonNegative) }
            switch value {
            case .none:
                macros.append(nil)
            case .some(.none):
                macros.append(nil)
                flags.append(flag)
            case let .some(.some(grams)):
                macros.append(bounded(grams, by: maximumMacroGrams, field: field(key), problems: &problems))
            }
        }

        guard problems.count == before, let name, let quantity, let unit, let calories else { return nil }
        for flag in flags {
            warnings.append("'\(field(flag.field))' is missing; counted as 0")
        }
        return AIIngredient(name: name, quantity: quantity, unit: unit, calories: calories, protein: macros[0],
                            carbohydrates: macros[1], fats: macros[2], flags: flags)
    }

    /// The confidence in 0…1, or nil when absent (adding a problem when it is anything else).
    private static func confidence(_ value: JSONValue?, problems: inout [FieldError]) -> Double? {
        guard let value else { return nil }
        guard case let .number(number) = value, (0...1).contains(number) else {
            let got = if case let .number(number) = value { "'\(CanonicalNumber.safeText(number))'" }
                      else { value.quotedForMessage }
            problems.append(FieldError(field: "confidence", problem: "must be a number from 0 to 1, got \(got)"))
            return nil
        }
        return number
    }

    /// The name trimmed, or nil after a problem when it holds control characters, bidirectional
    /// or zero-width characters (which no saved name may hold), or is too long.
    private static func checkedName(_ name: String, field: String, problems: inout [FieldError]) -> String? {
        let trimmed = name.trimmingWhitespace()
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            problems.append(FieldError(field: field, problem: "must not hold control characters, got "
                                       + "'\(AIReplyError.excerpt(trimmed, limit: 40))'"))
            return nil
        }
        if TextRule.containsBidirectionalOrZeroWidth(trimmed) {
            problems.append(FieldError(field: field, problem: "must not hold bidirectional or zero-width characters, got "
                                       + "'\(AIReplyError.excerpt(trimmed, limit: 40))'"))
            return nil
        }
        if trimmed.count > maximumNameLength {
            problems.append(FieldError(field: field, problem: "must be at most \(maximumNameLength) characters, "
                                       + "got \(trimmed.count)"))
            return nil
        }
        return trimmed
    }

    private static func bounded(_ number: Double, by maximum: Double, field: String,
                                problems: inout [FieldError]) -> Double? {
        guard number <= maximum else {
            problems.append(FieldError(field: field, problem: "must be at most \(CanonicalNumber.text(maximum)), "
                                       + "got '\(CanonicalNumber.safeText(number))'"))
            return nil
        }
        return number
    }

    /// The body's value, or nil after adding its error to `problems`.
    private static func collect<Value>(_ problems: inout [FieldError],
                                       _ body: () throws(FieldError) -> Value) -> Value? {
        do {
            return try body()
        } catch {
            problems.append(error)
            return nil
        }
    }
}
