/// Where a food's nutrition came from.
public enum FoodSource: String, CaseIterable, Sendable {
    /// Typed in by the user.
    case manual
    /// Taken from the embedded food database.
    case database
    /// Estimated by an AI recipe service.
    case ai
}
