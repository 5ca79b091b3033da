import MealLedger

extension Ledger {
    /// `ledger plan eat [DATE]`: the meals planned for a day, logged as eaten, each once.
    struct PlanEat: LedgerCommand {
        static let slot = CommonOptions.slot.with(help: "log only the meals planned for this slot")
        static let again = Flag("again", help: "log every planned meal, also those logged already")

        static let spec = CommandSpec(
            name: "plan eat",
            summary: "Log the meals planned for a day (default today) as eaten, with their servings and slots.",
            discussion: """
            Each meal planned for DATE (with --slot, only that slot's) that is not logged yet is
            logged as meal.logged with the planned servings and slot, all in one batch; the entry
            carries the assignment's id ("assignmentId"), so running it again logs nothing twice.
            It says which planned meals it skipped as logged already; when all were, it refuses
            (exit 1) naming them, unless --again logs them once more. A meal deleted since it was
            planned is left out, and said so; the others are logged. Exit 1 when nothing is
            planned, or nothing could be logged.
            """,
            usage: [.optionalArgument(.date), .option(slot), .option(again), .option(CommonOptions.dryRun),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, slot, again, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var date: CalendarDate
            var slot: Slot?
            var again: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            Options(target: try WriteTarget(arguments, context), date: try dateArgument(arguments, context),
                    slot: try arguments[slot], again: arguments[again])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            var skipped: [String] = []
            var leftOut: [String] = []
            let stamp = options.target.stamp
            let outcome = try appendEvents(options.target) { state in
                let planned = state.plan.assignments(on: options.date).filter { options.slot == nil || $0.slot == options.slot }
                guard !planned.isEmpty else {
                    let what = options.slot.map { " for \($0.rawValue)" } ?? ""
                    throw AppendRefusal(index: nil, message: "nothing is planned\(what) on \(options.date)")
                }
                let logged = options.again ? [] : try loggedAssignments(on: options.date, state: state,
                                                                        journal: options.target.journal)
                skipped = planned.filter { logged.contains($0.assignmentId) }.map { assignmentText($0, state: state) }
                leftOut = []
                var events: [Event] = []
                for assignment in planned where !logged.contains(assignment.assignmentId) {
                    // A meal deleted since it was planned cannot be logged; the rest of the day can (issue 28).
                    guard let meal = state.meals[assignment.mealId], !meal.isDeleted else {
                        let line = state.meals[assignment.mealId]?.deletedLine.map { " on line \($0)" } ?? ""
                        leftOut.append(assignmentText(assignment, state: state) + ": the meal was deleted\(line)")
                        continue
                    }
                    if let problem = MealLogged.scaledFigureProblem(servings: assignment.servings, of: meal.definition,
                                                                    mealLine: meal.createdLine) {
                        throw AppendRefusal(index: nil, message: "\(assignmentText(assignment, state: state)): the planned "
                            + "'servings' \(CanonicalNumber.text(assignment.servings)) \(problem)")
                    }
                    events.append(stamp.event(.mealLogged(MealLogged(
                        entryId: stamp.newIdentifier(), date: options.date, mealId: meal.definition.mealId,
                        mealName: meal.definition.name, servings: assignment.servings,
                        items: meal.definition.items(forServings: assignment.servings), slot: assignment.slot,
                        assignmentId: assignment.assignmentId))))
                }
                guard !events.isEmpty else {
                    if !leftOut.isEmpty {
                        throw AppendRefusal(index: nil, message: "no meal planned on \(options.date) could be logged: "
                            + (leftOut + skipped.map { $0 + ": logged already" }).joined(separator: "; "))
                    }
                    throw AppendRefusal(index: nil, message: "every meal planned on \(options.date) is logged already: "
                        + skipped.joined(separator: ", ") + "; give --again to log them once more")
                }
                return events
            }
            for text in leftOut { context.stderr.line("\(commandPath): left out \(text)") }
            if !skipped.isEmpty {
                context.stderr.line("\(commandPath): skipped, logged already: " + skipped.joined(separator: ", ")
                    + " (--again logs them once more)")
            }
            try printLogged(outcome, date: options.date, options.target, context)
            return .success
        }

        /// The assignments that entries in force on `date` say they eat.
        static func loggedAssignments(on date: CalendarDate, state: LedgerState, journal: String) throws -> Set<Identifier> {
            let entries = state.log.entries(on: date)
            guard !entries.isEmpty else { return [] }
            let file = try LoggedEntries.open(journal)
            var found = Set<Identifier>()
            for (id, record) in entries {
                if case .mealLogged(let meal) = try LoggedEntries.read(id, record, in: file).payload,
                   let assignment = meal.assignmentId {
                    found.insert(assignment)
                }
            }
            return found
        }

        /// `Oat bowl (breakfast) [1a2b3c4d]`.
        static func assignmentText(_ assignment: WeeklyPlan.Record, state: LedgerState) -> String {
            let name = state.meals[assignment.mealId]?.definition.name ?? assignment.mealId.short
            let slot = assignment.slot.map { " (\($0.rawValue))" } ?? ""
            return "\(ControlCharacters.escaped(name))\(slot) [\(assignment.assignmentId.short)]"
        }
    }

    /// `ledger plan copy DATE --to DATE`: a week's plan assigned again to another week.
    struct PlanCopy: LedgerCommand {
        static let to = Option<CalendarDate>(date: "to", help: "a day of the week to plan them in (required)")
        static let again = Flag("again", help: "plan every meal again, also those the week holds already")

        static let spec = CommandSpec(
            name: "plan copy",
            summary: "Plan the meals of the week holding DATE again, on the same weekdays of the week holding --to.",
            discussion: """
            Weeks start on Monday. Each assignment in force in the first week is assigned again
            (plan.assigned, same meal, slot and servings) on the same weekday of the second week,
            all in one batch. Meals deleted since are left out, and said so. A meal the second
            week plans already on that weekday (same slot and servings) is skipped, and said so:
            running it twice plans nothing twice. When every one was, it refuses (exit 1) naming
            them, unless --again plans them once more.
            """,
            usage: [.argument(.date), .text("--to DATE"), .option(again), .option(CommonOptions.dryRun),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, to, again, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var from: CalendarDate
            var to: CalendarDate
            var again = false
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let (from, target) = try fromAndToDates(arguments, context, to: to,
                                                    missingFrom: "missing the DATE of the week to copy",
                                                    missingTo: "missing '--to DATE': a day of the week to plan in")
            _ = try weekStart(of: from, "the week of \(from)")
            _ = try weekStart(of: target, "the week of \(target)")
            return Options(target: try WriteTarget(arguments, context), from: from, to: target, again: arguments[again])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let fromStart = WeekReport.start(of: options.from, firstWeekday: .monday)
            let toStart = WeekReport.start(of: options.to, firstWeekday: .monday)
            var skipped: [String] = []
            var present: [String] = []
            let stamp = options.target.stamp
            let outcome = try appendEvents(options.target) { state in
                skipped = []
                present = []
                var events: [Event] = []
                for offset in 0..<7 {
                    // What the second week plans on this weekday already, each matched once at most.
                    var there = options.again ? [] : state.plan.assignments(on: toStart.adding(days: offset))
                    for assignment in state.plan.assignments(on: fromStart.adding(days: offset)) {
                        guard let meal = state.meals[assignment.mealId], !meal.isDeleted else {
                            skipped.append(state.meals[assignment.mealId]?.definition.name ?? assignment.mealId.short)
                            continue
                        }
                        if let match = there.firstIndex(where: {
                            $0.mealId == assignment.mealId && $0.slot == assignment.slot && $0.servings == assignment.servings
                        }) {
                            present.append(PlanText.describe(mealId: there[match].mealId, date: there[match].date,
                                                             slot: there[match].slot, servings: there[match].servings,
                                                             assignment: there[match].assignmentId, state: state))
                            there.remove(at: match)
                            continue
                        }
                        events.append(stamp.event(.planAssigned(PlanAssigned(
                            assignmentId: stamp.newIdentifier(), mealId: assignment.mealId,
                            date: toStart.adding(days: offset), slot: assignment.slot,
                            servings: assignment.servings == 1 ? nil : assignment.servings))))
                    }
                }
                guard !events.isEmpty else {
                    if !present.isEmpty {
                        throw AppendRefusal(index: nil, message: "the week of \(toStart) plans every meal already: "
                            + present.joined(separator: "; ") + "; give --again to plan them once more")
                    }
                    throw AppendRefusal(index: nil, message: "nothing is planned in the week of \(fromStart); nothing to copy")
                }
                return events
            }
            for name in skipped { context.stderr.line("\(commandPath): left out '\(name)': the meal was deleted") }
            if !present.isEmpty {
                context.stderr.line("\(commandPath): skipped, planned already: " + present.joined(separator: "; ")
                    + " (--again plans them once more)")
            }
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
