import MealLedger

/// `ledger meal show`: one meal in full, its ingredients and per-serving values.
struct MealDetails: PrintableReport {
    var meal: MealSummary
    /// When the meal was created and when last logged (text only: `--from-draft` reads the JSON back).
    var created: Instant?
    var lastLogged: Instant?

    /// The meal as `ledger meals` lists it, plus `"deleted"`, `"notes"` and `"ingredients"`;
    /// `--from-draft` reads the document back unchanged.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            meal.writeMembers(to: &json)
            json.member("deleted", meal.isDeleted)
            json.member("notes", orNull: meal.definition.notes)
            json.member("ingredients") { json in
                json.array(meal.definition.ingredients) { json, ingredient in
                    json.object { json in
                        json.member("name", ingredient.name)
                        json.member("quantity", ingredient.quantity)
                        json.member("unit", ingredient.unit)
                        // The figures as the journal holds them (null: not given; the vocabulary's
                        // known values in `nutrients`), so the document saves back unchanged
                        // with --from-draft.
                        json.member("calories", ingredient.calories)
                        json.member("protein", orNull: ingredient.protein)
                        json.member("carbohydrates", orNull: ingredient.carbohydrates)
                        json.member("fats", orNull: ingredient.fats)
                        json.member("nutrients") { ingredient.nutrientValues.writeObject(to: &$0) }
                        json.member("source", ingredient.source.rawValue)
                        json.member("foodId", orNull: ingredient.foodId)
                    }
                }
            }
        }
    }

    func text(width: Int?) -> String {
        let definition = meal.definition
        var text = TextWrap.wrapped("\(definition.name)\(meal.isDeleted ? " (deleted)" : "")", width: width) + "\n"
        text += "id          \(definition.mealId)\n"
        text += "servings    \(Format.quantity(definition.servings))\n"
        if let protein = definition.primaryProtein { text += "protein     \(protein)\n" }
        if let carb = definition.primaryCarb { text += "carb        \(carb)\n" }
        if !definition.otherComponents.isEmpty {
            text += TextWrap.wrapped("components  \(definition.otherComponents.joined(separator: ", "))", width: width, indent: 12) + "\n"
        }
        text += "created     \(created.map(Format.instant) ?? "—")\n"
        text += "last logged \(lastLogged.map(Format.instant) ?? "never")\n"
        if let notes = definition.notes { text += TextWrap.wrapped("notes       \(notes)", width: width, indent: 12) + "\n" }
        text += "\n"
        var table = Table([("INGREDIENT", .left), ("AMOUNT", .right)] + NutrientColumns.headers + [("SOURCE", .left)])
        for ingredient in definition.ingredients {
            table.add([ingredient.name, Format.amount(ingredient.quantity, ingredient.unit)]
                + NutrientColumns.cells(ingredient.nutrients) + [ingredient.source.rawValue])
        }
        table.addRule()
        table.add(["Total", ""] + NutrientColumns.cells(meal.totals))
        if let perServing = meal.perServing {
            table.add(["Per serving", ""] + NutrientColumns.cells(perServing))
        }
        return text + table.render(width: width)
    }
}
