import MealLedger

extension Ledger {
    /// `ledger report`: totals over a period, each day against its goal, as a table, a
    /// chart, JSON or an HTML page.
    struct Report: LedgerCommand {
        static let spec = CommandSpec(
            name: "report",
            arguments: "[--from D] [--to D] | --week [DATE] | --month [YYYY-MM] | --last N  [--chart | --html FILE | --json]",
            summary: "Show totals over a period (default the last 7 days): each day against its goal, averages, the energy split.",
            discussion: """
            Per day: what was eaten (as 'ledger day' totals it), the goal in force and the
            difference (eaten − goal, negative when under). Then the average over the days
            that have entries, how many of those were within ±10 % of the calorie goal, and the
            share of energy from protein (4 kcal/g), carbohydrates (4) and fats (9).

            --chart draws a bar per day ('#' eaten, '.' the rest of the way to the goal, '|' the
            goal) as wide as $COLUMNS or the terminal, in plain characters.
            --html FILE writes one self-contained HTML page (inline SVG and CSS, no script):
            open it in any browser.
            --json prints {"from","to","days":[{"date","totals","goals"|null,"difference"|null,"entries"}],
            "average","daysWithEntries","daysWithinGoal","energySplit":{"protein","carbohydrates","fats"}}.

            Examples:
              ledger report --week            this week, Monday to Sunday
              ledger report --month 2026-11   a calendar month
              ledger report --last 30 --chart
              ledger report --from 2026-11-01 --to 2026-11-14 --html report.html
            """,
            options: [.journal, .json, .noSnapshot,
                      OptionSpec("from", value: "DATE", help: "the first day (default 6 days before --to)"),
                      OptionSpec("to", value: "DATE", help: "the last day (default today)"),
                      OptionSpec("week", help: "the week (Monday to Sunday) holding DATE, default this week"),
                      OptionSpec("month", help: "the month YYYY-MM, default this month"),
                      OptionSpec("last", value: "N", help: "the last N days, today included"),
                      OptionSpec("chart", help: "draw a bar per day against the goal"),
                      OptionSpec("html", value: "FILE", help: "write the report as one HTML page to FILE")])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            let command = spec.commandPath
            let outputs = ["json", "chart", "html"].filter { arguments.has($0) }
            if outputs.count > 1 {
                throw CLIError.usage(command, "give one of --json, --chart, --html")
            }
            let (from, to) = try period(arguments, context: context)
            let (result, file) = try context.reportState(arguments)
            let report: PeriodReport
            do {
                report = try PeriodReport(from: from, to: to, state: result.state) { try file.readEvent(at: $0) }
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            if arguments.has("json") {
                printJSON(PeriodRendering.json(report), to: context)
            } else if arguments.has("chart") {
                context.stdout.write(PeriodChart.render(report, width: TerminalWidth.columns(context)))
            } else if let path = arguments.value("html") {
                try writeFile(path, PeriodHTML.render(report), command: command)
                context.stdout.line("ledger: wrote \(path) (\(report.from) to \(report.to))")
            } else {
                context.stdout.write(PeriodRendering.table(report))
            }
            return .success
        }
    }
}

extension Ledger.Report {
    /// Writes `text` to `path` whole (beside it, then renamed into place; a new file is 0600).
    static func writeFile(_ path: String, _ text: String, command: String) throws {
        do {
            let replacement = try FileReplacement(path: path)
            try replacement.write(Array(text.utf8))
            try replacement.commit()
        } catch {
            throw CLIError.refused(command, "cannot write \(path): \(error)")
        }
    }
}
