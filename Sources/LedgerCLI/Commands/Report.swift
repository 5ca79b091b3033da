import MealLedger

extension Ledger {
    /// `ledger report`: totals over a period, each day against its goal, as a table, a
    /// chart, JSON or an HTML page.
    struct Report: LedgerCommand {
        static let from = Option<CalendarDate>(date: "from", help: "the first day (default 6 days before --to)")
        static let to = Option<CalendarDate>(date: "to", help: "the last day (default today)")
        static let week = Flag("week", help: "the week (Monday to Sunday) holding DATE, default this week")
        static let month = Flag("month", help: "the month YYYY-MM, default this month")
        static let last = Option<Int>("last", value: .number(), help: "the last N days, today included") {
            text, _ throws(OptionProblem) in
            try wholeNumber(text, in: 1...PeriodReport.longestPeriod,
                            rule: "must be a whole number of days from 1 to \(PeriodReport.longestPeriod)")
        }
        static let chart = Flag("chart", help: "draw a bar per day against the goal")
        static let html = Option<String>("html", value: .file("FILE"), help: "write the report as one HTML page to FILE")

        static let spec = CommandSpec(
            name: "report",
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
            "average","daysWithEntries","daysWithinGoal","energySplit":{"protein","carbohydrates","fats"},
            "nutrients":{"fiber":{"average"|null,"unit","daysKnown","daysIncomplete","daysWithLimit",
            "daysWithinLimit"},…},"weight"?:{"trendBefore"|null,"trendAtEnd"|null,"weeklyRate"|null,
            "weighIns":[{"entryId","date","kg","trend"}],"expenditure":{…}|null,"expenditureRefusal"|null}}:
            each nutrient's mean over the days with entries that gave it, and the days within its
            limits ('ledger goals --min-fiber 30'); the table and the HTML page add that section
            when some entry gave a nutrient or a limit was set. "weight" is there once the journal
            has a weigh-in: the trend weight before and at the end of the period, and the
            expenditure estimate ('ledger expenditure') or why there is none.

            Examples:
              ledger report --week            this week, Monday to Sunday
              ledger report --month 2026-11   a calendar month
              ledger report --last 30 --chart
              ledger report --from 2026-11-01 --to 2026-11-14 --html report.html
            """,
            usage: [.option(from), .option(to), .text("| \(week.dashed) [DATE] | \(month.dashed) [YYYY-MM] |"),
                    .text(last.spec.longForm), .oneOf([chart, html, CommonOptions.json], required: false)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot,
                      from, to, week, month, last, chart, html])

        /// How the report is shown.
        enum Output {
            case table
            case json
            case chart
            /// One HTML page written to this path.
            case html(String)
        }

        struct Options {
            var from: CalendarDate
            var to: CalendarDate
            var output: Output
            var journal: String
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let outputs: [any OptionDeclaration] = [CommonOptions.json, chart, html]
            if outputs.filter({ arguments.has($0) }).count > 1 {
                throw usageError("give one of --json, --chart, --html")
            }
            let (from, to) = try period(arguments, context)
            let output: Output
            if arguments[CommonOptions.json] {
                output = .json
            } else if arguments[chart] {
                output = .chart
            } else if let path = try arguments[html] {
                output = .html(path)
            } else {
                output = .table
            }
            return Options(from: from, to: to, output: output, journal: try context.journalPath(arguments).path)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let progress = WorkProgress(context, "reading \(options.from) to \(options.to)")
            defer { progress.finish() }
            let (result, file) = try context.reportState(journal: options.journal)
            let report: PeriodReport
            do {
                report = try PeriodReport(from: options.from, to: options.to, state: result.state) {
                    try file.readEvent(at: $0)
                }
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            progress.finish()
            let weight = try weightBeside(report, state: result.state, file: file)
            switch options.output {
            case .json:
                var json = JSONWriter()
                try report.writeJSON(to: &json)
                context.printJSON(WeightPeriod.adding(weight, to: json))
            case .table:
                try context.print(report, asJSON: false)
                if let weight { context.stdout.write(weight.text(averageIntake: report.average.calories)) }
            case .chart:
                context.stdout.write(PeriodChart.render(report, width: TerminalWidth.columns(context)))
            case .html(let path):
                try writeFile(path, PeriodHTML.render(report, weight: weight), journal: options.journal)
                context.stdout.line("ledger: wrote \(ShownPath.of(path)) (\(report.from) to \(report.to))")
            }
            return .success
        }
    }
}

extension Ledger.Report {
    /// The weight trend and expenditure beside the period (SPEC 15); nil without weigh-ins.
    static func weightBeside(_ report: PeriodReport, state: LedgerState, file: JournalFile) throws -> WeightPeriod? {
        do {
            return try WeightPeriod(from: report.from, to: report.to, state: state) { try file.readEvent(at: $0) }
        } catch let error as JournalError {
            throw CLIError.journal(error)
        }
    }

    /// Writes `text` to `path` whole (beside it, then renamed into place; a new file is 0600).
    ///
    /// Refuses, writing nothing, a path that is a symbolic link or names the journal, its
    /// snapshot or one of its side files (SPEC 18).
    static func writeFile(_ path: String, _ text: String, journal: String) throws {
        do {
            let replacement = try FileReplacement(path: path, protecting: [JournalFiles(journal: journal)])
            try replacement.write(Array(text.utf8))
            try replacement.commit()
        } catch {
            throw CLIError.refused(commandPath, "cannot write \(error)")
        }
    }
}
