/// What a person adds to a drink, a bowl of hot cereal or bread without saying how much:
/// "coffee with milk", "tea with milk and sugar", "porridge with honey", "toast with butter".
///
/// Read alone, "milk" is a glass of milk. FNDDS says how much of such a food goes into one
/// fluid ounce of a beverage, one cup of hot cereal or one slice of bread ("Guideline amount
/// per fl oz of beverage": 2.5 g of milk, 1.4 g of sugar; "per slice of bread/roll": 7 g of butter), so an addition with no amount of its own gets
/// that guideline times the size of what it was added to. The table decides which foods are
/// additions and how much; nothing here names a food.
enum EatenAdditions {
    /// What an addition is measured against.
    private enum Base {
        /// A drink of this many fluid ounces.
        case beverage(fluidOunces: Double)
        /// A bowl of hot cereal of this many cups; `cold` for ready-to-eat cereal.
        case hotCereal(cups: Double, cold: Bool = false)
        /// Bread, toast or rolls of this many slices or rolls: what is spread on them.
        case bread(slices: Double)

        /// The words of the guideline portion that applies to it.
        var guidelineWords: String {
            switch self {
            case .beverage: "guideline amount per fl oz of beverage"
            case .hotCereal: "guideline amount per cup of hot cereal"
            case .bread: "guideline amount per slice of bread/roll"
            }
        }

        var size: Double {
            switch self {
            case .beverage(let fluidOunces): fluidOunces
            case .hotCereal(let cups, _): cups
            case .bread(let slices): slices
            }
        }
    }

    /// The WWEIA categories of cooked cereals, the foods FNDDS's "per cup of hot cereal" is for
    /// (and, lacking a guideline of its own, ready-to-eat cereal's milk).
    private static let hotCerealGroups: Set<String> = ["Oatmeal", "Grits and other cooked cereals"]

    /// The WWEIA categories of breads and rolls, what FNDDS's "per slice of bread/roll" is for.
    private static let breadGroups: Set<String> = ["Yeast breads", "Rolls and buns", "Bagels and English muffins"]

    /// `items` with each addition that gave no amount weighed by the guideline of what it was
    /// added to; `separators[i]` is the word that joined item `i` to the one before.
    static func weighed(_ items: [ParsedIngredient], separators: [String?], database: FoodDatabase) -> [ParsedIngredient] {
        var result = items
        var base: Base?
        for index in items.indices {
            let item = items[index]
            guard let id = item.foodId, let food = database.food(id: id) else {
                base = nil
                continue
            }
            if let current = base, index < separators.count,
               let separator = separators[index], MealTextSplitter.joiningWords.contains(separator) || separator == "with",
               IngredientPhrase(item.phrase).quantity == nil,
               let guideline = food.measures.first(where: { $0.description.lowercased().contains(current.guidelineWords) }),
               guideline.amount > 0 {
                var grams = guideline.grams / guideline.amount * current.size
                // Ready-to-eat cereal takes at least the half cup of milk its label's nutrition is
                // given with ("with 1/2 cup skim milk"): the survey's guideline is for hot cereal,
                // a quarter cup to a cup of it, and gave two Weet-Bix 37 g of milk.
                if case .hotCereal(_, true) = current, let cup = IngredientWeigher.measure(named: "cup", of: food, preparation: []) {
                    grams = max(grams, cup.gramsPerUnit / 2)
                }
                if grams > 0 { result[index] = reweighed(item, of: food, grams: grams) }
                // "tea with milk and sugar": the sugar goes into the tea too.
                continue
            }
            // "porridge with cream and brown sugar": what is added to food, joined to a base, is
            // added to that base, never a drink the next addition is measured against.
            if base != nil, EatenPortion.isAddition(food), index < separators.count,
               let separator = separators[index], MealTextSplitter.joiningWords.contains(separator) || separator == "with" {
                continue
            }
            base = Self.base(food, grams: item.grams)
        }
        return result
    }

    /// Whether the table measures `addition` by a guideline amount for what `base` is (a drink,
    /// a hot cereal): "milk" and "sugar" to tea are additions, the tea's own variant "with
    /// milk" is not the reading of "tea with milk and sugar".
    static func isAddition(_ addition: Food, to base: Food) -> Bool {
        guard let kind = Self.base(base, grams: 100) else { return false }
        return addition.measures.contains { $0.description.lowercased().contains(kind.guidelineWords) }
    }

    /// Whether `food` is a ready-to-eat (cold) cereal of either table. (SR28 files its branded
    /// ones, "Cereals ready-to-eat, …, CHEERIOS", under "Breakfast Cereals".)
    static func isReadyToEatCereal(_ food: Food) -> Bool {
        food.group.hasPrefix("Ready-to-eat cereal")
            || food.table == .sr28 && food.group == "Breakfast Cereals" && food.description.hasPrefix("Cereals ready-to-eat")
    }

    /// What `food`, eaten at `grams`, is as a base for additions, if anything.
    private static func base(_ food: Food, grams: Double?) -> Base? {
        guard let grams, grams > 0 else { return nil }
        // Cold cereal takes milk as hot cereal does, by the cup: the table's only guideline for it.
        let isColdCereal = isReadyToEatCereal(food)
        if hotCerealGroups.contains(food.group) || isColdCereal,
           let cup = food.measures.first(where: { $0.unit == "cup" && $0.amount > 0 && $0.grams > 0 }) {
            return .hotCereal(cups: grams / (cup.grams / cup.amount), cold: isColdCereal)
        }
        if breadGroups.contains(food.group) {
            // Slices (or rolls) by the food's own slice or whole-item portion, at least one.
            let piece = food.measures.first { $0.amount > 0 && $0.grams > 0 && ($0.unit == "slice" || $0.description.lowercased().contains("slice")) }
                ?? EatenPortion.countPortion(food, nouns: [], size: nil)
            let slices = piece.map { grams / $0.gramsPerUnit } ?? 1
            return .bread(slices: max(1, slices.rounded()))
        }
        // A drink is a food the survey measures in fluid ounces.
        if let ounce = EatenPortion.fluidOunce(of: food) {
            return .beverage(fluidOunces: grams / (ounce.grams / ounce.amount))
        }
        return nil
    }

    /// `item` weighing `grams`: its figures scaled from the food's values per 100 g.
    /// `item` weighed again at `grams` of `food`, shown as `quantity` `unit` (grams when nil).
    static func reweighed(_ item: ParsedIngredient, of food: Food, grams: Double, quantity: Double? = nil,
                          unit: String = "g") -> ParsedIngredient {
        let share = grams / 100
        func scaled(_ value: Double?) -> Double? { value.map { FoodItem.roundedForJournal($0 * share) } }
        return ParsedIngredient(
            phrase: item.phrase, name: item.name, quantity: FoodItem.roundedForJournal(quantity ?? grams), unit: unit,
            grams: FoodItem.roundedForJournal(grams), foodId: food.id, foodDescription: food.description,
            calories: scaled(food.caloriesPer100g) ?? 0, protein: scaled(food.proteinPer100g),
            carbohydrates: scaled(food.carbohydratesPer100g), fats: scaled(food.fatsPer100g), source: item.source,
            flags: item.flags, confidence: item.confidence, state: item.state)
    }
}
