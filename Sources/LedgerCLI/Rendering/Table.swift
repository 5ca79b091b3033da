import MealLedger

/// A plain-text table with aligned columns, numbers right-aligned, that fits a width.
///
/// Widths are display widths (`DisplayWidth`: a Chinese character or an emoji takes two
/// columns, a combining accent none). Given a width, the table fits it: the widest text
/// column (left-aligned, not kept whole) is shortened with `…` first, down to a readable
/// minimum; then the columns marked optional are left out, in the order given, and named
/// under the table; then text columns are shortened further. Numbers (right-aligned) are
/// never cut: one wider than its column (a streamed table's later rows) shifts its row.
struct Table {
    enum Alignment { case left, right }

    var headers: [String]
    var alignments: [Alignment]
    private(set) var rows: [Row] = []
    /// Columns that may be left out when the width is short, first left out first.
    private var optionalColumns: [Int] = []
    /// Text columns never shortened: ids, dates, instants.
    private var wholeColumns: Set<Int> = []
    /// Text columns whose end matters more than their start (`PATH:LINE`): cut at the start.
    private var endKeptColumns: Set<Int> = []
    /// Widths a column takes at least, whatever its cells (`ledger log`'s line numbers).
    private var reservedWidths: [Int: Int] = [:]
    /// Text columns a person reads by (a meal's name): kept at least this wide, where their
    /// cells are, until every optional column is left out.
    private var readableWidths: [Int: Int] = [:]

    /// One row: its cells and the columns shown in red (an empty row is a rule).
    struct Row {
        var cells: [String]
        var red: Set<Int> = []
    }

    init(_ columns: [(String, Alignment)]) {
        headers = columns.map(\.0)
        alignments = columns.map(\.1)
    }

    /// Adds a row; the cells of the columns in `red` show in red on a colour terminal
    /// (over a goal, a negative remainder).
    mutating func add(_ row: [String], red: Set<Int> = []) {
        rows.append(Row(cells: row, red: red))
    }

    /// A separator line under the rows that follow it, as hledger draws one above totals.
    mutating func addRule() {
        rows.append(Row(cells: []))
    }

    /// The columns with these headers may be left out when the width is short, in this order.
    mutating func leaveOutWhenNarrow(_ names: [String]) {
        optionalColumns = names.compactMap { name in headers.firstIndex(of: name) }
    }

    /// The columns with these headers hold ids, dates or instants: never shortened.
    mutating func keepWhole(_ names: [String]) {
        wholeColumns = Set(names.compactMap { name in headers.firstIndex(of: name) })
    }

    /// The columns with these headers are cut at their start, keeping their end (`…/a.jsonl:42`).
    mutating func cutAtStart(_ names: [String]) {
        endKeptColumns = Set(names.compactMap { name in headers.firstIndex(of: name) })
    }

    /// The column with this header stays at least `width` columns wide (or its widest cell)
    /// while optional columns can still be left out: the words a person goes by go last.
    mutating func keepReadable(_ name: String, atLeast width: Int) {
        if let index = headers.firstIndex(of: name) { readableWidths[index] = width }
    }

    /// The column takes at least `width` display columns.
    mutating func reserve(_ width: Int, forColumn index: Int) {
        reservedWidths[index] = width
    }

    /// No column is padded wider than this: a longer cell (only an old or hand-edited line can
    /// hold a name over `TextRule.maximumNameLength`) is printed whole and shifts the rest of
    /// its own row when there is no width to fit, so output grows with the text, never with
    /// rows × the widest cell.
    static let widestPaddedColumn = TextRule.maximumNameLength

    /// A text column is cut to this before optional columns are left out.
    static let readableWidth = 12

    /// `count` copies of the ASCII character `ascii` (none for a count below one): what
    /// `String(repeating:count:)` gives, written straight into the string's bytes, where that
    /// generic road cost over a thousand instructions a call, a tenth of rendering a recipe's
    /// table in its rule and padding (`RepeatedCharacterTests`).
    static func repeated(_ ascii: UInt8, count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { bytes in
            bytes.initialize(repeating: ascii)
            return count
        }
    }

    /// The rendered lines, with two spaces between columns and no trailing white space, each
    /// at most `width` display columns wide when a width is given and the numbers fit in it.
    ///
    /// Control characters in cells are shown escaped (`\u001b`), never sent to the terminal.
    func render(width: Int? = nil) -> String {
        let layout = layout(width: width)
        var text = layout.header() + "\n"
        for row in rows {
            text += (row.cells.isEmpty ? layout.rule() : layout.line(row.cells, red: row.red)) + "\n"
        }
        return text + layout.note
    }

    /// Where each column goes for the rows added so far, to render them or rows like them.
    func layout(width: Int?) -> Layout {
        let headers = headers.map { ControlCharacters.escaped($0) }
        var natural = headers.map(DisplayWidth.of)
        for row in rows {
            for (index, cell) in row.cells.enumerated() where index < natural.count {
                let cellWidth = DisplayWidth.of(ControlCharacters.escaped(cell))
                natural[index] = min(max(natural[index], cellWidth), Self.widestPaddedColumn)
            }
        }
        for (index, reserved) in reservedWidths where index < natural.count {
            natural[index] = max(natural[index], reserved)
        }
        var visible = Array(headers.indices)
        var widths = natural
        var leftOut: [Int] = []
        if let width {
            var queue = optionalColumns
            while true {
                widths = natural
                shorten(&widths, visible, toFit: width) { min(natural[$0], readableWidths[$0] ?? Self.readableWidth) }
                guard Layout.total(widths, visible) > width, !queue.isEmpty else { break }
                let dropped = queue.removeFirst()
                visible.removeAll { $0 == dropped }
                leftOut.append(dropped)
            }
            shorten(&widths, visible, toFit: width) { _ in 1 }
        }
        return Layout(headers: headers, alignments: alignments, visible: visible, widths: widths,
                      cutsCells: width != nil, endKeptColumns: endKeptColumns, width: width,
                      leftOut: leftOut.sorted().map { headers[$0] })
    }

    /// Narrows the widest text column, one column at a time, until the table fits or every
    /// text column is at its floor.
    private func shorten(_ widths: inout [Int], _ visible: [Int], toFit width: Int, floor: (Int) -> Int) {
        var total = Layout.total(widths, visible)
        while total > width {
            var widest: Int?
            for index in visible where alignments[index] == .left && !wholeColumns.contains(index)
                && widths[index] > floor(index) {
                if widest == nil || widths[index] > widths[widest!] { widest = index }
            }
            guard let widest else { return }
            widths[widest] -= 1
            total -= 1
        }
    }

    /// The columns shown and their widths: renders a table's header, rows and rules.
    struct Layout {
        var headers: [String]
        var alignments: [Alignment]
        var visible: [Int]
        var widths: [Int]
        /// True when a text cell wider than its column is cut with `…` (a width is to be kept).
        var cutsCells: Bool
        var endKeptColumns: Set<Int>
        var width: Int?
        var leftOut: [String]

        static func total(_ widths: [Int], _ visible: [Int]) -> Int {
            visible.reduce(0) { $0 + widths[$1] } + 2 * max(0, visible.count - 1)
        }

        /// The header line, in bold.
        func header() -> String {
            StyleMark.bold(line(headers, red: [], escaping: false))
        }

        /// A rule across the table.
        func rule() -> String {
            Table.repeated(UInt8(ascii: "-"), count: Self.total(widths, visible))
        }

        /// A line of cells.
        func line(_ cells: [String], red: Set<Int>) -> String {
            line(cells, red: red, escaping: true)
        }

        private func line(_ cells: [String], red: Set<Int>, escaping: Bool) -> String {
            var text = ""
            // Spaces owed before the next cell: padding and gaps, dropped at the end of the line.
            var owed = 0
            for (position, index) in visible.enumerated() {
                if position > 0 { owed += 2 }
                var cell = index < cells.count ? cells[index] : ""
                if escaping { cell = ControlCharacters.escaped(cell) }
                var cellWidth = DisplayWidth.of(cell)
                if cutsCells, alignments[index] == .left, cellWidth > widths[index] {
                    cell = endKeptColumns.contains(index) ? DisplayWidth.truncatedKeepingEnd(cell, to: widths[index])
                        : DisplayWidth.truncated(cell, to: widths[index])
                    cellWidth = DisplayWidth.of(cell)
                }
                let padding = max(0, widths[index] - cellWidth)
                if alignments[index] == .right { owed += padding }
                if !cell.isEmpty {
                    if owed > 0 { text += Table.repeated(UInt8(ascii: " "), count: owed) }
                    owed = 0
                    text += red.contains(index) ? StyleMark.red(cell) : cell
                }
                if alignments[index] == .left { owed += padding }
            }
            return text
        }

        /// Under a table that left columns out to fit: which, and where to see them.
        var note: String {
            guard !leftOut.isEmpty, let width else { return "" }
            let text = "(not shown at \(width) columns: " + leftOut.joined(separator: ", ") + "; --json has every column)"
            return TextWrap.wrapped(text, width: width) + "\n"
        }
    }
}
