@testable import MealLedger

extension OfflineRecipeParser {
    /// The calories `text` reads as, or 0 when it reads as nothing: for suites that compare two
    /// phrasings of one meal.
    func kcal(_ text: String) -> Double {
        ((try? parse(text).ingredients) ?? []).reduce(0) { $0 + $1.calories }
    }

    /// The grams `text` reads as, summed over its items.
    func grams(_ text: String) -> Double {
        ((try? parse(text).ingredients) ?? []).reduce(0) { $0 + ($1.grams ?? 0) }
    }
}
