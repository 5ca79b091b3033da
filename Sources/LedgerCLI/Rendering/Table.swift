import MealLedger

/// A plain-text table with aligned columns, numbers right-aligned.
struct Table {
    enum Alignment { case left, right }

    var headers: [String]
    var alignments: [Alignment]
    private(set) var rows: [[String]] = []

    init(_ columns: [(String, Alignment)]) {
        headers = columns.map(\.0)
        alignments = columns.map(\.1)
    }

    mutating func add(_ row: [String]) {
        rows.append(row)
    }

    /// A separator line under the rows that follow it, as hledger draws one above totals.
    mutating func addRule() {
        rows.append([])
    }

    /// No column is padded wider than this: a longer cell (only an old or hand-edited line can
    /// hold a name over `TextRule.maximumNameLength`) is printed whole and shifts the rest of
    /// its own row, so output grows with the text, never with rows × the widest cell.
    static let widestPaddedColumn = TextRule.maximumNameLength

    /// The rendered lines, with two spaces between columns and no trailing white space.
    ///
    /// Control characters in cells are shown escaped (`\u001b`), never sent to the terminal.
    func render() -> String {
        let headers = headers.map { ControlCharacters.escaped($0) }
        let rows = rows.map { $0.map { ControlCharacters.escaped($0) } }
        var widths = headers.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = min(max(widths[index], cell.count), Self.widestPaddedColumn)
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, width) in widths.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                let padding = String(repeating: " ", count: max(0, width - cell.count))
                parts.append(alignments[index] == .right ? padding + cell : cell + padding)
            }
            var text = parts.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        var lines = [line(headers)]
        let totalWidth = widths.reduce(0, +) + 2 * max(0, widths.count - 1)
        for row in rows {
            lines.append(row.isEmpty ? String(repeating: "-", count: totalWidth) : line(row))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

