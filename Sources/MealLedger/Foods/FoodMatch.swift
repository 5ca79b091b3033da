/// A food found by a search, with how well it fits the query.
public struct FoodMatch: Equatable, Sendable {
    /// The food found.
    public var food: Food
    /// How well the food fits, from 0 to 1: 1 when every query word is in a plain description.
    ///
    /// It multiplies the share of query words found by factors for where they sit, how many
    /// other words the description has, and processed or branded forms the query did not ask
    /// for, so a caller can read it as a confidence.
    public var score: Double
    /// Whether every word of the query is in the description (matches that do come first).
    public var matchesAllWords: Bool

    /// Creates a match.
    public init(food: Food, score: Double, matchesAllWords: Bool) {
        self.food = food
        self.score = score
        self.matchesAllWords = matchesAllWords
    }
}
