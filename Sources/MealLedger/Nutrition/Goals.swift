/// Daily targets, each optional: a goal left out is no goal for that value.
public struct Goals: Equatable, Sendable {
    public var calories: Double?
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?

    public init(calories: Double? = nil, protein: Double? = nil, carbohydrates: Double? = nil, fats: Double? = nil) {
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
    }

    /// True when no value has a goal.
    public var isEmpty: Bool { calories == nil && protein == nil && carbohydrates == nil && fats == nil }

    /// Goal − eaten for each value that has a goal; negative when exceeded.
    public func remaining(after eaten: Nutrients) -> Goals {
        Goals(calories: calories.map { $0 - eaten.calories }, protein: protein.map { $0 - eaten.protein },
              carbohydrates: carbohydrates.map { $0 - eaten.carbohydrates }, fats: fats.map { $0 - eaten.fats })
    }
}

extension GoalsSet {
    /// The goals this event sets.
    public var goals: Goals { Goals(calories: calories, protein: protein, carbohydrates: carbohydrates, fats: fats) }
}
