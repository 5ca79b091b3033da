import MealLedger

extension Ledger {
    /// `ledger undo`: removes the newest entry this device logged that is still in force.
    struct Undo: LedgerCommand {
        static let spec = CommandSpec(
            name: "undo",
            summary: "Remove the newest entry this device logged (entry.removed), and say what it was.",
            discussion: """
            Appends entry.removed for the newest entry still in force that this device (--device,
            $MEAL_LEDGER_DEVICE, else the host name) logged: the one on the latest line of the
            journal, whatever time its clock stamped on it. Exit 1 when there is
            none. It never rewrites the journal: 'ledger audit' still shows the entry and its removal.
            """,
            usage: [.option(CommonOptions.dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, CommonOptions.dryRun, CommonOptions.json])

        typealias Options = WriteTarget

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            return try WriteTarget(arguments, context)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            var undone: Event?
            let outcome = try appendEvents(options) { state in
                guard let newest = try newestEntry(of: options.stamp.device, in: state, journal: options.journal) else {
                    throw AppendRefusal(index: nil, message: "no entry logged by device '\(options.stamp.device)' is in force; nothing to undo")
                }
                undone = newest
                return [options.stamp.event(.entryRemoved(EntryRemoved(entryId: newest.entryId!)))]
            }
            guard let undone else { return .refused }
            if options.asJSON {
                var json = JSONWriter()
                json.object { json in
                    json.member("removed") { undone.write(to: &$0) }
                    json.member("appended") { $0.array(outcome.events.filter { $0.type != .journalCreated }) { $1.write(to: &$0) } }
                    json.member("dryRun", options.dryRun)
                }
                context.printJSON(json)
            } else {
                if options.dryRun { context.stdout.write(DryRunLines.text(outcome.events) + "\n") }
                let verb = options.dryRun ? "Would remove" : "Removed"
                context.stdout.line("\(verb) \(EventSummary.text(undone, state: outcome.state))")
            }
            noteDryRun(options, context)
            return .success
        }

        /// The newest entry in force that `device` logged, in journal order: the one on the
        /// latest line. Never by `at`: a clock set wrong, or `demo`'s sample days, can stamp an
        /// older line later than a newer one.
        static func newestEntry(of device: String, in state: LedgerState, journal: String) throws -> Event? {
            let file = try LoggedEntries.open(journal)
            let ids = state.log.ids
            var position = ids.count - 1
            while position >= 0 {
                defer { position -= 1 }
                guard let record = state.log[ids[position]], !record.isRemoved else { continue }
                let event = try LoggedEntries.read(ids[position], record, in: file)
                if event.device == device { return event }
            }
            return nil
        }
    }
}
