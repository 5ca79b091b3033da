#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The compact form of USDA SR28 and FNDDS that travels inside the binary, and its reader.
///
/// `FoodTable+Data.swift` is written by `tools/build-food-table.py`; its header describes the
/// line format. The reader works on the UTF-8 bytes of the literal rather than splitting
/// `String`s, because it runs on every `ledger food search` and must stay a few milliseconds.
enum FoodTable {
    private static let fieldSeparator = UInt8(ascii: "|")
    private static let measureSeparator = UInt8(ascii: ";")
    private static let gramsSeparator = UInt8(ascii: "=")
    private static let space = UInt8(ascii: " ")
    private static let newline = UInt8(ascii: "\n")
    private static let nutrientSeparator = UInt8(ascii: ",")
    private static let fieldsPerFood = 9

    /// Reads `FdGrp_Cd|FdGrp_Desc` lines into a dictionary from code to description.
    ///
    /// It reads bytes, not `Character`s: the 195 lines are read on every start-up that touches
    /// a food, and splitting them as `String`s took a fifth of `food search`'s instructions.
    static func groups(from lines: String) throws(FoodTableError) -> [String: String] {
        var text = lines
        let result = text.withUTF8 { bytes -> Result<[String: String], FoodTableError> in
            var groups: [String: String] = [:]
            groups.reserveCapacity(256)
            var lineNumber = 0
            var start = 0
            while start < bytes.count {
                lineNumber += 1
                var end = start
                while end < bytes.count, bytes[end] != newline { end += 1 }
                defer { start = end + 1 }
                if end == start { continue }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let bars = line.indices.filter { line[$0] == fieldSeparator }
                guard bars.count == 1, let bar = bars.first, bar > 0, bar < line.count - 1 else {
                    let text = String(decoding: line, as: UTF8.self)
                    return .failure(.malformedLine(line: lineNumber, reason: "expected 'code|description', got '\(text)'"))
                }
                groups[String(decoding: UnsafeBufferPointer(rebasing: line[..<bar]), as: UTF8.self)]
                    = String(decoding: UnsafeBufferPointer(rebasing: line[(bar + 1)...]), as: UTF8.self)
            }
            return .success(groups)
        }
        return try result.get()
    }

    /// Reads food lines (`id|group|description|kcal|protein|carbohydrate|fat|nutrients|measures`).
    static func foods(from lines: String, groups: [String: String]) throws(FoodTableError) -> [Food] {
        var text = lines
        // `withUTF8` hands over the literal's own bytes; the reader's typed error rides out in a Result.
        let result = text.withUTF8 { bytes -> Result<[Food], FoodTableError> in
            do throws(FoodTableError) {
                return .success(try foods(fromBytes: bytes, groups: groups))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func foods(fromBytes bytes: UnsafeBufferPointer<UInt8>,
                              groups: [String: String]) throws(FoodTableError) -> [Food] {
        var foods: [Food] = []
        foods.reserveCapacity(bytes.count / 110)
        var measureCache = MeasureDescriptionCache()
        var groupCache = GroupCache(groups: groups)
        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
            if lineEnd > lineStart {
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                foods.append(try food(fromLine: line, lineNumber: lineNumber, groupCache: &groupCache,
                                       measureCache: &measureCache))
            }
            lineStart = lineEnd + 1
        }
        return foods
    }

    /// Reads the food lines at `ranges` of `bytes`, sharing the caches between them, for the
    /// lazily read embedded table.
    ///
    /// Without `measures`, each food's household measures and vocabulary nutrients are left
    /// empty (a search ranks by description and group only, and reads the few foods it returns whole).
    /// With `groups` nil, groups are the embedded ones (`EmbeddedFoodGroups`), found as they are met.
    /// With `keepingGroups` false, each line's embedded group is asked of the shared groups
    /// afresh (the careful road of `GroupCache`).
    static func foods(lines ranges: [(range: Range<Int>, lineNumber: Int)], of bytes: UnsafeBufferPointer<UInt8>,
                      groups: [String: String]?, measures readsMeasures: Bool = true,
                      keepingGroups: Bool = true) throws(FoodTableError) -> [Food] {
        var measureCache = MeasureDescriptionCache()
        var groupCache = GroupCache(groups: groups, keepsEmbedded: keepingGroups)
        var foods: [Food] = []
        foods.reserveCapacity(ranges.count)
        for (range, lineNumber) in ranges {
            foods.append(try food(fromLine: UnsafeBufferPointer(rebasing: bytes[range]), lineNumber: lineNumber,
                                  groupCache: &groupCache, measureCache: &measureCache, readsMeasures: readsMeasures))
        }
        return foods
    }

    private static func food(fromLine line: UnsafeBufferPointer<UInt8>, lineNumber: Int, groupCache: inout GroupCache,
                             measureCache: inout MeasureDescriptionCache, readsMeasures: Bool = true) throws(FoodTableError) -> Food {
        var fields: [Range<Int>] = []
        fields.reserveCapacity(fieldsPerFood)
        var fieldStart = 0
        // The bars found by `memchr`: an FNDDS line runs to hundreds of bytes of nutrients and
        // portions, and walking them byte by byte was most of reading a search's candidates.
        if let base = line.baseAddress {
            while fieldStart <= line.count,
                  let found = memchr(base + fieldStart, Int32(fieldSeparator), line.count - fieldStart) {
                let bar = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                fields.append(fieldStart..<bar)
                fieldStart = bar + 1
            }
        }
        fields.append(fieldStart..<line.count)
        let lineText = { String(decoding: line, as: UTF8.self) }
        guard fields.count == fieldsPerFood else {
            throw .malformedLine(line: lineNumber, reason: "expected \(fieldsPerFood) fields, got \(fields.count): '\(lineText())'")
        }
        func text(_ field: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: line[fields[field]]), as: UTF8.self)
        }
        func nutrient(_ field: Int, _ name: String) throws(FoodTableError) -> Double? {
            let bytes = UnsafeBufferPointer(rebasing: line[fields[field]])
            if bytes.isEmpty { return nil }
            guard let value = number(from: bytes) else {
                throw .malformedLine(line: lineNumber, reason: "\(name) is not a number: '\(text(field))'")
            }
            return value
        }

        let id = text(0)
        guard !id.isEmpty else { throw .malformedLine(line: lineNumber, reason: "empty NDB_No: '\(lineText())'") }
        guard let group = groupCache.description(ofCode: UnsafeBufferPointer(rebasing: line[fields[1]])) else {
            throw .malformedLine(line: lineNumber, reason: "unknown food group '\(text(1))'")
        }
        return Food(
            id: id,
            description: text(2),
            group: group,
            caloriesPer100g: try nutrient(3, "kcal"),
            proteinPer100g: try nutrient(4, "protein"),
            carbohydratesPer100g: try nutrient(5, "carbohydrate"),
            fatsPer100g: try nutrient(6, "fat"),
            nutrients: readsMeasures ? try nutrients(from: UnsafeBufferPointer(rebasing: line[fields[7]]), line: lineNumber)
                : .unknown,
            measures: readsMeasures ? try measures(from: UnsafeBufferPointer(rebasing: line[fields[8]]), line: lineNumber,
                                                   cache: &measureCache) : []
        )
    }

    /// Reads the vocabulary's values, separated by commas in `Nutrient` order; empty is unknown.
    private static func nutrients(from bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(FoodTableError) -> NutrientValues {
        if bytes.isEmpty { return .unknown }
        var values: [Double?] = []
        values.reserveCapacity(Nutrient.allCases.count)
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != nutrientSeparator { end += 1 }
            let field = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if field.isEmpty {
                values.append(nil)
            } else if let value = number(from: field), value >= 0 {
                values.append(value)
            } else {
                let name = values.count < Nutrient.allCases.count ? Nutrient.allCases[values.count].key : "nutrient \(values.count + 1)"
                throw .malformedLine(line: line, reason: "\(name) is not a number: '\(String(decoding: field, as: UTF8.self))'")
            }
            start = end + 1
        }
        guard values.count == Nutrient.allCases.count else {
            throw .malformedLine(line: line, reason: "expected \(Nutrient.allCases.count) nutrients, got \(values.count)")
        }
        return NutrientValues(values)
    }

    /// Reads `Amount Msre_Desc=Gm_Wgt;…`; the grams follow the last "=" because a description may hold one.
    private static func measures(from bytes: UnsafeBufferPointer<UInt8>, line: Int,
                                 cache: inout MeasureDescriptionCache) throws(FoodTableError) -> [HouseholdMeasure] {
        if bytes.isEmpty { return [] }
        var measures: [HouseholdMeasure] = []
        measures.reserveCapacity(1 + bytes.reduce(0) { $0 + ($1 == measureSeparator ? 1 : 0) })
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != measureSeparator { end += 1 }
            let measure = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let measureText = { String(decoding: measure, as: UTF8.self) }
            guard let amountEnd = measure.firstIndex(of: space),
                  let gramsStart = measure.lastIndex(of: gramsSeparator), amountEnd < gramsStart else {
                throw .malformedLine(line: line, reason: "measure is not 'amount description=grams': '\(measureText())'")
            }
            guard let amount = number(from: UnsafeBufferPointer(rebasing: measure[0..<amountEnd])),
                  let grams = number(from: UnsafeBufferPointer(rebasing: measure[(gramsStart + 1)...])),
                  amount > 0, grams > 0 else {
                throw .malformedLine(line: line, reason: "measure amount and grams must be positive numbers: '\(measureText())'")
            }
            let (description, unit) = cache.descriptionAndUnit(
                of: UnsafeBufferPointer(rebasing: measure[(amountEnd + 1)..<gramsStart]))
            measures.append(HouseholdMeasure(amount: amount, unit: unit, grams: grams, description: description))
            start = end + 1
        }
        return measures
    }

    /// Group descriptions by code, looked up by the code's bytes: about 180 codes serve 14,413 lines.
    /// Without a dictionary, the embedded groups (`EmbeddedFoodGroups`), which keep what they find.
    ///
    /// The embedded groups are also kept for the lines read together, by the code's bytes in one
    /// number (`EmbeddedFoodGroups.key(ofCode:)`): a search's two hundred candidates come from a
    /// dozen groups, and asking the shared groups for each (a lock and a dictionary) cost about
    /// 900 instructions a food (`GroupsReadTogetherTests`).
    private struct GroupCache {
        private let groups: [String: String]?
        private var ids: ByteStringInterner?
        private var descriptions: [String?] = []
        /// The embedded groups met by these lines: each code's key and description.
        private var embeddedKeys: [UInt64] = []
        private var embeddedDescriptions: [String?] = []
        /// False to ask the shared embedded groups for every line: the careful road.
        private let keepsEmbedded: Bool

        init(groups: [String: String]?, keepsEmbedded: Bool = true) {
            self.groups = groups
            ids = groups == nil ? nil : ByteStringInterner()
            self.keepsEmbedded = keepsEmbedded
        }

        mutating func description(ofCode bytes: UnsafeBufferPointer<UInt8>) -> String? {
            guard let groups, ids != nil else {
                guard keepsEmbedded, let key = EmbeddedFoodGroups.key(ofCode: bytes) else {
                    return EmbeddedFoodGroups.description(ofCode: bytes)
                }
                if let index = embeddedKeys.firstIndex(of: key) { return embeddedDescriptions[index] }
                let found = EmbeddedFoodGroups.description(ofCode: bytes)
                embeddedKeys.append(key)
                embeddedDescriptions.append(found)
                return found
            }
            let (id, isNew) = ids!.intern(bytes)
            if isNew { descriptions.append(groups[String(decoding: bytes, as: UTF8.self)]) }
            return descriptions[Int(id)]
        }
    }

    /// The 15,438 SR28 measures use only about 1,900 distinct descriptions ("oz", "cup"…), so
    /// each is turned into a `String` and a unit once, and the strings are shared.
    private struct MeasureDescriptionCache {
        private var ids = ByteStringInterner()
        private var entries: [(description: String, unit: String)] = []

        mutating func descriptionAndUnit(of bytes: UnsafeBufferPointer<UInt8>) -> (String, String) {
            let (id, isNew) = ids.intern(bytes)
            if isNew {
                let description = String(decoding: bytes, as: UTF8.self)
                entries.append((description, HouseholdMeasure.unit(ofMeasureDescription: description)))
            }
            return entries[Int(id)]
        }
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// Parses a plain decimal such as "0.85", ".5" or "717".
    ///
    /// With at most 15 significant digits, digits / 10^k is one correctly rounded division of
    /// two exact doubles, so the result is the same `Double` as `Double("0.85")`, without
    /// making a `String` per number. Anything else (exponents, signs) goes to `Double(_:)`.
    static func number(from bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var sawPoint = false
        for byte in bytes {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits = digits &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if sawPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return Double(String(decoding: bytes, as: UTF8.self))
            }
        }
        guard digitCount > 0 else { return nil }
        guard digitCount <= 15 else { return Double(String(decoding: bytes, as: UTF8.self)) }
        return Double(digits) / exactPowersOfTen[fractionDigits]
    }
}
