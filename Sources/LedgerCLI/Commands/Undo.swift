import MealLedger

extension Ledger {
    /// `ledger undo`: takes back the newest entry this device logged that is still in force;
    /// after `fix`, the correction (the corrected entry removed, the original logged again).
    struct Undo: LedgerCommand {
        static let spec = CommandSpec(
            name: "undo",
            summary: "Remove the newest entry this device logged (entry.removed), and say what it was.",
            discussion: """
            Appends entry.removed for the newest entry still in force that this device (--device,
            $MEAL_LEDGER_DEVICE, else the host name) logged: the one on the latest line of the
            journal, whatever time its clock stamped on it.

            After 'ledger fix' it takes back the correction, in one batch: the corrected entry is
            removed and the original is logged again (a copy with a new id that "replaces" the
            correction). A second undo then takes back what came before the fix, not the fix
            again. Exit 1 when there is nothing to undo. It never rewrites the journal: 'ledger
            audit' still shows every entry and its removal.
            """,
            usage: [.option(CommonOptions.dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, CommonOptions.dryRun, CommonOptions.json])

        typealias Options = WriteTarget

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            return try WriteTarget(arguments, context)
        }

        /// What one undo takes back.
        struct TakeBack {
            /// The entry it removes.
            var removed: Event
            /// The original that a correction replaced, logged again in its place; nil when the
            /// entry removed was no correction.
            var original: Event?
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            var takeBack: TakeBack?
            let stamp = options.stamp
            let outcome = try appendEvents(options) { state in
                guard let found = try newestTakeBackOfAnyEntry(of: stamp.device, in: state, journal: options.journal) else {
                    throw AppendRefusal(index: nil, message: "no entry logged by device '\(stamp.device)' is in force; nothing to undo")
                }
                takeBack = found
                let removal = stamp.event(.entryRemoved(EntryRemoved(entryId: found.removed.entryId!)))
                guard let original = found.original else { return [removal] }
                return [removal, stamp.event(try loggedAgain(original, replacing: found.removed.entryId!, id: stamp.newIdentifier()))]
            }
            guard let takeBack else { return .refused }
            let appended = outcome.events.filter { $0.type != .journalCreated }
            if options.asJSON {
                var json = JSONWriter()
                json.object { json in
                    json.member("removed") { takeBack.removed.write(to: &$0) }
                    json.member("appended") { $0.array(appended) { $1.write(to: &$0) } }
                    json.member("dryRun", options.dryRun)
                }
                context.printJSON(json)
            } else {
                if options.dryRun { context.stdout.write(DryRunLines.text(outcome.events) + "\n") }
                let verb = options.dryRun ? "Would remove" : "Removed"
                context.stdout.line("\(verb) \(EventSummary.text(takeBack.removed, state: outcome.state))")
                if takeBack.original != nil, let again = appended.last {
                    let logged = options.dryRun ? "Would log the original again" : "Logged the original again"
                    context.stdout.line("\(logged): \(EventSummary.text(again, state: outcome.state))")
                }
            }
            noteDryRun(options, context)
            return .success
        }

        /// What to take back: the newest entry in force that `device` logged, in journal order
        /// (the latest line; never by `at`: a clock set wrong, or `demo`'s sample days, can stamp
        /// an older line later than a newer one), with the original it corrected when it is a
        /// correction (`fix`).
        ///
        /// An entry an earlier undo logged again in place of a correction's original is no new
        /// step to take back: it stands for that original, where the original was logged, so
        /// the next undo goes on to what came before the fix.
        static func newestTakeBack(of device: String, in state: LedgerState, journal: String) throws -> TakeBack? {
            let file = try LoggedEntries.open(journal)
            let ids = state.log.ids
            var standIns: [Identifier: Event] = [:]
            var position = ids.count - 1
            while position >= 0 {
                defer { position -= 1 }
                let id = ids[position]
                guard let record = state.log[id] else { continue }
                if record.isRemoved {
                    if let standIn = standIns[id] { return TakeBack(removed: standIn, original: nil) }
                    continue
                }
                let event = try LoggedEntries.read(id, record, in: file)
                guard event.device == device else { continue }
                guard let replaced = replacedEntry(of: event), let replacedRecord = state.log[replaced],
                      replacedRecord.isRemoved else {
                    return TakeBack(removed: event, original: nil)
                }
                let corrected = try LoggedEntries.read(replaced, replacedRecord, in: file)
                if let original = replacedEntry(of: corrected), let originalRecord = state.log[original],
                   case let first = try LoggedEntries.read(original, originalRecord, in: file), isCopy(event, of: first) {
                    // Logged again by an undo of the correction `corrected`: it stands for `first`.
                    standIns[original] = event
                    continue
                }
                return TakeBack(removed: event, original: corrected)
            }
            return nil
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
