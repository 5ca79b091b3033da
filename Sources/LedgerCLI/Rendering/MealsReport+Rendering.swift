import MealLedger

/// `ledger meals`: the library, newest use first, and what there is to filter by.
extension MealsReport: PrintableReport {
    /// `{"meals":[…],"proteins":[…],"carbs":[…],"components":[…]}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("meals") { $0.array(meals) { json, meal in json.object { meal.writeMembers(to: &$0) } } }
            json.member("proteins", proteins)
            json.member("carbs", carbs)
            json.member("components", components)
        }
    }

    func text(width: Int?) -> String {
        var text = ""
        if libraryCount == 0 {
            text += "No meals yet: create one with\n"
                + "  ledger append meal.created --name NAME --ingredient name=…,quantity=…,unit=…,calories=…\n"
                + "or from a recipe: ledger append meal.created --name NAME --from-recipe \"200 g chicken breast, 1 cup rice\"\n"
        } else if meals.isEmpty {
            text += "No meals match.\n"
        } else {
            var table = Table([("MEAL", .left), ("NAME", .left), ("SERVINGS", .right)] + NutrientColumns.headers
                + [("KCAL/SERVING", .right), ("MAIN PROTEIN", .left), ("MAIN CARB", .left), ("COMPONENTS", .left),
                   ("LAST USED", .left)])
            table.keepWhole(["MEAL", "LAST USED"])
            // What a person plans by — the name, main protein and carb, components — goes last
            // (SPEC 16): the figures are left out first, the calories of a serving last of them.
            table.leaveOutWhenNarrow(["LAST USED", "FATS", "SERVINGS", "CARBS", "PROTEIN", "KCAL", "KCAL/SERVING"])
            table.keepReadable("NAME", atLeast: 22)
            table.keepReadable("COMPONENTS", atLeast: 16)
            for meal in meals {
                let definition = meal.definition
                table.add([definition.mealId.short, definition.name, Format.quantity(definition.servings)]
                    + NutrientColumns.cells(meal.totals)
                    + [meal.perServing.map { Format.calories($0.calories) } ?? "",
                       definition.primaryProtein ?? "", definition.primaryCarb ?? "",
                       definition.otherComponents.joined(separator: ", "), String(meal.lastUsedAt.description.prefix(10))])
            }
            text += table.render(width: width)
        }
        text += "\n"
        text += TextWrap.wrapped("Proteins:   " + (proteins.isEmpty ? "—" : proteins.joined(separator: ", ")), width: width, indent: 12) + "\n"
        text += TextWrap.wrapped("Carbs:      " + (carbs.isEmpty ? "—" : carbs.joined(separator: ", ")), width: width, indent: 12) + "\n"
        text += TextWrap.wrapped("Components: " + (components.isEmpty ? "—" : components.joined(separator: ", ")), width: width, indent: 12) + "\n"
        return text
    }
}

extension MealSummary {
    /// The members of a meal as `ledger meals` lists it and `ledger meal show` begins it.
    func writeMembers(to json: inout JSONWriter) {
        json.member("mealId", definition.mealId)
        json.member("name", definition.name)
        json.member("servings", definition.servings)
        json.member("totals", totals)
        json.member("perServing", perServing)
        json.member("lastUsedAt", lastUsedAt.description)
        json.member("primaryProtein", orNull: definition.primaryProtein)
        json.member("primaryCarb", orNull: definition.primaryCarb)
        json.member("otherComponents", definition.otherComponents)
    }
}
