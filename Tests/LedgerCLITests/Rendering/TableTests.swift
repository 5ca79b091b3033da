@testable import LedgerCLI
import Testing
import TestSupport

/// Tables that fit a width and line up by display width.
@Suite struct TableTests {
    /// Where each cell of a rendered line starts and ends, in display columns, when cells are
    /// separated by two spaces or more and hold no double space.
    static func cellSpans(_ line: String, width: (Character) -> Int = DisplayWidth.of)
        -> [(text: String, start: Int, end: Int)] {
        var spans: [(String, Int, Int)] = []
        var column = 0
        var current = ""
        var start = 0
        var spaces = 0
        for character in line {
            if character == " " {
                spaces += 1
            } else {
                if spaces >= 2 || (current.isEmpty && spans.isEmpty && spaces > 0) {
                    if !current.isEmpty { spans.append((current, start, column - spaces)) }
                    current = ""
                } else if spaces == 1, !current.isEmpty {
                    current += " "
                }
                if current.isEmpty { start = column }
                current.append(character)
                spaces = 0
            }
            column += width(character)
        }
        if !current.isEmpty { spans.append((current, start, column)) }
        return spans
    }

    /// Rendered text without its style marks, as a terminal without colour shows it.
    static func plain(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !StyleMark.isMark($0) }))
    }

    func mealsTable() -> Table {
        var table = Table([("NAME", .left), ("KCAL", .right), ("PROTEIN", .right), ("NOTE", .left)])
        table.add(["宫保鸡丁", "450", "31.5", "spicy"])
        table.add(["Apple", "95", "0.5", "fresh from the orchard down the road, picked this morning"])
        table.add(["Cafe\u{301} au lait 🥛", "120", "6.0", "👨‍👩‍👧 family size"])
        return table
    }

    @Test func aChineseNameDoesNotShiftItsRow() {
        let lines = Self.plain(mealsTable().render()).split(separator: "\n").map(String.init)
        let spans = lines.map { Self.cellSpans($0) }
        #expect(spans.allSatisfy { $0.count == 4 }, "\(lines)")
        for row in spans {
            #expect(row[1].end == spans[0][1].end, "\(lines)")  // KCAL right-aligned
            #expect(row[2].end == spans[0][2].end, "\(lines)")
            #expect(row[3].start == spans[0][3].start, "\(lines)")  // NOTE left-aligned
        }
    }

    @Test func aNarrowWidthCutsTheWidestTextColumnAndNeverANumber() {
        let text = Self.plain(mealsTable().render(width: 40))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(text)")
        #expect(text.contains("fresh from") && text.contains("…"))
        #expect(text.contains("宫保鸡丁"))  // the narrower text column is left whole
        for number in ["450", "31.5", "95", "0.5", "120", "6.0"] { #expect(text.contains(number)) }
        #expect(lines[2] == "Apple          95      0.5  fresh from …", "\(text)")
    }

    @Test func withoutAWidthNothingIsCut() {
        let text = mealsTable().render()
        #expect(text.contains("fresh from the orchard down the road, picked this morning"))
        #expect(!text.contains("…"))
    }

    @Test func optionalColumnsAreLeftOutAndNamedOnceTextIsCutToAReadableWidth() {
        var table = Table([("ID", .left), ("NAME", .left), ("KCAL", .right), ("COMPONENTS", .left), ("LAST USED", .left)])
        table.keepWhole(["ID", "LAST USED"])
        table.leaveOutWhenNarrow(["COMPONENTS", "LAST USED"])
        table.add(["ab12cd34", "Chicken rice bowl with broccoli", "540", "broccoli, carrot, onion", "2026-11-20"])
        let text = Self.plain(table.render(width: 40))
        #expect(text == """
            ID        NAME          KCAL  LAST USED
            ab12cd34  Chicken ric…   540  2026-11-20
            (not shown at 40 columns: COMPONENTS;
            --json has every column)

            """, "\(text)")
    }

    /// `ledger log` lays its columns out from its first rows: a later row's longer text is
    /// cut to the column, its wider number is not.
    @Test func aLaterRowKeepsItsNumbersWholeAndCutsItsText() {
        var table = Table([("N", .right), ("NAME", .left)])
        table.add(["1", "Apple"])
        let layout = table.layout(width: 40)
        #expect(layout.line(["123456", "Apple pie with cream"], red: []) == "123456  Appl…")
        #expect(Table([("N", .right)]).layout(width: nil).line(["12"], red: []) == "12")
    }

    @Test func cellsCannotDriveTheTerminalOrStyleTheTable() {
        var table = Table([("NAME", .left)])
        table.add(["evil\u{1B}[2J" + StyleMark.red + "red"])
        let text = table.render()
        #expect(text.contains("evil\\u001b[2J\\ufdd1red"), "\(text)")
    }

    @Test func redCellsAndTheBoldHeaderTakeNoColumns() {
        var table = Table([("NAME", .left), ("LEFT", .right)])
        table.add(["Lunch", "-120"], red: [1])
        table.add(["Dinner", "35"])
        let output = TextOutput()
        output.colour = true
        output.write(table.render())
        output.flush()
        #expect(output.text == "\u{1B}[1mNAME    LEFT\u{1B}[0m\nLunch   \u{1B}[31m-120\u{1B}[0m\nDinner    35\n")
        let plain = TextOutput()
        plain.write(table.render())
        plain.flush()
        #expect(plain.text == "NAME    LEFT\nLunch   -120\nDinner    35\n")
    }

    static let sampleCells = [
        "Apple", "宫保鸡丁", "おにぎり定食", "비빔밥", "Cafe\u{301}", "Crème brûlée", "🍎", "👨‍👩‍👧", "🇯🇵🇮🇹", "❤️", "👍🏽",
        "x", "Grandmother's slow-roasted chicken with lemon and garlic", "Zürich-style geschnetzeltes",
        "ｆｕｌｌｗｉｄｔｈ", "tofu(豆腐)", "a_b-c", "Ñandú",
    ]

    /// For random tables of such cells and random widths of 40 columns or more, whose numbers
    /// fit, no line is wider than the width and every column lines up: a left-aligned cell
    /// starts, a right-aligned one ends, where its header does.
    @Test func everyLineFitsAndEveryColumnLinesUp() {
        forAllCases(200) { test in
            let columnCount = Int.random(in: 1...7, using: &test.random)
            var columns: [(String, Table.Alignment)] = []
            for index in 0..<columnCount {
                let right = test.random.chance(0.4)
                columns.append(((right ? "N" : "TEXT") + "\(index)", right ? .right : .left))
            }
            if !columns.contains(where: { $0.1 == .left }) { columns[0].1 = .left }
            var table = Table(columns)
            let rowCount = Int.random(in: 1...12, using: &test.random)
            for _ in 0..<rowCount {
                var row: [String] = []
                for column in columns {
                    if column.1 == .right {
                        row.append(String(Int.random(in: -9999...99999, using: &test.random)))
                    } else {
                        let words = (0..<Int.random(in: 1...3, using: &test.random)).map { _ in
                            test.random.pick(Self.sampleCells)
                        }
                        row.append(words.joined(separator: " "))
                    }
                }
                table.add(row)
            }
            let width = Int.random(in: 40...120, using: &test.random)
            let text = Self.plain(table.render(width: width))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            test.check(lines.count == rowCount + 1, "\(text)")
            for line in lines {
                test.check(DisplayWidth.of(line) <= width, "line of \(DisplayWidth.of(line)) > \(width): \(line)")
            }
            let header = Self.cellSpans(lines[0])
            test.check(header.count == columnCount, "header \(lines[0])")
            guard header.count == columnCount else { return }
            for line in lines.dropFirst() {
                let spans = Self.cellSpans(line)
                test.check(spans.count == columnCount, "cells of \(line)")
                guard spans.count == columnCount else { continue }
                for (index, column) in columns.enumerated() {
                    if column.1 == .left {
                        test.check(spans[index].start == header[index].start, "column \(index) of \(line) in\n\(text)")
                    } else {
                        test.check(spans[index].end == header[index].end, "column \(index) of \(line) in\n\(text)")
                    }
                }
            }
        }
    }
}
