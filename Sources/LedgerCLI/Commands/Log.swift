#if canImport(Glibc)
import Glibc
#endif
import MealLedger

extension Ledger {
    /// `ledger log`: the events, one a line, optionally of one type or touching one date.
    struct Log: LedgerCommand {
        static let type = Option<EventType>("type", value: .eventType, repeatable: true, help: "only events of this type") {
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

        /// Rows laid out from the first of them; the rest stream out in the same columns.
        static let rowsLaidOutTogether = 100

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let path = options.target.journal
            let output = context.stdout
            var replay = ReplayOptions()
            // The reader went away (`ledger log | head -1`): stop reading.
            replay.stopWhen = { output.isClosed }
            guard options.target.asJSON else {
                try streamTable(options, context, replay)
                return .success
            }
            var json = JSONWriter()
            try json.object { json in
                try json.member("events") { json in
                    try json.array { json in
                        _ = try replayForReading(path: path, context: context, options: replay) { event, line, state in
                            guard options.shows(event, state) else { return }
                            json.object { json in
                                json.member("line", line.number)
                                json.member("event", event)
                            }
                            // A long log goes out as it is written, not held whole.
                            if json.bytes.count >= 1 << 16 { context.stdout.write(bytes: ControlCharacters.escaped(json: json.takeBytes())) }
                        }
                    }
                }
            }
            context.printJSON(json)
            return .success
        }

        /// The table, streamed: its columns are laid out from the first rows (line numbers as
        /// wide as the file could need), then each row goes out as it is read, so the first
        /// line shows before the journal is read through and memory does not grow with it.
        static func streamTable(_ options: Options, _ context: CommandContext, _ replay: ReplayOptions) throws {
            var table = Table([("LINE", .right), ("AT", .left), ("DEVICE", .left), ("TYPE", .left), ("EVENT", .left)])
            table.keepWhole(["AT"])
            // No event line is shorter than 100 bytes: the line count cannot pass size / 100.
            var info = stat()
            let size = stat(options.target.journal, &info) == 0 ? Int(info.st_size) : 0
            let width = TerminalWidth.columns(context)
            var layout: Table.Layout?
            var streamed = 0
            _ = try replayForReading(path: options.target.journal, context: context, options: replay) { event, line, state in
                guard options.shows(event, state) else { return }
                let cells = [String(line.number), Format.instant(event.at), event.device, event.typeName,
                             EventSummary.text(event, state: state)]
                guard let layout else {
                    table.add(cells)
                    if table.rows.count == rowsLaidOutTogether {
                        table.reserve(String(max(1, size / 100)).count, forColumn: 0)
                        // Any type may come later; the types shown decide the column when --type is given.
                        let types = options.types.map(Array.init) ?? EventType.allCases
                        table.reserve(types.map(\.rawValue.count).max() ?? 0, forColumn: 3)
                        let first = table.layout(width: width)
                        layout = first
                        context.stdout.line(first.header())
                        for row in table.rows { context.stdout.line(first.line(row.cells, red: [])) }
                        context.stdout.flush()
                    }
                    return
                }
                context.stdout.line(layout.line(cells, red: []))
                streamed += 1
                if streamed % 1024 == 0 { context.stdout.flush() }
            }
            if layout == nil { context.stdout.write(table.render(width: width)) }
        }
    }
}
