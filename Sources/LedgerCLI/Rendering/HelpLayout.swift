/// Help text laid out for a terminal's width (SPEC 16): prose folded at word boundaries,
/// never inside a word (`meal-led` / `ger`), two-column lists with their second column
/// folded under itself.
enum HelpLayout {
    /// `text` with every paragraph folded to `width` columns; unchanged without a width.
    ///
    /// A paragraph is a run of lines that start at the margin: they are joined and folded
    /// again, so text written for a wider screen reads as prose on a narrow one. An indented
    /// line (an example, a list's row) is folded on its own, its continuation lines indented
    /// two more.
    static func prose(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        var out: [String] = []
        var paragraph: [String] = []
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            out.append(fold(paragraph.joined(separator: " "), width: width))
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.isEmpty || line.first == " " {
                endParagraph()
                let indent = line.prefix { $0 == " " }.count
                out.append(line.isEmpty ? "" : fold(line, width: width, indent: indent + 2))
            } else {
                paragraph.append(line)
            }
        }
        endParagraph()
        return out.joined(separator: "\n")
    }

    /// Rows of `  LEFT  RIGHT`, the left column as wide as its widest entry and the right
    /// folded under itself; when the left column leaves too little room, the right goes on
    /// the next line, indented.
    static func columns(_ rows: [(String, String)], width: Int?) -> String {
        let leftWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        var text = ""
        for (left, right) in rows {
            let padded = "  " + left + String(repeating: " ", count: leftWidth - DisplayWidth.of(left) + 2)
            guard let width else {
                text += padded + right + "\n"
                continue
            }
            let room = width - DisplayWidth.of(padded)
            if room >= 24 {
                let folded = fold(right, width: room)
                let margin = String(repeating: " ", count: DisplayWidth.of(padded))
                text += padded + folded.replacingOccurrences(of: "\n", with: "\n" + margin) + "\n"
            } else {
                text += "  " + left + "\n" + fold("      " + right, width: width, indent: 6) + "\n"
            }
        }
        return text
    }
}

extension HelpLayout {
    /// `line` folded at spaces into lines of at most `width` columns, the lines after the
    /// first indented by `indent` spaces. A word wider than a whole line (a JSON shape, a
    /// long spec) is broken after a comma where it can be, else at the width: never cut short.
    static func fold(_ line: String, width: Int, indent: Int = 0) -> String {
        guard DisplayWidth.of(line) > width else { return line }
        let margin = String(repeating: " ", count: min(indent, width / 2))
        let lead = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = lead
        var currentHasWord = false
        func room() -> Int { width - DisplayWidth.of(current) - (currentHasWord ? 1 : 0) }
        for word in line.dropFirst(lead.count).split(separator: " ").map(String.init) {
            var rest = word
            while !rest.isEmpty {
                let size = DisplayWidth.of(rest)
                if size <= room() {
                    current += (currentHasWord ? " " : "") + rest
                    currentHasWord = true
                    rest = ""
                } else if currentHasWord, size <= width - margin.count {
                    lines.append(current)
                    current = margin
                    currentHasWord = false
                } else {
                    // Too wide for any line: as much as fits here, after a comma when there is one.
                    if currentHasWord, room() < 8 {
                        lines.append(current)
                        current = margin
                        currentHasWord = false
                        continue
                    }
                    let space = max(1, room())
                    var piece = ""
                    for character in rest {
                        guard DisplayWidth.of(piece + String(character)) <= space else { break }
                        piece.append(character)
                    }
                    if piece.count < rest.count, let comma = piece.lastIndex(of: ","), comma > piece.startIndex {
                        piece = String(piece[...comma])
                    }
                    if piece.isEmpty { piece = String(rest.prefix(1)) }
                    current += (currentHasWord ? " " : "") + piece
                    rest = String(rest.dropFirst(piece.count))
                    lines.append(current)
                    current = margin
                    currentHasWord = false
                }
            }
        }
        if currentHasWord || lines.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n")
    }

    /// The words of `ledger help …` that choose how output is shown (`--no-pager`, `--color
    /// WHEN`), apart from the rest.
    static func terminalOptions(_ words: [String]) -> (terminal: [String], rest: [String]) {
        var terminal: [String] = []
        var rest: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--no-pager" || word.hasPrefix("--color=") {
                terminal.append(word)
            } else if word == "--color", index + 1 < words.count {
                terminal += [word, words[index + 1]]
                index += 1
            } else {
                rest.append(word)
            }
            index += 1
        }
        return (terminal, rest)
    }
}

extension CommandContext {
    /// Prints help text; on a terminal, text longer than the screen goes through the pager
    /// as any long output does, unless the words say `--no-pager`.
    func showHelp(_ text: String, words: [String]) {
        if !stdout.terminalOptionsApplied {
            stdout.terminalOptionsApplied = true
            stdout.pager = Pager.chosen(environment: environment, terminal: terminal, noPager: words.contains("--no-pager"))
        }
        stdout.write(text)
    }
}
