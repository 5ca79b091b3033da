import MealLedger

extension Ledger {
    /// `ledger copy DATE --to DATE`: a day's entries (or one slot's) logged again on another day.
    struct Copy: LedgerCommand {
        static let to = Option<CalendarDate>(date: "to", help: "the day to log them on (required)")
        static let slot = CommonOptions.slot.with(help: "copy only this slot's entries")

        static let spec = CommandSpec(
            name: "copy",
            summary: "Log a day's entries (or one slot's) again on another day: yesterday's breakfast today.",
            discussion: """
            Every entry in force on DATE (with --slot, only that slot's) is logged again on the
            --to day in one all-or-none batch: same names, items, nutrition and slots, new entry ids.

            Examples:
              ledger copy yesterday --to today --slot breakfast
              ledger copy 2026-11-20 --to 2026-11-23
            """,
            usage: [.argument("DATE"), .text("--to DATE"), .option(slot), .option(CommonOptions.dryRun),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, to, slot, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var from: CalendarDate
            var to: CalendarDate
            var slot: Slot?
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let (from, target) = try fromAndToDates(arguments, context, to: to, missingFrom: "missing the DATE to copy from",
                                                    missingTo: "missing '--to DATE': the day to log them on")
            return Options(target: try WriteTarget(arguments, context), from: from, to: target, slot: try arguments[slot])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let stamp = options.target.stamp
            let outcome = try appendEvents(options.target) { state in
                var events: [Event] = []
                for (id, record) in state.log.entries(on: options.from) {
                    let logged = try LoggedEntries.read(id, record, journal: options.target.journal)
                    switch logged.payload {
                    case .foodLogged(var food) where options.slot == nil || food.slot == options.slot:
                        food.entryId = stamp.newIdentifier()
                        food.date = options.to
                        food.replaces = nil
                        events.append(stamp.event(.foodLogged(food)))
                    case .mealLogged(var meal) where options.slot == nil || meal.slot == options.slot:
                        if let deleted = state.meals[meal.mealId]?.deletedLine {
                            throw AppendRefusal(index: nil, message: "'\(meal.mealName)' (entry \(meal.entryId.short)) cannot be "
                                + "logged again: the meal was deleted on line \(deleted); copy the other slots with --slot")
                        }
                        meal.entryId = stamp.newIdentifier()
                        meal.date = options.to
                        meal.replaces = nil
                        events.append(stamp.event(.mealLogged(meal)))
                    default:
                        continue
                    }
                }
                guard !events.isEmpty else {
                    let what = options.slot.map { "for \($0.rawValue) " } ?? ""
                    throw AppendRefusal(index: nil, message: "nothing is logged \(what)on \(options.from); nothing to copy")
                }
                return events
            }
            try printLogged(outcome, date: options.to, options.target, context)
            return .success
        }
    }
}
