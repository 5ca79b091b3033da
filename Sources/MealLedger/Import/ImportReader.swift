/// Reads an import file into rows, checking every field before anything is appended.
///
/// All or none: the first bad field stops the reading with its line and column.
public struct ImportReader {
    public var format: ImportFormat
    /// The file's name as notes quote it (`servings.csv`).
    public var fileLabel: String

    /// The largest figure a journal holds (SPEC 12), so imported values stay printable.
    static let largestFigure = 1_000_000_000.0

    public init(format: ImportFormat, fileLabel: String) {
        self.format = format
        self.fileLabel = fileLabel
    }

    /// The rows of the file, in file order, each repeated row numbered (`ImportRow.Repeats`).
    public func rows(_ bytes: [UInt8]) throws(ImportError) -> [ImportRow] {
        var rows: [ImportRow] = []
        var repeats = ImportRow.Repeats()
        do {
            var pending: [UInt8]? = bytes
            try forEachRow(readChunk: { defer { pending = nil }; return pending }) { row in
                var row = row
                repeats.number(&row)
                rows.append(row)
            }
        } catch let error as ImportError {
            throw error
        } catch {
            throw ImportError(line: 0, column: nil, message: "\(error)")  // collecting rows throws nothing
        }
        return rows
    }

    /// Reads the file's chunks (`readChunk` gives nil at the end) and calls `body` with each
    /// row as soon as it is read and checked: memory holds one record, whatever the file's size.
    ///
    /// Throws `ImportError` (naming the line and the column) at the first thing the file says
    /// that cannot be read exactly, or what `body` throws. Rows are not numbered: two identical
    /// rows have the same `identity` (`ImportRow.Repeats` tells them apart).
    public func forEachRow(readChunk: () throws -> [UInt8]?, _ body: (ImportRow) throws -> Void) throws {
        var csv = CSVReader()
        var header: Header?
        func take(_ record: CSVRecord) throws {
            guard let known = header else {
                header = try Header(record, format: format)
                return
            }
            try body(read(record, known))
        }
        do {
            while let chunk = try readChunk() { try csv.read(chunk, take) }
            try csv.finish(take)
        } catch let error as CSVError {
            let column = error.field.flatMap { index in header.flatMap { index < $0.names.count ? $0.names[index] : nil } }
            throw ImportError(line: error.line, column: column, message: error.message)
        }
        guard header != nil else {
            throw ImportError(line: 1, column: nil, message: "the file is empty; a \(format.title) starts with its header")
        }
    }

    /// The header's column names and where each known column is.
    struct Header {
        /// The names as the file writes them (spaces around them trimmed).
        var names: [String]
        /// The position of each column by its normal name (`normalizedHeader`).
        var positions: [String: Int]
        /// The position of each of the format's columns the file has, by the format's name for it.
        var columns: [String: Int] = [:]
        /// The columns holding nutrients of the vocabulary, by their header names (SPEC 14).
        var nutrients: [ImportNutrientColumn] = []

        /// Reads the header record; refuses a column named twice or a required one missing.
        init(_ record: CSVRecord, format: ImportFormat) throws(ImportError) {
            names = record.fields.map(ImportReader.trimmed)
            positions = [:]
            for (index, name) in names.enumerated() {
                let key = ImportReader.normalizedHeader(name)
                // A column with no name is never read: it may come more than once.
                if key.isEmpty { continue }
                if let earlier = positions[key] {
                    throw ImportError(line: record.line, column: name,
                                      message: "named twice in the header (columns \(earlier + 1) and \(index + 1)); "
                                          + "which one to read cannot be told")
                }
                positions[key] = index
            }
            for required in format.requiredColumns where positions[ImportReader.normalizedHeader(required)] == nil {
                let wanted = format.requiredColumns.map { "'\($0)'" }.joined(separator: ", ")
                throw ImportError(line: record.line, column: required,
                                  message: "missing from the header; a \(format.title) has columns \(wanted)")
            }
            for column in format.columns.all {
                columns[column] = positions[ImportReader.normalizedHeader(column)]
            }
            nutrients = try ImportNutrientColumn.columns(names, format: format, line: record.line)
        }
    }

    static func normalizedHeader(_ name: String) -> String {
        trimmed(name).lowercased()
    }

    /// `text` without the spaces and tabs around it (Unicode's space separators and U+0009,
    /// as Foundation's `.whitespaces`), cheaply when there are none.
    static func trimmed(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last) else { return text }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    private func read(_ record: CSVRecord, _ header: Header) throws(ImportError) -> ImportRow {
        let columns = format.columns
        let line = record.line
        func fail(_ column: String?, _ message: String) -> ImportError {
            ImportError(line: line, column: column, message: message)
        }
        // A row is read field by field against the header: a comma in an unquoted figure
        // (1,234.5) would otherwise shift every column after it.
        if record.fields.count < header.names.count {
            throw fail(header.names[record.fields.count],
                       "missing: the row has \(record.fields.count) fields and the header \(header.names.count)")
        }
        if record.fields.count > header.names.count {
            throw fail(nil, "the row has \(record.fields.count) fields and the header \(header.names.count) "
                           + "(a comma in an unquoted figure, as in 1,234.5, splits it in two)")
        }
        func text(_ column: String?) -> String {
            guard let column, let index = header.columns[column] else { return "" }
            let value = Self.trimmed(record.fields[index])
            return format == .csv ? CSVWriter.restored(value) : value
        }
        func number(_ column: String, positive: Bool = false) throws(ImportError) -> Double? {
            let value = text(column)
            if value.isEmpty { return nil }
            guard let number = Self.decimal(value) else {
                let hint = value.contains(",") ? " (no thousands separators)" : ""
                throw fail(column, "must be a non-negative number\(hint), got \(Self.quoted(value))")
            }
            guard number <= Self.largestFigure else {
                throw fail(column, "must be at most 1000000000, got \(Self.quoted(value))")
            }
            if positive, number == 0 { return nil }
            return number
        }
        func checkedText(_ value: String, column: String?, limit: Int, what: String) throws(ImportError) -> String {
            if TextRule.containsControlCharacter(value) {
                throw fail(column, "\(what) holds a control character")
            }
            if value.utf8.count > limit, value.count > limit {
                throw fail(column, "\(what) is longer than \(limit) characters (\(value.count))")
            }
            return value
        }

        let dateText = text(columns.date)
        guard let date = Self.date(dateText) else {
            throw fail(columns.date, "must be a date YYYY-MM-DD, got \(Self.quoted(dateText))")
        }
        if format == .csv, text(columns.kind) == "weight" {
            // A weigh-in, as `ledger export csv` writes one: its weight in quantity and unit.
            let column = columns.quantity ?? "quantity"
            let weight = text(columns.quantity) + (text(columns.unit).isEmpty ? "" : " " + text(columns.unit))
            let kilograms: Double
            do { kilograms = try BodyWeightText.kilograms(weight, field: column) } catch { throw fail(column, error.problem) }
            let identity = [format.rawValue, date.description, "weight", CanonicalNumber.text(kilograms),
                            text(columns.entryId)].joined(separator: "\u{1F}")
            var row = ImportRow(weighIn: kilograms, line: line, date: date, notes: "imported from \(fileLabel):\(line)",
                                identity: identity)
            row.exportedEntryId = Identifier(text(columns.entryId))
            return row
        }
        let group = text(columns.group)
        var slot = ImportRow.slot(named: group)
        if format == .csv, !group.isEmpty, slot == nil || group != slot {
            throw fail(columns.group, "must be breakfast, lunch, dinner or snack, got \(Self.quoted(group))")
        }
        if format != .csv, group.isEmpty { slot = nil }
        let name: String
        if let nameColumn = columns.name {
            name = text(nameColumn)
            if name.isEmpty { throw fail(nameColumn, "a name is required, got nothing") }
        } else {
            guard !group.isEmpty else { throw fail(columns.group, "a meal name is required, got nothing") }
            name = "\(group) (MyFitnessPal)"
        }
        _ = try checkedText(name, column: columns.name ?? columns.group, limit: TextRule.maximumNameLength,
                            what: "the name")
        // An empty energy cell is not 0 kcal: nothing says what the food gave. Empty macros are
        // unknown, and stay absent.
        guard let calories = try number(columns.calories) else {
            throw fail(columns.calories, "a number is required, got nothing")
        }
        let protein = try number(columns.protein)
        let carbohydrates = try number(columns.carbohydrates)
        let fats = try number(columns.fats)
        // An empty nutrient cell is unknown; "0" is a known zero.
        var nutrientValues = NutrientValues()
        for column in header.nutrients {
            let name = header.names[column.index]
            let cell = format == .csv ? CSVWriter.restored(Self.trimmed(record.fields[column.index]))
                : Self.trimmed(record.fields[column.index])
            if cell.isEmpty { continue }
            guard let value = Self.decimal(cell) else {
                let hint = cell.contains(",") ? " (no thousands separators)" : ""
                throw fail(name, "must be a non-negative number\(hint), got \(Self.quoted(cell))")
            }
            let converted = column.factor == 1 ? value : FoodItem.roundedForJournal(value * column.factor)
            guard converted <= Self.largestFigure else {
                throw fail(name, "must be at most 1000000000 \(column.nutrient.unit), got \(Self.quoted(cell))")
            }
            nutrientValues[column.nutrient] = converted
        }
        var quantity: Double?
        var unit: String?
        if let amountColumn = columns.amount {
            guard let amount = Self.amount(text(amountColumn)) else {
                throw fail(amountColumn, "must be a decimal number and a unit, like '150.00 g', got \(Self.quoted(text(amountColumn)))")
            }
            (quantity, unit) = amount
        } else {
            if let quantityColumn = columns.quantity { quantity = try number(quantityColumn, positive: true) }
            if let unitColumn = columns.unit, !text(unitColumn).isEmpty { unit = text(unitColumn) }
        }
        if let unit { _ = try checkedText(unit, column: columns.amount ?? columns.unit, limit: TextRule.maximumNameLength, what: "the unit") }
        var source = FoodSource.manual
        if let sourceColumn = columns.source, !text(sourceColumn).isEmpty {
            guard let known = FoodSource(rawValue: text(sourceColumn)) else {
                throw fail(sourceColumn, "must be manual, database or ai, got \(Self.quoted(text(sourceColumn)))")
            }
            source = known
        }
        let foodId = columns.foodId.map(text).flatMap { $0.isEmpty ? nil : $0 }
        if let foodId { _ = try checkedText(foodId, column: columns.foodId, limit: TextRule.maximumNameLength, what: "the food id") }

        var notes = "imported from \(fileLabel):\(line)"
        if format != .csv, !group.isEmpty, slot == nil { notes += ", group \(group)" }
        let note = text(columns.note)
        if !note.isEmpty { notes += ": \(note)" }
        if TextRule.containsControlCharacter(notes) { throw fail(columns.note, "the note holds a control character") }
        if notes.count > TextRule.maximumNotesLength { notes = String(notes.prefix(TextRule.maximumNotesLength - 1)) + "…" }

        func figure(_ value: Double?) -> String { value.map { "\($0)" } ?? "" }
        var parts: [String] = [format.rawValue, date.description, text(columns.time), group, name]
        parts += [figure(quantity), unit ?? "", figure(calories), figure(protein), figure(carbohydrates), figure(fats)]
        parts += [text(columns.entryId), text(columns.kind), foodId ?? "", source.rawValue]
        let identity = parts.joined(separator: "\u{1F}")
        var row = ImportRow(line: line, date: date, slot: slot, name: name, calories: calories, protein: protein,
                            carbohydrates: carbohydrates, fats: fats, quantity: quantity, unit: unit, source: source,
                            foodId: foodId, notes: notes, identity: identity, nutrientValues: nutrientValues)
        if format == .csv { row.exportedEntryId = Identifier(text(columns.entryId)) }
        return row
    }

    /// `2024-07-02`, `2012-9-10` (older Cronometer exports) or `2024/07/02`: ASCII digits only.
    static func date(_ text: String) -> CalendarDate? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" })
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
              parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// A figure as a file may write it: decimal digits with at most one point, and an optional
    /// exponent (`303.20`, `.5`, `1e3`); nil for anything else — a sign, hexadecimal (`0x10`),
    /// thousands separators, `inf`, `nan`, a NUL or any other byte.
    static func decimal(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - start
        }
        var mantissa = digits()
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if index < bytes.count, bytes[index] | 0x20 == 0x65 {
            index += 1
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Cronometer's Amount: `150.00 g` → (150, "g"); `2.00 medium (2-2/3" dia)` → (2, `medium (2-2/3" dia)`);
    /// text that does not start with a digit (or is 0) gives neither. Nil when it starts with a
    /// number that is not a plain decimal followed by a space (`1,234.00 g`, `1/2 cup`, `0x10 g`)
    /// or passes the largest figure: what it says cannot be read exactly.
    static func amount(_ text: String) -> (Double?, String?)? {
        guard let first = text.utf8.first, (0x30...0x39).contains(first) || first == 0x2E else { return (nil, nil) }
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let rest = text.dropFirst(number.count)
        guard rest.isEmpty || rest.first == " ", let value = decimal(String(number)), value <= largestFigure else { return nil }
        guard value > 0 else { return (nil, nil) }
        let unit = trimmed(String(rest))
        return (value, unit.isEmpty ? nil : unit)
    }

    /// `value` in quotes for a message, cut after 40 characters.
    static func quoted(_ value: String) -> String {
        "'" + (value.count > 40 ? String(value.prefix(40)) + "…" : value) + "'"
    }
}
