import MealLedger

extension Ledger {
    /// `ledger plan add MEAL DATE`: a saved meal planned for a day, without `append` or raw JSON.
    struct PlanAdd: LedgerCommand {
        static let servings = Eat.servings.with(help: "servings planned (default 1; 1/2, 1 1/2, ½ and 1½ work too)")
        static let slot = CommonOptions.slot.with(help: "the part of the day: breakfast, lunch, dinner or snack")

        static let spec = CommandSpec(
            name: "plan add",
            summary: "Plan a saved meal for a day (plan.assigned), with its slot and servings.",
            discussion: """
            MEAL names a saved meal by its id, its name (any case), a unique start of its name or a
            unique word of it; quote a name of several words, or let the words before the date be
            the name. DATE is any date 'ledger day' reads: 2026-11-23, friday, next monday,
            in 2 weeks, Nov 23. It appends one plan.assigned and says what was planned, with the
            assignment's short id ('ledger plan remove ID' takes it back).
            --json prints {"appended":[…the line, as an object…],"dryRun":false}.

            Examples:
              ledger plan add "Lentil soup" next monday --slot dinner --servings 2
              ledger plan add oat bowl tomorrow --slot breakfast
            """,
            usage: [.argument(.meal), .argument(.date), .option(slot), .option(servings), .option(CommonOptions.dryRun),
                    .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, slot, servings, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var meal: String
            var date: CalendarDate
            var slot: Slot?
            var servings: Double?
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let (meal, date) = try mealAndDate(arguments.positionals, context)
            return Options(target: try WriteTarget(arguments, context), meal: meal, date: date,
                           slot: try arguments[slot], servings: try arguments[servings])
        }

        /// MEAL and DATE from the words: the date is the longest run of last words that reads as
        /// one (`next monday`, `in 2 weeks`), the meal the words before it.
        static func mealAndDate(_ words: [String], _ context: CommandContext) throws -> (String, CalendarDate) {
            guard !words.isEmpty else { throw usageError("missing MEAL and DATE: the saved meal to plan and the day") }
            for split in 1..<max(words.count, 1) {
                let dateText = words[split...].joined(separator: " ")
                do throws(SmartDate.Failure) {
                    let date = try context.readDate(dateText)
                    let meal = words[..<split].joined(separator: " ").trimmingCharacters()
                    guard !meal.isEmpty else { continue }
                    return (meal, date)
                } catch .outsideCalendar {
                    throw CLIError.refused(commandPath, "DATE \(SmartDate.calendarRule), got '\(dateText)'")
                } catch {
                    continue
                }
            }
            let all = words.joined(separator: " ")
            throw usageError("missing DATE after MEAL: the day to plan '\(all)' for (\(SmartDate.forms))")
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let outcome = try appendEvents(options.target) { state in
                let record: MealLibrary.Record
                do {
                    record = try state.meals.resolve(options.meal)
                } catch let error as FieldError {
                    throw AppendRefusal(index: nil, message: "MEAL \(error.problem)")
                }
                if let deleted = record.deletedLine {
                    throw AppendRefusal(index: nil, message: "'\(record.definition.name)' is a meal deleted on line "
                        + "\(deleted); plan a meal in force ('ledger meals' lists them)")
                }
                let stamp = options.target.stamp
                return [stamp.event(.planAssigned(PlanAssigned(
                    assignmentId: stamp.newIdentifier(), mealId: record.definition.mealId, date: options.date,
                    slot: options.slot, servings: options.servings)))]
            }
            printPlanned(outcome, verb: options.target.dryRun ? "Would plan" : "Planned", options.target, context)
            let plans = outcome.events.compactMap { event -> PlanAssigned? in
                if case .planAssigned(let plan) = event.payload { return plan } else { return nil }
            }
            if !options.target.asJSON, !options.target.dryRun, let plan = plans.first {
                context.stdout.line("'ledger plan remove \(plan.assignmentId.short)' takes it back; "
                    + "'ledger plan \(plan.date)' shows the week.")
            }
            return .success
        }

        /// What `plan add` and `plan remove` print: each plan line appended, summarised, or as
        /// JSON; for a dry run, the lines it would append first.
        static func printPlanned(_ outcome: JournalAppender.Outcome, verb: String, _ target: WriteTarget,
                                 _ context: CommandContext) {
            noteCreated(outcome, target, context)
            let planned = outcome.events.filter { $0.type == .planAssigned || $0.type == .planUnassigned }
            if target.asJSON {
                var json = JSONWriter()
                json.object { json in
                    json.member("appended") { $0.array(planned) { $1.write(to: &$0) } }
                    json.member("dryRun", target.dryRun)
                }
                context.printJSON(json)
            } else {
                if target.dryRun { context.stdout.write(DryRunLines.text(planned)) }
                for event in planned {
                    context.stdout.line("\(verb) \(PlanText.line(event, state: outcome.state))")
                }
            }
            noteDryRun(target, context)
        }
    }
}
