import MealLedger

extension Ledger {
    /// `ledger replay --until INSTANT | --line N REPORT …`: any report as it stood at a point in history.
    struct ReplayCommand: LedgerCommand {
        static let until = Option<Instant>("until", value: .text("INSTANT"), help: "leave out events appended after INSTANT") {
            text, context throws(OptionProblem) in
            guard let instant = historyPoint(text, context) else {
                throw .invalid("must be an instant YYYY-MM-DDTHH:MM:SS.sssZ or a date (\(SmartDate.forms))")
            }
            return instant
        }
        static let line = Option<Int>("line", value: .number(), help: "read up to and including line N") {
            text, _ throws(OptionProblem) in
            try wholeNumber(text, in: 1...Int.max, rule: "must be a line number (1 or more)")
        }

        static let spec = CommandSpec(
            name: "replay",
            summary: "Run a report on the journal as it stood at a point in history.",
            discussion: """
            --line N reads the journal up to and including line N. --until INSTANT leaves out every
            event appended after INSTANT (YYYY-MM-DDTHH:MM:SS.sssZ, YYYY-MM-DDTHH:MM:SSZ, or a date
            for the end of that day, UTC: YYYY-MM-DD, yesterday, last friday, 3 days ago…).
            REPORT is day, audit, meals, meal show, week or log, with its own arguments after it.

            Example: what did Tuesday look like before I fixed that entry?
              ledger audit 2026-11-17                      # find the line of the fix, say 412
              ledger replay --line 411 day 2026-11-17
            """,
            usage: [.oneOf([until, line], required: true), .argument(.choice(reports.sorted(), "REPORT")), .rest("REPORT ARGUMENTS")],
            options: [until, line])

        /// The first words of the reports replay can run.
        static let reports: Set<String> = ["day", "audit", "meals", "meal", "week", "log"]

        struct Options {
            /// The report's command line: its name and its own arguments.
            var report: [String]
            var cut: ReplayOptions
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            var report = arguments.positionals
            if let name = report.first, !reports.contains(name) {
                throw usageError("'\(name)' is not a report (day, audit, meals, meal show, week, log)")
            }
            guard !report.isEmpty else { throw usageError("missing the REPORT to run") }
            // Global options given to replay (`ledger -f F replay …`) go on to the report, before
            // a `--` that ends its options.
            report.insert(contentsOf: arguments.forwardedGlobals, at: report.firstIndex(of: "--") ?? report.endIndex)
            var cut = ReplayOptions()
            switch (arguments.has(until), arguments.has(line)) {
            case (false, false): throw usageError("give \(until.spec.longForm) or \(line.spec.longForm)")
            case (true, true): throw usageError("give \(until.dashed) or \(line.dashed), not both")
            default:
                cut.untilInstant = try arguments[until]
                cut.untilLine = try arguments[line]
            }
            return Options(report: report, cut: cut)
        }

        /// Runs the report with the history cut.
        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            var inner = context
            inner.historyCut = options.cut
            return ExitCode(rawValue: Ledger.run(options.report, context: inner, flush: false)) ?? .refused
        }

        /// Reads an instant, an instant without milliseconds, or a date (its last millisecond, UTC).
        static func historyPoint(_ text: String, _ context: CommandContext) -> Instant? {
            if let instant = Instant(text) { return instant }
            if text.count == 20, text.hasSuffix("Z"), let instant = Instant(String(text.dropLast()) + ".000Z") {
                return instant
            }
            if let date = context.date(text) {
                return Instant(millisecondsSinceEpoch: Int64(date.dayNumber + 1) * 86_400_000 - 1)
            }
            return nil
        }
    }
}
