#if canImport(Glibc)
import Glibc
#endif
import MealLedger

extension Ledger {
    /// `ledger eat WHAT…`: a saved meal, or foods described in words, logged in one step.
    struct Eat: LedgerCommand {
        static let servings = Option<Double>("servings", value: .number(),
            help: "servings eaten (default 1; 1/2, 1 1/2, ½ and 1½ work too)") { text, _ throws(OptionProblem) in
            try positiveAmount(text)
        }
        static let date = Option<CalendarDate>(date: "date", help: "the day it was eaten (default today)")
        static let notes = Option<String>("notes", value: .text(), help: "a note kept with the entry")

        static let spec = CommandSpec(
            name: "eat",
            summary: "Log a saved meal or foods in words (\"2 eggs and toast\"), then show the day against its goal.",
            discussion: """
            WHAT (all the words, joined) names a saved meal by its id, its name (any case), a
            unique start of its name or a unique whole word of it ("chili" is a saved "Beef
            chili": saved meals come before foods; it says which meal it took, and '100 g chili' logs
            the food); it is logged as meal.logged with --servings. Otherwise the
            words are read as foods, as 'ledger recipe parse' reads them, and each food is logged
            as food.logged from the food table (--servings multiplies them). A word that matches
            no food refuses the whole entry (nothing written) unless --skip-unmatched.
            Without --date, words that name an earlier day choose it ("yesterday I had
            pizza", "pizza last night"), and it says so.

            It prints what it logged and the day's new total against its goal. --json prints
            {"appended":[…the lines, as objects…],"day":{…as 'ledger day --json'…},"dryRun":false}.

            Examples:
              ledger eat oat bowl --slot breakfast
              ledger eat "chicken bowl" --servings 1/2 --slot lunch
              ledger eat 2 eggs and 1 slice of toast --slot breakfast
              ledger eat banana --date yesterday --dry-run
            """,
            usage: [.arguments(ValueKind(kind: .meal, placeholder: "WHAT")), .option(servings), .option(CommonOptions.slot), .option(date),
                    .option(CommonOptions.dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, servings, CommonOptions.slot, date, notes,
                      Append.ai, Append.skipUnmatched, CommonOptions.dryRun, CommonOptions.json])

        struct Options {
            var target: WriteTarget
            var what: String
            var servings: Double?
            var slot: Slot?
            var date: CalendarDate
            /// The words that chose the day ("yesterday"), when no --date did.
            var dayWords: String?
            var notes: String?
            var ai: Bool
            var skipUnmatched: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let what = arguments.positionals.joined(separator: " ").trimmingCharacters()
            guard !what.isEmpty else { throw usageError("say WHAT was eaten: a saved meal's name or foods in words") }
            // "yesterday I had pizza": the words choose the day when --date does not.
            let given = try arguments[date]
            let said = given == nil ? DiaryLeadIn.daysBefore(in: what) : nil
            return Options(target: try WriteTarget(arguments, context), what: what,
                           servings: try arguments[servings], slot: try arguments[CommonOptions.slot],
                           date: given ?? said.map { context.today.adding(days: -$0.days) } ?? context.today,
                           dayWords: said?.words, notes: try arguments[notes],
                           ai: arguments[Append.ai], skipUnmatched: arguments[Append.skipUnmatched])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            // What the words name is decided on the journal as it is; the append checks again under its lock.
            let entries: [Entry]
            switch try meal(named: options.what, journal: options.target.journal, context: context) {
            case .found(let record):
                let name = record.definition.name
                if let deleted = record.deletedLine {
                    throw CLIError.refused(commandPath, "'\(name)' is a meal deleted on line \(deleted); "
                        + "create it again, or name its foods")
                }
                if name.lowercased() != options.what.lowercased(), !record.definition.mealId.isAbbreviated(by: options.what.lowercased()) {
                    // Named by the start of its name or a word of it (saved meals before foods,
                    // SPEC 16): say which meal, and how to log the food when the words read as one.
                    let food = readsAsFood(options.what) ? "; to log the food instead, say how much: "
                        + "'ledger eat 100 g \(options.what)'" : ""
                    context.stderr.line("\(commandPath): took the saved meal '\(ControlCharacters.escaped(name))' "
                        + "for '\(ControlCharacters.escaped(options.what))'\(food)")
                }
                entries = [.meal(record.definition.mealId)]
            case .ambiguous(let records):
                throw CLIError.refused(commandPath, MealLibrary.ambiguity(options.what, records))
            case .none(let nearest) where !nearest.isEmpty && IngredientPhrase(options.what).quantity == nil:
                // Saved meals before foods (SPEC 16): words a typing error away from a meal's name
                // most likely meant the meal; food is one amount away.
                throw CLIError.refused(commandPath, "no saved meal is called '\(options.what)'; did you mean "
                    + nearest.map { "'\($0)'" }.joined(separator: " or ") + "? For the food, say how much ('1 \(options.what)')")
            case .none(let nearest):
                let foods: [Ingredient]
                do {
                    foods = try Append.recipeFoods(options.what, ai: options.ai, skipUnmatched: options.skipUnmatched,
                                                   context: context, command: commandPath)
                } catch let error as CLIError where error.code == .refused && !nearest.isEmpty {
                    // Perhaps a meal's name was mistyped: say so beside why the food did not read.
                    let hint = "\(commandPath): no saved meal is called '\(options.what)'; did you mean "
                        + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?"
                    throw CLIError(code: error.code, message: hint + "\n" + error.message)
                }
                entries = foods.map { .food($0) }
            }
            if let words = options.dayWords {
                context.stderr.line("\(commandPath): read '\(words)': logged on \(options.date) (--date says another day)")
            }
            let outcome = try appendEvents(options.target) { state in
                try entries.map { try event($0, options, state: state) }
            }
            try printLogged(outcome, date: options.date, options.target, context)
            return .success
        }

        /// The saved meal the words name, by id, exact name, unique prefix or a unique whole word
        /// of its name, before any food ("chili" is the saved "Beef chili", SPEC 16); none when
        /// the journal has no meals. Words with an amount ("1 chili") name no meal.
        static func meal(named what: String, journal: String, context: CommandContext) throws -> MealLibrary.Match {
            guard access(journal, F_OK) == 0 else { return .none(nearest: []) }
            return try context.reportState(journal: journal).0.state.meals.match(what, byWord: true)
        }

        /// True when the offline parser reads the words as foods, every one matched.
        static func readsAsFood(_ what: String) -> Bool {
            guard let recipe = try? OfflineRecipeParser(reading: .eaten).parse(what) else { return false }
            return !recipe.ingredients.isEmpty && !recipe.ingredients.contains { $0.flags.contains(.unmatched) }
        }

        /// One entry to log: a saved meal, or a food read from the words.
        enum Entry {
            case meal(Identifier)
            case food(Ingredient)
        }

        /// The typed event that logs `entry` (SPEC 17: one write path, typed events), checked
        /// against `state` under the journal's lock: the meal must still be there.
        static func event(_ entry: Entry, _ options: Options, state: LedgerState) throws -> Event {
            let stamp = options.target.stamp
            let notes = options.notes?.trimmingCharacters()
            switch entry {
            case .meal(let mealId):
                guard let meal = state.meals[mealId], !meal.isDeleted else {
                    throw AppendRefusal(index: nil, message: "'mealId' \(mealId.short): the meal was deleted or "
                        + "is not in the journal any more; run it again")
                }
                let servings = options.servings ?? 1
                if let problem = MealLogged.scaledFigureProblem(servings: servings, of: meal.definition,
                                                                mealLine: meal.createdLine) {
                    throw AppendRefusal(index: nil, message: "--servings \(CanonicalNumber.text(servings)) \(problem)")
                }
                return stamp.event(.mealLogged(MealLogged(
                    entryId: stamp.newIdentifier(), date: options.date, mealId: mealId, mealName: meal.definition.name,
                    servings: servings, items: meal.definition.items(forServings: servings), slot: options.slot,
                    notes: notes)))
            case .food(let ingredient):
                let food = ingredient.scaled(by: options.servings ?? 1)
                // One food's amount is held to the limit the words it was read from are held to.
                if food.quantity > FoodIngredients.maximumAmount, let servings = options.servings {
                    throw AppendRefusal(index: nil, message: "--servings \(CanonicalNumber.text(servings)) would make the amount of "
                        + "'\(food.name)' \(CanonicalNumber.text(food.quantity)) \(food.unit), past the limit of "
                        + "\(CanonicalNumber.text(FoodIngredients.maximumAmount)) for one food")
                }
                return stamp.event(.foodLogged(FoodLogged(
                    entryId: stamp.newIdentifier(), date: options.date, name: food.name, calories: food.calories,
                    protein: food.protein, carbohydrates: food.carbohydrates, fats: food.fats, quantity: food.quantity,
                    unit: food.unit, source: food.source, slot: options.slot, foodId: food.foodId, notes: notes,
                    nutrientValues: food.nutrientValues)))
            }
        }
    }
}
