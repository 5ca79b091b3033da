/// Telling a meal described as eaten ("grilled salmon with rice and asparagus") from a
/// recipe's ingredient list, when no reading is given (SPEC 13).
///
/// A description is read as eaten by `MealTextSplitter` and `AsEatenMatcher`; this only says
/// whether a text is one.
enum DishDescription {
    /// Whether `text` describes a meal: one line that joins foods with "with", or whose every
    /// phrase names a food without an amount.
    static func looksLikeDish(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters()
        guard !trimmed.isEmpty, !trimmed.contains("\n") else { return false }
        let lowered = trimmed.lowercased()
        if lowered.contains(" with ") || lowered.hasPrefix("with ") { return true }
        let split = IngredientPhraseSplitter.split(trimmed)
        return !split.phrases.isEmpty && split.phrases.allSatisfy { IngredientPhrase($0).quantity == nil }
    }
}
