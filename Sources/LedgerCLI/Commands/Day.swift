import MealLedger

extension Ledger {
    /// `ledger day [DATE]`: the day's entries, totals, goals and what remains.
    struct Day: LedgerCommand {
        static let next = Option<Int>("next", value: .number(), help: "N days after DATE", parse: dayCount)
        static let previous = Option<Int>("prev", value: .number(), help: "N days before DATE", parse: dayCount)
        static let nutrients = Flag("nutrients",
            help: "each nutrient's total, its limit and the share reached, and how many entries did not say")
        static let top = Option<Nutrient>("top", value: .choice(Nutrient.allCases.map { FieldFlag.kebabCase($0.key) }, "NUTRIENT"),
            help: "the entries that gave the most of NUTRIENT (fiber, sodium, saturated-fat …)") { text, _ throws(OptionProblem) in
            guard let nutrient = Nutrient(named: text) else {
                throw .invalid("must be a nutrient of the vocabulary (\(Nutrient.allCases.map(\.key).joined(separator: ", ")))")
            }
            return nutrient
        }

        static let spec = CommandSpec(
            name: "day",
            summary: "Show a day's entries, totals, goals in force and what remains (default today).",
            discussion: """
            DATE is YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, MM-DD or MM/DD (this year), today, yesterday,
            tomorrow, a weekday (the most recent one, today included), last WEEKDAY, N days ago or
            in N days. --prev N and --next N move N days from it. Remaining is goal − eaten, negative
            when exceeded. --json prints {"date","entries":[…],"slots":{…},"totals":{…},"goals":{…}|null,
            "remaining":{…}|null}: "slots" holds the totals of each part of the day.

            --nutrients shows instead each nutrient of the vocabulary (fibre, sugars, … alcohol):
            the day's total of the values the entries gave, the minimum or maximum in force
            ('ledger goals --min-fiber 30'), the share of it reached, and how many entries did not
            say (a total is complete only when none); --json prints {"date","entries","goalsFrom",
            "nutrients":{"fiber":{"total"|null,"unit","entriesUnknown","minimum"?,"maximum"?,
            "share"?,"withinLimits"?},…}}. --top NUTRIENT lists the entries that gave the most of
            it; --json prints {"date","nutrient","unit","total","entriesUnknown","entries":[{"entryId",
            "name","amount","share","partial"}]}.
            """,
            usage: [.optionalArgument(.date), .oneOf([next, previous], required: false),
                    .oneOf([nutrients, top], required: false), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot, next, previous, nutrients, top])

        struct Options {
            var date: CalendarDate
            var target: ReportTarget
            var nutrients = false
            var top: Nutrient?
        }

        /// A whole number of days to move, 0 to `SmartDate.longestShift`.
        @Sendable static func dayCount(_ text: String, _ context: CommandContext) throws(OptionProblem) -> Int {
            try wholeNumber(text, in: 0...SmartDate.longestShift,
                            rule: "must be a whole number of days from 0 to \(SmartDate.longestShift)")
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            if arguments.has(next), arguments.has(previous) {
                throw usageError("give \(next.dashed) or \(previous.dashed), not both")
            }
            if arguments[nutrients], arguments.has(top) {
                throw usageError("give \(nutrients.dashed) or \(top.dashed), not both")
            }
            let dated = try datedReportOptions(arguments, context)
            var options = Options(date: dated.date, target: dated.target, nutrients: arguments[nutrients],
                                  top: try arguments[top])
            if let days = try arguments[next] {
                options.date = try day(options.date, movedBy: days, "\(next.dashed) \(days) from \(options.date)")
            } else if let days = try arguments[previous] {
                options.date = try day(options.date, movedBy: -days, "\(previous.dashed) \(days) from \(options.date)")
            }
            return options
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (result, file) = try context.reportState(journal: options.target.journal)
            let report: DayReport
            do {
                report = try DayReport(date: options.date, state: result.state) { try file.readEvent(at: $0) }
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            if let nutrient = options.top {
                try context.print(DayTopEntries(report: report, nutrient: nutrient), asJSON: options.target.asJSON)
            } else if options.nutrients {
                try context.print(DayNutrients(report: report), asJSON: options.target.asJSON)
            } else {
                try context.print(report, asJSON: options.target.asJSON)
            }
            return .success
        }
    }
}
