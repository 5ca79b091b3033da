import MealLedger

extension Ledger {
    /// `ledger copy DATE --to DATE`: a day's entries (or one slot's) logged again on another day.
    struct Copy: LedgerCommand {
        static let to = Option<CalendarDate>(date: "to", help: "the day to log them on (required)")
        static let slot = CommonOptions.slot.with(help: "copy only this slot's entries")
        static let again = Flag("again", help: "log every entry again, also those copied to the day already")

        static let spec = CommandSpec(
            name: "copy",
            summary: "Log a day's entries (or one slot's) again on another day: yesterday's breakfast today.",
            discussion: """
            Every entry in force on DATE (with --slot, only that slot's) is logged again on the
            --to day in one all-or-none batch: same names, items, nutrition and slots, new entry ids.
            An entry the --to day holds a copy of already (same names, items, nutrition, slot and
            notes) is skipped, and said so: running it twice logs nothing twice. When every entry
            was copied already it refuses (exit 1) naming them, unless --again copies them once more.
            A logged meal whose meal was deleted since is left out, and said so; the rest is
            copied (exit 1, naming them, when nothing could be).

            Examples:
              ledger copy yesterday --to today --slot breakfast
              ledger copy 2026-11-20 --to 2026-11-23
            """,
            usage: [.argument(.date), .text("--to DATE"), .option(slot), .option(again), .option(CommonOptions.dryRun),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, to, slot, again, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var from: CalendarDate
            var to: CalendarDate
            var slot: Slot?
            var again: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let (from, target) = try fromAndToDates(arguments, context, to: to, missingFrom: "missing the DATE to copy from",
                                                    missingTo: "missing '--to DATE': the day to log them on")
            return Options(target: try WriteTarget(arguments, context), from: from, to: target, slot: try arguments[slot],
                           again: arguments[again])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let stamp = options.target.stamp
            var skipped: [String] = []
            var leftOut: [String] = []
            let outcome = try appendEvents(options.target) { state in
                let file = try LoggedEntries.open(options.target.journal)
                // What the --to day holds already, each copy matched to one entry at most.
                var present: [EventPayload] = []
                if !options.again {
                    for (id, record) in state.log.entries(on: options.to) {
                        if let key = copyKey(try LoggedEntries.read(id, record, in: file).payload) { present.append(key) }
                    }
                }
                skipped = []
                leftOut = []
                var events: [Event] = []
                for (id, record) in state.log.entries(on: options.from) {
                    let logged = try LoggedEntries.read(id, record, in: file)
                    guard options.slot == nil || slot(of: logged.payload) == options.slot,
                          let key = copyKey(logged.payload) else { continue }
                    if let match = present.firstIndex(of: key) {
                        present.remove(at: match)
                        skipped.append(EventSummary.text(logged, state: state))
                        continue
                    }
                    switch logged.payload {
                    case .foodLogged(var food):
                        food.entryId = stamp.newIdentifier()
                        food.date = options.to
                        food.replaces = nil
                        events.append(stamp.event(.foodLogged(food)))
                    case .mealLogged(var meal):
                        // A meal deleted since cannot be logged again; the rest of the day can (issue 28).
                        if let deleted = state.meals[meal.mealId]?.deletedLine {
                            leftOut.append("\(EventSummary.text(logged, state: state)): the meal was deleted on line \(deleted)")
                            continue
                        }
                        meal.entryId = stamp.newIdentifier()
                        meal.date = options.to
                        meal.replaces = nil
                        // A copy eats no planned meal: the plan of the --to day stays to be logged.
                        meal.assignmentId = nil
                        events.append(stamp.event(.mealLogged(meal)))
                    default:
                        continue
                    }
                }
                guard !events.isEmpty else {
                    let what = options.slot.map { "for \($0.rawValue) " } ?? ""
                    if !leftOut.isEmpty {
                        throw AppendRefusal(index: nil, message: "no entry \(what)on \(options.from) could be copied: "
                            + (leftOut + skipped.map { $0 + ": on \(options.to) already" }).joined(separator: "; "))
                    }
                    if !skipped.isEmpty {
                        throw AppendRefusal(index: nil, message: "every entry \(what)on \(options.from) is on \(options.to) "
                            + "already: " + skipped.joined(separator: "; ") + "; give --again to copy them once more")
                    }
                    throw AppendRefusal(index: nil, message: "nothing is logged \(what)on \(options.from); nothing to copy")
                }
                return events
            }
            for text in leftOut { context.stderr.line("\(commandPath): left out \(text)") }
            if !skipped.isEmpty {
                context.stderr.line("\(commandPath): skipped, on \(options.to) already: " + skipped.joined(separator: "; ")
                    + " (--again copies them once more)")
            }
            try printLogged(outcome, date: options.to, options.target, context)
            return .success
        }

        /// The slot an entry was logged in.
        static func slot(of payload: EventPayload) -> Slot? {
            switch payload {
            case .foodLogged(let food): return food.slot
            case .mealLogged(let meal): return meal.slot
            default: return nil
            }
        }

        /// What a copy of the entry keeps (its id, day, correction and plan link set aside), to
        /// tell an entry the --to day holds a copy of already; nil for no logged entry.
        static func copyKey(_ payload: EventPayload) -> EventPayload? {
            let zero = Identifier(high: 0, low: 0)
            let day = CalendarDate(dayNumber: 0)
            switch payload {
            case .foodLogged(var food):
                (food.entryId, food.date, food.replaces) = (zero, day, nil)
                return .foodLogged(food)
            case .mealLogged(var meal):
                (meal.entryId, meal.date, meal.replaces, meal.assignmentId) = (zero, day, nil, nil)
                return .mealLogged(meal)
            default:
                return nil
            }
        }
    }
}
