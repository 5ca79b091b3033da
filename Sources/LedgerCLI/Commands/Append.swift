import MealLedger

extension Ledger {
    /// `ledger append TYPE [flags]` and `ledger append -`: one event, or many from stdin.
    struct Append: LedgerCommand {
        static let spec = CommandSpec(
            name: "append", arguments: "TYPE [--FIELD VALUE …] [--data JSON] | -",
            summary: "Append one event to the journal (or many from stdin with '-'), then print the lines written.",
            discussion: """
            Types and their flags (flags are the data fields in kebab-case):
              meal.created    --name --servings --ingredient … --primary-protein --primary-carb --other-component … --notes
              meal.edited     --meal-id and the fields to change (the rest stay as they are)
              meal.deleted    --meal-id
              food.logged     --name --calories [--protein --carbohydrates --fats --quantity --unit --source] [--date]
              meal.logged     --meal-id [--servings] [--date]      (items are the meal's ingredients, scaled)
              entry.removed   --entry-id
              goals.set       [--calories --protein --carbohydrates --fats] [--from]
              plan.assigned   --meal-id [--date]
              plan.unassigned --assignment-id
            --meal-id takes an id, its first or last characters, or the meal's name; --entry-id and
            --assignment-id take an id or its first or last characters (tables show the last 8). Ids, dates (today), servings (1)
            and source (manual) are filled in when left out. --ingredient takes
            name=…,quantity=…,unit=…,calories=…[,protein=…,carbohydrates=…,fats=…,source=…,food-id=…].

            'ledger append -' reads JSON lines from stdin: full journal lines (kept as they are,
            for moving events between journals) or {"type":…,"data":{…}} objects (filled in as
            above). All are appended or none.

            The append takes the journal's lock, checks the event against everything before it,
            writes it with one write and fsyncs before printing it.

            Examples:
              ledger append food.logged --name Apple --calories 95 --carbohydrates 25
              ledger append meal.created --name "Chicken bowl" --servings 2 \\
                --ingredient name=Chicken breast,quantity=300,unit=g,calories=495,protein=93,fats=11
              ledger append meal.logged --meal-id "chicken bowl" --servings 1
            """,
            options: [.journal, .device,
                      OptionSpec("data", value: "JSON", help: "the whole data object as JSON (flags override its fields)")]
                + allFieldOptions + mealSourceOptions)

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            let command = spec.commandPath
            guard let typeText = arguments.positionals.first else {
                throw CLIError.usage(command, "missing the event TYPE (or '-' to read events from stdin)")
            }
            guard arguments.positionals.count == 1 else {
                throw CLIError.usage(command, "unexpected argument '\(arguments.positionals[1])'")
            }
            let (path, isDefault) = context.journalPath(arguments)
            let stamp = try context.stamp(arguments)
            let inputs: [AppendInput]
            var copiedEntries: [Identifier] = []
            if typeText == "-" {
                let extra = arguments.givenOptions.filter { !["journal", "device"].contains($0) }
                if let first = extra.first {
                    throw CLIError.usage(command, "'--\(first)' does not go with '-': the events come from stdin")
                }
                inputs = try readStandardInput(context)
            } else {
                guard let type = EventType(rawValue: typeText) else {
                    let known = EventType.allCases.map(\.rawValue).joined(separator: ", ")
                    throw CLIError.usage(command, "unknown event type '\(typeText)' (known: \(known))")
                }
                inputs = [.draft(try draft(type: type, arguments: arguments, context: context, copiedEntries: &copiedEntries),
                                 source: nil)]
            }
            let outcome: JournalAppender.Outcome
            do {
                outcome = try JournalAppender.append(to: path, stamp: stamp, createFolder: isDefault) { state in
                    // Entries copied into a meal were read before the lock: they must still be logged.
                    for id in copiedEntries {
                        do {
                            try EntryIngredients.checkLogged(id, in: state)
                        } catch {
                            throw AppendRefusal(index: nil, message: "\(error)")
                        }
                    }
                    return try build(inputs, state: state, stamp: stamp, today: context.today)
                }
            } catch let refusal as AppendRefusal {
                let prefix = refusal.index.flatMap { inputs[$0].source.map { "<stdin>:\($0): " } } ?? ""
                throw CLIError.refused(command, refusal.message.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { prefix + $0 }.joined(separator: "\n"))
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
            if outcome.firstLine == 1 {
                context.stderr.line("ledger: created \(path)")
            }
            for event in outcome.events where event.type != .journalCreated || typeText == "journal.created" {
                context.stdout.write(bytes: event.canonicalBytes)
                context.stdout.line()
            }
            return .success
        }

        /// One event to append: complete already, or a draft to fill in.
        enum AppendInput {
            case event(Event, source: Int?)
            case draft(EventDraft, source: Int?)

            /// The stdin line it came from.
            var source: Int? {
                switch self {
                case .event(_, let source), .draft(_, let source): return source
                }
            }
        }

        /// Completes the inputs in order, each against the state with the ones before it.
        static func build(_ inputs: [AppendInput], state: LedgerState, stamp: EventStamp, today: CalendarDate)
            throws -> [Event] {
            var state = state
            var events: [Event] = []
            var line = state.eventCount + 1
            for (index, input) in inputs.enumerated() {
                let event: Event
                switch input {
                case .event(let complete, _):
                    event = complete
                case .draft(let draft, _):
                    do {
                        event = try draft.complete(in: state, stamp: stamp, today: today)
                    } catch {
                        throw AppendRefusal(index: index, message: error.description)
                    }
                }
                // The appender validates; applying here lets later drafts name earlier events
                // (not after the last one: applying copies the state's tables).
                if index + 1 < inputs.count { state.apply(event, line: line, offset: 0) }
                events.append(event)
                line += 1
            }
            return events
        }

        /// Builds the draft `data` from `--data` and the field flags.
        static func draft(type: EventType, arguments: Arguments, context: CommandContext,
                          copiedEntries: inout [Identifier]) throws -> EventDraft {
            let command = spec.commandPath
            let fields = fields(of: type)
            let isMeal = type == .mealCreated || type == .mealEdited
            var allowed = Set(fields.map(\.flag)).union(["journal", "device", "data"])
            if isMeal { allowed.formUnion(mealSourceFlags.union(["quantity", "unit"])) }
            if let stray = arguments.givenOptions.sorted().first(where: { !allowed.contains($0) }) {
                throw CLIError.usage(command, "option '--\(stray)' does not apply to \(type.rawValue)")
            }
            // --quantity and --unit repeat only to measure several --food ingredients.
            for name in ["quantity", "unit"] where !isMeal && arguments.all(name).count > 1 {
                throw CLIError.usage(command, "option '--\(name)' given twice")
            }
            var data: [(key: String, value: JSONValue)] = []
            if let json = arguments.value("data") {
                let value: JSONValue
                do {
                    value = try JSONParser.parse(json)
                } catch {
                    throw CLIError.usage(command, "--data is not valid JSON: \(error.description)")
                }
                guard case let .object(members) = value else {
                    throw CLIError.usage(command, "--data must be a JSON object, got \(json.prefix(40))")
                }
                data = members
            }
            func set(_ key: String, _ value: JSONValue) {
                data.removeAll { $0.key == key }
                data.append((key, value))
            }
            // A flag that does not read is named with the other bad fields, not alone: a stand-in
            // takes its place while the rest is checked.
            var flagProblems: [FieldError] = []
            do {
                for field in fields {
                    switch field.kind {
                    case .text:
                        if let text = arguments.value(field.flag) { set(field.field, .string(text)) }
                    case .number:
                        if let text = arguments.value(field.flag) {
                            let (value, problem) = numberOrStandIn(text, field: field.field)
                            if let problem { flagProblems.append(problem) }
                            set(field.field, value)
                        }
                    case .date:
                        if let text = arguments.value(field.flag) {
                            let (value, problem) = dateOrStandIn(text, field: field, context: context)
                            if let problem { flagProblems.append(problem) }
                            set(field.field, value)
                        }
                    case .ingredient:
                        let texts = arguments.all(field.flag)
                        if !texts.isEmpty {
                            var items: [JSONValue] = []
                            for (index, text) in texts.enumerated() { items.append(try ingredient(text, index: index)) }
                            set(field.field, .array(items))
                        }
                    case .component:
                        let texts = arguments.all(field.flag)
                        if !texts.isEmpty { set(field.field, .array(texts.map(JSONValue.string))) }
                    }
                }
            } catch {
                throw CLIError.refused(command, error.description)
            }
            if isMeal {
                let sources = try mealSources(arguments, context: context)
                apply(sources, to: &data)
                copiedEntries = sources.entryIds
            }
            var draft = EventDraft(type: type, data: data)
            draft.knownProblems = flagProblems
            return draft
        }

        /// The date a flag gives, or a stand-in and the problem when it gives none.
        static func dateOrStandIn(_ text: String, field: FieldFlag, context: CommandContext) -> (JSONValue, FieldError?) {
            do {
                let date = try context.parseDate(text, option: "--\(field.flag)", command: spec.commandPath)
                return (.string(date.description), nil)
            } catch {
                return (.string("2000-01-01"),
                        FieldError(field: field.field, problem: "must be a real date YYYY-MM-DD, got '\(text)'"))
            }
        }

        /// The number a flag gives, or a stand-in and the problem when it gives none.
        static func numberOrStandIn(_ text: String, field: String) -> (JSONValue, FieldError?) {
            do {
                return (try number(text, field: field), nil)
            } catch {
                return (.number(1), error)
            }
        }

        /// Reads stdin: one full journal line or one `{"type","data"}` object per line.
        static func readStandardInput(_ context: CommandContext) throws -> [AppendInput] {
            let command = spec.commandPath
            let bytes = context.readStandardInput()
            var inputs: [AppendInput] = []
            var lineNumber = 0
            for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
                lineNumber += 1
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                func refuse(_ message: String) -> CLIError {
                    CLIError.refused(command, "<stdin>:\(lineNumber): \(message)")
                }
                let value: JSONValue
                do {
                    value = try JSONParser.parse(Array(line))
                } catch {
                    throw refuse(error.description)
                }
                guard case let .object(members) = value else { throw refuse("each line must be a JSON object") }
                if members.contains(where: { $0.key == "id" }) {
                    do {
                        inputs.append(.event(try Event(json: value), source: lineNumber))
                    } catch {
                        throw refuse(error.description)
                    }
                    continue
                }
                if let stray = members.first(where: { $0.key != "type" && $0.key != "data" }) {
                    throw refuse("'\(stray.key)' is not a known field; give {\"type\":…,\"data\":{…}} or a full journal line")
                }
                guard case let .string(typeText)? = value["type"], let type = EventType(rawValue: typeText) else {
                    throw refuse("'type' must be one of \(EventType.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                let data: [(key: String, value: JSONValue)]
                switch value["data"] {
                case .object(let members)?: data = members
                case nil: data = []
                default: throw refuse("'data' must be an object")
                }
                inputs.append(.draft(EventDraft(type: type, data: data), source: lineNumber))
            }
            guard !inputs.isEmpty else { throw CLIError.usage(command, "no events on stdin") }
            return inputs
        }
    }
}
