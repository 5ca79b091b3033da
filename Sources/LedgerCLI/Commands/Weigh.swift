import MealLedger

extension Ledger {
    /// `ledger weigh WEIGHT`: a body weight logged (weight.logged), with the trend it gives.
    struct Weigh: LedgerCommand {
        static let date = Option<CalendarDate>(date: "date", help: "the day of the weigh-in (default today)")
        static let notes = Option<String>("notes", value: .text(), help: "a note kept with the weigh-in")

        static let spec = CommandSpec(
            name: "weigh",
            summary: "Log a body weight (weight.logged) and show the trend weight it gives.",
            discussion: """
            WEIGHT is kilograms (72.4, 72.4kg), pounds (160lb) or stones and pounds (11st 6lb);
            it is stored in kg rounded to 4 decimals and must be from 20 to 500 kg. Several
            weigh-ins on one day count as their mean. 'ledger undo' takes a weigh-in back and
            'ledger fix ENTRY --kg N' corrects one; 'ledger weight' shows them with the trend.

            Examples:
              ledger weigh 72.4
              ledger weigh 160lb --date yesterday
              ledger weigh 11st 6lb
            """,
            usage: [.argument(.number("WEIGHT")), .option(date), .option(notes), .option(CommonOptions.dryRun),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, date, notes, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var kilograms: Double
            var date: CalendarDate
            var notes: String?
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            guard !arguments.positionals.isEmpty else {
                throw usageError("missing the WEIGHT: kilograms (72.4), pounds (160lb) or stones and pounds (11st 6lb)")
            }
            let kilograms: Double
            do {
                kilograms = try BodyWeightText.kilograms(arguments.positionals.joined(separator: " "), field: "WEIGHT")
            } catch {
                throw CLIError.refused(commandPath, error.description)
            }
            return Options(target: try WriteTarget(arguments, context), kilograms: kilograms,
                           date: try arguments[date] ?? context.today, notes: try arguments[notes])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let stamp = options.target.stamp
            var weighIn: WeightLogged?
            let outcome = try appendEvents(options.target) { _ in
                let logged = WeightLogged(entryId: stamp.newIdentifier(), date: options.date, kg: options.kilograms,
                                          notes: options.notes)
                weighIn = logged
                return [stamp.event(.weightLogged(logged))]
            }
            guard let weighIn else { return .refused }
            noteCreated(outcome, options.target, context)
            let report = WeighedSummary(outcome: outcome, weighIn: weighIn, isDryRun: options.target.dryRun)
            try context.print(report, asJSON: options.target.asJSON)
            noteDryRun(options.target, context)
            return .success
        }
    }
}
