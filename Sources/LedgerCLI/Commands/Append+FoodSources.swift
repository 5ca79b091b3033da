import MealLedger

/// `food.logged` from the food table (`--food ID --grams G`) or from a recipe's ingredients
/// (`--from-recipe TEXT`, one entry each), SPEC section 9.
extension Ledger.Append {
    static let skipUnmatched = Flag("skip-unmatched",
        help: "food.logged --from-recipe: leave out phrases that matched no food instead of refusing")

    /// The flags `food.logged` takes besides its field flags.
    static let foodSourceOptions: [any OptionDeclaration] = [food, grams, fromRecipe, ai, skipUnmatched]

    /// The field flags of what the nutrition comes with: given by hand, they would contradict
    /// the source (calories to fats, the source and every nutrient).
    static let nutritionOptions: [Option<String>] = {
        let fields = Set(["calories", "protein", "carbohydrates", "fats", "source"])
        return FoodLogged.appendFlags.filter { fields.contains($0.field) || $0.kind == .nutrient }.map(\.option)
    }()

    /// The ingredients `food.logged` logs from `--food` or `--from-recipe`, nil when neither was given.
    static func loggedFoods(_ arguments: Arguments, context: CommandContext) throws -> [Ingredient]? {
        let command = spec.commandPath
        let hasFood = arguments.has(food)
        let hasRecipe = arguments.has(fromRecipe)
        if arguments[skipUnmatched], !hasRecipe {
            throw CLIError.usage(command, "'--skip-unmatched' goes with '--from-recipe'")
        }
        if arguments[ai], !hasRecipe { throw CLIError.usage(command, "'--ai' goes with '--from-recipe'") }
        if arguments.has(grams), !hasFood { throw CLIError.usage(command, "'--grams' goes with '--food ID'") }
        guard hasFood || hasRecipe else { return nil }
        if hasFood, hasRecipe { throw CLIError.usage(command, "give '--food' or '--from-recipe', not both") }
        if let given = arguments.given(among: nutritionOptions).first {
            throw CLIError.usage(command, "'\(given.dashed)' does not go with '\(hasFood ? "--food" : "--from-recipe")': "
                + "the nutrition comes from the food table")
        }
        if hasFood {
            let ids = try arguments[all: food]
            guard ids.count == 1 else { throw CLIError.usage(command, "food.logged takes one '--food ID'") }
            return [try databaseFood(ids[0], arguments: arguments)]
        }
        if arguments.has(FieldFlag.text("name").option) {
            throw CLIError.usage(command, "'--name' does not go with '--from-recipe': each food keeps its own name")
        }
        return try recipeFoods(try arguments[fromRecipe] ?? "", ai: arguments[ai],
                               skipUnmatched: arguments[skipUnmatched], context: context)
    }

    /// `--food ID` measured by `--grams G` or by `--quantity Q --unit U`, in any order.
    static func databaseFood(_ id: String, arguments: Arguments) throws -> Ingredient {
        let command = spec.commandPath
        let gramsText = try arguments[grams]
        let quantityText = try arguments[FoodLogged.quantityFlag.option]
        let unitText = try arguments[FoodLogged.unitFlag.option]
        do {
            if let gramsText {
                guard quantityText == nil, unitText == nil else {
                    throw CLIError.usage(command, "'--food' takes --grams or --quantity and --unit, not both")
                }
                return try FoodIngredients.ingredient(foodId: id, grams: try Amount.read(gramsText, field: "grams"))
            }
            guard let quantityText, let unitText else {
                throw CLIError.usage(command, "'--food \(id)' needs --grams G, or --quantity Q and --unit U")
            }
            return try FoodIngredients.ingredient(foodId: id, quantity: try Amount.read(quantityText, field: "quantity"),
                                                  unit: unitText)
        } catch let error as FieldError {
            throw CLIError.refused(command, error.description)
        }
    }

    /// Each ingredient of a recipe, as the parser reads it; a phrase that matched no food
    /// refuses them all unless `skipUnmatched`.
    static func recipeFoods(_ text: String, ai: Bool, skipUnmatched: Bool, context: CommandContext,
                            command: String = spec.commandPath) throws -> [Ingredient] {
        let recipe: ParsedRecipe
        do {
            recipe = try context.recipeParser(ai: ai, reading: .eaten).parse(context.recipeText(text))
        } catch let error as RecipeError {
            throw CLIError.recipe(command, error)
        }
        var foods: [Ingredient] = []
        for (index, parsed) in recipe.ingredients.enumerated() {
            guard parsed.flags.contains(.unmatched) else {
                foods.append(parsed.ingredient)
                continue
            }
            guard skipUnmatched else {
                throw CLIError.refused(command, "ingredients[\(index)]: '\(parsed.phrase)' matched no food; "
                    + "name it another way, log it with --calories, or give --skip-unmatched")
            }
            context.stderr.line("\(command): skipped '\(parsed.phrase)': it matched no food")
        }
        guard !foods.isEmpty else { throw CLIError.refused(command, "no food in '\(text)' matched the food table") }
        if recipe.confidence < ParsedRecipe.reviewThreshold {
            context.stderr.line("\(command): note: read with confidence \(Format.confidenceBelowReview(recipe.confidence)), below 0.7; "
                + "check the entries with 'ledger day'")
        }
        return foods
    }
}
