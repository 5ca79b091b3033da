/// Calories (kcal) and the three macros (grams), all present: missing macros count as 0.
public struct Nutrients: Equatable, Sendable {
    public var calories: Double
    public var protein: Double
    public var carbohydrates: Double
    public var fats: Double

    public init(calories: Double = 0, protein: Double = 0, carbohydrates: Double = 0, fats: Double = 0) {
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
    }

    /// All zero.
    public static let zero = Nutrients()

    public static func + (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
        Nutrients(calories: lhs.calories + rhs.calories, protein: lhs.protein + rhs.protein,
                  carbohydrates: lhs.carbohydrates + rhs.carbohydrates, fats: lhs.fats + rhs.fats)
    }

    public static func - (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
        Nutrients(calories: lhs.calories - rhs.calories, protein: lhs.protein - rhs.protein,
                  carbohydrates: lhs.carbohydrates - rhs.carbohydrates, fats: lhs.fats - rhs.fats)
    }

    public static func += (lhs: inout Nutrients, rhs: Nutrients) { lhs = lhs + rhs }
    public static func -= (lhs: inout Nutrients, rhs: Nutrients) { lhs = lhs - rhs }

    /// Each value multiplied by `factor`.
    public func scaled(by factor: Double) -> Nutrients {
        Nutrients(calories: calories * factor, protein: protein * factor,
                  carbohydrates: carbohydrates * factor, fats: fats * factor)
    }

    /// True when every value is within `tolerance` of the other's.
    public func isClose(to other: Nutrients, tolerance: Double = 1e-6) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance * max(1, abs(a), abs(b)) }
        return close(calories, other.calories) && close(protein, other.protein)
            && close(carbohydrates, other.carbohydrates) && close(fats, other.fats)
    }
}
