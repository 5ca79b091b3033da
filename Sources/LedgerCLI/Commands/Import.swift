import MealLedger

extension Ledger {
    /// `ledger import csv|cronometer|mfp FILE|-`: a file of foods eaten, each row one `food.logged`.
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
            FILE '-' reads standard input (kept aside in a nameless file of $TMPDIR meanwhile).
            Columns are found by their header names, in any order; others are ignored.
            The file is read exactly or refused, naming FILE:LINE and the column: every row
            has as many fields as the header; a column is named once; figures are plain
            decimals (303.20, 1e3; no sign, hexadecimal or thousands separators); an empty
            energy cell is refused, an empty macro is unknown; text is valid UTF-8; line ends
            are CRLF, LF or CR. Each row becomes one food.logged (source manual) whose entry id
            is computed from the kind of file and the row's content: importing the same file
            again appends nothing, but for rows whose entry was removed since (an import taken
            back by 'ledger undo'), which are logged again under a new id. The file is read twice, in chunks: once to check it, once
            under the journal's lock to append its new rows in one batch, or none, at most
            \(ImportPlan.maximumNewEntries) of them. --dry-run checks everything and prints
            the lines it would append, writing nothing (with --json, the object below).
            Each entry keeps its slot (from the group or meal name) and a note naming FILE:LINE.
            --json prints {"file","format","rows","appended","alreadyPresent","from","to","dryRun"};
            a dry run's "appended" counts what it would append.
            """,
            usage: [.argument(.choice(ImportFormat.allCases.map(\.rawValue), "csv|cronometer|mfp")), .argument(.file("FILE|-")), .option(dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.json, CommonOptions.device, dryRun])

        struct Options {
            var format: ImportFormat
            /// The file to import, as given.
            var path: String
            /// The journal, the stamp, --dry-run and --json: the write path every command shares.
            var target: WriteTarget
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            guard arguments.positionals.count == 2 else {
                throw usageError("give the kind of file (csv, cronometer or mfp) and the FILE")
            }
            guard let format = ImportFormat(rawValue: arguments.positionals[0].lowercased()) else {
                throw usageError("the kind of file must be csv, cronometer or mfp, got '\(arguments.positionals[0])'")
            }
            return Options(format: format, path: arguments.positionals[1], target: try WriteTarget(arguments, context))
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let input = try Input.opening(options.path, context: context)
            let reader = ImportReader(format: options.format, fileLabel: input.label)
            let progress = Progress(context, name: input.name)
            defer { progress.finish() }
            // First reading, without the journal's lock: every row is checked (and standard
            // input kept aside), nothing is held. A bad file is refused here, writing nothing.
            do {
                try reader.forEachRow(readChunk: input.chunks { progress.update("checking", bytes: $0, of: input.size) }) { _ in }
            } catch let error as ImportError {
                throw CLIError.refused(commandPath, "\(input.name):\(error.description)")
            }
            let plan = try append(input, reader, options, context, progress)
            progress.finish()
            if options.target.dryRun, !options.target.asJSON {
                for event in plan.events { context.stdout.write(bytes: event.canonicalBytes); context.stdout.line() }
            }
            report(plan, input: input, options, context)
            return .success
        }

        /// Appends the new rows in one batch (or with `--dry-run` checks them the same way and
        /// writes nothing); the plan is made under the journal's lock, reading the file again.
        static func append(_ input: Input, _ reader: ImportReader, _ options: Options, _ context: CommandContext,
                           _ progress: Progress) throws -> ImportPlan {
            var plan: ImportPlan?
            do {
                // A refused event is named by the FILE:LINE of its row.
                let rowOfEvent = { (index: Int) -> String? in
                    plan.flatMap { index < $0.lines.count ? "\(input.name):\($0.lines[index]): " : nil }
                }
                let outcome = try appendEvents(options.target, namingEvent: rowOfEvent) { state in
                    var made = ImportPlan(format: options.format)
                    // The entries undo took back: their rows are imported again (SPEC 16).
                    let undone = try UndoneEntries.ids(inJournalAt: options.target.journal, state: state)
                    let chunks = input.chunks { progress.update("importing", bytes: $0, of: input.size) }
                    try reader.forEachRow(readChunk: chunks) { row in
                        try made.add(row, state: state, stamp: options.target.stamp, undone: undone)
                    }
                    plan = made
                    if made.events.isEmpty { throw NothingNew() }
                    return made.events
                }
                progress.finish()
                Self.noteCreated(outcome, options.target, context)
                return plan!
            } catch is NothingNew {
                return plan!
            } catch let error as ImportError {
                // The file changed between the readings, or holds too many new rows.
                throw CLIError.refused(commandPath, "\(input.name):\(error.description)")
            }
        }

        /// What was (or would be) done: a line for people (on stderr for a dry run, whose stdout
        /// holds the lines it would append), or the JSON object on stdout, the dry run's the
        /// same as the real run's but for `dryRun`.
        static func report(_ plan: ImportPlan, input: Input, _ options: Options, _ context: CommandContext) {
            let from = plan.from
            let to = plan.to
            if options.target.asJSON {
                var json = JSONWriter()
                json.object { json in
                    json.member("file", options.path)
                    json.member("format", options.format.rawValue)
                    json.member("rows", plan.rows)
                    json.member("appended", plan.events.count)
                    json.member("alreadyPresent", plan.alreadyPresent)
                    json.member("from", orNull: from?.description)
                    json.member("to", orNull: to?.description)
                    json.member("dryRun", options.target.dryRun)
                }
                // The file's name as given, its bidirectional and C1 controls written as JSON escapes (`\u202e`).
                context.printJSON(json)
                noteDryRun(options.target, context)
                return
            }
            let stream = options.target.dryRun ? context.stderr : context.stdout
            let verb = options.target.dryRun ? "dry run: would import" : "imported"
            let noun = plan.events.count == 1 ? "entry" : "entries"
            var text = "ledger: \(verb) \(plan.events.count) \(noun) from \(input.name)"
            if let from, let to { text += " (\(from) to \(to))" }
            text += plan.alreadyPresent > 0 ? "; \(plan.alreadyPresent) already in the journal" : ""
            if plan.events.isEmpty, plan.alreadyPresent > 0 { text += ", nothing to append" }
            stream.line(text)
        }
    }
}

/// Thrown inside the append when every row is in the journal already: nothing is written.
private struct NothingNew: Error {}
