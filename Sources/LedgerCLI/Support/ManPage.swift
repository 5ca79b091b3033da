import Foundation
import MealLedger

/// `ledger help --man`: the manual page (roff, section 1), written from the command specs.
enum ManPage {
    static var text: String {
        var page = """
        .TH LEDGER 1 "" "ledger \(Ledger.version)" "MealLedger Manual"
        .ad l
        .SH NAME
        ledger \\- a nutrition ledger kept as an append\\-only journal of JSON lines (MealLedger)
        .SH SYNOPSIS
        .B ledger
        .RB [ \\-f
        .IR PATH ]
        .I COMMAND
        .RI [ ARGUMENTS ]
        .RB [ \\-\\-json ]
        .br
        .B ledger help
        .RI [ COMMAND ]
        .RB [ \\-\\-man ]
        .SH DESCRIPTION

        """
        page += paragraphs("""
        ledger keeps what you eat, your meals, goals and meal plan in a journal: a file of JSON \
        lines, one event a line, only ever appended to. Reports (day, week, meals, report…) are \
        computed from the journal; a snapshot beside it makes them fast.

        \(globalOptionsParagraph) Every option that takes a \
        value takes it as the next word, after = (--date=yesterday) or, for a one-letter option, \
        joined to it (-fPATH).

        A DATE is \(SmartDate.forms). A weekday is the most recent one, today included; last \
        WEEKDAY is the one before today.

        'ledger completions bash|zsh|fish' prints a completion script; this page is 'ledger help --man'.
        """)
        page += ".SH COMMANDS\n"
        for command in Ledger.visibleCommands {
            let spec = command.spec
            page += ".SS \"ledger \(escape(spec.name))\"\n"
            page += ".B ledger \(escape(spec.name))\n" + escape(spec.usage.map(\.text).joined(separator: " ")) + "\n.PP\n"
            page += paragraphs(spec.summary + (spec.discussion.isEmpty ? "" : "\n\n" + spec.discussion))
            for option in spec.options {
                page += ".TP\n" + (option.short.map { "\\fB\\-\($0)\\fR, " } ?? "") + "\\fB\\-\\-\(escape(option.name))\\fR"
                    + (option.valueName.map { " \\fI\(escape($0))\\fR" } ?? "") + (option.isRepeatable ? " ..." : "") + "\n"
                page += escape(option.help) + "\n"
            }
        }
        page += ".SH ENVIRONMENT\n"
        page += item("MEAL_LEDGER_JOURNAL", "The journal when --journal is not given.")
        page += item("XDG_DATA_HOME", "When set (to an absolute path) and MEAL_LEDGER_JOURNAL is not, the journal is "
                     + "$XDG_DATA_HOME/meal-ledger/journal.jsonl.")
        page += item("MEAL_LEDGER_DEVICE", "The device name new events carry when --device is not given (default the host name).")
        page += item("HOME", "The default journal is ~/.local/share/meal-ledger/journal.jsonl when neither of the above is set.")
        page += item("TZ", "The time zone that decides what today is.")
        page += ".SH FILES\n"
        page += item("~/.local/share/meal-ledger/journal.jsonl", "The default journal.")
        page += item("JOURNAL.snapshot", "The snapshot beside a journal: a cache, rebuilt when stale or damaged; never shared.")
        page += ".SH EXIT STATUS\n"
        page += item("0", "Done.")
        page += item("1", "Refused (validation, not found, a figure or a day past a limit); nothing was written.")
        page += item("2", "Usage error: the command line was wrong (an unknown option, an empty path, a value that is no number).")
        page += item("3", "The journal is damaged (an unparseable line, a torn tail); nothing was written.")
        page += item("4", "The recipe service failed.")
        page += ".SH SEE ALSO\n"
        page += paragraphs("""
        ledger-cli (ledger.1 of the ledger accounting program) shares the name ledger; MealLedger's \
        install also creates the name meal-ledger, and 'man meal-ledger' is this page.
        """)
        return page
    }

    /// `.TP` with a bold tag.
    private static func item(_ tag: String, _ text: String) -> String {
        ".TP\n.B \(escape(tag))\n\(escape(text))\n"
    }

    /// Text as roff: blank lines start paragraphs; indented lines (examples, tables) are kept
    /// as they are, unfilled.
    static func paragraphs(_ text: String) -> String {
        var roff = ""
        var unfilled = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isIndented = line.hasPrefix(" ")
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if unfilled { roff += ".fi\n"; unfilled = false }
                roff += ".PP\n"
                continue
            }
            if isIndented, !unfilled { roff += ".nf\n"; unfilled = true }
            if !isIndented, unfilled { roff += ".fi\n"; unfilled = false }
            roff += (unfilled ? escape(String(line)) : breakable(escape(String(line)))) + "\n"
        }
        if unfilled { roff += ".fi\n" }
        return roff
    }

    /// Long words (JSON shapes such as `{"date","entries":[…]}`) may break after their commas
    /// (`\:`), so a narrow terminal wraps them rather than overflowing.
    static func breakable(_ line: String) -> String {
        line.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count > 24 ? word.replacingOccurrences(of: ",", with: ",\\:") : String(word)
        }.joined(separator: " ")
    }

    /// A line of text as roff: backslashes and dashes escaped, a leading `.` or `'` made text,
    /// characters beyond ASCII as `\[uXXXX]` (or ASCII for the common punctuation).
    static func escape(_ text: String) -> String {
        var roff = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": roff += "\\e"
            case "-": roff += "\\-"
            case "…": roff += "..."
            case "−", "–": roff += "\\-"
            case "—": roff += "\\(em"
            case "→": roff += "\\->"
            case "‘", "’": roff += "'"
            case "“", "”": roff += "\""
            default:
                if scalar.isASCII {
                    roff.unicodeScalars.append(scalar)
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    roff += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
        }
        if roff.hasPrefix(".") || roff.hasPrefix("'") { roff = "\\&" + roff }
        return roff
    }
}
