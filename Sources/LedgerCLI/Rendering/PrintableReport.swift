import MealLedger

/// What a report command prints: text for people, or with `--json` one JSON document.
protocol PrintableReport {
    /// The report as one JSON value.
    func writeJSON(to json: inout JSONWriter) throws
    /// The report as text for people, tables and all, its tables fitting `width` (nil: unlimited).
    func text(width: Int?) throws -> String
}

extension CommandContext {
    /// Prints `report` as JSON when `asJSON`, else as text.
    func print(_ report: some PrintableReport, asJSON: Bool) throws {
        if asJSON {
            var json = JSONWriter()
            try report.writeJSON(to: &json)
            printJSON(json)
        } else {
            stdout.write(try report.text(width: TerminalWidth.columns(self)))
        }
    }

    /// Finishes a JSON document on stdout.
    func printJSON(_ json: JSONWriter) {
        stdout.write(bytes: ControlCharacters.escaped(json: json.bytes))
        stdout.line()
    }
}
