/// What part a food plays in a meal, read from its SR28 group and description: it decides a
/// typical portion, whether a dish means it cooked, and whether it can be a meal's primary
/// protein or carb.
enum FoodKind: Equatable {
    case meat, seafood, egg, legume, nut
    case grain, pasta, bread, breakfastCereal, potato, flour
    case vegetable, leafyGreen, fruit
    case cheese, milk, yogurt, cream
    case fat, sauce, condiment, sweetener, spice, herb, soup, drink, snack, preparedDish, other

    /// The kind of `food`.
    static func of(_ food: Food) -> FoodKind {
        if food.table == .fndds { return ofAsEaten(food) }
        let text = food.description.lowercased()
        let head = text.split(separator: ",").first.map(String.init) ?? text
        func has(_ word: String) -> Bool { text.contains(word) }
        switch food.group {
        case "Poultry Products", "Beef Products", "Pork Products", "Lamb, Veal, and Game Products",
             "Sausages and Luncheon Meats":
            return .meat
        case "Finfish and Shellfish Products": return .seafood
        case "Legumes and Legume Products":
            if head.contains("peanut butter") || head.hasPrefix("peanuts") { return .nut }
            if head.contains("soy sauce") { return .condiment }
            if head.contains("hummus") || head.contains("miso") { return .condiment }
            return .legume
        case "Nut and Seed Products":
            if head.contains("coconut milk") { return .cream }
            return .nut
        case "Cereal Grains and Pasta":
            if has("pasta") || has("noodle") || has("spaghetti") || has("macaroni") { return .pasta }
            if has("flour") || has("starch") || has("cornmeal") { return .flour }
            return .grain
        case "Baked Products":
            if has("bread") || has("roll") || has("bagel") || has("muffin") || has("tortilla") || has("pita")
                || has("naan") || has("croissant") { return .bread }
            if has("leavening") { return .spice }
            return .snack
        case "Breakfast Cereals": return has("cooked") ? .grain : .breakfastCereal
        case "Dairy and Egg Products":
            if head.hasPrefix("egg") { return .egg }
            if head.hasPrefix("cheese") { return .cheese }
            if head.hasPrefix("yogurt") { return .yogurt }
            if head.hasPrefix("cream") || head.hasPrefix("sour cream") { return .cream }
            if head.hasPrefix("butter") { return .fat }
            return .milk
        case "Fats and Oils":
            return has("dressing") || has("mayonnaise") ? .sauce : .fat
        case "Vegetables and Vegetable Products":
            if head.hasPrefix("potato") || head.hasPrefix("sweet potato") { return .potato }
            if head.hasPrefix("lettuce") || head.hasPrefix("spinach") || head.hasPrefix("arugula")
                || head.hasPrefix("kale") || head.hasPrefix("cress") { return .leafyGreen }
            if head.hasPrefix("parsley") || head.hasPrefix("coriander") || head.hasPrefix("chives") { return .herb }
            if head.hasPrefix("catsup") || head.hasPrefix("pickles") || head.hasPrefix("tomato products") { return .sauce }
            return .vegetable
        case "Fruits and Fruit Juices":
            if has("juice") && !has("juice pack") { return .drink }
            if has("peel") { return .herb }
            return .fruit
        case "Spices and Herbs":
            if has("vinegar") || (has("mustard") && !has("seed")) || has("capers") || has("horseradish") { return .condiment }
            if has("fresh") { return .herb }
            return .spice
        case "Soups, Sauces, and Gravies":
            return head.hasPrefix("soup") && !has("stock") && !has("broth") ? .soup : .sauce
        case "Sweets":
            if has("chocolate") || has("candies") { return .snack }
            return .sweetener
        case "Beverages": return .drink
        case "Snacks": return .snack
        case "Fast Foods", "Meals, Entrees, and Side Dishes", "Restaurant Foods": return .preparedDish
        default: return .other
        }
    }

    /// Kinds whose protein makes a meal's main part: "rice" never is, however many grams.
    var canBePrimaryProtein: Bool {
        [.meat, .seafood, .egg, .legume, .cheese, .yogurt, .nut, .preparedDish].contains(self)
    }

    /// Kinds whose carbohydrates make a meal's main part: sugar, spices and fats never do.
    var canBePrimaryCarb: Bool {
        [.grain, .pasta, .bread, .breakfastCereal, .potato, .flour, .fruit, .legume, .preparedDish, .vegetable].contains(self)
    }

    /// Kinds a dish means cooked when it names them without saying how.
    var isCookedInDishes: Bool {
        [.meat, .seafood, .grain, .pasta, .potato, .legume].contains(self)
    }

    /// FNDDS foods by their WWEIA category: what a mixed dish is mostly made of decides
    /// ("Chicken curry" is meat, "Rice mixed dishes" grain), so primary components are found.
    static let asEatenCategories: [(prefix: String, kind: FoodKind)] = [
        ("Milk", .milk), ("Flavored milk", .milk), ("Human milk", .milk), ("Milk substitutes", .milk),
        ("Yogurt", .yogurt), ("Cheese", .cheese), ("Cottage/ricotta", .cheese), ("Cream", .cream),
        ("Eggs and omelets", .egg), ("Egg/breakfast sandwiches", .egg),
        ("Beef", .meat), ("Ground beef", .meat), ("Pork", .meat), ("Lamb", .meat), ("Liver", .meat), ("Chicken", .meat),
        ("Turkey", .meat), ("Poultry mixed dishes", .meat), ("Meat mixed dishes", .meat), ("Cold cuts", .meat),
        ("Bacon", .meat), ("Frankfurters", .meat), ("Sausages", .meat), ("Burgers", .meat),
        ("Fish", .seafood), ("Shellfish", .seafood), ("Seafood", .seafood),
        ("Beans, peas, legumes", .legume), ("Bean, pea, legume dishes", .legume), ("Processed soy", .legume),
        ("Nuts and seeds", .nut),
        ("Rice", .grain), ("Pasta", .pasta), ("Macaroni and cheese", .pasta), ("Fried rice and lo/chow mein", .grain),
        ("Grits and other cooked cereals", .grain), ("Oatmeal", .grain), ("Ready-to-eat cereal", .breakfastCereal),
        ("Yeast breads", .bread), ("Rolls and buns", .bread), ("Bagels", .bread), ("Tortillas", .bread),
        ("Biscuits, muffins", .bread), ("Pancakes", .bread),
        ("White potatoes", .potato), ("French fries", .potato), ("Mashed potatoes", .potato),
        ("Lettuce", .leafyGreen), ("Spinach", .leafyGreen), ("Other dark green", .leafyGreen),
        ("Tomatoes", .vegetable), ("Carrots", .vegetable), ("Broccoli", .vegetable), ("Onions", .vegetable),
        ("Corn", .vegetable), ("String beans", .vegetable), ("Cabbage", .vegetable), ("Other red and orange", .vegetable),
        ("Other starchy", .vegetable), ("Other vegetables", .vegetable), ("Vegetable dishes", .vegetable),
        ("Fried vegetables", .vegetable),
        ("Apples", .fruit), ("Bananas", .fruit), ("Citrus fruits", .fruit), ("Blueberries", .fruit), ("Grapes", .fruit),
        ("Mango", .fruit), ("Melons", .fruit), ("Other fruits", .fruit), ("Peaches", .fruit), ("Pears", .fruit),
        ("Pineapple", .fruit), ("Strawberries", .fruit), ("Dried fruits", .fruit),
        ("Butter and animal fats", .fat), ("Margarine", .fat), ("Salad dressings and vegetable oils", .fat),
        ("Mayonnaise", .sauce), ("Dips, gravies", .sauce), ("Pasta sauces", .sauce), ("Tomato-based condiments", .sauce),
        ("Mustard and other condiments", .condiment), ("Soy-based condiments", .condiment),
        ("Sugars and honey", .sweetener), ("Jams, syrups", .sweetener), ("Sugar substitutes", .sweetener),
        ("Soups", .soup), ("Coffee", .drink), ("Tea", .drink), ("Soft drinks", .drink), ("Diet soft drinks", .drink),
        ("Beer", .drink), ("Wine", .drink), ("Liquor", .drink), ("Fruit drinks", .drink), ("Apple juice", .drink),
        ("Citrus juice", .drink), ("Other fruit juice", .drink), ("Vegetable juice", .drink), ("Smoothies", .drink),
        ("Tap water", .drink), ("Bottled water", .drink),
        ("Pizza", .preparedDish), ("Burritos and tacos", .preparedDish), ("Other Mexican", .preparedDish),
        ("Nachos", .preparedDish), ("Egg rolls, dumplings, sushi", .preparedDish), ("Stir-fry", .preparedDish),
        ("Deli and cured meat sandwiches", .preparedDish), ("Chicken fillet sandwiches", .preparedDish),
        ("Cheese sandwiches", .preparedDish), ("Peanut butter and jelly", .preparedDish), ("Vegetable sandwiches", .preparedDish),
    ]

    /// The kind of an FNDDS food, from its category.
    static func ofAsEaten(_ food: Food) -> FoodKind {
        for entry in asEatenCategories where food.group.hasPrefix(entry.prefix) { return entry.kind }
        return .other
    }
}
