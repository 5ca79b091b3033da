/// Prose lines under a table folded at spaces to fit the width, as the table does.
enum TextWrap {
    /// `line` (no newline in it) folded into lines of at most `width` display columns, each
    /// after the first indented by `indent` spaces; unchanged when there is no width. A word
    /// wider than the line is cut with `…`.
    static func wrapped(_ line: String, width: Int?, indent: Int = 0) -> String {
        guard let width, DisplayWidth.of(line) > width else { return line }
        let margin = String(repeating: " ", count: min(indent, width / 2))
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let prefix = lines.isEmpty ? "" : margin
            let candidate = current.isEmpty ? prefix + word : current + " " + word
            if !current.isEmpty, DisplayWidth.of(candidate) > width {
                lines.append(current)
                current = margin + word
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines.map { DisplayWidth.truncated($0, to: width) }.joined(separator: "\n")
    }

    /// Each line of `text` wrapped as `wrapped(_:width:indent:)` does.
    static func wrappedLines(_ text: String, width: Int?) -> String {
        guard width != nil else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { wrapped(String($0), width: width) }.joined(separator: "\n")
    }
}
