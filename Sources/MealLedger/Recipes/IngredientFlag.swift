/// Something a reviewer should know about one parsed ingredient.
public enum IngredientFlag: String, CaseIterable, Sendable {
    /// The phrase gave no quantity: one typical portion of the food was assumed.
    case assumed
    /// A dish description implies the part without naming it (the oil of a stir fry, the bread
    /// of a sandwich): one typical portion was added.
    case implied
    /// No food matched the phrase: it is kept with 0 kcal and cannot be saved until given nutrition.
    case unmatched
    /// The quantity was a range ("2-3"): its midpoint was used.
    case range
    /// The unit has no weight for this food: a standard size was used (a 15 oz can, a pinch as 1/16 tsp).
    case unitEstimated = "unit-estimated"
    /// The unit could not be converted at all: the food's first household portion was used instead.
    case unitGuessed = "unit-guessed"
    /// The food (or the service's reply) has no value for one of calories, protein, carbohydrates or fats.
    case missingMacros = "missing-macros"
    /// The text did not say whether the food was cooked or raw, eaten or bought: the reading in
    /// `state` was assumed (SPEC 13).
    case stateAssumed = "state-assumed"

    /// A short explanation for the review table.
    public var explanation: String {
        switch self {
        case .assumed: "no quantity given: one typical portion assumed"
        case .implied: "not named, but the dish implies it: one typical portion added"
        case .unmatched: "no food matched: 0 kcal until you give its nutrition"
        case .range: "a range: its midpoint used"
        case .unitEstimated: "unit weight estimated from a standard size"
        case .unitGuessed: "unit not convertible for this food: its usual portion used"
        case .missingMacros: "some nutrient values are missing"
        case .stateAssumed: "not said whether cooked or as bought: the reading in 'state' assumed"
        }
    }
}
