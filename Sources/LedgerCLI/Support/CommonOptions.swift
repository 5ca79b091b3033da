import MealLedger

/// The options many commands share, declared once.
enum CommonOptions {
    /// `--journal PATH`, `-f PATH`: which journal (see `CommandContext.journalPath`).
    static let journal = Option<String>(
        "journal", short: "f", value: "PATH",
        help: "the journal (default $MEAL_LEDGER_JOURNAL, else ~/.local/share/meal-ledger/journal.jsonl)")
    /// `--json`: one JSON document instead of a table.
    static let json = Flag("json", help: "print one JSON document instead of a table")
    /// `--device NAME`: the name new events carry (see `CommandContext.deviceName`).
    static let device = Option<String>(
        "device", value: "NAME", help: "the writing device's name (default $MEAL_LEDGER_DEVICE, else the host name)")
    /// `--help`, `-h`: every command takes it; the dispatcher answers it.
    static let help = Flag("help", short: "h", help: "show this help")
    /// `--color auto|always|never`: every command takes it (see `CommandContext.applyTerminalOptions`).
    static let color = Option<ColourChoice>(
        "color", value: "WHEN", help: "colour: auto (on a terminal, unless NO_COLOR is set), always or never") {
        text, _ throws(OptionProblem) in
        guard let choice = ColourChoice(rawValue: text) else { throw .invalid("must be auto, always or never") }
        return choice
    }
    /// `--no-pager`: every command takes it; long output on a terminal is then not paged.
    static let noPager = Flag("no-pager", help: "never send long output through $PAGER")
    /// `--no-snapshot`: the dispatcher replays the whole journal for the command.
    static let noSnapshot = Flag("no-snapshot", help: "replay the whole journal; neither read nor write the snapshot")
}

extension Option where Value == CalendarDate {
    /// A date option: `YYYY-MM-DD`, `today`, `yesterday` or `tomorrow`.
    init(date name: String, help: String) {
        self.init(name, value: "DATE", help: help) { text, context throws(OptionProblem) in
            guard let date = context.date(text) else { throw .invalid("must be a real date YYYY-MM-DD") }
            return date
        }
    }
}

extension CommandContext {
    /// Reads `YYYY-MM-DD`, or `today`, `yesterday`, `tomorrow` in this context's time zone.
    func date(_ text: String) -> CalendarDate? {
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
        default: return CalendarDate(text)
        }
    }
}
