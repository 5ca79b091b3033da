import MealLedger

extension Ledger {
    /// `ledger expenditure`: the energy spent per day, from intake and the trend weight.
    struct Expenditure: LedgerCommand {
        static let asOf = Option<CalendarDate>(date: "as-of",
            help: "the last day of the window, and the journal as it stood at its end (default today)")
        static let days = Option<Int>("days", value: .number(), help: "the days in the window (default 28, 14 to 365)") {
            text, _ throws(OptionProblem) in
            try wholeNumber(text, in: 14...365, rule: "must be a whole number of days from 14 to 365")
        }

        static let spec = CommandSpec(
            name: "expenditure",
            summary: "Estimate the energy spent per day from what was eaten and how the trend weight moved.",
            discussion: """
            Over the N days ending on the as-of day (default 28 ending today):

              expenditure = mean daily intake over days with entries
                            − (trend change in kg × 7,700 kcal/kg) ÷ N

            The trend change is the trend on the last day minus the trend on the day before the
            window, each carried forward from the latest weigh-in on or before it (the trend of
            the first weigh-in in the window when none comes before). Every input is printed,
            with a range of about 95 % from the scatter of the weigh-ins around the trend and of
            the daily intake. Refused (exit 1) when fewer than 14 days of the window have
            entries or fewer than 4 of its days have weigh-ins.

            --as-of D replays the journal as it stood at the end of D by append time: what was
            appended later (a day logged afterwards, a correction) does not count.
            --json prints {"asOf","days","windowStart","daysWithEntries","meanIntake","weighIns",
            "weighInDays","trendStart","trendStartFrom","trendStartSource","trendEnd","trendEndFrom",
            "trendChange","expenditure","low","high"}.
            """,
            usage: [.option(asOf), .option(days), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot, asOf, days])

        struct Options {
            var target: ReportTarget
            var asOf: CalendarDate?
            var days: Int
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            return Options(target: try ReportTarget(arguments, context), asOf: try arguments[asOf],
                           days: try arguments[days] ?? ExpenditureEstimate.defaultDays)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let estimate = try Self.estimate(journal: options.target.journal, asOf: options.asOf, days: options.days,
                                             context)
            try context.print(estimate, asJSON: options.target.asJSON)
            return .success
        }

        /// The estimate on the journal as it stood at the end of `asOf` (now, when nil); a
        /// refusal names why (`goals suggest` shares it).
        static func estimate(journal: String, asOf: CalendarDate?, days: Int, _ context: CommandContext) throws
            -> ExpenditureEstimate {
            var replay = ReplayOptions()
            if let asOf { replay.untilInstant = asOf.lastInstant(in: context.timeZone) }
            let (result, file) = try replayForReading(path: journal, context: context, options: replay)
            do {
                return try ExpenditureEstimate(asOf: asOf ?? context.today, days: days, state: result.state) {
                    try file.readEvent(at: $0)
                }
            } catch let refusal as ExpenditureEstimate.Refusal {
                throw CLIError.refused(commandPath, refusal.description)
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
        }
    }
}
