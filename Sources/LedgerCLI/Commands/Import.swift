import MealLedger

extension Ledger {
    /// `ledger import csv|cronometer|mfp FILE`: a file of foods eaten, each row one `food.logged`.
    struct Import: LedgerCommand {
        static let dryRun = CommonOptions.dryRun

        static let spec = CommandSpec(
            name: "import",
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
            usage: [.argument("csv|cronometer|mfp"), .argument("FILE"), .option(dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.device, dryRun])

        struct Options {
            var format: ImportFormat
            /// The file to import, as given.
            var path: String
            var journal: String
            var isDefaultJournal: Bool
            var stamp: EventStamp
            var isDryRun: Bool
            var asJSON: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            guard arguments.positionals.count == 2 else {
                throw usageError("give the kind of file (csv, cronometer or mfp) and the FILE")
            }
            guard let format = ImportFormat(rawValue: arguments.positionals[0].lowercased()) else {
                throw usageError("the kind of file must be csv, cronometer or mfp, got '\(arguments.positionals[0])'")
            }
            let (journal, isDefault) = try context.journalPath(arguments)
            return Options(format: format, path: arguments.positionals[1], journal: journal, isDefaultJournal: isDefault,
                           stamp: try context.stamp(arguments), isDryRun: arguments[dryRun],
                           asJSON: arguments[CommonOptions.json])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let path = options.path
            let bytes = try readImportFile(path)
            let label = path.split(separator: "/").last.map(String.init) ?? path
            let rows: [ImportRow]
            do {
                rows = try ImportReader(format: options.format, fileLabel: label).rows(bytes)
            } catch {
                throw CLIError.refused(commandPath, "\(path):\(error.description)")
            }
            let plan = try append(rows, options, context)
            if options.isDryRun {
                for event in plan.events { context.stdout.write(bytes: event.canonicalBytes); context.stdout.line() }
            }
            report(plan, rows: rows, options, context)
            return .success
        }

        /// Appends the new rows in one batch (or with `--dry-run` checks them the same way and
        /// writes nothing); the plan is made again under the journal's lock.
        static func append(_ rows: [ImportRow], _ options: Options, _ context: CommandContext) throws -> ImportPlan {
            var plan: ImportPlan?
            do {
                let makeEvents = { (state: LedgerState) throws -> [Event] in
                    let made = ImportPlan(rows: rows, format: options.format, state: state, stamp: options.stamp)
                    plan = made
                    if made.new.isEmpty { throw NothingNew() }
                    return made.events
                }
                let outcome = options.isDryRun
                    ? try JournalAppender.preview(to: options.journal, stamp: options.stamp, makeEvents: makeEvents)
                    : try JournalAppender.append(to: options.journal, stamp: options.stamp,
                                                 createFolder: options.isDefaultJournal, makeEvents: makeEvents)
                if !options.isDryRun, outcome.firstLine == 1 { context.stderr.line("ledger: created \(options.journal)") }
                return plan!
            } catch is NothingNew {
                return plan!
            } catch let refusal as AppendRefusal {
                let line = refusal.index.flatMap { plan?.new[$0].row.line }
                throw CLIError.refused(commandPath, (line.map { "\(options.path):\($0): " } ?? "") + refusal.message)
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
        }

        /// What was (or would be) done: a line for people, or JSON; on stderr for a dry run,
        /// whose stdout holds the lines it would append.
        static func report(_ plan: ImportPlan, rows: [ImportRow], _ options: Options, _ context: CommandContext) {
            let dates = plan.new.map(\.row.date)
            let from = dates.min()
            let to = dates.max()
            let stream = options.isDryRun ? context.stderr : context.stdout
            if options.asJSON {
                var json = JSONWriter()
                json.object { json in
                    json.member("file", options.path)
                    json.member("format", options.format.rawValue)
                    json.member("rows", rows.count)
                    json.member("appended", options.isDryRun ? 0 : plan.new.count)
                    json.member("alreadyPresent", plan.alreadyPresent)
                    json.member("from", orNull: from?.description)
                    json.member("to", orNull: to?.description)
                }
                stream.write(bytes: json.bytes)
                stream.line()
                return
            }
            let verb = options.isDryRun ? "dry run: would import" : "imported"
            let noun = plan.new.count == 1 ? "entry" : "entries"
            var text = "ledger: \(verb) \(plan.new.count) \(noun) from \(options.path)"
            if let from, let to { text += " (\(from) to \(to))" }
            text += plan.alreadyPresent > 0 ? "; \(plan.alreadyPresent) already in the journal" : ""
            if plan.new.isEmpty, plan.alreadyPresent > 0 { text += ", nothing to append" }
            stream.line(text)
        }
    }
}

/// Thrown inside the append when every row is in the journal already: nothing is written.
private struct NothingNew: Error {}
