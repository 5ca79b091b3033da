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

    /// The `{…}` nutrients object at the start of `bytes` read by `labelNutrients` alone (test
    /// support): its values, where it ends and whether its figures are canonical, or nil where
    /// `labelNutrients` stops short of its end.
    static func labelNutrientsAlone(_ bytes: UnsafeBufferPointer<UInt8>)
        -> (values: NutrientValues, end: Int, isCanonical: Bool)? {
        guard let base = bytes.baseAddress else { return nil }
        var decoder = CanonicalLineDecoder(bytes, base: base)
        var values = InlineArray<6, Double>(repeating: 0)
        var mask: UInt32 = 0
        var count = 0
        var next = 0
        guard decoder.literal("{"), decoder.labelNutrients(&values, mask: &mask, count: &count, next: &next) else { return nil }
        return (NutrientValues(mask: mask, inline: values), decoder.position, decoder.numbersAreCanonical)
    }

    /// The `{…}` nutrients object at the start of `bytes` read by `nutrientsCarefully` alone, as
    /// every object was read before `labelNutrients` (test support); nil when it does not read.
    static func nutrientsCarefullyAlone(_ bytes: UnsafeBufferPointer<UInt8>)
        -> (values: NutrientValues, end: Int, isCanonical: Bool)? {
        guard let base = bytes.baseAddress else { return nil }
        var decoder = CanonicalLineDecoder(bytes, base: base)
        guard decoder.literal("{"),
              let values = decoder.nutrientsCarefully(InlineArray(repeating: 0), mask: 0, count: 0, next: 0) else { return nil }
        return (values, decoder.position, decoder.numbersAreCanonical)
    }

    // MARK: - Tokens

    private static let quote = UInt8(ascii: "\"")

    /// Reads `text` when it comes next.
    ///
    /// Compared a word at a time in place (the literals are constants, so the comparisons
    /// unroll), not by a call to `memcmp` for each: most optional members are absent, and the
    /// call cost more than the comparison (issue 30; as f56d73c had it, without that commit's
    /// other changes).
    @inline(__always)
    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard end &- position >= count else { return false }
        let here = UnsafeRawPointer(base + position)
        let wanted = UnsafeRawPointer(text.utf8Start)
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                guard here.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == wanted.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
                offset &+= 8
            }
            // The last word overlaps the one before: it ends with the literal.
            guard here.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                    == wanted.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) else { return false }
        } else {
            for offset in 0..<count {
                guard here.load(fromByteOffset: offset, as: UInt8.self) == wanted.load(fromByteOffset: offset, as: UInt8.self)
                else { return false }
            }
        }
        position &+= count
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

    @inline(__always)
    private mutating func number() -> Double? {
        if let value = plainNumber() { return value }
        return scannedNumber()
    }

    /// The number at `position` when it is written `DIGITS` or `DIGITS.DIGITS` with at most 15
    /// digits in all (nearly every figure of a journal), read with no string and no call: such
    /// a value is exact as an integer below 2^53 divided by a power of ten (at most 10^15, itself
    /// exact), the same as `NumberScanner` gives. Its canonical form is checked on the way
    /// (`isCanonical`'s rules for such text). Nil for anything else — a sign, an exponent, more
    /// digits, a leading zero —, which `scannedNumber` reads.
    @inline(__always)
    private mutating func plainNumber() -> Double? {
        var index = position
        guard let (integer, integerDigits) = digitRun(at: index), integerDigits > 0,
              integerDigits == 1 || base[position] != UInt8(ascii: "0") else { return nil }
        index += integerDigits
        var mantissa = integer
        var fractionDigits = 0
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            guard let (fraction, count) = digitRun(at: index), count > 0, integerDigits + count <= 15 else { return nil }
            mantissa = mantissa &* Self.exactPowerOfTen(count) &+ fraction
            fractionDigits = count
            index += count
        }
        guard integerDigits + fractionDigits <= 15,
              index == end || (base[index] | 0x20) != UInt8(ascii: "e") else { return nil }
        var value = Double(Int64(bitPattern: mantissa))  // below 10^15: the signed conversion is one instruction
        if fractionDigits > 0 {
            value /= Double(Int64(bitPattern: Self.exactPowerOfTen(fractionDigits)))
            // The writer leaves no trailing zero and spells values below 0.0001 with an exponent.
            if base[index - 1] == UInt8(ascii: "0") || value < 0.0001 { numbersAreCanonical = false }
        }
        position = index
        return value
    }

    /// The decimal digits from `index` on: their value and how many there are (0 when none).
    /// Eight bytes are read as one word (SWAR): the run's length from where the first
    /// non-digit is, its value from three multiplications. Nil when the run may be longer than
    /// seven digits, or fewer than 8 bytes remain (then `scannedNumber` reads the number).
    @inline(__always)
    private func digitRun(at index: Int) -> (value: UInt64, count: Int)? {
        guard end - index >= 8 else { return nil }
        let word = Self.word(at: base + index)
        let count = Self.leadingDigitCount(word)
        guard count < 8 else { return nil }
        guard count > 0 else { return (0, 0) }
        return (Self.value(ofLeadingDigits: count, in: word), count)
    }

    /// The eight bytes at `address` as one little-endian word.
    @inline(__always)
    private static func word(at address: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(address).loadUnaligned(as: UInt64.self))
    }

    /// How many of the word's bytes, from its first, are decimal digits (8 when all are).
    @inline(__always)
    private static func leadingDigitCount(_ word: UInt64) -> Int {
        let nonDigits = nonDigits(word)
        return nonDigits == 0 ? 8 : nonDigits.trailingZeroBitCount &>> 3
    }

    /// Bits set in the word's first byte that is no decimal digit, and not before it.
    ///
    /// A byte is a digit when it is 0x30 … 0x39: its high nibble is 3, and still 3 after adding
    /// 6. Bytes before the first non-digit are digits, so no carry reaches it.
    @inline(__always)
    private static func nonDigits(_ word: UInt64) -> UInt64 {
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let zeros: UInt64 = 0x3030_3030_3030_3030
        return ((word & highNibbles) ^ zeros) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ zeros)
    }

    /// The value of the word's first `count` bytes, all digits, 1 ≤ `count` ≤ 7.
    @inline(__always)
    private static func value(ofLeadingDigits count: Int, in word: UInt64) -> UInt64 {
        // The digits moved to the top bytes (zeros before them), then paired up: 2, 4, 8 digits.
        var digits = (word &- 0x3030_3030_3030_3030) &<< (64 &- 8 &* UInt64(count))
        digits = (digits &* 10 &+ (digits &>> 8)) & 0x00FF_00FF_00FF_00FF
        digits = (digits &* 100 &+ (digits &>> 16)) & 0x0000_FFFF_0000_FFFF
        digits = (digits &* 10000 &+ (digits &>> 32)) & 0x0000_0000_FFFF_FFFF
        return digits
    }

    /// A nutrient's figure written `DIGITS` or `DIGITS.DIGITS`, each part of at most seven
    /// digits, and followed by `,` or `}` (nearly every figure of a `nutrients` object): read
    /// from one word per part, with the position kept in a register until the figure is read.
    /// Nil for anything else, which `nonNegative` then reads. Gives the value, whether it has a
    /// fraction (whose canonical form the caller checks), and where the figure ends.
    ///
    /// Whenever it gives a value, `plainNumber` gives the same value and the same canonical
    /// verdict (its conditions hold and it computes the same quotient); a property test
    /// compares the two.
    @inline(__always)
    private static func shortFigure(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int)
        -> (figure: (value: Double, isFractional: Bool), after: Int)? {
        guard end &- start >= 16 else { return nil }
        let integerWord = word(at: base + start)
        let integerDigits = leadingDigitCount(integerWord)
        guard integerDigits > 0, integerDigits < 8,
              integerDigits == 1 || integerWord & 0xFF != UInt64(UInt8(ascii: "0")) else { return nil }
        let integer = value(ofLeadingDigits: integerDigits, in: integerWord)
        var index = start &+ integerDigits  // within the first word, so before `end`
        if base[index] == UInt8(ascii: ".") {
            index &+= 1
            guard end &- index >= 8 else { return nil }
            let fractionWord = word(at: base + index)
            let fractionDigits = leadingDigitCount(fractionWord)
            guard fractionDigits > 0, fractionDigits < 8 else { return nil }
            let scale = exactPowerOfTen(fractionDigits)
            let mantissa = integer &* scale &+ value(ofLeadingDigits: fractionDigits, in: fractionWord)
            index &+= fractionDigits  // within the fraction's word
            let after = base[index]
            guard after == UInt8(ascii: ",") || after == UInt8(ascii: "}") else { return nil }
            return ((Double(Int64(bitPattern: mantissa)) / Double(Int64(bitPattern: scale)), true), index)
        }
        guard base[index] == UInt8(ascii: ",") || base[index] == UInt8(ascii: "}") else { return nil }
        return ((Double(Int64(bitPattern: integer)), false), index)
    }

    /// 10^`exponent` for 1 ≤ `exponent` ≤ 15 (exact as a `Double` too).
    @inline(__always)
    private static func exactPowerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        default: 1_000_000_000_000_000
        }
    }

    /// Any other number, through `NumberScanner`, its form checked against the writer's.
    @inline(never)
    private mutating func scannedNumber() -> Double? {
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

    @inline(__always)
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
        case .foodLogged: return foodLogged()
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

    /// A `food.logged` payload.
    private mutating func foodLogged() -> EventPayload? {
        guard literal("\"entryId\":"), let entryId = identifier(), literal(",\"date\":"), let date = date(),
              literal(",\"name\":"), let name = text(), let macros = macroFigures(requiringCalories: true),
              let nutrients = nutrientObject(",\"nutrients\":{"),
              let quantity = optionalNumber(",\"quantity\":", { $0.positive() }),
              let unit = optionalText(",\"unit\":"),
              literal(",\"source\":"), let source = source(),
              let slot = optionalSlot(), let foodId = optionalText(",\"foodId\":"),
              let notes = optionalText(",\"notes\":"), let replaces = optionalIdentifier(",\"replaces\":")
        else { return nil }
        return .foodLogged(FoodLogged(entryId: entryId, date: date, name: name, calories: macros.calories ?? 0,
                                      protein: macros.protein, carbohydrates: macros.carbohydrates, fats: macros.fats,
                                      quantity: quantity, unit: unit, source: source, slot: slot, foodId: foodId,
                                      notes: notes, replaces: replaces, nutrientValues: nutrients))
    }

    private mutating func mealLogged() -> MealLogged? {
        guard literal("\"entryId\":"), let entryId = identifier(), literal(",\"date\":"), let date = date(),
              literal(",\"mealId\":"), let mealId = identifier(), literal(",\"mealName\":"), let mealName = text(),
              literal(",\"servings\":"), let servings = servings(), literal(",\"items\":[")
        else { return nil }
        var items: [FoodItem] = []
        if !literal("]") {
            repeat {
                guard literal("{\"name\":"), let name = text(), let macros = macroFigures(requiringCalories: true),
                      let nutrients = nutrientObject(",\"nutrients\":{"),
                      let quantity = optionalNumber(",\"quantity\":", { $0.positive() }),
                      let unit = optionalText(",\"unit\":"), let source = optionalSource(),
                      let foodId = optionalText(",\"foodId\":"), literal("}")
                else { return nil }
                items.append(FoodItem(name: name, calories: macros.calories ?? 0, protein: macros.protein,
                                      carbohydrates: macros.carbohydrates, fats: macros.fats, quantity: quantity, unit: unit,
                                      source: source, foodId: foodId, nutrientValues: nutrients))
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
                      let macros = macroFigures(requiringCalories: true), let nutrients = nutrientObject(",\"nutrients\":{"),
                      literal(",\"source\":"), let source = source(),
                      let foodId = optionalText(",\"foodId\":"), literal("}")
                else { return nil }
                ingredients.append(Ingredient(name: ingredientName, quantity: quantity, unit: unit,
                                              calories: macros.calories ?? 0, protein: macros.protein,
                                              carbohydrates: macros.carbohydrates, fats: macros.fats, source: source,
                                              foodId: foodId, nutrientValues: nutrients))
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
        guard literal("\"from\":"), let from = date(), let macros = macroFigures(requiringCalories: false),
              let minimums = nutrientObject(",\"minimums\":{"), let maximums = nutrientObject(",\"maximums\":{")
        else { return nil }
        return GoalsSet(from: from, calories: macros.calories, protein: macros.protein,
                        carbohydrates: macros.carbohydrates, fats: macros.fats, minimums: minimums, maximums: maximums)
    }

    /// Calories and the three macros, each optional.
    private struct MacroFigures {
        var calories: Double?
        var protein: Double?
        var carbohydrates: Double?
        var fats: Double?
    }

    /// The four figures as `MacroFields` writes them, each after a comma, without the `nutrients`
    /// that follow them (read by `nutrientObject`); nil when they are not so.
    private mutating func macroFigures(requiringCalories: Bool) -> MacroFigures? {
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
        return MacroFigures(calories: calories, protein: protein, carbohydrates: carbohydrates, fats: fats)
    }

    /// Each vocabulary key as the canonical writer puts it (`"fiber":`), packed into 8-byte words
    /// (little-endian, zero-padded) so a key is matched with two or three loads and compares.
    private struct PackedKey {
        var words: (UInt64, UInt64, UInt64)
        /// The bytes of the last word that belong to the key.
        var lastMask: UInt64
        /// The bytes of the first word that belong to the key (all eight unless it is shorter).
        var firstMask: UInt64
        /// The bytes of the second and third words that belong to the key (none when it is shorter).
        var secondMask: UInt64
        var thirdMask: UInt64
        /// How many words hold the key (1 to 3), and its length in bytes.
        var wordCount: Int
        var length: Int
        /// The nutrient's `rawValue`, and its bit in a `NutrientValues` mask.
        var index: Int
        var bit: UInt32

        /// A key that matches nothing, of length 0, after the vocabulary's last.
        static let none = PackedKey(nothing: ())

        private init(nothing: Void) {
            words = (1, 1, 1)
            lastMask = 0
            firstMask = 0
            secondMask = 0
            thirdMask = 0
            wordCount = 1
            length = 0
            index = Nutrient.allCases.count
            bit = 0
        }

        init(_ nutrient: Nutrient) {
            index = nutrient.rawValue
            bit = 1 << UInt32(nutrient.rawValue)
            let bytes = Array("\"\(nutrient.key)\":".utf8)
            precondition(bytes.count <= 24, "a nutrient key longer than the packed form holds")
            func word(_ index: Int) -> UInt64 {
                var value: UInt64 = 0
                for (offset, byte) in bytes.dropFirst(index * 8).prefix(8).enumerated() { value |= UInt64(byte) << (8 * offset) }
                return value
            }
            words = (word(0), word(1), word(2))
            length = bytes.count
            wordCount = (bytes.count + 7) / 8
            let tail = bytes.count - (wordCount - 1) * 8
            lastMask = tail == 8 ? .max : (1 << (8 * UInt64(tail))) - 1
            firstMask = wordCount == 1 ? lastMask : .max
            secondMask = wordCount == 2 ? lastMask : wordCount == 3 ? .max : 0
            thirdMask = wordCount == 3 ? lastMask : 0
        }
    }

    private static let packedKeys: [PackedKey] = Nutrient.allCases.map { PackedKey($0) }

    /// `packedKeys` and then a key no word matches (no bytes of its first word count, and it
    /// wants one set), of length 0: where `labelNutrients`' search ends.
    private static let labelKeys: [PackedKey] = packedKeys + [PackedKey.none]

    /// True when the bytes at `position` are `key`; reads whole words only with 24 bytes to spare.
    @inline(__always)
    private func matches(_ key: PackedKey) -> Bool {
        guard end - position >= 24 else {
            // Near the end of the line: byte by byte.
            guard key.length <= end - position else { return false }
            let words = [key.words.0, key.words.1, key.words.2]
            return (0..<key.length).allSatisfy { base[position + $0] == UInt8(truncatingIfNeeded: words[$0 / 8] >> (8 * UInt64($0 % 8))) }
        }
        let raw = UnsafeRawPointer(base + position)
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        let first = word(0)
        switch key.wordCount {
        case 1: return first & key.lastMask == key.words.0
        case 2: return first == key.words.0 && word(8) & key.lastMask == key.words.1
        default: return first == key.words.0 && word(8) == key.words.1 && word(16) & key.lastMask == key.words.2
        }
    }

    /// With the first word of `key` at `address` matched: whether the rest of it follows (24
    /// bytes from `address` on can be read). The second word is compared whatever the key's
    /// length (a one-word key's second mask and word are zero), the third only for a key that has
    /// one: one branch fewer for the short keys a label has.
    @inline(__always)
    private static func restMatches(_ key: PackedKey, at address: UnsafePointer<UInt8>) -> Bool {
        word(at: address + 8) & key.secondMask == key.words.1
            && (key.wordCount < 3 || word(at: address + 16) & key.thirdMask == key.words.2)
    }

    /// Reads `opening` (`,"nutrients":{`) and the vocabulary values that follow, as
    /// `NutrientValues.writeMember` writes them: keys in vocabulary order, at least one, each a
    /// non-negative number. Every value unknown when the member is not there; nil when it is
    /// there but not so (an unknown key, another order, `{}`: the general reader decides).
    ///
    /// The hot path of replay for entries with nutrients (issue 27). `labelNutrients` reads what
    /// nearly every object is, a label's few figures, each short; where it stops (a seventh
    /// value, a figure it does not read, a key it does not know, the line's last bytes),
    /// `nutrientsCarefully` goes on from that member with what was read so far.
    private mutating func nutrientObject(_ opening: StaticString) -> NutrientValues? {
        guard literal(opening) else { return NutrientValues() }
        var values = InlineArray<6, Double>(repeating: 0)
        var mask: UInt32 = 0
        var count = 0
        var next = 0
        if labelNutrients(&values, mask: &mask, count: &count, next: &next) {
            return NutrientValues(mask: mask, inline: values)
        }
        return nutrientsCarefully(values, mask: mask, count: count, next: next)
    }

    /// Reads members from `position` into `values` while each is a vocabulary key, from `next`
    /// on, and a short plain figure (`labelFigure`), with 24 bytes of the line to spare: true
    /// once the object's `}` is read. False where it stops, with `position` at the start of the
    /// member it did not read and `values`, `mask`, `count` and `next` as they were after the
    /// last member it read. It reads only lines whose last byte is `}` (every canonical line's),
    /// so a run of digits ends before the line does and a figure's bytes are read with no bound
    /// check of their own.
    ///
    /// Each member is read as the careful loop reads it, only with fewer instructions: a key is
    /// matched by its first word against the vocabulary's from `next` on (the writer's order puts
    /// the expected key first; a key that never matches ends the list, so the search needs no
    /// count), the rest of it only once that word matches; the figure is read a byte at a time,
    /// its digits making one mantissa, then divided by the power of ten its fraction gives — the
    /// quotient `plainNumber` computes. Issue 27, callgrind on the 100k journal with six
    /// nutrients on each food.logged line: the object took ~725 instructions a line when every
    /// figure was read as words (SWAR), which made full replay 10 % dearer than without
    /// nutrients; a label's figures have two to four digits, which a byte at a time reads in
    /// fewer. A property test holds it to the general parser and to `nutrientsCarefully`, and one
    /// holds `labelFigure` to `NumberScanner`.
    @inline(__always)
    private mutating func labelNutrients(_ values: inout InlineArray<6, Double>, mask: inout UInt32, count: inout Int,
                                         next: inout Int) -> Bool {
        let base = self.base
        guard end > 0, base[end &- 1] == UInt8(ascii: "}") else { return false }
        // The last member start with 24 bytes after it.
        let limit = base + (end &- 24)
        return Self.labelKeys.withUnsafeBufferPointer { keys in
            guard next < keys.count else { return false }
            var key = keys.baseAddress! + next
            var at = base + position
            var known = count
            var bits = mask
            defer {
                next = key.pointee.index
                count = known
                mask = bits
                position = at - base
            }
            while true {
                guard at <= limit, known < NutrientValues.inlineCapacity else { return false }
                let first = Self.word(at: at)
                while !(first & key.pointee.firstMask == key.pointee.words.0 && Self.restMatches(key.pointee, at: at)) {
                    // The end of the list: a key none matches.
                    guard key.pointee.length != 0 else { return false }
                    key += 1
                }
                guard let (value, after, isCanonical) = Self.labelFigure(at + key.pointee.length) else { return false }
                if !isCanonical { numbersAreCanonical = false }
                values[unchecked: known] = value
                known &+= 1
                bits |= key.pointee.bit
                key += 1
                at = after + 1
                if after.pointee == UInt8(ascii: "}") { return true }
            }
        }
    }

    /// The figure at `start` when it is `DIGITS` or `DIGITS.DIGITS`, with at most nine digits
    /// before the dot and fifteen in all, no leading zero, and followed by `,` or `}`: its value
    /// (as `plainNumber` computes it: the digits as one integer below 2^53, divided by the exact
    /// power of ten of the fraction), the address of the `,` or `}`, and whether the writer
    /// spells the value so (no trailing zero in a fraction, nothing below 0.0001 without an
    /// exponent). Nil for anything else, which the careful loop reads. The bytes from `start` on
    /// must hold a byte other than a digit or a dot before the end of what may be read (a line
    /// ending in `}`).
    ///
    /// A byte at a time: a label's figures have two to four digits, which this reads in fewer
    /// instructions than a word's worth of arithmetic (issue 27), the first few of each part
    /// unrolled (no loop to enter and leave, no count to check). A longer fraction's power of
    /// ten is multiplied up as its digits are read (exact: at most 10^15), not looked up.
    @inline(__always)
    static func labelFigure(_ start: UnsafePointer<UInt8>) -> (value: Double, after: UnsafePointer<UInt8>, isCanonical: Bool)? {
        let zero = UInt64(UInt8(ascii: "0"))
        let comma = UInt64(UInt8(ascii: ",")) &- zero, brace = UInt64(UInt8(ascii: "}")) &- zero
        // The integer part, its first three digits unrolled (most of a label's figures have no
        // more): `mantissa` is their value, `cursor` the byte after them and `following` that
        // byte less "0" (a digit's value when it is one).
        var mantissa = UInt64(start[0]) &- zero
        guard mantissa < 10 else { return nil }
        var cursor: UnsafePointer<UInt8>
        var following = UInt64(start[1]) &- zero
        if following < 10 {
            // A leading zero is no writer's: the careful loop refuses it.
            guard mantissa != 0 else { return nil }
            mantissa = mantissa &* 10 &+ following
            following = UInt64(start[2]) &- zero
            if following < 10 {
                mantissa = mantissa &* 10 &+ following
                cursor = start + 3
                following = UInt64(cursor[0]) &- zero
                if following < 10 {
                    repeat {
                        mantissa = mantissa &* 10 &+ following
                        cursor += 1
                        following = UInt64(cursor[0]) &- zero
                    } while following < 10
                    // Below 10^9, so at most `ObjectReader.NumberRule.largest`.
                    guard cursor - start <= 9 else { return nil }
                }
            } else {
                cursor = start + 2
            }
        } else {
            cursor = start + 1
        }
        guard following == UInt64(UInt8(ascii: ".")) &- zero else {
            guard following == comma || following == brace else { return nil }
            return (Double(Int64(bitPattern: mantissa)), cursor, true)
        }
        // The fraction, its first two digits unrolled; at most nine digits before it, so two
        // after it make at most eleven.
        let tenths = UInt64(cursor[1]) &- zero
        guard tenths < 10 else { return nil }
        mantissa = mantissa &* 10 &+ tenths
        let hundredths = UInt64(cursor[2]) &- zero
        guard hundredths < 10 else {
            // One decimal: a value of at least 0.1 unless its one digit is a zero.
            guard hundredths == comma || hundredths == brace else { return nil }
            return (Double(Int64(bitPattern: mantissa)) / 10, cursor + 2, tenths != 0)
        }
        mantissa = mantissa &* 10 &+ hundredths
        cursor += 3
        following = UInt64(cursor[0]) &- zero
        guard following < 10 else {
            // Two decimals: at least 0.01 unless the last is a zero (and then not canonical).
            guard following == comma || following == brace else { return nil }
            return (Double(Int64(bitPattern: mantissa)) / 100, cursor, hundredths != 0)
        }
        var scale = 100.0
        repeat {
            mantissa = mantissa &* 10 &+ following
            scale *= 10
            cursor += 1
            following = UInt64(cursor[0]) &- zero
        } while following < 10
        // Fifteen digits in all (the dot is not one), so the mantissa and the scale are exact.
        guard cursor - start <= 16, following == comma || following == brace else { return nil }
        let value = Double(Int64(bitPattern: mantissa)) / scale
        // The writer leaves no trailing zero and spells values below 0.0001 with an exponent.
        return (value, cursor, cursor[-1] != UInt8(ascii: "0") && value >= 0.0001)
    }

    /// Reads the members from `position` on as `NutrientValues.writeMember` writes them, after
    /// the `count` values known so far (`values`, of the nutrients in `mask`; the next key
    /// looked for from `next` in the vocabulary): the whole object when `labelNutrients` read
    /// none of it.
    ///
    /// The position is kept in a register, each key is found by comparing the word at the
    /// position with the first word of each vocabulary key from where the last one was found
    /// (the rest of a key is compared only when its first word matches), each figure is read
    /// from one word per part (as `shortFigure` reads it) into a row on the stack, and the known
    /// values are then copied into the `NutrientValues` (inline for a label's few).
    @inline(never)
    private mutating func nutrientsCarefully(_ values: InlineArray<6, Double>, mask knownMask: UInt32, count knownCount: Int,
                                             next start: Int) -> NutrientValues? {
        var row = InlineArray<32, Double>(repeating: 0)
        for slot in 0..<knownCount { row[unchecked: slot] = values[unchecked: slot] }
        var mask = knownMask
        var count = knownCount
        let found: Bool = Self.packedKeys.withUnsafeBufferPointer { keys in
            let base = self.base
            let end = self.end
            var at = position
            var next = start
            while true {
                if end &- at >= 24 {
                    let first = Self.word(at: base + at)
                    while next < keys.count {
                        let key = keys[next]
                        if first & key.firstMask == key.words.0, Self.restMatches(key, at: base + at) { break }
                        next &+= 1
                    }
                } else {
                    position = at
                    while next < keys.count, !matches(keys[next]) { next &+= 1 }
                }
                guard next < keys.count else { return false }
                at &+= keys[next].length
                let value: Double
                if let (figure, after) = Self.shortFigure(base, at, end) {
                    // The writer leaves no trailing zero and spells values below 0.0001 with an exponent.
                    if figure.isFractional, base[after &- 1] == UInt8(ascii: "0") || figure.value < 0.0001 {
                        numbersAreCanonical = false
                    }
                    value = figure.value
                    at = after
                } else {
                    position = at
                    guard let general = nonNegative() else { return false }
                    value = general
                    at = position
                }
                // Each key is read once at most, so `count` stays below the vocabulary's size.
                row[unchecked: count] = value
                count &+= 1
                mask |= 1 &<< UInt32(truncatingIfNeeded: next)
                next &+= 1
                guard at < end else { return false }
                let byte = base[at]
                at &+= 1
                if byte == UInt8(ascii: "}") {
                    position = at
                    return true
                }
                guard byte == UInt8(ascii: ",") else { return false }
            }
        }
        guard found else { return nil }
        guard count <= NutrientValues.inlineCapacity else { return NutrientValues(mask: mask, packed: row) }
        return NutrientValues(mask: mask, inline: [row[unchecked: 0], row[unchecked: 1], row[unchecked: 2],
                                                   row[unchecked: 3], row[unchecked: 4], row[unchecked: 5]])
    }
}
