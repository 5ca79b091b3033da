#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a journal line written exactly in canonical form straight into an `Event`, with no
/// intermediate JSON tree: the fast path that makes full replay run at millions of lines a second.
///
/// It accepts only the canonical shape (keys in the documented order, no white space, no
/// escapes, valid values) and returns nil for anything else; `Event(line:)` then falls back to
/// the strict general parser, which decides and names the problem. A differential test runs
/// both over generated and mutated lines: whenever this returns an event, the general parser
/// returns the same one.
struct CanonicalLineDecoder {
    private let base: UnsafePointer<UInt8>
    private let buffer: UnsafeBufferPointer<UInt8>
    private let end: Int
    private var position = 0
    /// False once a number was written in a form other than the canonical one (`95.0`, `1E2`).
    private var numbersAreCanonical = true
    /// Whether every text read so far was ASCII (escapes and control characters are refused).
    private var textsAreASCII = true
    /// The longest text read so far, in bytes.
    private var longestText = 0

    private init(_ buffer: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>) {
        self.buffer = buffer
        self.base = base
        self.end = buffer.count
    }

    /// The event on a canonical line, or nil when the line is not exactly canonical and valid.
    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> Event? {
        decodeCheckingForm(line)?.event
    }

    /// The event, and whether the line is byte for byte its canonical form.
    ///
    /// Everything but numbers is canonical once this decoder accepts the line (key order,
    /// no white space, no escapes); numbers are checked as they are read.
    static func decodeCheckingForm(_ line: UnsafeBufferPointer<UInt8>) -> (event: Event, isCanonical: Bool)? {
        decodeCheckingTexts(line).map { ($0.event, $0.isCanonical) }
    }

    /// The event, whether the line is canonical, and whether its texts can break no `TextRule`:
    /// all ASCII (this decoder refuses escapes and control characters, so no character rule can
    /// be broken) and none longer than the shortest limit. Replay leaves such a line's texts
    /// unchecked, which spares the applying thread a second pass over every name and note.
    static func decodeCheckingTexts(_ line: UnsafeBufferPointer<UInt8>)
        -> (event: Event, isCanonical: Bool, textsAreSafe: Bool)? {
        guard let base = line.baseAddress else { return nil }
        var decoder = CanonicalLineDecoder(line, base: base)
        guard let event = decoder.event() else { return nil }
        return (event, decoder.numbersAreCanonical,
                decoder.textsAreASCII && decoder.longestText <= min(TextRule.maximumNameLength, TextRule.maximumNotesLength))
    }

    /// A meal definition written canonically as a `{…}` object (as snapshots keep them).
    static func decodeMealDefinition(_ bytes: UnsafeBufferPointer<UInt8>) -> MealDefinition? {
        guard let base = bytes.baseAddress else { return nil }
        var decoder = CanonicalLineDecoder(bytes, base: base)
        guard decoder.literal("{"), let meal = decoder.mealDefinition(), decoder.literal("}"),
              decoder.position == decoder.end else { return nil }
        return meal
    }

    /// A goals.set `data` object written canonically as `{…}` (as snapshots keep them).
    static func decodeGoalsSet(_ bytes: UnsafeBufferPointer<UInt8>) -> GoalsSet? {
        guard let base = bytes.baseAddress else { return nil }
        var decoder = CanonicalLineDecoder(bytes, base: base)
        guard decoder.literal("{"), let goals = decoder.goalsSet(), decoder.literal("}"),
              decoder.position == decoder.end else { return nil }
        return goals
    }

    // MARK: - Tokens

    private static let quote = UInt8(ascii: "\"")

    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard end - position >= count, memcmp(base + position, text.utf8Start, count) == 0 else { return false }
        position += count
        return true
    }

    private mutating func identifier() -> Identifier? {
        guard end - position >= 38, base[position] == Self.quote, base[position + 37] == Self.quote,
              let id = Identifier(utf8: UnsafeBufferPointer(start: base + position + 1, count: 36)) else { return nil }
        position += 38
        return id
    }

    private mutating func date() -> CalendarDate? {
        guard end - position >= 12, base[position] == Self.quote, base[position + 11] == Self.quote,
              let date = CalendarDate(utf8: UnsafeBufferPointer(start: base + position + 1, count: 10)) else { return nil }
        position += 12
        return date
    }

    private mutating func instant() -> Instant? {
        guard end - position >= 26, base[position] == Self.quote, base[position + 25] == Self.quote,
              let instant = Instant(utf8: UnsafeBufferPointer(start: base + position + 1, count: 24)) else { return nil }
        position += 26
        return instant
    }

    /// A string with no escapes or control characters, valid UTF-8, not blank.
    private mutating func text() -> String? {
        guard position < end, base[position] == Self.quote else { return nil }
        let start = position + 1
        var index = start
        var ascii = true
        while index < end {
            let byte = base[index]
            if byte == Self.quote { break }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F { return nil }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        guard index < end else { return nil }
        let bytes = UnsafeBufferPointer(start: base + start, count: index - start)
        longestText = max(longestText, bytes.count)
        let result: String
        if !ascii { textsAreASCII = false }
        if ascii {
            // Control characters are refused above, so an ASCII string is blank only when
            // it is all spaces: the general reader's `isWhitespace` test gives the same answer.
            guard bytes.contains(where: { $0 != 0x20 }) else { return nil }
            result = String(decoding: bytes, as: UTF8.self)
        } else {
            guard let valid = String(validating: bytes, as: UTF8.self),
                  !valid.allSatisfy(\.isWhitespace) else { return nil }
            result = valid
        }
        position = index + 1
        return result
    }

    private mutating func number() -> Double? {
        guard position < end else { return nil }
        switch NumberScanner.scan(buffer, from: position) {
        case .failure:
            return nil
        case .success(let value, let next):
            guard value.isFinite else { return nil }
            if numbersAreCanonical, !Self.isCanonical(UnsafeBufferPointer(start: base + position, count: next - position), value) {
                numbersAreCanonical = false
            }
            position = next
            return value
        }
    }

    /// True when `text` is how the canonical writer spells `value`.
    ///
    /// Plain integers and short plain decimals are checked by their digits alone: a decimal of
    /// at most 15 significant digits is the shortest text of its value, and Swift writes values
    /// from 0.0001 up without an exponent. Anything else is compared with the writer's text.
    static func isCanonical(_ text: UnsafeBufferPointer<UInt8>, _ value: Double) -> Bool {
        var digits = 0
        var dot = -1
        for (index, byte) in text.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): dot = index
            case UInt8(ascii: "-") where index == 0: continue
            default: return CanonicalNumber.text(value).utf8.elementsEqual(text)
            }
        }
        if text.first == UInt8(ascii: "-") { return CanonicalNumber.text(value).utf8.elementsEqual(text) }
        if dot < 0 {
            guard digits <= 15 else { return CanonicalNumber.text(value).utf8.elementsEqual(text) }
            return text.count == 1 || text[0] != UInt8(ascii: "0")
        }
        let fraction = text.count - dot - 1
        let trailingZero = text[text.count - 1] == UInt8(ascii: "0")
        let leadingZeros = text[0] == UInt8(ascii: "0")
            ? text[(dot + 1)...].prefix { $0 == UInt8(ascii: "0") }.count + 1 : 0
        guard !trailingZero, fraction > 0, digits - leadingZeros <= 15, value >= 0.0001, dot > 0 else {
            return CanonicalNumber.text(value).utf8.elementsEqual(text)
        }
        return dot == 1 || text[0] != UInt8(ascii: "0")
    }

    private mutating func nonNegative() -> Double? {
        guard let value = number(), value >= 0, value <= ObjectReader.NumberRule.largest else { return nil }
        return value
    }

    private mutating func servings() -> Double? {
        guard let value = number(), value >= ObjectReader.NumberRule.smallestServings,
              value <= ObjectReader.NumberRule.largest else { return nil }
        return value
    }

    private mutating func positive() -> Double? {
        guard let value = number(), value > 0, value <= ObjectReader.NumberRule.largest else { return nil }
        return value
    }

    private mutating func source() -> FoodSource? {
        if literal("\"manual\"") { return .manual }
        if literal("\"database\"") { return .database }
        if literal("\"ai\"") { return .ai }
        return nil
    }

    /// Reads `,"key":` and then the value when the key comes next; nil value means absent.
    private mutating func optionalNumber(_ key: StaticString, _ read: (inout Self) -> Double?) -> Double?? {
        guard literal(key) else { return .some(nil) }
        guard let value = read(&self) else { return nil }
        return .some(value)
    }

    private mutating func optionalText(_ key: StaticString) -> String?? {
        guard literal(key) else { return .some(nil) }
        guard let value = text() else { return nil }
        return .some(value)
    }

    /// Reads `,"slot":"…"` when it comes next; nil when it is there but not a slot.
    private mutating func optionalSlot() -> Slot?? {
        guard literal(",\"slot\":") else { return .some(nil) }
        if literal("\"breakfast\"") { return .some(.breakfast) }
        if literal("\"lunch\"") { return .some(.lunch) }
        if literal("\"dinner\"") { return .some(.dinner) }
        if literal("\"snack\"") { return .some(.snack) }
        return nil
    }

    /// Reads `,"source":"…"` when it comes next (an item's optional source).
    private mutating func optionalSource() -> FoodSource?? {
        guard literal(",\"source\":") else { return .some(nil) }
        guard let value = source() else { return nil }
        return .some(value)
    }

    private mutating func optionalIdentifier(_ key: StaticString) -> Identifier?? {
        guard literal(key) else { return .some(nil) }
        guard let value = identifier() else { return nil }
        return .some(value)
    }

    // MARK: - Envelope

    private mutating func event() -> Event? {
        guard literal("{\"id\":"), let id = identifier(),
              literal(",\"at\":"), let at = instant(),
              // `text` refuses control characters; a name of at most so many bytes has at most as
              // many characters, so `count` (a walk over every character) is asked only past that.
              literal(",\"device\":"), let device = text(),
              device.utf8.count <= Event.maximumDeviceLength || device.count <= Event.maximumDeviceLength,
              literal(",\"type\":"), let type = eventType(),
              literal(",\"data\":{"), let payload = payload(type),
              literal("}}"), position == end
        else { return nil }
        return Event(id: id, at: at, device: device, payload: payload)
    }

    private mutating func eventType() -> EventType? {
        if literal("\"food.logged\"") { return .foodLogged }
        if literal("\"meal.logged\"") { return .mealLogged }
        if literal("\"entry.removed\"") { return .entryRemoved }
        if literal("\"plan.assigned\"") { return .planAssigned }
        if literal("\"plan.unassigned\"") { return .planUnassigned }
        if literal("\"meal.created\"") { return .mealCreated }
        if literal("\"meal.edited\"") { return .mealEdited }
        if literal("\"meal.deleted\"") { return .mealDeleted }
        if literal("\"goals.set\"") { return .goalsSet }
        if literal("\"journal.created\"") { return .journalCreated }
        if literal("\"weight.logged\"") { return .weightLogged }
        return nil
    }

    // MARK: - Payloads, in the key order of each type's `writeMembers`

    private mutating func payload(_ type: EventType) -> EventPayload? {
        switch type {
        case .foodLogged: return foodLogged().map(EventPayload.foodLogged)
        case .mealLogged: return mealLogged().map(EventPayload.mealLogged)
        case .entryRemoved:
            guard literal("\"entryId\":"), let id = identifier() else { return nil }
            return .entryRemoved(EntryRemoved(entryId: id))
        case .planAssigned:
            guard literal("\"assignmentId\":"), let assignment = identifier(), literal(",\"mealId\":"),
                  let meal = identifier(), literal(",\"date\":"), let date = date(), let slot = optionalSlot(),
                  let servings = optionalNumber(",\"servings\":", { $0.servings() }) else { return nil }
            return .planAssigned(PlanAssigned(assignmentId: assignment, mealId: meal, date: date, slot: slot,
                                              servings: servings))
        case .planUnassigned:
            guard literal("\"assignmentId\":"), let id = identifier() else { return nil }
            return .planUnassigned(PlanUnassigned(assignmentId: id))
        case .mealCreated: return mealDefinition().map { .mealCreated(MealCreated(meal: $0)) }
        case .mealEdited: return mealDefinition().map { .mealEdited(MealEdited(meal: $0)) }
        case .mealDeleted:
            guard literal("\"mealId\":"), let id = identifier() else { return nil }
            return .mealDeleted(MealDeleted(mealId: id))
        case .goalsSet: return goalsSet().map(EventPayload.goalsSet)
        case .journalCreated:
            guard literal("\"format\":\"meal-ledger/1\"") else { return nil }
            return .journalCreated(JournalCreated())
        case .weightLogged:
            guard literal("\"entryId\":"), let entryId = identifier(), literal(",\"date\":"), let date = date(),
                  literal(",\"kg\":"), let kg = number(), WeightLogged.kgRange.contains(kg),
                  let notes = optionalText(",\"notes\":"), let replaces = optionalIdentifier(",\"replaces\":")
            else { return nil }
            return .weightLogged(WeightLogged(entryId: entryId, date: date, kg: kg, notes: notes, replaces: replaces))
        case .unknown:
            return nil  // the general reader keeps the line as written
        }
    }

    private mutating func foodLogged() -> FoodLogged? {
        guard literal("\"entryId\":"), let entryId = identifier(), literal(",\"date\":"), let date = date(),
              literal(",\"name\":"), let name = text(), let macros = macroFields(requiringCalories: true),
              let quantity = optionalNumber(",\"quantity\":", { $0.positive() }),
              let unit = optionalText(",\"unit\":"),
              literal(",\"source\":"), let source = source(),
              let slot = optionalSlot(), let foodId = optionalText(",\"foodId\":"),
              let notes = optionalText(",\"notes\":"), let replaces = optionalIdentifier(",\"replaces\":")
        else { return nil }
        return FoodLogged(entryId: entryId, date: date, name: name, calories: macros.calories ?? 0,
                          protein: macros.protein, carbohydrates: macros.carbohydrates, fats: macros.fats,
                          quantity: quantity, unit: unit, source: source, slot: slot, foodId: foodId, notes: notes,
                          replaces: replaces, nutrientValues: macros.nutrientValues)
    }

    private mutating func mealLogged() -> MealLogged? {
        guard literal("\"entryId\":"), let entryId = identifier(), literal(",\"date\":"), let date = date(),
              literal(",\"mealId\":"), let mealId = identifier(), literal(",\"mealName\":"), let mealName = text(),
              literal(",\"servings\":"), let servings = servings(), literal(",\"items\":[")
        else { return nil }
        var items: [FoodItem] = []
        if !literal("]") {
            repeat {
                guard literal("{\"name\":"), let name = text(), let macros = macroFields(requiringCalories: true),
                      let quantity = optionalNumber(",\"quantity\":", { $0.positive() }),
                      let unit = optionalText(",\"unit\":"), let source = optionalSource(),
                      let foodId = optionalText(",\"foodId\":"), literal("}")
                else { return nil }
                items.append(FoodItem(name: name, calories: macros.calories ?? 0, protein: macros.protein,
                                      carbohydrates: macros.carbohydrates, fats: macros.fats, quantity: quantity, unit: unit,
                                      source: source, foodId: foodId, nutrientValues: macros.nutrientValues))
            } while literal(",")
            guard literal("]") else { return nil }
        }
        guard let slot = optionalSlot(), let notes = optionalText(",\"notes\":"),
              let replaces = optionalIdentifier(",\"replaces\":"),
              let assignmentId = optionalIdentifier(",\"assignmentId\":") else { return nil }
        return MealLogged(entryId: entryId, date: date, mealId: mealId, mealName: mealName, servings: servings,
                          items: items, slot: slot, notes: notes, replaces: replaces, assignmentId: assignmentId)
    }

    private mutating func mealDefinition() -> MealDefinition? {
        guard literal("\"mealId\":"), let mealId = identifier(), literal(",\"name\":"), let name = text(),
              literal(",\"servings\":"), let servings = servings(), literal(",\"ingredients\":[")
        else { return nil }
        var ingredients: [Ingredient] = []
        if !literal("]") {
            repeat {
                guard literal("{\"name\":"), let ingredientName = text(), literal(",\"quantity\":"),
                      let quantity = positive(), literal(",\"unit\":"), let unit = text(),
                      let macros = macroFields(requiringCalories: true),
                      literal(",\"source\":"), let source = source(),
                      let foodId = optionalText(",\"foodId\":"), literal("}")
                else { return nil }
                ingredients.append(Ingredient(name: ingredientName, quantity: quantity, unit: unit, macros: macros,
                                              source: source, foodId: foodId))
            } while literal(",")
            guard literal("]") else { return nil }
        }
        guard let primaryProtein = optionalText(",\"primaryProtein\":"),
              let primaryCarb = optionalText(",\"primaryCarb\":") else { return nil }
        var components: [String] = []
        if literal(",\"otherComponents\":[") {
            repeat {
                guard let component = text() else { return nil }
                components.append(component)
            } while literal(",")
            guard literal("]") else { return nil }
        }
        guard let notes = optionalText(",\"notes\":") else { return nil }
        return MealDefinition(mealId: mealId, name: name, servings: servings, ingredients: ingredients,
                              primaryProtein: primaryProtein, primaryCarb: primaryCarb,
                              otherComponents: components, notes: notes)
    }

    private mutating func goalsSet() -> GoalsSet? {
        guard literal("\"from\":"), let from = date(), let macros = macroFields(requiringCalories: false, withNutrients: false),
              let minimums = nutrientObject(",\"minimums\":{"), let maximums = nutrientObject(",\"maximums\":{")
        else { return nil }
        return GoalsSet(from: from, calories: macros.calories, protein: macros.protein,
                        carbohydrates: macros.carbohydrates, fats: macros.fats, minimums: minimums, maximums: maximums)
    }

    /// The four figures as `MacroFields` writes them, each after a comma; nil when they are not so.
    private mutating func macroFields(requiringCalories: Bool, withNutrients: Bool = true) -> MacroFields? {
        let calories: Double??
        if requiringCalories {
            calories = literal(",\"calories\":") ? nonNegative().map { .some($0) } : nil
        } else {
            calories = optionalNumber(",\"calories\":", { $0.nonNegative() })
        }
        guard let calories,
              let protein = optionalNumber(",\"protein\":", { $0.nonNegative() }),
              let carbohydrates = optionalNumber(",\"carbohydrates\":", { $0.nonNegative() }),
              let fats = optionalNumber(",\"fats\":", { $0.nonNegative() }) else { return nil }
        guard withNutrients else {
            return MacroFields(calories: calories, protein: protein, carbohydrates: carbohydrates, fats: fats)
        }
        guard let nutrients = nutrientObject(",\"nutrients\":{") else { return nil }
        return MacroFields(calories: calories, protein: protein, carbohydrates: carbohydrates, fats: fats,
                           nutrientValues: nutrients)
    }

    /// The vocabulary's keys as the canonical writer puts them (`"fiber":`), one after another,
    /// and where each starts and ends in that buffer.
    private static let nutrientKeyBytes: [UInt8] = Array(Nutrient.allCases.map { "\"\($0.key)\":" }.joined().utf8)
    private static let nutrientKeyEnds: [Int] = {
        var end = 0
        return Nutrient.allCases.map { nutrient in
            end += nutrient.key.utf8.count + 3
            return end
        }
    }()

    /// Reads `opening` (`,"nutrients":{`) and the vocabulary values that follow, as
    /// `NutrientValues.writeMember` writes them: keys in vocabulary order, at least one, each a
    /// non-negative number. Unknown when the member is not there; nil when it is there but
    /// not so (an unknown key, another order, `{}`: the general reader decides).
    ///
    /// The hot path of replay for entries with nutrients: each key is matched once against the
    /// vocabulary from where the last one was found, with no allocation but the values' array.
    private mutating func nutrientObject(_ opening: StaticString) -> NutrientValues? {
        guard literal(opening) else { return .unknown }
        var values: [Double] = []
        let found: Bool = Self.nutrientKeyBytes.withUnsafeBufferPointer { keys in
            Self.nutrientKeyEnds.withUnsafeBufferPointer { ends in
                var next = 0
                while true {
                    if !values.isEmpty {
                        guard position < end else { return false }
                        if base[position] == UInt8(ascii: "}") { break }
                        guard base[position] == UInt8(ascii: ",") else { return false }
                        position += 1
                    }
                    var match = -1
                    while next < ends.count {
                        let start = next == 0 ? 0 : ends[next - 1]
                        let count = ends[next] - start
                        if end - position >= count, memcmp(base + position, keys.baseAddress! + start, count) == 0 {
                            position += count
                            match = next
                            break
                        }
                        next += 1
                    }
                    guard match >= 0, let value = nonNegative() else { return false }
                    if values.isEmpty { values.reserveCapacity(ends.count) }
                    while values.count < match { values.append(.nan) }
                    values.append(value)
                    next = match + 1
                }
                return true
            }
        }
        guard found, !values.isEmpty, literal("}") else { return nil }
        return NutrientValues(unknownAsNaN: values)
    }
}
