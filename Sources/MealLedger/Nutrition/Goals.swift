/// Daily targets, each optional: a goal left out is no goal for that value.
public struct Goals: Equatable, Sendable {
    public var calories: Double?
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    /// The least of each nutrient to eat a day; absent ones no limit.
    public var minimums: NutrientValues
    /// The most of each nutrient to eat a day; absent ones no limit.
    public var maximums: NutrientValues

    public init(calories: Double? = nil, protein: Double? = nil, carbohydrates: Double? = nil, fats: Double? = nil,
                minimums: NutrientValues = .unknown, maximums: NutrientValues = .unknown) {
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        self.minimums = minimums
        self.maximums = maximums
    }

    /// True when no value has a goal or a limit.
    public var isEmpty: Bool {
        calories == nil && protein == nil && carbohydrates == nil && fats == nil && minimums.isEmpty && maximums.isEmpty
    }

    /// True when any nutrient of the vocabulary has a minimum or a maximum.
    public var hasLimits: Bool { !minimums.isEmpty || !maximums.isEmpty }

    /// Goal − eaten for each value that has a goal; negative when exceeded.
    public func remaining(after eaten: Nutrients) -> Goals {
        Goals(calories: calories.map { $0 - eaten.calories }, protein: protein.map { $0 - eaten.protein },
              carbohydrates: carbohydrates.map { $0 - eaten.carbohydrates }, fats: fats.map { $0 - eaten.fats })
    }
}

extension GoalsSet {
    /// The goals this event sets.
    public var goals: Goals {
        Goals(calories: calories, protein: protein, carbohydrates: carbohydrates, fats: fats, minimums: minimums,
              maximums: maximums)
    }
}
