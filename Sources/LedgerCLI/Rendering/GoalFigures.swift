import MealLedger

/// The figures a table shows beside a goal, worked out from the figures shown (SPEC 16): the
/// total and the goal are rounded as shown first, then subtracted, so on screen the total and
/// what remains add up to the goal (goal 2000, eaten 876.5: total 877, remaining 1123).
enum GoalFigures {
    /// Goal − total per value with a goal, from the rounded figures: calories whole, grams to
    /// a tenth.
    static func remaining(_ goals: Goals, after totals: Nutrients) -> Goals {
        func whole(_ goal: Double?, _ eaten: Double) -> Double? {
            goal.map { $0.rounded() - eaten.rounded() }
        }
        func tenths(_ goal: Double?, _ eaten: Double) -> Double? {
            goal.map { (($0 * 10).rounded() - (eaten * 10).rounded()) / 10 }
        }
        return Goals(calories: whole(goals.calories, totals.calories), protein: tenths(goals.protein, totals.protein),
                     carbohydrates: tenths(goals.carbohydrates, totals.carbohydrates), fats: tenths(goals.fats, totals.fats))
    }

    /// The share of each goal reached, `44%`, from the figures shown; blank where there is no
    /// goal, or a goal of nothing.
    static func shareCells(_ goals: Goals, of totals: Nutrients) -> [String] {
        func share(_ goal: Double?, _ eaten: Double, scale: Double) -> String {
            guard let goal else { return "" }
            let shownGoal = (goal * scale).rounded()
            guard shownGoal > 0, eaten.isFinite else { return "" }
            let percent = ((eaten * scale).rounded() / shownGoal * 100).rounded()
            return Format.calories(percent) + "%"
        }
        return [share(goals.calories, totals.calories, scale: 1), share(goals.protein, totals.protein, scale: 10),
                share(goals.carbohydrates, totals.carbohydrates, scale: 10), share(goals.fats, totals.fats, scale: 10)]
    }
}
