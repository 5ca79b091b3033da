import MealLedger

extension Ledger {
    /// `ledger goals suggest --lose|--gain RATE/week`: daily goals from the expenditure estimate.
    struct GoalsSuggest: LedgerCommand {
        static let lose = Option<Double>("lose", value: .number("RATE/week"), help: "lose this much a week: 0.5kg/week, 1lb/week") {
            text, _ throws(OptionProblem) in try rate(text)
        }
        static let gain = Option<Double>("gain", value: .number("RATE/week"), help: "gain this much a week: 0.25kg/week, 0.5lb/week") {
            text, _ throws(OptionProblem) in try rate(text)
        }
        static let apply = Flag("apply", help: "append the goals.set (from --from, default today)")
        static let from = Option<CalendarDate>(date: "from", help: "the day the goals start (default today)")

        /// Grams of protein a day per kg of trend weight: about where the gain in lean mass from
        /// more protein levels off in the meta-analysis of Morton et al. (2018, 1.6 g/kg), and
        /// within what sports-nutrition bodies advise for people eating below expenditure.
        static let proteinPerKilogram = 1.6
        /// The fastest rate accepted: beyond about 1 % of body weight a week, lean mass goes too.
        static let fastestRate = 1.0
        /// Calorie goals below this are refused: no unsupervised diet goes lower.
        static let lowestCalories = 1_200.0

        static let spec = CommandSpec(
            name: "goals suggest",
            summary: "Suggest daily goals (goals.set) from the expenditure estimate and a weekly rate to lose or gain.",
            discussion: """
            calories = expenditure − RATE × 7,700 kcal/kg ÷ 7 (+ to gain), from 'ledger expenditure' over the
            last 28 days (--days); protein = 1.6 g per kg of the trend weight (where extra protein
            stops adding lean mass in the meta-analysis of Morton et al., 2018). RATE is kg
            (0.5, 0.5kg) or lb (1lb), with or without '/week', up to 1 kg a week. Goals under
            1,200 kcal are refused. Prints the goals.set it would append; --apply appends it
            (a goals.set replaces all goals: carbohydrate and fat goals are not kept).

            Examples:
              ledger goals suggest --lose 0.5kg/week
              ledger goals suggest --gain 0.5lb/week --apply
            """,
            usage: [.oneOf([lose, gain], required: true), .option(apply), .option(from), .option(Expenditure.days),
                    .option(CommonOptions.dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, lose, gain, apply, from, Expenditure.days,
                      CommonOptions.dryRun, CommonOptions.json, CommonOptions.noSnapshot])

        struct Options {
            var target: WriteTarget
            /// Kilograms a week, negative to lose.
            var rate: Double
            var apply: Bool
            var from: CalendarDate
            var days: Int
        }

        /// `0.5kg/week`, `1lb`, `0.5` (kg) into kg a week.
        static func rate(_ text: String) throws(OptionProblem) -> Double {
            var body = text.lowercased().replacingOccurrences(of: " ", with: "")
            for suffix in ["/week", "/wk", "/w", "aweek", "perweek"] where body.hasSuffix(suffix) {
                body.removeLast(suffix.count)
            }
            var factor = 1.0
            for (unit, kilograms) in [("kg", 1.0), ("kgs", 1.0), ("lbs", BodyWeightText.kilogramsPerPound),
                                      ("lb", BodyWeightText.kilogramsPerPound)] where body.hasSuffix(unit) {
                body.removeLast(unit.count)
                factor = kilograms
                break
            }
            // A rate that reads but is no rate to diet at (`-1kg`, `0`, `5lb/week`, `1e999`) is a figure
            // past a limit, exit 1; text that is no rate at all is a usage error, exit 2.
            let positive = "must be a positive rate a week such as 0.5kg/week or 1lb/week"
            guard let value = Amount.value(body) else { throw Amount.isNumeral(body) ? .pastLimit(positive) : .invalid(positive) }
            guard value > 0 else { throw .pastLimit(positive) }
            let kilograms = value * factor
            guard kilograms <= fastestRate else {
                throw .pastLimit("must be at most 1 kg (2.2 lb) a week")
            }
            return kilograms
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            let losing = try arguments[lose]
            let gaining = try arguments[gain]
            guard (losing == nil) != (gaining == nil) else {
                throw usageError("give one of --lose RATE/week or --gain RATE/week")
            }
            return Options(target: try WriteTarget(arguments, context), rate: losing.map { -$0 } ?? gaining!,
                           apply: arguments[apply], from: try arguments[from] ?? context.today,
                           days: try arguments[Expenditure.days] ?? ExpenditureEstimate.defaultDays)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let estimate = try Expenditure.estimate(journal: options.target.journal, asOf: nil, days: options.days, context)
            let calories = (estimate.expenditure + options.rate * ExpenditureEstimate.kcalPerKilogram / 7).rounded()
            guard calories >= lowestCalories else {
                throw CLIError.refused(commandPath, "'\(options.rate < 0 ? "lose" : "gain")' would set calories to "
                    + "\(Format.calories(calories)) kcal, under \(Format.calories(lowestCalories)); choose a slower rate")
            }
            let trendWeight = estimate.trendEnd
            let protein = (trendWeight * proteinPerKilogram).rounded()
            let goals = GoalsSet(from: options.from, calories: calories, protein: protein)
            var appended: [Event] = []
            var written = false
            if options.apply {
                let outcome = try appendEvents(options.target) { _ in [options.target.stamp.event(.goalsSet(goals))] }
                appended = outcome.events
                written = !options.target.dryRun
            }
            let suggestion = GoalsSuggestion(estimate: estimate, rate: options.rate, goals: goals, trendWeight: trendWeight,
                                             proteinPerKilogram: proteinPerKilogram, appended: appended,
                                             applied: written)
            try context.print(suggestion, asJSON: options.target.asJSON)
            if options.apply { noteDryRun(options.target, context) }
            return .success
        }
    }
}
