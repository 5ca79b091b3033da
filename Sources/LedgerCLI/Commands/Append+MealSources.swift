import Foundation
import MealLedger

/// Building a meal's ingredients for `meal.created` and `meal.edited` from a recipe, an edited
/// review draft, database foods or logged entries (SPEC 7).
extension Ledger.Append {
    static let fromRecipe = Option<String>("from-recipe", value: .text(),
        help: "meal.created/edited: the ingredients of a recipe, as 'recipe parse' reads it ('-': stdin)")
    static let ai = Flag("ai", help: "with --from-recipe: read it with the AI recipe service")
    static let fromDraft = Option<String>("from-draft", value: .file("FILE"),
        help: "meal.created/edited: the ingredients and meal fields of an edited 'recipe parse --json' document")
    static let food = Option<String>("food", value: .text("ID"), repeatable: true,
        help: "meal.created/edited: a database food as an ingredient, then --grams G or --quantity Q --unit U")
    static let grams = Option<String>("grams", value: .number("G"), repeatable: true, help: "the grams of the --food before it")
    static let fromEntries = Option<String>("from-entries", value: .text("ID"), repeatable: true,
        help: "meal.created/edited: copy these logged entries as ingredients (ids or 4+ characters; commas allowed)")

    static let addIngredient = Option<String>("add-ingredient", value: .text("SPEC"), repeatable: true,
        help: "meal.edited: add an ingredient (name=…,quantity=…,unit=…,calories=…) to the meal's list")
    static let addFood = Option<String>("add-food", value: .text("ID"), repeatable: true,
        help: "meal.edited: add a database food, then --grams G or --quantity Q --unit U")
    static let removeIngredient = Option<String>("remove-ingredient", value: .text("N|NAME"), repeatable: true,
        help: "meal.edited: remove ingredient N (as 'meal show' numbers them) or the one so named")
    static let replaceIngredients = Flag("replace-ingredients",
        help: "meal.edited: --ingredient, --food, --from-recipe, --from-entries replace the whole list")
    static let allowDuplicateName = Flag("allow-duplicate-name",
        help: "meal.created/edited: allow a name another meal in force has")

    static let mealSourceOptions: [any OptionDeclaration] = [fromRecipe, ai, RecipeOptions.fresh, fromDraft, food, grams, fromEntries,
                                                             addIngredient, addFood, removeIngredient,
                                                             replaceIngredients, allowDuplicateName]

    /// `--ingredient SPEC`, a meal's field flag.
    static let ingredientOption = MealDefinition.appendFlags.first { $0.kind == .ingredient }!.option

    /// The flags that replace a `meal.edited`'s whole ingredient list, so need `--replace-ingredients`.
    static let replacingOptions: [Option<String>] = [ingredientOption, food, fromRecipe, fromEntries]

    /// The step flags only `meal.edited` takes.
    static let stepOptions: [any OptionDeclaration] = [addIngredient, addFood, removeIngredient, replaceIngredients]

    /// `--add-ingredient`, `--add-food …` and `--remove-ingredient` as steps on the meal's list,
    /// after checking that a list-replacing flag comes with `--replace-ingredients`.
    static func ingredientSteps(_ arguments: Arguments, type: EventType) throws -> [EventDraft.IngredientStep] {
        let command = spec.commandPath
        if type == .mealCreated, let stray = arguments.given(among: stepOptions).first {
            throw CLIError.usage(command, "'\(stray.dashed)' changes an existing meal: use it with meal.edited")
        }
        guard type == .mealEdited else { return [] }
        if !arguments[replaceIngredients], let replacing = arguments.given(among: replacingOptions).first {
            throw CLIError.usage(command, "'\(replacing.dashed)' on meal.edited replaces the whole ingredient list: "
                + "give --replace-ingredients to mean it, or --add-ingredient/--add-food/--remove-ingredient to change it in steps")
        }
        if arguments[replaceIngredients], arguments.given(among: replacingOptions).isEmpty {
            throw CLIError.usage(command, "'--replace-ingredients' goes with --ingredient, --food, --from-recipe or --from-entries")
        }
        if arguments.has(addFood), arguments.has(food) {
            throw CLIError.usage(command, "'--add-food' and '--food' do not go together: add foods, or replace the list")
        }
        var steps: [EventDraft.IngredientStep] = try arguments[all: removeIngredient].map { .remove($0) }
        do {
            for (index, text) in try arguments[all: addIngredient].enumerated() {
                steps.append(.add(try ingredient(text, index: index)))
            }
        } catch let error as FieldError {
            throw CLIError.refused(command, error.description.replacingOccurrences(of: "ingredients[", with: "add-ingredient["))
        }
        steps += try foodIngredients(arguments, flag: addFood).map { .addBuilt($0) }
        return steps
    }

    /// What the meal-building flags gave.
    struct MealSources {
        var ingredients: [Ingredient] = []
        /// Meal fields an edited draft carries (name, servings…), used where no flag gives them.
        var draftFields = EventDraft.MealFields()
        /// Logged entries copied, checked again under the journal's lock.
        var entryIds: [Identifier] = []
        /// True when any meal-building flag was given.
        var isUsed = false
        /// True with `--from-draft`, whose primary protein and carb (null or not) stand as given.
        var isDraft = false
    }

    /// Reads `--from-recipe`, `--from-draft`, `--food …` and `--from-entries`, in that order.
    static func mealSources(_ arguments: Arguments, context: CommandContext) throws -> MealSources {
        let command = spec.commandPath
        var sources = MealSources()
        // Only the flags that bring ingredients; --ai and --grams qualify them, the steps edit the list.
        sources.isUsed = !arguments.given(among: listBuildingOptions).isEmpty
        if arguments[ai], !arguments.has(fromRecipe) {
            throw CLIError.usage(command, "'--ai' goes with '--from-recipe'")
        }
        if arguments[RecipeOptions.fresh], !arguments[ai] { throw CLIError.usage(command, "'--fresh' goes with '--ai'") }
        if let text = try arguments[fromRecipe] {
            let recipe: ParsedRecipe
            do {
                recipe = try context.recipeParser(ai: arguments[ai], fresh: arguments[RecipeOptions.fresh],
                                                  journal: try context.journalPath(arguments).path)
                    .parse(context.recipeText(text))
            } catch let error as RecipeError {
                throw CLIError.recipe(command, error)
            }
            do {
                sources.ingredients += try recipe.savableIngredients()
            } catch {
                throw CLIError.refused(command, error.description)
            }
            if recipe.confidence < ParsedRecipe.reviewThreshold {
                context.stderr.line("\(command): note: the recipe was read with confidence \(Format.confidenceBelowReview(recipe.confidence)), "
                    + "below 0.7; check it with 'ledger meal show'")
            }
        }
        if let path = try arguments[fromDraft] {
            if let kind = UnreadableFile.notRegularFile(path) {
                throw CLIError.refused(command, "cannot read the draft '\(ShownPath.of(path))': \(kind)")
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CLIError.refused(command, "cannot read the draft '\(ShownPath.of(path))': \(UnreadableFile.reason(path))")
            }
            sources.isDraft = true
            let before = sources.ingredients.count
            do {
                let draft = try RecipeDraft.read(Array(data))
                sources.ingredients += draft.ingredients
                sources.draftFields = EventDraft.MealFields(
                    name: draft.name, servings: draft.servings, primaryProtein: draft.primaryProtein,
                    primaryCarb: draft.primaryCarb, otherComponents: draft.otherComponents.isEmpty ? nil : draft.otherComponents,
                    notes: draft.notes)
            } catch {
                throw CLIError.refused(command, "\(ShownPath.of(path)): \(error.description)")
            }
            // An amount edited with its figures left as they were is recomputed (SPEC 16).
            sources.ingredients[before...] = try reconcileEditedAmounts(Array(sources.ingredients[before...]),
                                                                        draft: Array(data), arguments: arguments,
                                                                        context: context, path: path)[...]
            // Typed values skip the event's reader: what its text rules refuse is named with the file here.
            let problems = EventDraft.textProblems(of: sources.draftFields, ingredients: Array(sources.ingredients[before...]))
            if !problems.isEmpty {
                throw CLIError.refused(command, problems.map { "\(ShownPath.of(path)): \($0.description)" }.joined(separator: "\n"))
            }
        }
        sources.ingredients += try foodIngredients(arguments, flag: food)
        let references = try arguments[all: fromEntries].flatMap { $0.split(separator: ",") }
            .map { String($0).trimmingCharacters() }.filter { !$0.isEmpty }
        if arguments.has(fromEntries), references.isEmpty {
            throw CLIError.usage(command, "'\(fromEntries.dashed)' names no entry: give the ids of logged entries "
                + "(or 4+ of their characters), commas allowed")
        }
        if !references.isEmpty {
            let (result, file) = try context.reportState(arguments)
            do {
                sources.entryIds = try EntryIngredients.resolve(references, in: result.state)
                for id in sources.entryIds {
                    guard let record = result.state.log[id] else { continue }
                    sources.ingredients += EntryIngredients.ingredients(from: try file.readEvent(at: record.offset))
                }
            } catch let error as FieldError {
                throw CLIError.refused(command, error.description)
            } catch let error as JournalError {
                throw CLIError.journal(error)
            }
        }
        return sources
    }

    /// The flags that build a meal's ingredient list.
    static let listBuildingOptions: [any OptionDeclaration] = [fromRecipe, fromDraft, food, fromEntries]

    /// `--food ID` (or `--add-food ID`) each followed by `--grams G` or by `--quantity Q --unit U`,
    /// in command-line order.
    static func foodIngredients(_ arguments: Arguments, flag food: Option<String>) throws -> [Ingredient] {
        let command = spec.commandPath
        var specs: [(id: String, flag: String, values: [String: String])] = []
        let measures = [grams] + foodMeasures
        // Measures follow the --food or --add-food they measure; each flag keeps its own.
        let starts = [Self.food, addFood]
        for (option, value) in arguments.inOrder(starts + measures) {
            let name = option.spec.name
            if starts.contains(where: { $0.spec.name == name }) {
                specs.append((value, name, [:]))
                continue
            }
            guard let last = specs.last else {
                throw CLIError.usage(command, "'--\(name)' must follow the '\(food.dashed) ID' it measures")
            }
            guard last.values[name] == nil else {
                throw CLIError.usage(command, "'--\(name)' given twice for '--\(last.flag) \(last.id)'")
            }
            specs[specs.count - 1].values[name] = value
        }
        specs.removeAll { $0.flag != food.spec.name }
        var ingredients: [Ingredient] = []
        for (id, _, values) in specs {
            do {
                func amount(_ key: String) throws(FieldError) -> Double? {
                    guard let text = values[key] else { return nil }
                    return try Amount.read(text, field: key)
                }
                if let grams = try amount("grams") {
                    guard values["quantity"] == nil, values["unit"] == nil else {
                        throw CLIError.usage(command, "'\(food.dashed) \(id)' takes --grams or --quantity and --unit, not both")
                    }
                    ingredients.append(try FoodIngredients.ingredient(foodId: id, grams: grams))
                } else if let quantity = try amount("quantity"), let unit = values["unit"] {
                    ingredients.append(try FoodIngredients.ingredient(foodId: id, quantity: quantity, unit: unit))
                } else {
                    throw CLIError.usage(command, "'\(food.dashed) \(id)' needs --grams G, or --quantity Q and --unit U, after it")
                }
            } catch let error as FieldError {
                throw CLIError.refused(command, error.description)
            }
        }
        return ingredients
    }

    /// Puts what the meal-building flags gave into `draft`, typed: the built ingredients follow
    /// any given with `--ingredient` or `--data`; the draft's meal fields, or else the primary
    /// protein and carb suggested for the built ingredients, stand where no flag gives them.
    static func apply(_ sources: MealSources, to draft: inout EventDraft) {
        guard sources.isUsed else { return }
        draft.builtIngredients = sources.ingredients
        guard !sources.isDraft else {
            draft.mealFields = sources.draftFields
            return
        }
        let primaries = PrimaryComponents.suggest(for: sources.ingredients)
        draft.mealFields = EventDraft.MealFields(primaryProtein: primaries.protein, primaryCarb: primaries.carb)
    }
}
