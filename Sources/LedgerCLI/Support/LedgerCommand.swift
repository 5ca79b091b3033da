import MealLedger

/// One command of the `ledger` tool: declares its flags, validates, calls the library, renders.
protocol LedgerCommand {
    static var spec: CommandSpec { get }
    static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode
}

/// The journal path and device name every command resolves the same way.
extension CommandContext {
    /// `--journal`/`-f`, else `$MEAL_LEDGER_JOURNAL`, else `~/.local/share/meal-ledger/journal.jsonl`.
    func journalPath(_ arguments: Arguments) -> (path: String, isDefault: Bool) {
        if let path = arguments.value("journal"), !path.isEmpty { return (path, false) }
        if let path = environment["MEAL_LEDGER_JOURNAL"], !path.isEmpty { return (path, false) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeDirectory
        return (home + "/.local/share/meal-ledger/journal.jsonl", true)
    }

    /// `--device`, else `$MEAL_LEDGER_DEVICE`, else the host name.
    func deviceName(_ arguments: Arguments) throws(CLIError) -> String {
        let name = arguments.value("device") ?? environment["MEAL_LEDGER_DEVICE"] ?? hostName
        let trimmed = name.isEmpty ? "unknown" : name
        do {
            try Event.validateDevice(trimmed)
        } catch {
            throw CLIError.usage("ledger", "device name: \(error.problem)")
        }
        return trimmed
    }

    /// The stamp for new events: this context's clock, ids and device.
    func stamp(_ arguments: Arguments) throws(CLIError) -> EventStamp {
        EventStamp(clock: clock, ids: ids, device: try deviceName(arguments))
    }

    /// Reads a `YYYY-MM-DD` argument, or `today`/`yesterday`/`tomorrow`.
    func parseDate(_ text: String, option: String, command: String) throws(CLIError) -> CalendarDate {
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
        default:
            guard let date = CalendarDate(text) else {
                throw .usage(command, "\(option) must be a real date YYYY-MM-DD, got '\(text)'")
            }
            return date
        }
    }
}
