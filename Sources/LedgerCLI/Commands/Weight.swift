import MealLedger

extension Ledger {
    /// `ledger weight`: the weigh-ins with the trend weight and its weekly rate.
    struct Weight: LedgerCommand {
        static let from = Option<CalendarDate>(date: "from", help: "the first day shown (default: the first weigh-in)")
        static let to = Option<CalendarDate>(date: "to", help: "the last day shown (default: the last weigh-in)")

        static let spec = CommandSpec(
            name: "weight",
            summary: "Show the weigh-ins with the trend weight and the weekly rate of change.",
            discussion: """
            The trend is an exponentially smoothed average whose weight per step is
            1 − e^(−days/10), so a gap between weigh-ins counts for what it is; the first trend
            is the first weigh-in, and several weigh-ins on one day count as their mean. A range
            (--from, --to) shows the trend the whole history gives. The weekly rate is the trend
            on the day minus the trend 7 days before.
            --json prints {"from"|null,"to"|null,"weighIns":[{"entryId","date","kg","trend","weeklyRate"|null}],
            "latest":{"date","trend","weeklyRate"|null}|null}.
            """,
            usage: [.option(from), .option(to), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot, from, to])

        struct Options {
            var target: ReportTarget
            var from: CalendarDate?
            var to: CalendarDate?
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            let options = Options(target: try ReportTarget(arguments, context), from: try arguments[from], to: try arguments[to])
            if let first = options.from, let last = options.to, first > last {
                throw usageError("--from \(first) is after --to \(last)")
            }
            return options
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let (result, _) = try context.reportState(journal: options.target.journal)
            let history = WeightHistory(result.state.weights, from: options.from, to: options.to)
            try context.print(history, asJSON: options.target.asJSON)
            return .success
        }
    }
}
