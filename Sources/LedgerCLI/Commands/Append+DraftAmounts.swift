#if canImport(Glibc)
import Glibc
#endif
import MealLedger

extension Ledger.Append {
    /// A draft's database foods whose amount was edited while their figures were left as
    /// they were, recomputed in proportion to the new weight (SPEC 16): it never saves 200 g
    /// with the calories of 150 g. Where the new amount cannot be weighed against the old, the
    /// draft is refused naming the item.
    ///
    /// What the figures were for comes from the draft itself: a `meal show --json` document
    /// names its meal (`mealId`), whose ingredients in the journal hold the amounts and figures
    /// shown; a `recipe parse --json` document gives each ingredient's `grams`. An item whose
    /// figures were changed too keeps them as given; an item without a `foodId` is left alone.
    static func reconcileEditedAmounts(_ ingredients: [Ingredient], draft bytes: [UInt8], arguments: Arguments,
                                       context: CommandContext, path: String) throws -> [Ingredient] {
        guard ingredients.contains(where: { $0.foodId != nil }),
              let document = try? JSONParser.parse(bytes), case let .array(items)? = document["ingredients"] else {
            return ingredients
        }
        var reference: [Ingredient] = []
        if case let .string(id)? = document["mealId"], let mealId = Identifier(id) {
            let journal = try context.journalPath(arguments).path
            if access(journal, F_OK) == 0, let meal = try context.reportState(journal: journal).0.state.meals[mealId] {
                reference = meal.definition.ingredients
            }
        }
        var used = Set<Int>()
        var result = ingredients
        for (index, ingredient) in ingredients.enumerated() {
            guard let foodId = ingredient.foodId else { continue }
            let field = "ingredients[\(index)]"
            // The same food in the meal as saved: at the same place, else the first not taken.
            let match = reference.indices.contains(index) && reference[index].foodId == foodId && !used.contains(index)
                ? index : reference.indices.first { !used.contains($0) && reference[$0].foodId == foodId }
            if let match {
                used.insert(match)
                let before = reference[match]
                guard !sameAmount(before, ingredient), sameFigures(before, ingredient) else { continue }
                let factor = try weightRatio(from: (before.quantity, before.unit), to: ingredient, field: field, path: path)
                result[index] = recomputed(before, factor: factor, as: ingredient)
            } else if items.indices.contains(index), case let .number(grams)? = items[index]["grams"], grams > 0 {
                // A parsed recipe's figures are for `grams`: recomputed when they are still the
                // food table's for that weight and the amount now weighs otherwise.
                guard let weighed = try? FoodIngredients.grams(foodId: foodId, quantity: ingredient.quantity, unit: ingredient.unit),
                      abs(weighed - grams) > grams * 0.005 else {
                    if (try? FoodIngredients.grams(foodId: foodId, quantity: ingredient.quantity, unit: ingredient.unit)) == nil,
                       let asParsed = try? FoodIngredients.ingredient(foodId: foodId, grams: grams), sameFigures(asParsed, ingredient) {
                        throw refusal(ingredient, field: field, path: path,
                                      "'\(ingredient.unit)' has no weight for food \(foodId)")
                    }
                    continue
                }
                guard let asParsed = try? FoodIngredients.ingredient(foodId: foodId, grams: grams),
                      sameFigures(asParsed, ingredient, tolerance: 0.01) else { continue }
                result[index] = recomputed(ingredient, factor: weighed / grams, as: ingredient)
            }
        }
        return result
    }

    /// True when both are the same quantity of the same unit.
    static func sameAmount(_ a: Ingredient, _ b: Ingredient) -> Bool {
        a.quantity == b.quantity && HouseholdMeasure.normalizedUnit(a.unit) == HouseholdMeasure.normalizedUnit(b.unit)
    }

    /// True when the four figures agree (within `tolerance`, relative, for figures read from a table).
    static func sameFigures(_ a: Ingredient, _ b: Ingredient, tolerance: Double = 0) -> Bool {
        func close(_ x: Double?, _ y: Double?) -> Bool {
            guard let x, let y else { return x == nil && y == nil }
            return abs(x - y) <= max(0.0001, tolerance * max(abs(x), abs(y)))
        }
        return close(a.calories, b.calories) && close(a.protein, b.protein) && close(a.carbohydrates, b.carbohydrates)
            && close(a.fats, b.fats)
    }

    /// How many times the old amount the new one weighs: by the quantities when the unit is
    /// the same, else through grams.
    static func weightRatio(from old: (quantity: Double, unit: String), to new: Ingredient, field: String,
                            path: String) throws -> Double {
        if HouseholdMeasure.normalizedUnit(old.unit) == HouseholdMeasure.normalizedUnit(new.unit) {
            return new.quantity / old.quantity
        }
        guard let foodId = new.foodId,
              let before = try? FoodIngredients.grams(foodId: foodId, quantity: old.quantity, unit: old.unit),
              let after = try? FoodIngredients.grams(foodId: foodId, quantity: new.quantity, unit: new.unit), before > 0 else {
            throw refusal(new, field: field, path: path,
                          "'\(Format.amount(new.quantity, new.unit))' cannot be weighed against the "
                          + "'\(Format.amount(old.quantity, old.unit))' its figures are for")
        }
        return after / before
    }

    /// `before`'s figures times `factor`, with the amount `edited` gives.
    static func recomputed(_ before: Ingredient, factor: Double, as edited: Ingredient) -> Ingredient {
        var scaled = before.scaled(by: factor)
        scaled.name = edited.name
        scaled.quantity = edited.quantity
        scaled.unit = edited.unit
        return scaled
    }

    static func refusal(_ ingredient: Ingredient, field: String, path: String, _ why: String) -> CLIError {
        .refused(spec.commandPath, "\(ShownPath.of(path)): \(field) '\(ingredient.name)': its amount was changed but not its "
            + "figures, and \(why); give its figures for the new amount, or an amount in g")
    }
}
