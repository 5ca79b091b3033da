/// The rule on a `goals.set`'s limits: a nutrient's minimum is never above its maximum.
///
/// `ledger goals` refuses such goals; an `append` breaking the rule is refused too, and a line
/// that carries it anyway (a hand edit, an older release) is kept and named as a warning by
/// `check`, as the text rules are: the goals still read, and replay goes on.
extension GoalsSet {
    /// One problem per nutrient whose minimum is above its maximum, named by the minimum's field.
    public var limitProblems: [FieldError] {
        Nutrient.allCases.compactMap { nutrient in
            guard let minimum = minimums[nutrient], let maximum = maximums[nutrient], minimum > maximum else { return nil }
            return FieldError(field: "minimums.\(nutrient.key)",
                              problem: "\(CanonicalNumber.text(minimum)) \(nutrient.unit) is above "
                                  + "'maximums.\(nutrient.key)' \(CanonicalNumber.text(maximum)) \(nutrient.unit); "
                                  + "a minimum must not exceed the maximum of the same nutrient")
        }
    }
}
