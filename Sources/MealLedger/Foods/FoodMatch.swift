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
    /// The description cut into its comma-separated parts of lower-case words and their stems,
    /// as the search index holds them (`FoodSearchIndex.descriptionWords(ofFoodAt:)`), when the
    /// search was asked for them (`wholeFoods: false`): the as-eaten matcher reads them rather
    /// than cut the description again. Not part of what makes two matches equal.
    var descriptionWords: DescriptionWords?

    /// Creates a match.
    public init(food: Food, score: Double, matchesAllWords: Bool) {
        self.food = food
        self.score = score
        self.matchesAllWords = matchesAllWords
    }

    public static func == (left: FoodMatch, right: FoodMatch) -> Bool {
        left.food == right.food && left.score == right.score && left.matchesAllWords == right.matchesAllWords
    }
}

/// A description's words by comma-separated part, each with its stem, as
/// `AsEatenMatcher.segments(of:)` cuts them (empty parts left out). A class, so a match
/// carries it without copying.
final class DescriptionWords: Sendable {
    let segments: [[(word: String, stem: String)]]

    init(_ segments: [[(word: String, stem: String)]]) {
        self.segments = segments
    }
}
