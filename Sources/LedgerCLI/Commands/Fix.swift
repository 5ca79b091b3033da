import MealLedger

extension Ledger {
    /// `ledger fix ENTRY …`: a logged entry corrected in one step (removed, logged again changed).
    struct Fix: LedgerCommand {
        static let servings = Option<Double>("servings", value: .number(),
            help: "a meal: the servings actually eaten (1/2, 1½ work too)") { text, _ throws(OptionProblem) in
            try positiveAmount(text)
        }
        static let grams = Option<Double>("grams", value: .number("G"), help: "a food: the grams actually eaten") { text, _ throws(OptionProblem) in
            try positiveAmount(text)
        }
        static let quantity = Option<Double>("quantity", value: .number("Q"),
            help: "a food: the amount actually eaten, in its unit or --unit") { text, _ throws(OptionProblem) in
            try positiveAmount(text)
        }
        static let kg = Option<Double>("kg", value: .number(),
            help: "a weigh-in: the weight (72.4, 160lb, 11st 6lb also read)") { text, _ throws(OptionProblem) in
            do throws(FieldError) { return try BodyWeightText.kilograms(text, field: "kg") } catch {
                let rule = error.problem.components(separatedBy: ", got '").first ?? error.problem
                // A weight that reads but lies outside 20 to 500 kg (`1000`, `5000lb`, `-3`) is a figure
                // past a limit, exit 1, as `weigh` refuses it; text that is no weight is a usage error.
                let pastLimit = error.problem.hasPrefix("must be from ") || error.problem.hasPrefix("must be a positive weight")
                throw pastLimit ? .pastLimit(rule) : .invalid(rule)
            }
        }
        static let unit = Option<String>("unit", value: .text("U"), help: "with --quantity: another unit (a database food)")
        static let date = Option<CalendarDate>(date: "date", help: "move it to this day")

        static let spec = CommandSpec(
            name: "fix",
            summary: "Correct a logged entry: its amount (nutrition rescaled), slot or day, as one correction.",
            discussion: """
            ENTRY is an entry id or its first or last characters (as 'ledger day' shows them).
            Appends, all or none: entry.removed for ENTRY, then the same food or meal logged again
            with the amount changed and every figure rescaled in proportion, carrying
            "replaces": ENTRY. A meal's items are rescaled from the items logged, never from the
            meal's current definition, so a fix works after the meal was edited or deleted.
            'ledger audit' shows the pair as one correction.

            A meal takes --servings. A food takes --grams (its unit must be g, or it must come from
            the food table), or --quantity in its own unit (or --unit for a database food).
            A weigh-in takes --kg (and --date).

            Examples:
              ledger fix 1a2b3c4d --servings 1/2
              ledger fix 1a2b3c4d --grams 180
              ledger fix 1a2b3c4d --slot lunch --date yesterday
              ledger fix 5e6f7a8b --kg 72.4
            """,
            usage: [.argument(.entry), .oneOf([servings, grams, quantity, kg], required: false), .option(unit),
                    .option(CommonOptions.slot), .option(date), .option(CommonOptions.dryRun), .option(CommonOptions.json)],
            options: [CommonOptions.journal, CommonOptions.device, servings, grams, quantity, kg, unit, CommonOptions.slot,
                      date, CommonOptions.dryRun, CommonOptions.json])

        /// The amount a fix gives: unchanged, or servings, grams or a quantity.
        enum Change {
            case same, servings(Double), grams(Double), quantity(Double, unit: String?), kg(Double)
        }

        struct Options {
            var target: WriteTarget
            var entry: String
            var amount: Change
            var slot: Slot?
            var date: CalendarDate?
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            guard let entry = arguments.positionals.first else { throw usageError("missing the ENTRY to fix") }
            guard arguments.positionals.count == 1 else {
                throw usageError("unexpected argument '\(arguments.positionals[1])'")
            }
            guard arguments.given(among: [servings, grams, quantity, kg]).count <= 1 else {
                throw usageError("give one of --servings, --grams, --quantity, --kg")
            }
            if arguments.has(unit), !arguments.has(quantity) { throw usageError("'--unit' goes with '--quantity'") }
            var amount = Change.same
            if let value = try arguments[servings] { amount = .servings(value) }
            if let value = try arguments[grams] { amount = .grams(value) }
            if let value = try arguments[quantity] { amount = .quantity(value, unit: try arguments[unit]) }
            if let value = try arguments[kg] { amount = .kg(value) }
            let slot = try arguments[CommonOptions.slot]
            let date = try arguments[date]
            if case .same = amount, slot == nil, date == nil {
                throw usageError("say what to change: --servings, --grams, --quantity, --kg, --slot or --date")
            }
            return Options(target: try WriteTarget(arguments, context), entry: entry, amount: amount, slot: slot, date: date)
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            var correctedDate = options.date
            let stamp = options.target.stamp
            if let code = try fixWeighIn(options, context) { return code }
            let outcome = try appendEvents(options.target) { state in
                let id = try IdentifierPrefix.resolve(options.entry, among: state.log.ids, field: "ENTRY",
                                                      noun: "logged entry")
                guard let record = state.log[id] else { throw FieldError(field: "ENTRY", problem: "names no logged entry") }
                if let removed = record.removedLine {
                    throw FieldError(field: "ENTRY", problem: "\(id.short) was removed on line \(removed); nothing to fix")
                }
                let logged = try LoggedEntries.read(id, record, journal: options.target.journal)
                let newId = stamp.newIdentifier()
                let replacement: EventPayload
                switch logged.payload {
                case .foodLogged(let food):
                    replacement = .foodLogged(try corrected(food, options.amount, newId: newId, loggedLine: record.line,
                                                             options: options))
                case .mealLogged(let meal):
                    replacement = .mealLogged(try corrected(meal, options.amount, newId: newId, loggedLine: record.line,
                                                             options: options))
                default:
                    throw FieldError(field: "ENTRY", problem: "names no logged entry")
                }
                correctedDate = correctedDate ?? record.date
                return [stamp.event(.entryRemoved(EntryRemoved(entryId: id))), stamp.event(replacement)]
            }
            try printLogged(outcome, date: correctedDate ?? context.today, options.target, context)
            return .success
        }

        /// The food rescaled to the amount given; an amount that would take a figure past the
        /// largest a journal holds is refused naming it (`--grams 1e9 would make 'calories' …`).
        static func corrected(_ food: FoodLogged, _ amount: Change, newId: Identifier, loggedLine: Int, options: Options)
            throws(FieldError) -> FoodLogged {
            var factor = 1.0
            var quantity = food.quantity
            var unit = food.unit
            switch amount {
            case .same:
                break
            case .servings:
                throw FieldError(field: "servings", problem: "fixes a meal; for a food give --grams or --quantity")
            case .kg:
                throw FieldError(field: "kg", problem: "fixes a weigh-in; for a food give --grams or --quantity")
            case .grams(let grams):
                factor = try gramsLogged(food).map { grams / $0 } ?? 1
                (quantity, unit) = (grams, "g")
            case .quantity(let newQuantity, let newUnit):
                guard let oldQuantity = food.quantity else {
                    throw FieldError(field: "quantity", problem: "the entry has no amount to scale from; remove it and log it again")
                }
                if let newUnit, newUnit != food.unit {
                    guard let foodId = food.foodId, let oldGrams = try gramsLogged(food) else {
                        throw FieldError(field: "unit", problem: "'\(newUnit)' cannot be weighed against '\(food.unit ?? "")' for a food not from the food table")
                    }
                    factor = try FoodIngredients.grams(foodId: foodId, quantity: newQuantity, unit: newUnit) / oldGrams
                    unit = newUnit
                } else {
                    factor = newQuantity / oldQuantity
                }
                quantity = newQuantity
            }
            // One food's amount lies between a milligram (a thousandth of a unit: below it, its
            // figures fall to subnormal numbers, "--quantity 1e-320" wrote 1.27e-320 kcal) and
            // the limit a parsed recipe is held to.
            let given: (value: Double, field: String)?
            switch amount {
            case .grams(let value): given = (value, "grams")
            case .quantity(let value, _): given = (value, "quantity")
            default: given = nil
            }
            if let given, given.value < Self.smallestAmount {
                throw FieldError(field: given.field, problem: "must be at least \(CanonicalNumber.text(Self.smallestAmount)) "
                                 + "for one food, got '\(CanonicalNumber.text(given.value))'")
            }
            if let given, given.value > FoodIngredients.maximumAmount {
                throw FieldError(field: given.field, problem: "is past the limit of \(CanonicalNumber.text(FoodIngredients.maximumAmount)) "
                                 + "for one food, got '\(CanonicalNumber.text(given.value))'")
            }
            // An amount logged so small that the ratio overflows cannot be scaled from.
            guard factor.isFinite, factor > 0 else {
                throw FieldError(field: "quantity", problem: "the entry's amount (\(Format.amount(food.quantity, food.unit))) is too small to scale from; remove it and log it again")
            }
            let fixed = food.corrected(by: factor, entryId: newId, quantity: quantity, unit: unit, date: options.date,
                                       slot: options.slot.map(Optional.some))
            if let problem = food.correctedFigureProblem(fixed, loggedLine: loggedLine) {
                let given: String
                switch amount {
                case .grams(let value): given = "\(Self.grams.dashed) \(CanonicalNumber.text(value))"
                case .quantity(let value, _): given = "\(Self.quantity.dashed) \(CanonicalNumber.text(value))"
                default: given = "the fix"
                }
                throw FieldError(field: "", problem: "\(given) \(problem)")
            }
            return fixed
        }

        /// The smallest amount a fix gives a food, in its unit: a milligram, a thousandth of a cup.
        static let smallestAmount = 0.001

        /// The grams a logged food weighed: its quantity in g, or weighed through the food table.
        static func gramsLogged(_ food: FoodLogged) throws(FieldError) -> Double? {
            guard let quantity = food.quantity else {
                throw FieldError(field: "grams", problem: "the entry has no amount to scale from; remove it and log it again")
            }
            if food.unit == "g" { return quantity }
            guard let foodId = food.foodId, let unit = food.unit else {
                throw FieldError(field: "grams", problem: "the entry is measured in '\(food.unit ?? "nothing")', not grams; give --quantity in that unit")
            }
            return try FoodIngredients.grams(foodId: foodId, quantity: quantity, unit: unit)
        }

        /// The meal rescaled to the servings given; servings that would take a logged item's
        /// figure past the largest a journal holds are refused naming them, as `eat` does
        /// (`--servings 1e9 would make 'calories' of the logged item 1 …`), not the item's field.
        static func corrected(_ meal: MealLogged, _ amount: Change, newId: Identifier, loggedLine: Int, options: Options)
            throws(FieldError) -> MealLogged {
            var servings = meal.servings
            switch amount {
            case .same: break
            case .servings(let value): servings = value
            case .grams: throw FieldError(field: "grams", problem: "fixes a food; for a meal give --servings")
            case .quantity: throw FieldError(field: "quantity", problem: "fixes a food; for a meal give --servings")
            case .kg: throw FieldError(field: "kg", problem: "fixes a weigh-in; for a meal give --servings")
            }
            if let problem = meal.correctedFigureProblem(servings: servings, loggedLine: loggedLine) {
                throw FieldError(field: "", problem: "\(Self.servings.dashed) \(CanonicalNumber.text(servings)) \(problem)")
            }
            return meal.corrected(toServings: servings, entryId: newId, date: options.date,
                                  slot: options.slot.map(Optional.some))
        }
    }
}
