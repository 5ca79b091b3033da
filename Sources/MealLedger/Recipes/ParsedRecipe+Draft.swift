/// The review document of a parsed recipe: what `ledger recipe parse --json` prints and what
/// `append meal.created --from-draft FILE` reads back after a person has edited it.
///
/// ```
/// {"parser","confidence","review","warnings":[…],
///  "ingredients":[{"phrase","name","quantity","unit","grams","foodId","food","calories",
///                  "protein","carbohydrates","fats","source","flags":[…],"confidence","state","table"}],
///  "totals":{"calories","protein","carbohydrates","fats"},"primaryProtein","primaryCarb"}
/// ```
/// Absent values are `null`. An edited draft may also carry `name`, `servings`,
/// `otherComponents` and `notes` for the meal.
extension ParsedRecipe {
    /// The review document as one line of JSON.
    public func draftJSON(database: FoodDatabase = .embedded) -> JSONWriter {
        func rounded(_ value: Double?) -> Double? { value.map(FoodItem.roundedForJournal) }
        let totals = self.totals
        let primaries = PrimaryComponents.suggest(for: mealIngredients, database: database)
        var json = JSONWriter()
        json.object { json in
            json.member("parser", parser)
            json.member("confidence", orNull: rounded(confidence))
            json.member("review", needsReview)
            json.member("warnings", warnings)
            json.member("ingredients") { json in
                json.array(ingredients) { json, ingredient in
                    json.object { json in
                        json.member("phrase", ingredient.phrase)
                        json.member("name", ingredient.name)
                        json.member("quantity", orNull: rounded(ingredient.quantity))
                        json.member("unit", ingredient.unit)
                        json.member("grams", orNull: rounded(ingredient.grams))
                        json.member("foodId", orNull: ingredient.foodId)
                        json.member("food", orNull: ingredient.foodDescription)
                        json.member("calories", orNull: rounded(ingredient.calories))
                        json.member("protein", orNull: rounded(ingredient.protein))
                        json.member("carbohydrates", orNull: rounded(ingredient.carbohydrates))
                        json.member("fats", orNull: rounded(ingredient.fats))
                        ingredient.nutrientValues.writeMember("nutrients", to: &json)
                        json.member("source", ingredient.source.rawValue)
                        json.member("flags", ingredient.flags.map(\.rawValue))
                        json.member("confidence", orNull: rounded(ingredient.confidence))
                        json.member("state", orNull: ingredient.state?.rawValue)
                        json.member("table", orNull: ingredient.table?.rawValue)
                    }
                }
            }
            json.member("totals") { json in
                json.object { json in
                    json.member("calories", orNull: rounded(totals.calories))
                    json.member("protein", orNull: rounded(totals.protein))
                    json.member("carbohydrates", orNull: rounded(totals.carbohydrates))
                    json.member("fats", orNull: rounded(totals.fats))
                }
            }
            json.member("primaryProtein", orNull: primaries.protein)
            json.member("primaryCarb", orNull: primaries.carb)
        }
        return json
    }

    /// The ingredients to save, refused when a phrase matched no food: saving it with 0 kcal
    /// would undercount the meal without anyone having decided so.
    public func savableIngredients() throws(FieldError) -> [Ingredient] {
        for (index, ingredient) in ingredients.enumerated() where ingredient.flags.contains(.unmatched) {
            throw FieldError(field: "ingredients[\(index)]",
                             problem: "'\(ingredient.phrase)' matched no food; drop the phrase, or save with --from-draft after giving its calories and removing the 'unmatched' flag")
        }
        return mealIngredients
    }
}
