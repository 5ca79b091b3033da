/// The dressing a named salad is eaten with, when the person did not say it.
///
/// The as-eaten table codes a salad without its dressing ("Caesar salad, with romaine, no
/// dressing", "Greek Salad, no dressing") and the dressing as a food of its own, as the survey
/// records them. A salad named by its kind (Caesar, Greek, Cobb, spinach) is made with its
/// dressing: one is added, flagged `implied`, two tablespoons (the label serving of a salad
/// dressing), the dressing of the salad's own name where the table has one ("Caesar
/// dressing"), else the table's salad dressing. A plain or garden salad, a fruit salad, a
/// salad said to be without dressing, and a meal that names a dressing or an oil get none.
enum SaladDressing {
    /// Words of a salad's name that say no kind of salad: what any salad holds.
    static let plainSaladWords: Set<String> = [
        "salad", "garden", "lettuce", "greens", "green", "mixed", "assorted", "tossed", "side", "house", "chicken", "turkey",
        "or", "and", "with", "shrimp", "seafood", "romaine", "vegetables",
    ]

    /// Words by which a person says the salad had no dressing, or only what they name.
    static let undressedWords: Set<String> = ["undressed", "plain", "dry", "without", "no", "nothing"]

    /// Words anywhere in the text that name what dressed the salad: no dressing is added to
    /// what the person said.
    static let dressingWords: Set<String> = [
        "dressing", "dressings", "vinaigrette", "vinegar", "balsamic", "oil", "evoo", "tahini", "aioli", "mayo", "mayonnaise",
        "ranch", "undressed",
    ]

    /// Words in the salad's own phrase, or the one after it, that say it was dressed with
    /// something named or not at all ("greek salad with lemon", "cobb salad, nothing on it");
    /// elsewhere in a meal they belong to other foods ("and a lime soda", "no dessert").
    static let dressedHereWords: Set<String> = undressedWords.union(["lemon", "lime", "mustard", "yogurt", "yoghurt", "pesto", "sauce", "dip"])

    /// Units a salad is weighed or measured in as served, dressing and all: any but a count.
    static let measuredUnits: Set<String> = UnitTable.massUnits.union(UnitTable.volumeUnits).union(["handful"])

    /// How many tablespoons of dressing a salad is eaten with.
    static let tablespoons = 2

    /// `items` with a dressing after each named salad that needs one; `read` reads a phrase as
    /// eaten. A salad weighed or measured as served holds its dressing: the weight is shared
    /// between the two as their usual portions are.
    static func added(to items: [ParsedIngredient], text: String, database: FoodDatabase,
                      read: (_ text: String, _ sharesPlate: Bool) -> ParsedIngredient) -> [ParsedIngredient] {
        // Most meals hold no such salad: answered from the descriptions alone.
        guard items.contains(where: { kindOfSalad($0) != nil }) else { return items }
        // A dressing named anywhere is the salad's; "nothing on it" says it had none.
        let said = RecipeTokenizer.letterWords(text)
        guard !said.contains(where: dressingWords.contains),
              !zip(said, said.dropFirst()).contains(where: { $0 == "nothing" && $1 == "on" }) else { return items }
        var result: [ParsedIngredient] = []
        for (index, item) in items.enumerated() {
            guard let kind = kindOfSalad(item) else {
                result.append(item)
                continue
            }
            // Denied or named in the salad's phrase or the next one, or a sauce or a fat eaten next to it.
            // (The next phrase only when it is no more than such words: "lemon", not "lemon tart".)
            let next = index + 1 < items.count ? items[index + 1] : nil
            let own = RecipeTokenizer.letterWords(item.phrase)
            let nextWords = RecipeTokenizer.letterWords(next?.phrase ?? "")
            let nextDresses = !nextWords.isEmpty && nextWords.allSatisfy { dressedHereWords.contains($0) || FoodSearchIndex.stopWords.contains($0) }
            let dressedNext = next.flatMap { $0.foodId }.flatMap(database.food(id:)).map { food in
                [.sauce, .fat].contains(FoodKind.of(food))
                    // By its own name: "Honey mustard dip", not "Chicken, …, grilled without sauce".
                    || FoodSearchIndex.words(in: String(food.description.split(separator: ",").first ?? ""))
                        .contains { ["dressing", "dip", "sauce", "vinegar", "oil"].contains($0) }
            } ?? false
            guard !dressedNext, !nextDresses, !own.contains(where: dressedHereWords.contains),
                  let salad = item.foodId.flatMap(database.food(id:)) else {
                result.append(item)
                continue
            }
            let dressing = dressing(of: kind, database: database)
            var added = read("\(tablespoons) tbsp \(dressing)", true)
            guard let id = added.foodId, let food = database.food(id: id), !added.flags.contains(.unmatched) else {
                result.append(item)
                continue
            }
            added.phrase = "dressing of '\(item.phrase)'"
            added.name = dressing
            added.flags = [.implied]
            added.confidence = min(added.confidence, OfflineRecipeParser.impliedCeiling)
            // Two tablespoons go with each salad or bowl counted; a weight or a measure (a cup, a
            // spoon, a handful) holds the dressing.
            var served = item
            if !item.flags.contains(.assumed), let total = item.grams, let spoons = added.grams {
                if measuredUnits.contains(item.unit.lowercased()),
                   let usual = read(IngredientPhrase(item.phrase).food, items.count > 1).grams, usual > 0 {
                    let dressingGrams = (total * spoons / (usual + spoons)).rounded()
                    served = EatenAdditions.reweighed(item, of: salad, grams: total - dressingGrams,
                                                      quantity: item.quantity * (total - dressingGrams) / total, unit: item.unit)
                    added = EatenAdditions.reweighed(added, of: food, grams: dressingGrams)
                } else if item.quantity > 0 {
                    added = EatenAdditions.reweighed(added, of: food, grams: spoons * item.quantity,
                                                     quantity: Double(tablespoons) * item.quantity, unit: added.unit)
                }
            }
            result += [served, added]
        }
        return result
    }

    /// The words naming the kind of a salad the item reads as, when its food is an as-eaten
    /// salad without dressing named by its kind; nil for any other item.
    static func kindOfSalad(_ item: ParsedIngredient) -> [String]? {
        guard item.table == .fndds, let id = item.foodId, !id.hasPrefix("63"),
              let description = item.foodDescription?.lowercased(), description.contains("no dressing") else { return nil }
        // The kind as the table names it: the phrase may have said it with a slip ("ceasar").
        let name = FoodSearchIndex.words(in: String(description.split(separator: ",").first ?? ""))
        let kind = name.filter { !plainSaladWords.contains($0) }
        return kind.isEmpty ? nil : kind
    }

    /// The dressing for a salad of `kind`: the as-eaten dressing named by a word of it, else
    /// the table's plain salad dressing.
    static func dressing(of kind: [String], database: FoodDatabase) -> String {
        for word in kind {
            let named = "\(word) dressing"
            if database.search(named, limit: 3).contains(where: { $0.food.table == .fndds
                && $0.food.description.lowercased().hasPrefix(named) }) {
                return named
            }
        }
        return "salad dressing"
    }
}
