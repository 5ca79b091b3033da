/// The units a recipe service may answer with (SPEC section 7); anything else is refused.
public enum AIRecipeUnit: String, CaseIterable, Equatable, Sendable {
    case cup, tbsp, tsp, oz, lb, gram, kg, piece, serving

    /// The unit a service's spelling names, or nil when it is none of the nine.
    ///
    /// Case, plurals and the usual abbreviations are forgiven through the food database's own
    /// unit reading ("Cups" → cup, "Tbsp." → tbsp, "grams" and "g" → gram, "pcs" → piece), so
    /// the AI parser and the offline parser agree on what a unit name means.
    public init?(normalizing name: String) {
        let canonical = HouseholdMeasure.normalizedUnit(name)
        switch canonical {
        case "g": self = .gram
        default:
            guard let unit = AIRecipeUnit(rawValue: canonical), unit != .gram else { return nil }
            self = unit
        }
    }

    /// The nine names, for messages.
    static let spelledOut = allCases.map(\.rawValue).joined(separator: ", ")
}
