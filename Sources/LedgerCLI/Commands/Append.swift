import MealLedger

extension Ledger {
    /// `ledger append TYPE [flags]` and `ledger append -`: one event, or many from stdin.
    struct Append: LedgerCommand {
        static let data = Option<[(key: String, value: JSONValue)]>(
            "data", value: .text("JSON"), help: "the whole data object as JSON (flags override its fields)") {
            json, _ throws(OptionProblem) in
            let value: JSONValue
            do throws(JSONParseError) {
                value = try JSONParser.parse(json)
            } catch {
                throw OptionProblem { option, _ in "\(option) is not valid JSON: \(error.description)" }
            }
            guard case let .object(members) = value else {
                throw OptionProblem { option, text in "\(option) must be a JSON object, got \(text.prefix(40))" }
            }
            return members
        }

        static let spec = CommandSpec(
            name: "append",
            summary: "Append one event to the journal (or many from stdin with '-'), then print the lines written.",
            discussion: """
            Types and their flags (flags are the data fields in kebab-case):
            \(EventFlags.table)
            --meal-id takes an id, its first or last characters, or the meal's name; --entry-id and
            --assignment-id take an id or its first or last characters (tables show the last 8). Ids, dates (today), servings (1)
            and source (manual) are filled in when left out. --ingredient takes
            name=…,quantity=…,unit=…,calories=…[,protein=…,carbohydrates=…,fats=…,source=…,food-id=…].
            A meal's ingredients given as a list (--ingredient, or "ingredients" in --data) come first;
            those --food, --from-recipe, --from-draft and --from-entries build follow them.

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
            usage: [.argument(.eventType), .text("[--FIELD VALUE …]"), .option(data), .text("| -")],
            options: [CommonOptions.journal, CommonOptions.device, data, CommonOptions.dryRun] + fieldOptions
                + mealSourceOptions + [skipUnmatched])

        struct Options {
            /// The journal, the stamp and --dry-run (append prints lines, not JSON).
            var target: WriteTarget
            var inputs: [AppendInput]
            /// Logged entries copied into a meal, checked again under the journal's lock.
            var copiedEntries: [Identifier]
            /// True for `append journal.created`, whose line is printed like any other.
            var printsJournalCreated: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            guard let typeText = arguments.positionals.first else {
                throw usageError("missing the event TYPE (or '-' to read events from stdin)")
            }
            guard arguments.positionals.count == 1 else {
                throw usageError("unexpected argument '\(arguments.positionals[1])'")
            }
            let target = try WriteTarget(arguments, context, readsJSON: false)
            var copiedEntries: [Identifier] = []
            let inputs: [AppendInput]
            if typeText == "-" {
                let shared: [any OptionDeclaration] = [CommonOptions.journal, CommonOptions.device, CommonOptions.dryRun]
                if let first = arguments.firstGiven(outside: shared) {
                    throw usageError("'\(first)' does not go with '-': the events come from stdin")
                }
                inputs = try readStandardInput(context)
            } else {
                guard let type = EventType(rawValue: typeText) else {
                    let names = EventType.allCases.map(\.rawValue)
                    let nearest = Suggestion.nearest(to: typeText, among: names).map { "did you mean '\($0)'? " } ?? ""
                    throw usageError("unknown event type '\(typeText)' (\(nearest)known: \(names.joined(separator: ", ")))")
                }
                inputs = try drafts(type: type, arguments: arguments, context: context, copiedEntries: &copiedEntries)
                    .map { .draft($0, source: nil) }
            }
            return Options(target: target, inputs: inputs, copiedEntries: copiedEntries,
                           printsJournalCreated: typeText == EventType.journalCreated.rawValue)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let outcome: JournalAppender.Outcome
            do {
                // A line of stdin is named by its number, whichever check refused its event.
                let lineOfStdin = { (index: Int) in
                    options.inputs.indices.contains(index) ? options.inputs[index].source.map { "<stdin>:\($0): " } : nil
                }
                outcome = try appendEvents(options.target, namingEvent: lineOfStdin) { state in
                    // Entries copied into a meal were read before the lock: they must still be logged.
                    for id in options.copiedEntries {
                        do {
                            try EntryIngredients.checkLogged(id, in: state)
                        } catch {
                            throw AppendRefusal(index: nil, message: "\(error)")
                        }
                    }
                    return try build(options.inputs, state: state, stamp: options.target.stamp, today: context.today)
                }
            }
            if options.target.dryRun {
                printDryRun(outcome, journal: options.target.journal, context)
                return .success
            }
            noteCreated(outcome, options.target, context)
            for event in outcome.events where event.type != .journalCreated || options.printsJournalCreated {
                context.stdout.write(bytes: ControlCharacters.escaped(json: event.canonicalBytes))
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

        /// Builds the draft from `--data`, the field flags of `type` and, for meals, the
        /// meal-building flags; a `food.logged` from a recipe is one draft per food.
        static func drafts(type: EventType, arguments: Arguments, context: CommandContext,
                           copiedEntries: inout [Identifier]) throws -> [EventDraft] {
            let isMeal = type == .mealCreated || type == .mealEdited
            var allowed: [any OptionDeclaration] = EventFlags.flags(of: type).map(\.option)
                + [CommonOptions.journal, CommonOptions.device, data, CommonOptions.dryRun]
            if isMeal { allowed += mealSourceOptions + foodMeasures }
            if type == .foodLogged { allowed += foodSourceOptions }
            if let stray = arguments.firstGiven(outside: allowed) {
                throw usageError("option '\(stray)' does not apply to \(type.rawValue)")
            }
            let steps = isMeal ? try ingredientSteps(arguments, type: type) : []
            // --quantity and --unit repeat only to measure several --food ingredients.
            for measure in foodMeasures where !isMeal && arguments.count(measure) > 1 {
                throw usageError("option '\(measure.dashed)' given twice")
            }
            var data = try arguments[Self.data] ?? []
            // What the meal --meal-id names gives may not come from --data too: it would silently
            // replace the meal's name or items.
            if type == .mealLogged, arguments.has(MealLogged.mealIdFlag.option),
               let (field, what) = MealLogged.fieldsFromMeal.first(where: { member in data.contains { $0.key == member.field } }) {
                throw CLIError.refused(commandPath, "'\(field)' comes with the meal '\(MealLogged.mealIdFlag.option.dashed)' "
                    + "names (\(what)); leave it out of '\(Self.data.dashed)'")
            }
            // A flag that does not read is named with the other bad fields, not alone: a stand-in
            // takes its place while the rest is checked.
            let (fields, flagProblems) = try fieldData(of: type, arguments, context)
            for (key, value) in fields {
                data.removeAll { $0.key == key }
                data.append((key, value))
            }
            // Built ingredients follow a list --data gives; anything else there would be dropped unread.
            if isMeal, let builder = arguments.given(among: listBuildingOptions).first,
               let given = data.last(where: { $0.key == "ingredients" })?.value {
                switch given {
                case .array, .null: break
                default:
                    throw usageError("'--data' gives \"ingredients\" that are no list, and '\(builder.dashed)' builds the list: "
                        + "give them as a list (the built ones follow it) or leave them out")
                }
            }
            let sources = isMeal ? try mealSources(arguments, context: context) : nil
            copiedEntries = sources?.entryIds ?? []
            let foods = type == .foodLogged ? try loggedFoods(arguments, context: context) : nil
            var given = data
            // With a food, --quantity and --unit measured it: they are not fields of the entry.
            for measure in [FoodLogged.quantityFlag, FoodLogged.unitFlag] where foods != nil && arguments.has(measure.option) {
                given.removeAll { $0.key == measure.field }
            }
            return (foods.map { $0.map(Optional.some) } ?? [nil]).map { food in
                // A food is typed: the draft gives only the entry's own fields (--date, --slot, --notes, --name).
                var draft = EventDraft(type: type, data: given)
                draft.food = food
                draft.knownProblems = flagProblems
                draft.ingredientSteps = steps
                draft.allowsDuplicateName = arguments[allowDuplicateName]
                if let sources { apply(sources, to: &draft) }
                return draft
            }
        }
    }
}
