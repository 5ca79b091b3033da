import MealLedger

extension Ledger {
    /// `ledger goals`: the goals in force on a day, or a `goals.set` that changes only the
    /// figures given (SPEC 16).
    struct GoalsCommand: LedgerCommand {
        /// A figure as given: a new value, or `none` to drop that goal.
        enum Figure: Equatable, Sendable {
            case value(Double)
            case none
        }

        static let calories = figure("calories", help: "the daily calories goal in kcal ('none' drops it)")
        static let protein = figure("protein", help: "the daily protein goal in g ('none' drops it)")
        static let carbohydrates = figure("carbohydrates", help: "the daily carbohydrates goal in g ('none' drops it)")
        static let fats = figure("fats", help: "the daily fats goal in g ('none' drops it)")
        /// `--min-fiber` … `--min-alcohol`, in vocabulary order.
        static let minimums = Nutrient.allCases.map { nutrient in
            figure("min-" + FieldFlag.kebabCase(nutrient.key),
                   help: "eat at least this much \(nutrient.label.lowercased()) a day, in \(nutrient.unit)")
        }
        /// `--max-fiber` … `--max-alcohol`, in vocabulary order.
        static let maximums = Nutrient.allCases.map { nutrient in
            figure("max-" + FieldFlag.kebabCase(nutrient.key),
                   help: "eat at most this much \(nutrient.label.lowercased()) a day, in \(nutrient.unit)")
        }
        static let from = Option<CalendarDate>(date: "from", help: "the first day the new goals hold (default today)")
        static let date = Option<CalendarDate>(date: "date", help: "show the goals in force on this day (default today)")
        static let clear = Flag("clear", help: "append a goals.set with no goal at all: no goals from --from on")

        static let spec = CommandSpec(
            name: "goals",
            summary: "Show the goals in force, or set some of them (calories, macros, nutrient limits).",
            discussion: """
            Without figures it shows the goals in force today (or on --date): calories, protein,
            carbohydrates and fats, and each nutrient's minimum or maximum.

            With figures it appends one goals.set from --from (default today) that changes only
            the figures given and keeps every other goal in force on that day; 'none' drops a
            goal (--fats none). --min-NUTRIENT and --max-NUTRIENT take each nutrient of the
            vocabulary in kebab case (--min-fiber 30, --max-sodium 2300, --max-saturated-fat 20),
            in its unit (g, mg or µg, as 'ledger food show' lists them). --clear appends a
            goals.set with no goal at all. Figures are non-negative numbers up to 1000000000;
            a minimum above the maximum of the same nutrient is refused. When goals set from a
            later day are in the journal already, they stay in force from that day on, and it
            says so (a note on stderr naming that day).

            --json prints {"date","from"|null,"goals":{…}|null} when showing, and
            {"appended":[…],"from","goals":{…}|null,"dryRun"} when setting; "goals" holds only
            the goals set, with "minimums" and "maximums" objects keyed as the journal keys them.

            Examples:
              ledger goals
              ledger goals --calories 2100 --protein 140
              ledger goals --min-fiber 30 --max-sodium 2300 --from 2026-12-01
            """,
            usage: [.option(calories), .option(protein), .option(carbohydrates), .option(fats), .text("[--min-NUTRIENT N]"),
                    .text("[--max-NUTRIENT N]"), .option(from), .option(clear), .option(date), .option(CommonOptions.dryRun),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, CommonOptions.json, CommonOptions.dryRun,
                      CommonOptions.noSnapshot, calories, protein, carbohydrates, fats] + minimums + maximums
                + [from, clear, date])

        /// The figures given, each nil when not given.
        struct Changes: Equatable {
            var calories: Figure?
            var protein: Figure?
            var carbohydrates: Figure?
            var fats: Figure?
            var minimums: [Nutrient: Figure] = [:]
            var maximums: [Nutrient: Figure] = [:]

            var isEmpty: Bool {
                calories == nil && protein == nil && carbohydrates == nil && fats == nil && minimums.isEmpty
                    && maximums.isEmpty
            }
        }

        enum Action {
            case show(CalendarDate)
            case set(Changes)
            case clear
        }

        struct Options {
            var target: WriteTarget
            var action: Action
            var from: CalendarDate
            var noSnapshot: Bool
        }

        static func figure(_ name: String, help: String) -> Option<Figure> {
            Option<Figure>(name, value: .number(), help: help) { text, _ throws(OptionProblem) in
                let trimmed = text.trimmingCharacters()
                if trimmed.lowercased() == "none" { return .none }
                guard let value = Double(trimmed), trimmed.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "E" || $0 == "+" }) else {
                    throw .invalid("must be a number or 'none'")
                }
                guard value.isFinite, value >= 0, value <= 1_000_000_000 else {
                    throw .pastLimit("must be a number from 0 to 1000000000")
                }
                return .value(value)
            }
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            var changes = Changes(calories: try arguments[calories], protein: try arguments[protein],
                                  carbohydrates: try arguments[carbohydrates], fats: try arguments[fats])
            for nutrient in Nutrient.allCases {
                if let minimum = try arguments[minimums[nutrient.rawValue]] { changes.minimums[nutrient] = minimum }
                if let maximum = try arguments[maximums[nutrient.rawValue]] { changes.maximums[nutrient] = maximum }
            }
            let setting = !changes.isEmpty || arguments[clear]
            if arguments[clear], !changes.isEmpty { throw usageError("give figures or '--clear', not both") }
            if setting, arguments.has(date) { throw usageError("'--date' shows goals; set them from a day with '--from'") }
            if !setting, arguments.has(from) { throw usageError("'--from' goes with figures or '--clear'") }
            if !setting, arguments[CommonOptions.dryRun] { throw usageError("'--dry-run' goes with figures or '--clear'") }
            let today = context.today
            let action: Action = arguments[clear] ? .clear : changes.isEmpty ? .show(try arguments[date] ?? today) : .set(changes)
            return Options(target: try WriteTarget(arguments, context), action: action, from: try arguments[from] ?? today,
                           noSnapshot: arguments[CommonOptions.noSnapshot])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            switch options.action {
            case .show(let date):
                let (result, _) = try context.reportState(journal: options.target.journal)
                let set = result.state.goals.goals(on: date)
                try context.print(GoalsInForce(date: date, set: set), asJSON: options.target.asJSON)
                return .success
            case .set(let changes):
                return try append(options, context) { previous in try applied(changes, to: previous, from: options.from) }
            case .clear:
                return try append(options, context) { _ in GoalsSet(from: options.from) }
            }
        }

        /// The goals in force on `from` (`previous`, nil when none) with `changes` made.
        static func applied(_ changes: Changes, to previous: GoalsSet?, from: CalendarDate) throws -> GoalsSet {
            var set = previous ?? GoalsSet(from: from)
            set.from = from
            func apply(_ figure: Figure?, to value: inout Double?) {
                switch figure {
                case .value(let number)?: value = number
                case .none?: value = nil
                case nil: break
                }
            }
            apply(changes.calories, to: &set.calories)
            apply(changes.protein, to: &set.protein)
            apply(changes.carbohydrates, to: &set.carbohydrates)
            apply(changes.fats, to: &set.fats)
            for nutrient in Nutrient.allCases {
                apply(changes.minimums[nutrient], to: &set.minimums[nutrient])
                apply(changes.maximums[nutrient], to: &set.maximums[nutrient])
                if let minimum = set.minimums[nutrient], let maximum = set.maximums[nutrient], minimum > maximum {
                    let flag = FieldFlag.kebabCase(nutrient.key)
                    throw CLIError.refused(commandPath, "minimums.\(nutrient.key): --min-\(flag) \(CanonicalNumber.text(minimum)) "
                        + "is above --max-\(flag) \(CanonicalNumber.text(maximum)) (\(nutrient.unit)) in force from \(from)")
                }
            }
            return set
        }

        /// Appends the `goals.set` that `make` builds from the goals in force on `--from`.
        static func append(_ options: Options, _ context: CommandContext,
                           make: (GoalsSet?) throws -> GoalsSet) throws -> ExitCode {
            let target = options.target
            var made: GoalsSet?
            var nextStart: CalendarDate?
            let outcome = try appendEvents(target) { state in
                let set = try make(state.goals.latestSet(on: options.from))
                made = set
                // Goals set from a later day stay in force from that day on (issue 28, item 4).
                nextStart = state.goals.byStartDate.keys.filter { $0 > options.from }.min()
                return [target.stamp.event(.goalsSet(set))]
            }
            guard let made else { return .refused }
            if let nextStart {
                context.stderr.line("\(commandPath): note: goals set from \(nextStart) are already in the journal and "
                    + "stay in force from that day on: these hold from \(options.from) to \(nextStart.adding(days: -1)) only; "
                    + "give '--from \(nextStart)' too to change those")
            }
            let appended = outcome.events.filter { $0.type != .journalCreated }
            noteCreated(outcome, target, context)
            if target.asJSON {
                var json = JSONWriter()
                json.object { json in
                    json.member("appended") { $0.array(appended) { $1.write(to: &$0) } }
                    json.member("from", made.from)
                    json.member("goals", made.isEmpty ? nil : made.goals)
                    json.member("dryRun", target.dryRun)
                }
                context.printJSON(json)
            } else {
                if target.dryRun { context.stdout.write(DryRunLines.text(outcome.events)) }
                context.stdout.write(GoalsInForce(date: made.from, set: made.isEmpty ? nil : made, isNew: true)
                    .text(width: TerminalWidth.columns(context)))
            }
            noteDryRun(target, context)
            return .success
        }
    }
}
