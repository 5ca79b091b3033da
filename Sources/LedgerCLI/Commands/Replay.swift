import MealLedger

extension Ledger {
    /// `ledger replay --until INSTANT | --line N REPORT …`: any report as it stood at a point in history.
    struct ReplayCommand: LedgerCommand {
        static let spec = CommandSpec(
            name: "replay", arguments: "(--until INSTANT | --line N) REPORT [REPORT ARGUMENTS…]",
            summary: "Run a report on the journal as it stood at a point in history.",
            discussion: """
            --line N reads the journal up to and including line N. --until INSTANT leaves out every
            event appended after INSTANT (YYYY-MM-DDTHH:MM:SS.sssZ, YYYY-MM-DDTHH:MM:SSZ, or a date
            YYYY-MM-DD for the end of that day, UTC). REPORT is day, audit, meals, meal show, week or log,
            with its own arguments after it.

            Example: what did Tuesday look like before I fixed that entry?
              ledger audit 2026-11-17                      # find the line of the fix, say 412
              ledger replay --line 411 day 2026-11-17
            """,
            options: [OptionSpec("until", value: "INSTANT", help: "leave out events appended after INSTANT"),
                      OptionSpec("line", value: "N", help: "read up to and including line N")])

        static let reports: Set<String> = ["day", "audit", "meals", "meal", "week", "log"]

        /// Reads replay's own options, which come before the report; the rest is the report's.
        static func split(_ words: [String]) throws(CLIError) -> (own: [String], report: [String]) {
            var index = 0
            while index < words.count, !reports.contains(words[index]) {
                index += words[index].hasPrefix("--") && !words[index].contains("=") ? 2 : 1
            }
            return (Array(words.prefix(min(index, words.count))), Array(words.dropFirst(min(index, words.count))))
        }

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            throw CLIError.usage(spec.commandPath, "internal: replay is dispatched by its own words")
        }

        /// Runs the report named in `words` with the history cut that precedes it.
        static func run(words: [String], context: CommandContext) throws -> ExitCode {
            let command = spec.commandPath
            let (own, report) = try split(words)
            let arguments = try Arguments(own, spec: spec)
            if let stray = arguments.positionals.first {
                throw CLIError.usage(command, "'\(stray)' is not a report (day, audit, meals, meal show, week, log)")
            }
            guard !report.isEmpty else { throw CLIError.usage(command, "missing the REPORT to run") }
            var cut = ReplayOptions()
            switch (arguments.value("until"), arguments.value("line")) {
            case (nil, nil):
                throw CLIError.usage(command, "give --until INSTANT or --line N")
            case (.some, .some):
                throw CLIError.usage(command, "give --until or --line, not both")
            case (let text?, nil):
                guard let instant = parseInstant(text) else {
                    throw CLIError.usage(command, "--until must be YYYY-MM-DDTHH:MM:SS.sssZ or YYYY-MM-DD, got '\(text)'")
                }
                cut.untilInstant = instant
            case (nil, let text?):
                guard let line = Int(text), line >= 1 else {
                    throw CLIError.usage(command, "--line must be a line number (1 or more), got '\(text)'")
                }
                cut.untilLine = line
            }
            var inner = context
            inner.historyCut = cut
            return ExitCode(rawValue: Ledger.run(report, context: inner, flush: false)) ?? .refused
        }

        /// Reads an instant, an instant without milliseconds, or a date (its last millisecond, UTC).
        static func parseInstant(_ text: String) -> Instant? {
            if let instant = Instant(text) { return instant }
            if text.count == 20, text.hasSuffix("Z"), let instant = Instant(String(text.dropLast()) + ".000Z") {
                return instant
            }
            if let date = CalendarDate(text) {
                return Instant(millisecondsSinceEpoch: Int64(date.dayNumber + 1) * 86_400_000 - 1)
            }
            return nil
        }
    }
}
