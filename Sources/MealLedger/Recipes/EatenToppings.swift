/// What is put on or in a dish assembled from parts, named with no amount: "a salad with
/// chickpeas and feta", "tacos with avocado and salsa", "a jacket potato with cheese and
/// beans", "yoghurt with granola".
///
/// Read alone, "avocado" is a whole avocado and "chickpeas" a cup of them. On a salad, a taco
/// or a bowl, the dish holds part of each: every food after the "with" that has no amount of its
/// own gets `share` of the portion it would have alone. A dish eaten beside others ("curry with
/// rice") is not assembled from them: its "with" names sides, which keep their portions.
enum EatenToppings {
    /// The share of its own portion a topping with no amount gets.
    static let share = 0.5

    /// The head nouns of dishes put together from parts that a "with" lists.
    /// Sandwiches, burgers, pancakes and omelettes are not among them: what a diary names with
    /// those ("a burger with fries", "an omelette with toast") is mostly a side.
    static let assembledHeads: Set<String> = [
        "salad", "salads", "taco", "tacos", "burrito", "burritos", "bowl", "pizza", "sushi", "toast", "potato", "nachos",
        "oatmeal", "porridge", "yogurt", "yoghurt", "crackers", "quesadilla", "crepe", "crepes",
    ]

    /// `items` with each topping of an assembled dish weighed at `share`; `pieces[i]` is the
    /// text and separator `items[i]` was read from.
    static func weighed(_ items: [ParsedIngredient], pieces: [MealTextSplitter.Piece], database: FoodDatabase) -> [ParsedIngredient] {
        guard items.count == pieces.count, items.count > 1 else { return items }
        var result = items
        for (index, isTopping) in toppings(of: pieces).enumerated() where isTopping {
            guard let id = items[index].foodId, let food = database.food(id: id), let grams = items[index].grams, grams > 0
            else { continue }
            result[index] = EatenAdditions.reweighed(items[index], of: food, grams: grams * share,
                                                     quantity: items[index].quantity * share, unit: items[index].unit)
        }
        return result
    }

    /// For each piece, whether it tops the dish before it, with no amount of its own.
    static func toppings(of pieces: [MealTextSplitter.Piece]) -> [Bool] {
        var result = Array(repeating: false, count: pieces.count)
        var toppingOfLine = false
        for index in pieces.indices {
            let separator = pieces[index].separator
            if index == 0 || separator == "\n" {
                toppingOfLine = false
                continue
            }
            // "salad with …": what follows the first "with" after an assembled dish tops it,
            // to the end of the line.
            if separator == "with", !toppingOfLine, isAssembled(pieces[index - 1].text) { toppingOfLine = true }
            // A food read side by side before the one it is put on ("avocado toast") tops that one alone.
            let toppingAlone = separator == MealTextSplitter.toppingSeparator
            result[index] = (toppingOfLine || toppingAlone) && IngredientPhrase(pieces[index].text).quantity == nil
        }
        return result
    }

    /// Whether the piece names a dish put together from parts: its last word is such a dish's noun.
    static func isAssembled(_ text: String) -> Bool {
        let food = IngredientPhrase(text).food.lowercased()
        guard let last = food.split(separator: " ").last else { return false }
        return assembledHeads.contains(String(last))
    }
}
