import MealLedger

/// What the everyday commands (`eat`, `fix`, `copy`, `plan eat`) print after logging: the
/// entries just written, then the day's new total against its goal (SPEC section 9).
struct LoggedSummary: PrintableReport {
    /// The events appended (or, in a dry run, that would be), `journal.created` left out.
    var events: [Event]
    /// Every event of the batch, a new journal's `journal.created` included: what a dry run lists.
    var batch: [Event]
    /// The day the entries are on, as `ledger day` would show it now.
    var day: DayReport
    var isDryRun: Bool

    /// The summary of `outcome` for `date`, reading the day's other entries from the journal.
    init(_ outcome: JournalAppender.Outcome, date: CalendarDate, journal: String, isDryRun: Bool) throws {
        events = outcome.events.filter { $0.type != .journalCreated }
        batch = outcome.events
        self.isDryRun = isDryRun
        // New entries are read from the events themselves (a dry run wrote none of them).
        var fresh: [Int64: Event] = [:]
        for event in events {
            if let id = event.entryId, let record = outcome.state.log[id] { fresh[record.offset] = event }
        }
        let file = try? JournalFile.openForReading(journal)
        do {
            day = try DayReport(date: date, state: outcome.state) { offset in
                if let event = fresh[offset] { return event }
                guard let file else { throw JournalError.notFound(path: journal) }
                return try file.readEvent(at: offset)
            }
        } catch let error as JournalError {
            throw CLIError.journal(error)
        }
    }

    /// `{"appended":[…lines as objects…],"day":{…as ledger day --json…},"dryRun":bool}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("appended") { $0.array(events) { $1.write(to: &$0) } }
            json.member("day") { day.writeJSON(to: &$0) }
            json.member("dryRun", isDryRun)
        }
    }

    func text(width: Int?) -> String {
        var table = Table([("ENTRY", .left), ("LOGGED", .left), ("AMOUNT", .right)] + NutrientColumns.headers)
        table.keepWhole(["ENTRY"])
        for event in events {
            switch event.payload {
            case .foodLogged(let logged):
                table.add([logged.entryId.short, logged.name, Format.amount(logged.quantity, logged.unit)]
                    + NutrientColumns.cells(logged.nutrients))
            case .mealLogged(let logged):
                let perServing = logged.nutrients.scaled(by: 1 / logged.servings)
                table.add([logged.entryId.short, logged.mealName,
                           Format.quantity(logged.servings) + " × " + Format.calories(perServing.calories) + " kcal"]
                    + NutrientColumns.cells(logged.nutrients))
            case .entryRemoved(let removed):
                table.add([removed.entryId.short, "(removed)", ""])
            default:
                continue
            }
        }
        table.addRule()
        table.add(["", "Day total", ""] + NutrientColumns.cells(day.totals))
        if let goals = day.goals, day.remaining != nil {
            let remaining = GoalFigures.remaining(goals, after: day.totals)
            table.add(["", "Goal", ""] + NutrientColumns.cells(goals))
            table.add(["", "Remaining", ""] + NutrientColumns.cells(remaining),
                      red: NutrientColumns.negative(remaining, first: 3))
        }
        let verb = isDryRun ? "Would log" : "Logged"
        // A dry run first prints exactly the lines it would append, as `append --dry-run` does.
        let lines = isDryRun ? DryRunLines.text(batch) + "\n" : ""
        let slots = Set(events.compactMap { event -> Slot? in
            switch event.payload {
            case .foodLogged(let logged): return logged.slot
            case .mealLogged(let logged): return logged.slot
            default: return nil
            }
        }).sorted().map(\.rawValue)
        let slotText = slots.isEmpty ? "" : " for " + slots.joined(separator: ", ")
        return lines + "\(verb)\(slotText) on \(day.date.weekday.rawValue.capitalizedFirst) \(day.date):\n\n"
            + table.render(width: width)
    }
}
