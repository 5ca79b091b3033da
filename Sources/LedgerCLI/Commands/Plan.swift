import MealLedger

extension Ledger {
    /// `ledger plan eat [DATE]`: the meals planned for a day, logged as eaten.
    struct PlanEat: LedgerCommand {
        static let slot = CommonOptions.slot.with(help: "log only the meals planned for this slot")

        static let spec = CommandSpec(
            name: "plan eat",
            summary: "Log the meals planned for a day (default today) as eaten, with their servings and slots.",
            discussion: """
            Each meal planned for DATE (with --slot, only that slot's) is logged as meal.logged with
            the planned servings and slot, all in one batch. Exit 1 when nothing is planned.
            """,
            usage: [.optionalArgument("DATE"), .option(slot), .option(CommonOptions.dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, slot, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var date: CalendarDate
            var slot: Slot?
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            Options(target: try WriteTarget(arguments, context), date: try dateArgument(arguments, context),
                    slot: try arguments[slot])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let outcome = try appendEvents(options.target) { state in
                let planned = state.plan.assignments(on: options.date).filter { options.slot == nil || $0.slot == options.slot }
                guard !planned.isEmpty else {
                    let what = options.slot.map { " for \($0.rawValue)" } ?? ""
                    throw AppendRefusal(index: nil, message: "nothing is planned\(what) on \(options.date)")
                }
                let drafts = planned.map { assignment -> Append.AppendInput in
                    var data: [(key: String, value: JSONValue)] = [
                        ("mealId", .string(assignment.mealId.description)), ("date", .string(options.date.description)),
                        ("servings", .number(assignment.servings)),
                    ]
                    if let slot = assignment.slot { data.append(("slot", .string(slot.rawValue))) }
                    return .draft(EventDraft(type: .mealLogged, data: data), source: nil)
                }
                return try Append.build(drafts, state: state, stamp: options.target.stamp, today: options.date)
            }
            try printLogged(outcome, date: options.date, options.target, context)
            return .success
        }
    }

    /// `ledger plan copy DATE --to DATE`: a week's plan assigned again to another week.
    struct PlanCopy: LedgerCommand {
        static let to = Option<CalendarDate>(date: "to", help: "a day of the week to plan them in (required)")

        static let spec = CommandSpec(
            name: "plan copy",
            summary: "Plan the meals of the week holding DATE again, on the same weekdays of the week holding --to.",
            discussion: """
            Weeks start on Monday. Each assignment in force in the first week is assigned again
            (plan.assigned, same meal, slot and servings) on the same weekday of the second week,
            all in one batch. Meals deleted since are left out, and said so.
            """,
            usage: [.argument("DATE"), .text("--to DATE"), .option(CommonOptions.dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, to, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var from: CalendarDate
            var to: CalendarDate
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let (from, target) = try fromAndToDates(arguments, context, to: to,
                                                    missingFrom: "missing the DATE of the week to copy",
                                                    missingTo: "missing '--to DATE': a day of the week to plan in")
            _ = try weekStart(of: from, "the week of \(from)")
            _ = try weekStart(of: target, "the week of \(target)")
            return Options(target: try WriteTarget(arguments, context), from: from, to: target)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let fromStart = WeekReport.start(of: options.from, firstWeekday: .monday)
            let toStart = WeekReport.start(of: options.to, firstWeekday: .monday)
            var skipped: [String] = []
            let stamp = options.target.stamp
            let outcome = try appendEvents(options.target) { state in
                skipped = []
                var events: [Event] = []
                for offset in 0..<7 {
                    for assignment in state.plan.assignments(on: fromStart.adding(days: offset)) {
                        guard let meal = state.meals[assignment.mealId], !meal.isDeleted else {
                            skipped.append(state.meals[assignment.mealId]?.definition.name ?? assignment.mealId.short)
                            continue
                        }
                        events.append(stamp.event(.planAssigned(PlanAssigned(
                            assignmentId: stamp.newIdentifier(), mealId: assignment.mealId,
                            date: toStart.adding(days: offset), slot: assignment.slot,
                            servings: assignment.servings == 1 ? nil : assignment.servings))))
                    }
                }
                guard !events.isEmpty else {
                    throw AppendRefusal(index: nil, message: "nothing is planned in the week of \(fromStart); nothing to copy")
                }
                return events
            }
            for name in skipped { context.stderr.line("\(commandPath): left out '\(name)': the meal was deleted") }
            let assigned = outcome.events.filter { $0.type == .planAssigned }
            if options.target.asJSON {
                var json = JSONWriter()
                json.object { json in
                    json.member("appended") { $0.array(assigned) { $1.write(to: &$0) } }
                    json.member("dryRun", options.target.dryRun)
                }
                context.printJSON(json)
            } else {
                if options.target.dryRun { context.stdout.write(DryRunLines.text(outcome.events) + "\n") }
                let verb = options.target.dryRun ? "Would plan" : "Planned"
                context.stdout.line("\(verb) \(assigned.count) meal\(assigned.count == 1 ? "" : "s") in the week of \(toStart):")
                for event in assigned { context.stdout.line("  " + EventSummary.text(event, state: outcome.state)) }
            }
            noteDryRun(options.target, context)
            return .success
        }
    }
}
