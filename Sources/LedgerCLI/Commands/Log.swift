import MealLedger

extension Ledger {
    /// `ledger log`: the events, one a line, optionally of one type or touching one date.
    struct Log: LedgerCommand {
        static let type = Option<EventType>("type", value: "TYPE", repeatable: true, help: "only events of this type") {
            text, _ throws(OptionProblem) in
            guard let type = EventType(rawValue: text) else { throw .message { "unknown event type '\($0)'" } }
            return type
        }
        static let date = Option<CalendarDate>(date: "date", help: "only events that touched this day")

        static let spec = CommandSpec(
            name: "log",
            summary: "Print the journal's events (like 'hledger print'), with line numbers.",
            discussion: """
            --date keeps the events that touched that day: foods and meals logged on it, their
            removals, plan assignments for it, and goals starting on it.
            --json prints {"events":[{"line":N,"event":{…}}]} with each event as in the journal.
            """,
            usage: [.option(type), .option(date), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.noSnapshot, type, date])

        struct Options {
            /// Only events of these types; nil for all.
            var types: Set<EventType>?
            /// Only events that touched this day.
            var date: CalendarDate?
            var target: ReportTarget

            func shows(_ event: Event, _ state: LedgerState) -> Bool {
                if let types, !types.contains(event.type) { return false }
                if let date, !EventSummary.dates(event, state: state).contains(date) { return false }
                return true
            }
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            try expectNoPositionals(arguments)
            let types = arguments.has(type) ? Set(try arguments[all: type]) : nil
            return Options(types: types, date: try arguments[date], target: try ReportTarget(arguments, context))
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let path = options.target.journal
            guard options.target.asJSON else {
                var table = Table([("LINE", .right), ("AT", .left), ("DEVICE", .left), ("TYPE", .left), ("EVENT", .left)])
                _ = try replayForReading(path: path, context: context) { event, line, state in
                    guard options.shows(event, state) else { return }
                    table.add([String(line.number), Format.instant(event.at), event.device, event.type.rawValue,
                               EventSummary.text(event, state: state)])
                }
                context.stdout.write(table.render())
                return .success
            }
            var json = JSONWriter()
            try json.object { json in
                try json.member("events") { json in
                    try json.array { json in
                        _ = try replayForReading(path: path, context: context) { event, line, state in
                            guard options.shows(event, state) else { return }
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
            return .success
        }
    }
}
