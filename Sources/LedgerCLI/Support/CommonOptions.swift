import MealLedger

/// The options many commands share, declared once.
enum CommonOptions {
    /// `--journal PATH`, `-f PATH`: which journal (see `CommandContext.journalPath`).
    static let journal = Option<String>(
        "journal", short: "f", value: .path,
        help: "the journal (default $MEAL_LEDGER_JOURNAL, else meal-ledger/journal.jsonl in $XDG_DATA_HOME "
            + "or ~/.local/share)")
    /// `--json`: one JSON document instead of a table.
    static let json = Flag("json", help: "print one JSON document instead of a table")
    /// `--device NAME`: the name new events carry (see `CommandContext.deviceName`).
    static let device = Option<String>(
        "device", value: .text("NAME"), help: "the writing device's name (default $MEAL_LEDGER_DEVICE, else the host name)")
    /// `--help`, `-h`: every command takes it; the dispatcher answers it.
    static let help = Flag("help", short: "h", help: "show this help")
    /// `--dry-run`: a writing command checks everything and prints what it would append.
    static let dryRun = Flag("dry-run", help: "check everything and print the lines it would append; write nothing")
    /// `--slot S`: the part of the day.
    static let slot = Option<Slot>("slot", value: .slot, help: "breakfast, lunch, dinner or snack") { text, _ throws(OptionProblem) in
        guard let slot = Slot(rawValue: text.lowercased()) else { throw .invalid("must be one of \(Slot.list)") }
        return slot
    }
    /// `--color auto|always|never`: every command takes it (see `CommandContext.applyTerminalOptions`).
    static let color = Option<ColourChoice>(
        "color", value: .choice(["auto", "always", "never"], "WHEN"), help: "colour: auto (on a terminal, unless NO_COLOR is set), always or never") {
        text, _ throws(OptionProblem) in
        guard let choice = ColourChoice(rawValue: text) else { throw .invalid("must be auto, always or never") }
        return choice
    }
    /// `--no-pager`: every command takes it; long output on a terminal is then not paged.
    static let noPager = Flag("no-pager", help: "never send long output through $PAGER")
    /// `--no-snapshot`: the dispatcher replays the whole journal for the command.
    static let noSnapshot = Flag("no-snapshot", help: "replay the whole journal; neither read nor write the snapshot")

    /// The options that may come before the command as well as after it (`ledger -f F day`,
    /// `ledger --json week`): read as if given after it, by a command that declares them.
    /// Every option declared here is global; add new shared options to this list.
    static let global: [any OptionDeclaration] = [journal, json, device, noSnapshot]

    /// What the parser takes as global: the options of `global`, and those `CommandSpec` gives
    /// every command (`--color`, `--no-pager`; `--help` aside, which stops the globals). Listed,
    /// not gathered from every command's spec, so that start-up builds no spec but the one of
    /// the command run; a test checks the list against every command's options.
    static let globalSpecs: [OptionSpec] = global.map(\.spec) + [color.spec, noPager.spec]
}

extension Option where Value == CalendarDate {
    /// A date option: any form `SmartDate` reads.
    init(date name: String, help: String) {
        self.init(name, value: .date, help: help) { text, context throws(OptionProblem) in
            do throws(SmartDate.Failure) {
                return try context.readDate(text)
            } catch .unreadable {
                throw .invalid("must be a date (\(SmartDate.forms))")
            } catch {
                throw .pastLimit(SmartDate.calendarRule)
            }
        }
    }
}

extension CommandContext {
    /// Reads a date in any form `SmartDate` reads, relative to today in this context's time
    /// zone; nil when it names none or a day outside 0001-01-01…9999-12-31.
    func date(_ text: String) -> CalendarDate? {
        SmartDate.read(text) { today }
    }

    /// The same, saying why there is no date: not one of the forms, or outside the calendar;
    /// `this/last/next week` start on `firstWeekday` (`--week-start`).
    func readDate(_ text: String, firstWeekday: Weekday = .monday) throws(SmartDate.Failure) -> CalendarDate {
        try SmartDate.date(text, firstWeekday: firstWeekday) { today }
    }
}
