import Foundation

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

    /// The rows of the file, in file order.
    public func rows(_ bytes: [UInt8]) throws(ImportError) -> [ImportRow] {
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(bytes)
        } catch {
            throw ImportError(line: error.line, column: nil, message: error.message)
        }
        guard let header = records.first else {
            throw ImportError(line: 1, column: nil, message: "the file is empty; a \(format.title) starts with its header")
        }
        let positions = try columnPositions(header)
        var rows: [ImportRow] = []
        rows.reserveCapacity(records.count - 1)
        var occurrences: [String: Int] = [:]
        for record in records.dropFirst() {
            var row = try read(record, positions)
            // Two identical rows (two coffees in one morning) are two entries with two ids.
            let seen = occurrences[row.identity, default: 0]
            occurrences[row.identity] = seen + 1
            row.identity += "\u{1F}\(seen)"
            rows.append(row)
        }
        return rows
    }

    /// Each known column's position; refuses a header that lacks a required one.
    func columnPositions(_ header: CSVRecord) throws(ImportError) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            let key = Self.normalizedHeader(name)
            if positions[key] == nil { positions[key] = index }
        }
        for required in format.requiredColumns where positions[Self.normalizedHeader(required)] == nil {
            let wanted = format.requiredColumns.map { "'\($0)'" }.joined(separator: ", ")
            throw ImportError(line: header.line, column: required,
                              message: "missing from the header; a \(format.title) has columns \(wanted)")
        }
        return positions
    }

    static func normalizedHeader(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }

    private func read(_ record: CSVRecord, _ positions: [String: Int]) throws(ImportError) -> ImportRow {
        let columns = format.columns
        let line = record.line
        func text(_ column: String?) -> String {
            guard let column, let index = positions[Self.normalizedHeader(column)], index < record.fields.count else {
                return ""
            }
            return record.fields[index].trimmingCharacters(in: .whitespaces)
        }
        func fail(_ column: String?, _ message: String) -> ImportError {
            ImportError(line: line, column: column, message: message)
        }
        func number(_ column: String, required: Bool = false, positive: Bool = false) throws(ImportError) -> Double? {
            let value = text(column)
            if value.isEmpty {
                if required { throw fail(column, "a number is required, got nothing") }
                return nil
            }
            guard let number = Double(value), number.isFinite, number >= 0 else {
                throw fail(column, "must be a non-negative number, got '\(value)'")
            }
            guard number <= Self.largestFigure else {
                throw fail(column, "must be at most 1000000000, got '\(value)'")
            }
            if positive, number == 0 { return nil }
            return number
        }
        func checkedText(_ value: String, column: String?, limit: Int, what: String) throws(ImportError) -> String {
            if TextRule.containsControlCharacter(value) {
                throw fail(column, "\(what) holds a control character")
            }
            if value.count > limit {
                throw fail(column, "\(what) is longer than \(limit) characters (\(value.count))")
            }
            return value
        }

        let dateText = text(columns.date)
        guard let date = Self.date(dateText) else {
            throw fail(columns.date, "must be a date YYYY-MM-DD, got '\(dateText)'")
        }
        let group = text(columns.group)
        var slot = ImportRow.slot(named: group)
        if format == .csv, !group.isEmpty, slot == nil || group != slot {
            throw fail(columns.group, "must be breakfast, lunch, dinner or snack, got '\(group)'")
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
        let calories = try number(columns.calories, required: format == .csv) ?? 0
        let protein = try number(columns.protein)
        let carbohydrates = try number(columns.carbohydrates)
        let fats = try number(columns.fats)
        var quantity: Double?
        var unit: String?
        if let amountColumn = columns.amount {
            (quantity, unit) = Self.amount(text(amountColumn))
        } else {
            if let quantityColumn = columns.quantity { quantity = try number(quantityColumn, positive: true) }
            if let unitColumn = columns.unit, !text(unitColumn).isEmpty { unit = text(unitColumn) }
        }
        if let unit { _ = try checkedText(unit, column: columns.amount ?? columns.unit, limit: TextRule.maximumNameLength, what: "the unit") }
        var source = FoodSource.manual
        if let sourceColumn = columns.source, !text(sourceColumn).isEmpty {
            guard let known = FoodSource(rawValue: text(sourceColumn)) else {
                throw fail(sourceColumn, "must be manual, database or ai, got '\(text(sourceColumn))'")
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
        return ImportRow(line: line, date: date, slot: slot, name: name, calories: calories, protein: protein,
                         carbohydrates: carbohydrates, fats: fats, quantity: quantity, unit: unit, source: source,
                         foodId: foodId, notes: notes, identity: identity)
    }

    /// `2024-07-02`, `2012-9-10` (older Cronometer exports) or `2024/07/02`.
    static func date(_ text: String) -> CalendarDate? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" })
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }

    /// Cronometer's Amount: `150.00 g` → (150, "g"); `2.00 medium (2-2/3" dia)` → (2, `medium (2-2/3" dia)`).
    /// Text without a leading positive number gives neither.
    static func amount(_ text: String) -> (Double?, String?) {
        let number = text.prefix { $0.isNumber || $0 == "." }
        guard let value = Double(number), value.isFinite, value > 0, value <= largestFigure else { return (nil, nil) }
        let unit = text.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
        return (value, unit.isEmpty ? nil : unit)
    }
}
