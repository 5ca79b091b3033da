import MealLedger

extension Ledger {
    /// `ledger undo`: takes back the newest batch this device appended (SPEC 16), in journal
    /// order; after `fix`, the correction (the corrected entry removed, the original logged again).
    struct Undo: LedgerCommand {
        static let spec = CommandSpec(
            name: "undo",
            summary: "Take back the newest batch this device appended (all it logged, planned or set), and say what.",
            discussion: """
            Takes back the newest batch this device (--device, $MEAL_LEDGER_DEVICE, else the host
            name) appended: everything one command wrote (both meals of a 'plan eat', a whole
            'copy', an import), found in journal order, whatever time a clock stamped on it. Every
            command stamps all the lines it appends with one instant, so a batch is the run of
            this device's lines with the same "at"; lines another device added in between (a
            merge) are not part of it and stay.

            What it appends, in one batch, for each line of the batch taken back:
              food, meal or weigh-in logged   entry.removed
              a correction ('ledger fix')     entry.removed, and the original logged again
                                              (a copy with a new id that "replaces" it)
              plan.assigned                   plan.unassigned
              meal.created                    meal.deleted
              meal.edited                     meal.edited back to the definition before
              goals.set                       goals.set from the same day with the goals
                                              in force there before (none: no goals)
            What is no longer in force (removed since) is left as it is. A batch that itself
            took something back (entry.removed, plan.unassigned, meal.deleted) is refused (exit 1),
            naming its line: undo does not bring back what was removed.

            Every line it appends carries "undoes": the id of the first line of the batch it takes
            back. A second undo takes back the batch before, never the undo: an undo and the batch
            it names cancel. Undo knows its batches by that mark alone: a batch you appended
            yourself (an entry.removed by hand, goals set back by hand) is yours, whatever it does. Batches written before this release carry one instant per line,
            so one of their lines is taken back at a time. Exit 1 when there is nothing to undo.
            It never rewrites the journal: 'ledger audit' still shows every line.
            --dry-run and --json show what would be taken back. --json prints
              {"takenBack":[…],"removed":{…}|null,"appended":[…],"dryRun":false}
            with the batch's lines, the first entry removed and the lines appended.
            """,
            usage: [.option(CommonOptions.dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, CommonOptions.dryRun, CommonOptions.json])

        typealias Options = WriteTarget

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            return try WriteTarget(arguments, context)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            var takenBack: [Event] = []
            var removedEntries: [Identifier: Event] = [:]
            let stamp = options.stamp
            let outcome = try appendEvents(options) { state in
                let nothing = AppendRefusal(index: nil, message: "no batch appended by device '\(stamp.device)' is in force; "
                    + "nothing to undo")
                guard state.eventCount > 0 else { throw nothing }
                let file = try LoggedEntries.open(options.journal)
                var walk = BatchWalk(state: state, file: file, end: try file.status().size, device: stamp.device)
                guard let batch = try walk.newestBatch() else { throw nothing }
                if let (line, why) = try walk.irreversible(in: batch) {
                    let number = state.eventLines[line.event.id].map { "line \($0)" } ?? "a line"
                    throw AppendRefusal(index: nil, message: "the newest batch device '\(stamp.device)' appended "
                        + "(\(number): \(line.event.type.rawValue)) cannot be undone: \(why)")
                }
                takenBack = batch.map(\.event)
                // Stamped after every line the walk read, so a merge that orders lines by `at`
                // (a clock that ran ahead, then was set right) never puts the undo before them.
                if let latest = walk.latestInstantRead { stamp.placeBatch(after: latest) }
                let inverse = try walk.inverse(of: batch, newIdentifier: stamp.newIdentifier)
                for case .entryRemoved(let removed) in inverse.payloads {
                    removedEntries[removed.entryId] = try walk.entryEvent(removed.entryId)
                }
                let undoes = batch[0].event.id
                return inverse.payloads.map { payload in
                    var event = stamp.event(payload)
                    event.undoes = undoes
                    return event
                }
            }
            let appended = outcome.events.filter { $0.type != .journalCreated }
            if options.asJSON {
                let firstRemoved = appended.lazy.compactMap { event -> Event? in
                    guard case .entryRemoved(let removed) = event.payload else { return nil }
                    return removedEntries[removed.entryId]
                }.first
                var json = JSONWriter()
                json.object { json in
                    json.member("takenBack") { $0.array(takenBack) { $1.write(to: &$0) } }
                    if let firstRemoved { json.member("removed") { firstRemoved.write(to: &$0) } } else { json.member("removed") { $0.null() } }
                    json.member("appended") { $0.array(appended) { $1.write(to: &$0) } }
                    json.member("dryRun", options.dryRun)
                }
                context.printJSON(json)
            } else {
                if options.dryRun { context.stdout.write(DryRunLines.text(outcome.events) + "\n") }
                for event in appended {
                    context.stdout.line(describe(event, removedEntries: removedEntries, takenBack: takenBack,
                                                 state: outcome.state, dryRun: options.dryRun))
                }
            }
            noteDryRun(options, context)
            return .success
        }

        /// `Removed 2026-11-20 snack banana 122 kcal [0000000d]`: one line of what the undo appended.
        static func describe(_ event: Event, removedEntries: [Identifier: Event], takenBack: [Event],
                             state: LedgerState, dryRun: Bool) -> String {
            switch event.payload {
            case .entryRemoved(let removed):
                guard let entry = removedEntries[removed.entryId] else {
                    return "\(dryRun ? "Would remove" : "Removed") \(removed.entryId.short)"
                }
                // A correction is said to be one, of the entry it took the place of: not
                // `correcting …`, which would read as if the undo corrected something.
                let place = replacedEntry(of: entry).map { replaced in
                    entry.undoes == nil ? ", the correction of \(replaced.short)" : ", logged in place of \(replaced.short)"
                } ?? ""
                return "\(dryRun ? "Would remove" : "Removed") \(EventSummary.text(entry, state: state, namingReplaced: false))\(place)"
            case .planUnassigned(let unassigned):
                let assigned = takenBack.first { event in
                    if case .planAssigned(let assigned) = event.payload { return assigned.assignmentId == unassigned.assignmentId }
                    return false
                }
                let what = assigned.map { EventSummary.text($0, state: state) } ?? unassigned.assignmentId.short
                return "\(dryRun ? "Would take off the plan" : "Took off the plan") \(what)"
            case .mealDeleted:
                return "\(dryRun ? "Would delete the meal" : "Deleted the meal") \(EventSummary.text(event, state: state))"
            case .mealEdited:
                return "\(dryRun ? "Would edit the meal back to" : "Edited the meal back to") \(EventSummary.text(event, state: state))"
            case .goalsSet:
                return "\(dryRun ? "Would set the goals back" : "Set the goals back") \(EventSummary.text(event, state: state))"
            default:
                // The copy replaces the correction taken back; it is a copy of what that corrected.
                let logged = dryRun ? "Would log the original again" : "Logged the original again"
                let original = replacedEntry(of: event).flatMap { removedEntries[$0] }.flatMap(replacedEntry(of:))
                return "\(logged): \(EventSummary.text(event, state: state, namingReplaced: false))"
                    + (original.map { ", a copy of \($0.short)" } ?? "")
            }
        }

        /// The entry a correction replaces (`replaces`), or nil.
        static func replacedEntry(of event: Event) -> Identifier? {
            switch event.payload {
            case .foodLogged(let food): return food.replaces
            case .mealLogged(let meal): return meal.replaces
            case .weightLogged(let weighIn): return weighIn.replaces
            default: return nil
            }
        }

        /// True when `event` logs what `original` logged, under another id (and whatever it replaces).
        static func isCopy(_ event: Event, of original: Event) -> Bool {
            let zero = Identifier(high: 0, low: 0)
            guard let left = try? loggedAgain(event, replacing: zero, id: zero),
                  let right = try? loggedAgain(original, replacing: zero, id: zero) else { return false }
            return left == right
        }

        /// `entry`'s payload with a new entry id, replacing `correction`: the original logged again.
        static func loggedAgain(_ entry: Event, replacing correction: Identifier, id: Identifier) throws -> EventPayload {
            switch entry.payload {
            case .foodLogged(var food):
                food.entryId = id
                food.replaces = correction
                return .foodLogged(food)
            case .mealLogged(var meal):
                meal.entryId = id
                meal.replaces = correction
                return .mealLogged(meal)
            case .weightLogged(var weighIn):
                weighIn.entryId = id
                weighIn.replaces = correction
                return .weightLogged(weighIn)
            default:
                throw AppendRefusal(index: nil, message: "line \(entry.id.short) logs no entry; nothing to log again")
            }
        }
    }
}
