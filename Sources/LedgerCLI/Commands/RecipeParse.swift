import MealLedger

extension Ledger {
    /// `ledger recipe parse TEXT`: a recipe read into ingredients with nutrition, for review.
    struct RecipeParse: LedgerCommand {
        static let ai = Flag("ai", help: "use the AI recipe service ($MEAL_LEDGER_AI_URL, _KEY, _MODEL)")
        static let nutrients = Flag("nutrients",
            help: "below the table, each nutrient's total over the ingredients and how many did not say")
        /// `--as eaten|bought`: how the offline parser reads the foods (SPEC 13).
        static let reading = Option<FoodReading>(
            "as", value: .choice(["eaten", "bought"], "READING"),
            help: "eaten (cooked, as served: what 'eat' logs) or bought (raw, dry: a recipe's ingredients); default: a meal described is eaten, an ingredient list bought") {
            text, _ throws(OptionProblem) in
            guard let reading = FoodReading(rawValue: text.lowercased()) else { throw .invalid("must be eaten or bought") }
            return reading
        }

        static let spec = CommandSpec(
            name: "recipe parse",
            summary: "Read a natural-language recipe into ingredients with nutrition, for review; nothing is written.",
            discussion: """
            TEXT is the recipe (quote it, or give '-' to read it from stdin; several quoted
            arguments are several lines): one ingredient a line,
            or separated by commas, semicolons or "and". Headings such as "Ingredients:" are
            skipped; lines after "Directions:" are not read. Quantities may be 2, 1.5, 1/2, 1 1/2,
            ½ or ranges (2-3, its midpoint); units cup, tbsp, tsp, oz, lb, g, kg, ml, l, piece,
            slice, clove, can… (plurals and abbreviations too). Each phrase is matched in the
            embedded USDA tables (SR28, foods as bought; FNDDS, foods as eaten) and weighed. A
            meal described as eaten ("2 eggs and toast", "chicken curry and rice") is read as
            eaten: cooked grains and meat, dishes as served, a dish the as-eaten table knows as
            one item; an ingredient list is read as bought (dry rice, raw chicken) unless a line
            says otherwise; --as eaten|bought chooses. Each ingredient says which reading it
            took ('state') and which table its food came from. A phrase with no quantity gets one
            typical portion (flag 'assumed'); a phrase no food matches is kept with 0 kcal (flag
            'unmatched') and must be fixed before saving. Below an overall confidence of 0.7 the
            output asks for a review.

            Save the result with 'ledger append meal.created --name N --from-recipe TEXT', or
            edit the --json output and save it with '--from-draft FILE'.
            --ai asks the recipe service at $MEAL_LEDGER_AI_URL instead of the offline parser.
            Text with no letters, or over 2000 characters, is refused before anything is sent.
            The service's reply is kept for an hour in JOURNAL.ai-cache/ beside the journal, so
            'append meal.created --from-recipe TEXT --ai' within the hour saves what was shown
            here rather than a new answer; --fresh asks the service again.
            --nutrients adds, below the table, the total of each nutrient beyond calories and the
            macros that some ingredient gives (fibre, sodium, …), and how many ingredients did not
            say it (the --json output always carries each ingredient's "nutrients").
            """,
            usage: [.arguments(.text()), .text("| -"), .option(reading), .option(ai), .option(RecipeOptions.fresh),
                    .option(nutrients), .option(CommonOptions.json)],
            options: [reading, ai, RecipeOptions.fresh, nutrients, CommonOptions.json, CommonOptions.journal])

        struct Options {
            /// The recipe's words, or `-` for stdin.
            var words: [String]
            var ai: Bool
            /// With `--ai`: ask again rather than reuse a stored reply.
            var fresh: Bool
            /// With `--ai`: the journal beside which replies are kept.
            var journal: String?
            var asJSON: Bool
            /// `--as`: eaten or bought; nil to tell from the text.
            var reading: FoodReading?
            /// `--nutrients`: the nutrient totals below the table.
            var nutrients: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            guard !arguments.positionals.isEmpty else {
                throw usageError("missing the recipe TEXT (or '-' to read it from stdin)")
            }
            let ai = arguments[ai]
            let fresh = arguments[RecipeOptions.fresh]
            if fresh, !ai { throw usageError("'--fresh' goes with '--ai'") }
            return Options(words: arguments.positionals, ai: ai, fresh: fresh,
                           journal: ai ? try context.journalPath(arguments).path : nil,
                           asJSON: arguments[CommonOptions.json], reading: try arguments[reading],
                           nutrients: arguments[nutrients])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let command = commandPath
            let text = recipeText(options.words, context: context)
            let recipe: ParsedRecipe
            do {
                let parser = try context.recipeParser(ai: options.ai, fresh: options.fresh, journal: options.journal,
                                                      reading: options.reading)
                // Kept, not torn down: the process ends with the command (`KeptToExit`).
                defer { KeptToExit.shared.keep(parser) }
                recipe = try parser.parse(text)
            } catch let error as RecipeError {
                throw CLIError.recipe(command, error)
            }
            if options.asJSON {
                context.printJSON(recipe.draftJSON())
            } else {
                context.stdout.write(table(recipe, width: TerminalWidth.columns(context), nutrients: options.nutrients))
            }
            return .success
        }

        /// The recipe from the arguments: '-' reads stdin; several quoted phrases are several
        /// lines, while unquoted words (`recipe parse 2 cups flour`) make one phrase.
        static func recipeText(_ words: [String], context: CommandContext) -> String {
            if words == ["-"] { return context.recipeText("-") }
            let quoted = words.count > 1 && words.contains { $0.contains(" ") }
            return words.joined(separator: quoted ? "\n" : " ")
        }

        /// The longest food description the table shows before cutting it with "…".
        static let foodWidth = 42

        static func table(_ recipe: ParsedRecipe, width: Int?, nutrients: Bool = false) -> String {
            var table = Table([("#", .right), ("INGREDIENT", .left), ("AMOUNT", .right), ("GRAMS", .right),
                               ("FOOD", .left)] + NutrientColumns.headers + [("CONF", .right), ("FLAGS", .left)])
            for (index, ingredient) in recipe.ingredients.enumerated() {
                var food = ingredient.foodId.map { "\($0) \(ingredient.foodDescription ?? "")" }
                    ?? (ingredient.source == .ai ? "(the service's figures)" : "(no match)")
                if food.count > foodWidth { food = String(food.prefix(foodWidth - 1)) + "…" }
                table.add(["\(index + 1)", ingredient.name,
                           Format.quantity(ingredient.quantity) + " " + ingredient.unit,
                           ingredient.grams.map { Format.quantity(($0).rounded()) } ?? "", food]
                    + NutrientColumns.cells(ingredient.nutrients)
                    + [Format.confidence(ingredient.confidence), ingredient.flags.map(\.rawValue).joined(separator: ", ")])
            }
            table.addRule()
            table.add(["", "Total", "", "", ""] + NutrientColumns.cells(recipe.totals)
                + [Format.confidence(recipe.confidence), ""])
            var text = "Recipe read by the \(recipe.parser) parser: \(plural(recipe.ingredients.count, "ingredient"))\n\n"
            text += table.render(width: width)
            if nutrients {
                let values = recipe.ingredients.map(\.nutrientValues)
                text += "\n" + (NutrientTotalsTable.text(values, width: width)
                    ?? "No ingredient says a nutrient beyond calories and the macros.\n")
            }
            // What follows the table is prose, folded to the width.
            let tableText = text
            text = ""
            let flagged = Set(recipe.ingredients.flatMap(\.flags))
            if !flagged.isEmpty {
                text += "\nFlags:\n"
                for flag in IngredientFlag.allCases where flagged.contains(flag) {
                    text += "  \(flag.rawValue): \(flag.explanation)\n"
                }
            }
            if !recipe.warnings.isEmpty {
                text += "\n" + recipe.warnings.map { "Warning: \($0)\n" }.joined()
            }
            let primaries = PrimaryComponents.suggest(for: recipe.mealIngredients)
            text += "\nPrimary protein: \(primaries.protein ?? "none"); primary carb: \(primaries.carb ?? "none").\n"
            if recipe.needsReview {
                text += "Confidence \(Format.confidence(recipe.confidence)): review before saving — "
                    + "edit the --json output and save it with 'ledger append meal.created --from-draft FILE'.\n"
            } else {
                text += "Confidence \(Format.confidence(recipe.confidence)). "
                    + "Save with 'ledger append meal.created --name NAME --from-recipe TEXT\(recipe.parser == "ai" ? " --ai" : "")'.\n"
            }
            return tableText + TextWrap.wrappedLines(text, width: width)
        }
    }
}

extension Format {
    /// `0.86` — a confidence to two decimals.
    static func confidence(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    /// A confidence below the review line as two decimals that stay below it: 0.697 is "0.69",
    /// never "0.70, below 0.7".
    static func confidenceBelowReview(_ value: Double) -> String {
        confidence(min(value, ParsedRecipe.reviewThreshold - 0.006))
    }
}
