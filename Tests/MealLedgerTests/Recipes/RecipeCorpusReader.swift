@testable import MealLedger

/// Reads `RecipeLineCorpus` and `DishCorpus` into entries with their expected kcal, computed
/// from the SR28 rows and grams each line states.
enum RecipeCorpusReader {
    /// One SR28 food of an expected reading.
    struct Part {
        /// For dishes, the word the parsed ingredient's name must hold; empty for recipe lines.
        var name: String
        /// True for a part the description implies without naming (`~NAME`).
        var isImplied: Bool
        var foodID: String
        var grams: Double
    }

    /// A recipe line: the quantity and unit expected (nil for none) and the foods.
    struct Line {
        var phrase: String
        var quantity: Double?
        var unit: String?
        var parts: [Part]
    }

    /// A dish description and its foods.
    struct Dish {
        var description: String
        var parts: [Part]
    }

    static var lines: [Line] {
        rows(RecipeLineCorpus.text).map { fields in
            let amount = fields[1].split(separator: " ", maxSplits: 1).map(String.init)
            let quantity = amount[0] == "-" ? nil : number(amount[0])
            let unit = amount.count > 1 && amount[1] != "-" ? amount[1] : nil
            return Line(phrase: fields[0], quantity: quantity, unit: unit, parts: parts(fields[2], named: false))
        }
    }

    static var dishes: [Dish] {
        rows(DishCorpus.text).map { Dish(description: $0[0], parts: parts($0[1], named: true)) }
    }

    /// The kcal the parts come to, from the table's per-100 g values.
    static func expectedCalories(_ parts: [Part], database: FoodDatabase = .embedded) -> Double {
        parts.reduce(0) { total, part in
            guard let food = database.food(id: part.foodID) else {
                fatalError("the corpus names food \(part.foodID), which the table does not have")
            }
            return total + (food.caloriesPer100g ?? 0) * part.grams / 100
        }
    }

    private static func rows(_ text: String) -> [[String]] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            line.components(separatedBy: " | ")
        }
    }

    private static func parts(_ text: String, named: Bool) -> [Part] {
        text.components(separatedBy: "; ").map { part in
            let fields = part.split(separator: " ").map(String.init)
            if named {
                let isImplied = fields[0].hasPrefix("~")
                let name = isImplied ? String(fields[0].dropFirst()) : fields[0]
                return Part(name: name.lowercased(), isImplied: isImplied, foodID: fields[1], grams: grams(fields[2]))
            }
            return Part(name: "", isImplied: false, foodID: fields[0], grams: grams(fields[1]))
        }
    }

    /// "2*125", "216*60/236.59", "0.5".
    private static func grams(_ expression: String) -> Double {
        var value: Double?
        var pendingOperator: Character = "*"
        var current = ""
        func flush() {
            guard let number = Double(current) else { return }
            if let known = value { value = pendingOperator == "*" ? known * number : known / number } else { value = number }
            current = ""
        }
        for character in expression {
            if character == "*" || character == "/" {
                flush()
                pendingOperator = character
            } else {
                current.append(character)
            }
        }
        flush()
        return value ?? 0
    }

    /// "1/3", "0.5", "2".
    private static func number(_ text: String) -> Double? {
        if let slash = text.firstIndex(of: "/") {
            guard let top = Double(text[..<slash]), let bottom = Double(text[text.index(after: slash)...]) else { return nil }
            return top / bottom
        }
        return Double(text)
    }
}
