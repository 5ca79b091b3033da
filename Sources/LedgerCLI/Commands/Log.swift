import MealLedger

extension Ledger {
    /// `ledger log`: the events, one a line, optionally of one type or touching one date.
    struct Log: LedgerCommand {
        static let spec = CommandSpec(
            name: "log", arguments: "[--type TYPE] [--date DATE] [--json]",
            summary: "Print the journal's events (like 'hledger print'), with line numbers.",
            discussion: """
            --date keeps the events that touched that day: foods and meals logged on it, their
            removals, plan assignments for it, and goals starting on it.
            --json prints {"events":[{"line":N,"event":{…}}]} with each event as in the journal.
            """,
            options: [.journal, .json, .noSnapshot,
                      OptionSpec("type", value: "TYPE", repeatable: true, help: "only events of this type"),
                      OptionSpec("date", value: "DATE", help: "only events that touched this day")])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            let command = spec.commandPath
            guard arguments.positionals.isEmpty else {
                throw CLIError.usage(command, "unexpected argument '\(arguments.positionals[0])'")
            }
            var types: Set<EventType>?
            if arguments.has("type") {
                var chosen = Set<EventType>()
                for text in arguments.all("type") {
                    guard let type = EventType(rawValue: text) else {
                        throw CLIError.usage(command, "unknown event type '\(text)'")
                    }
                    chosen.insert(type)
                }
                types = chosen
            }
            let date = try arguments.value("date").map { text throws(CLIError) in
                try context.parseDate(text, option: "--date", command: command)
            }
            let path = context.journalPath(arguments).path
            func isShown(_ event: Event, _ state: LedgerState) -> Bool {
                if let types, !types.contains(event.type) { return false }
                if let date, !EventSummary.dates(event, state: state).contains(date) { return false }
                return true
            }
            if arguments.has("json") {
                var json = JSONWriter()
                try json.object { json in
                    try json.member("events") { json in
                        try json.array { json in
                            _ = try replayForReading(path: path, context: context) { event, line, state in
                                guard isShown(event, state) else { return }
                                json.object { json in
                                    json.member("line", line.number)
                                    json.member("event", event)
                                }
                                // A long log goes out as it is written, not held whole.
                                if json.bytes.count >= 1 << 16 { context.stdout.write(bytes: json.takeBytes()) }
                            }
                        }
                    }
                }
                context.printJSON(json)
            } else {
                var table = Table([("LINE", .right), ("AT", .left), ("DEVICE", .left), ("TYPE", .left), ("EVENT", .left)])
                _ = try replayForReading(path: path, context: context) { event, line, state in
                    guard isShown(event, state) else { return }
                    table.add([String(line.number), Format.instant(event.at), event.device, event.type.rawValue,
                               EventSummary.text(event, state: state)])
                }
                context.stdout.write(table.render())
            }
            return .success
        }
    }
}
