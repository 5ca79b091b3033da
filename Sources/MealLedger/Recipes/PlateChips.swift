/// "Fish and chips", "egg and chips", "pie and chips": beside a hot main on the same plate,
/// chips are fried potatoes (the British, Irish and Australian word), not the American bag of
/// crisps the word means alone.
enum PlateChips {
    /// FNDDS categories of a hot main course that chips are served beside.
    static let mainCategories: Set<String> = [
        "Fish", "Shellfish", "Chicken, whole pieces", "Turkey, duck, other poultry", "Beef, excludes ground", "Pork",
        "Lamb, goat, game", "Ground beef", "Eggs and omelets", "Burgers", "Sausages", "Frankfurters", "Bacon",
        "Chicken patties, nuggets and tenders", "Meat mixed dishes", "Poultry mixed dishes", "Seafood mixed dishes",
        "Beans, peas, legumes", "Bean, pea, legume dishes", "Seafood sandwiches", "Chicken fillet sandwiches",
        "Frankfurter sandwiches", "Meat and BBQ sandwiches",
    ]

    /// The words that make a piece name chips and nothing else.
    static let chipWords: Set<String> = ["chips", "chip"]

    /// `parsed` with each piece that names only chips, on a plate with a hot main, read again
    /// by `reread` as fried potatoes.
    static func read(_ parsed: [ParsedIngredient], sharesPlate: [Bool], database: FoodDatabase,
                     reread: (String) -> ParsedIngredient) -> [ParsedIngredient] {
        let chips = parsed.indices.filter { sharesPlate[$0] && namesOnlyChips(parsed[$0].phrase) }
        guard !chips.isEmpty, parsed.contains(where: { ingredient in
            ingredient.foodId.flatMap(database.food(id:)).map { mainCategories.contains($0.group) } == true
        }) else { return parsed }
        var result = parsed
        for index in chips {
            let words = parsed[index].phrase.split(separator: " ").map { chipWords.contains($0.lowercased()) ? "french fries" : String($0) }
            var fries = reread(words.joined(separator: " "))
            fries.phrase = parsed[index].phrase
            fries.name = parsed[index].name
            result[index] = fries
        }
        return result
    }

    /// Whether the phrase's food words are only "chips" ("chips", "a large portion of chips").
    static func namesOnlyChips(_ phrase: String) -> Bool {
        let food = IngredientPhrase(phrase).food.lowercased().split(separator: " ")
        return !food.isEmpty && food.allSatisfy { chipWords.contains(String($0)) }
    }
}
