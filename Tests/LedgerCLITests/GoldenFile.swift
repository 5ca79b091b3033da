/// A golden test file: commands with their stdin, exact stdout, stderr and exit status.
///
/// The format follows hledger's shelltest files:
/// ```
/// # a comment
/// $ ledger append food.logged --name Apple --calories 95
/// < a line of standard input
/// > an expected line of standard output
/// 2> an expected line of standard error
/// = 0
/// ```
/// `$JOURNAL` and `$DIR` stand for the case's temporary journal and folder. Besides
/// `ledger`, `cat FILE` prints a file and `write FILE` / `write-torn FILE` write the
/// stdin lines to it (the torn form leaves out the last newline).
struct GoldenFile {
    struct Case {
        var comments: [String] = []
        var command: String
        var stdin: [String] = []
        var stdout: [String] = []
        var stderr: [String] = []
        var status: Int32 = 0
        /// The 1-based line of the `$` line, for failure messages.
        var line: Int
    }

    var cases: [Case] = []

    init(text: String) throws {
        var pendingComments: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if line.hasPrefix("$ ") {
                cases.append(Case(comments: pendingComments, command: String(line.dropFirst(2)), line: index + 1))
                pendingComments = []
            } else if line.hasPrefix("#") || line.isEmpty {
                if !line.isEmpty { pendingComments.append(line) }
            } else if !cases.isEmpty {
                if line.hasPrefix("< ") || line == "<" {
                    cases[cases.count - 1].stdin.append(String(line.dropFirst(2)))
                } else if line.hasPrefix("2> ") || line == "2>" {
                    cases[cases.count - 1].stderr.append(String(line.dropFirst(3)))
                } else if line.hasPrefix("> ") || line == ">" {
                    cases[cases.count - 1].stdout.append(String(line.dropFirst(2)))
                } else if line.hasPrefix("= "), let status = Int32(line.dropFirst(2)) {
                    cases[cases.count - 1].status = status
                } else {
                    throw GoldenFormatError(line: index + 1, text: line)
                }
            } else {
                throw GoldenFormatError(line: index + 1, text: line)
            }
        }
    }

    /// The file's text with the given outputs in place of the expected ones.
    func rendered() -> String {
        var text = ""
        for (index, item) in cases.enumerated() {
            if index > 0 { text += "\n" }
            for comment in item.comments { text += comment + "\n" }
            text += "$ \(item.command)\n"
            for line in item.stdin { text += line.isEmpty ? "<\n" : "< \(line)\n" }
            for line in item.stdout { text += line.isEmpty ? ">\n" : "> \(line)\n" }
            for line in item.stderr { text += line.isEmpty ? "2>\n" : "2> \(line)\n" }
            text += "= \(item.status)\n"
        }
        return text
    }
}

struct GoldenFormatError: Error, CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "line \(line): cannot read '\(text)'" }
}

/// Splits a command line into words as a POSIX shell would for quotes and backslashes.
func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
        if escaped {
            current.append(character)
            escaped = false
            continue
        }
        if let open = quote {
            if character == open {
                quote = nil
            } else if character == "\\" && open == "\"" {
                escaped = true
            } else {
                current.append(character)
            }
            continue
        }
        switch character {
        case "\\": escaped = true; inWord = true
        case "\"", "'": quote = character; inWord = true
        case " ", "\t":
            if inWord { words.append(current); current = ""; inWord = false }
        default: current.append(character); inWord = true
        }
    }
    if inWord { words.append(current) }
    return words
}
