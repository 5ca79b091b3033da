import MealLedger

extension Ledger {
    /// `ledger import csv|cronometer|mfp FILE`: a file of foods eaten, each row one `food.logged`.
    struct Import: LedgerCommand {
        static let spec = CommandSpec(
            name: "import", arguments: "csv|cronometer|mfp FILE [--dry-run] [--json]",
            summary: "Log the foods of a CSV file: ledger's own export, Cronometer's or MyFitnessPal's.",
            discussion: """
            csv         what 'ledger export csv' writes (date,slot,entryId,kind,name,quantity,unit,
                        calories,protein,carbohydrates,fats,source,foodId)
            cronometer  Cronometer's food & recipe entries export ("servings"): Day, Group,
                        Food Name, Amount, Energy (kcal), Protein (g), Carbs (g), Fat (g)
            mfp         MyFitnessPal's nutrition export (Nutrition-Summary…csv): Date, Meal,
                        Calories, Fat (g), Carbohydrates (g), Protein (g); it names no foods, so
                        each row is logged as its meal ("Breakfast (MyFitnessPal)")
            Columns are found by their header names, in any order; others are ignored.
            Each row becomes one food.logged (source manual) whose entry id is computed from
            the kind of file and the row's content: importing the same file again appends
            nothing. All rows are appended in one batch, or none: the first bad field is named
            as FILE:LINE and its column. --dry-run checks everything and prints the lines it
            would append, writing nothing.
            The slot (from the group or meal name) and a note naming FILE:LINE are read but
            not yet written: food.logged has no slot or notes field in this release.
            --json prints {"file","format","rows","appended","alreadyPresent","from","to"}.
            """,
            options: [.journal, .json, .device,
                      OptionSpec("dry-run", help: "check and print what would be appended; write nothing")])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            let command = spec.commandPath
            guard arguments.positionals.count == 2 else {
                throw CLIError.usage(command, "give the kind of file (csv, cronometer or mfp) and the FILE")
            }
            guard let format = ImportFormat(rawValue: arguments.positionals[0].lowercased()) else {
                throw CLIError.usage(command, "the kind of file must be csv, cronometer or mfp, got '\(arguments.positionals[0])'")
            }
            let path = arguments.positionals[1]
            let bytes = try readImportFile(path, command: command)
            let label = path.split(separator: "/").last.map(String.init) ?? path
            let rows: [ImportRow]
            do {
                rows = try ImportReader(format: format, fileLabel: label).rows(bytes)
            } catch {
                throw CLIError.refused(command, "\(path):\(error.description)")
            }
            let stamp = try context.stamp(arguments)
            let (plan, lines) = arguments.has("dry-run")
                ? try dryRun(rows, format: format, path: path, stamp: stamp, arguments: arguments, context: context)
                : try append(rows, format: format, path: path, stamp: stamp, arguments: arguments, context: context)
            if arguments.has("dry-run") {
                for event in plan.events { context.stdout.write(bytes: event.canonicalBytes); context.stdout.line() }
            }
            report(plan, rows: rows, format: format, path: path, lines: lines, arguments: arguments, context: context)
            return .success
        }

        /// Appends the new rows in one batch; the plan is made again under the journal's lock.
        static func append(_ rows: [ImportRow], format: ImportFormat, path: String, stamp: EventStamp,
                           arguments: Arguments, context: CommandContext) throws -> (ImportPlan, Int?) {
            let (journal, isDefault) = context.journalPath(arguments)
            var plan: ImportPlan?
            do {
                let outcome = try JournalAppender.append(to: journal, stamp: stamp, createFolder: isDefault) { state in
                    let made = ImportPlan(rows: rows, format: format, state: state, stamp: stamp)
                    plan = made
                    if made.new.isEmpty { throw NothingNew() }
                    return made.events
                }
                if outcome.firstLine == 1 { context.stderr.line("ledger: created \(journal)") }
                return (plan!, outcome.firstLine)
            } catch is NothingNew {
                return (plan!, nil)
            } catch let refusal as AppendRefusal {
                let line = refusal.index.flatMap { plan?.new[$0].row.line }
                throw CLIError.refused(spec.commandPath, (line.map { "\(path):\($0): " } ?? "") + refusal.message)
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
        }

        /// Checks the new rows against the journal as it is, as the append would, writing nothing.
        static func dryRun(_ rows: [ImportRow], format: ImportFormat, path: String, stamp: EventStamp,
                           arguments: Arguments, context: CommandContext) throws -> (ImportPlan, Int?) {
            var state = LedgerState()
            if fileExists(context.journalPath(arguments).path) {
                state = try context.reportState(arguments).0.state
            }
            if state.eventCount == 0 {
                // A new journal starts with journal.created, as the append would write it.
                state.apply(stamp.event(.journalCreated(JournalCreated())), line: 1, offset: 0)
            }
            let plan = ImportPlan(rows: rows, format: format, state: state, stamp: stamp)
            var line = state.eventCount + 1
            for (row, event) in plan.new {
                if let finding = state.problems(with: event, line: line).first {
                    throw CLIError.refused(spec.commandPath, "\(path):\(row.line): \(finding.message)")
                }
                state.apply(event, line: line, offset: 0)
                line += 1
            }
            return (plan, nil)
        }

        /// What was (or would be) done: a line for people, or JSON.
        static func report(_ plan: ImportPlan, rows: [ImportRow], format: ImportFormat, path: String, lines: Int?,
                           arguments: Arguments, context: CommandContext) {
            let dates = plan.new.map(\.row.date)
            let from = dates.min()
            let to = dates.max()
            if arguments.has("json") {
                var json = JSONWriter()
                json.raw("{")
                json.member("file", first: true); json.string(path)
                json.member("format"); json.string(format.rawValue)
                json.member("rows"); json.number(Double(rows.count))
                json.member("appended"); json.number(Double(arguments.has("dry-run") ? 0 : plan.new.count))
                json.member("alreadyPresent"); json.number(Double(plan.alreadyPresent))
                json.member("from"); json.optionalString(from?.description)
                json.member("to"); json.optionalString(to?.description)
                json.raw("}")
                let stream = arguments.has("dry-run") ? context.stderr : context.stdout
                stream.write(bytes: json.bytes)
                stream.line()
                return
            }
            let verb = arguments.has("dry-run") ? "would import" : "imported"
            let noun = plan.new.count == 1 ? "entry" : "entries"
            var text = "ledger: \(verb) \(plan.new.count) \(noun) from \(path)"
            if let from, let to { text += " (\(from) to \(to))" }
            text += plan.alreadyPresent > 0 ? "; \(plan.alreadyPresent) already in the journal" : ""
            if plan.new.isEmpty, plan.alreadyPresent > 0 { text += ", nothing to append" }
            (arguments.has("dry-run") ? context.stderr : context.stdout).line(text)
        }
    }
}

/// Thrown inside the append when every row is in the journal already: nothing is written.
private struct NothingNew: Error {}
