import MealLedger

/// The four nutrient columns every report shares: KCAL, PROTEIN, CARBS, FATS.
enum NutrientColumns {
    static let headers: [(String, Table.Alignment)] = [
        ("KCAL", .right), ("PROTEIN", .right), ("CARBS", .right), ("FATS", .right),
    ]

    static func cells(_ value: Nutrients) -> [String] {
        [Format.calories(value.calories), Format.grams(value.protein), Format.grams(value.carbohydrates),
         Format.grams(value.fats)]
    }

    /// Goals or remaining values: blank where there is no goal.
    static func cells(_ value: Goals) -> [String] {
        [value.calories.map(Format.calories) ?? "", value.protein.map(Format.grams) ?? "",
         value.carbohydrates.map(Format.grams) ?? "", value.fats.map(Format.grams) ?? ""]
    }

    /// The columns (the first nutrient column at `first`) whose value is below zero: a
    /// remainder past its goal, shown in red.
    static func negative(_ value: Goals, first: Int) -> Set<Int> {
        let values = [value.calories, value.protein, value.carbohydrates, value.fats]
        return Set(values.indices.filter { (values[$0] ?? 0) < 0 }.map { first + $0 })
    }
}
