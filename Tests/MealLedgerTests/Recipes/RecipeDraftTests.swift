import Testing
@testable import MealLedger

/// The review document: written by `recipe parse --json`, read back strictly for saving.
struct RecipeDraftTests {
    let recipe = try! OfflineRecipeParser().parse("200g chicken breast, 1 cup rice, 2-3 cloves garlic, salt")

    func read(_ text: String) throws(FieldError) -> RecipeDraft {
        try RecipeDraft.read(Array(text.utf8))
    }

    @Test func aDraftReadsBackToTheSameIngredientsAndSuggestedPrimaries() throws {
        let draft = try RecipeDraft.read(recipe.draftJSON().bytes)
        #expect(draft.ingredients == recipe.mealIngredients)
        #expect(draft.primaryProtein == "chicken")
        #expect(draft.primaryCarb == "rice")
        #expect(draft.name == nil && draft.servings == nil)
    }

    /// The draft with one substring replaced, as a hand edit would.
    func edited(_ old: String, _ new: String) -> String {
        let text = recipe.draftJSON().text
        precondition(text.contains(old), "the draft has no '\(old)'")
        return text.replacingFirst(old, with: new)
    }

    @Test(arguments: [
        (#""calories":240"#, #""calories":-5"#, "'ingredients[0].calories' must be a non-negative number, got '-5'"),
        (#""quantity":200"#, #""quantity":0"#, "'ingredients[0].quantity' must be a positive number, got '0'"),
        (#""name":"rice""#, #""name":"rice","colour":"white""#, "'ingredients[1].colour' is not a known field"),
        (#""flags":["range"]"#, #""flags":["sparkly"]"#,
         "'ingredients[2].flags[0]' must be one of assumed, implied, unmatched, range, unit-estimated, unit-guessed, missing-macros, state-assumed, got 'sparkly'"),
        (#""source":"database""#, #""source":"guess""#, "'ingredients[0].source' must be one of manual, database, ai, got 'guess'"),
        (#""review":false"#, #""review":"no""#, #"'review' must be true or false, got "no""#),
        (#""parser":"offline""#, #""parser":"offline","servings":-2"#, "'servings' must be a positive number, got '-2'"),
        (#""unit":"g""#, #""unit":3"#, "'ingredients[0].unit' must be a string, got 3"),
    ])
    func aBadFieldIsRefusedByItsPath(old: String, new: String, message: String) {
        #expect(throws: FieldError.self) { try read(edited(old, new)) }
        do {
            _ = try read(edited(old, new))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func anUnmatchedFlagMustBeResolvedBeforeSaving() throws {
        let unmatched = try OfflineRecipeParser().parse("1 cup rice, 2 zzqx blorps")
        #expect(throws: FieldError.self) { try RecipeDraft.read(unmatched.draftJSON().bytes) }
        // Once given calories and the flag removed, it saves as a manual ingredient.
        let fixed = unmatched.draftJSON().text.replacingFirst(#""calories":0"#, with: #""calories":150"#)
            .replacingFirst(#""flags":["unmatched"]"#, with: #""flags":[]"#)
        let draft = try read(fixed)
        #expect(draft.ingredients[1].calories == 150)
        #expect(draft.ingredients[1].source == .manual)
    }

    @Test func editedMealFieldsAreRead() throws {
        let text = edited(#""parser":"offline""#, #""parser":"offline","name":"Bowl","servings":2,"otherComponents":["garlic"],"notes":"spicy""#)
        let draft = try read(text)
        #expect(draft.name == "Bowl" && draft.servings == 2 && draft.otherComponents == ["garlic"] && draft.notes == "spicy")
    }

    @Test func notJSONOrNoIngredientsIsRefused() {
        #expect(throws: FieldError.self) { try read("{") }
        #expect(throws: FieldError.self) { try read(#"{"ingredients":[]}"#) }
        #expect(throws: FieldError.self) { try read(#"[]"#) }
        #expect(throws: FieldError.self) { try read(#"{"confidence":1.5,"ingredients":[]}"#) }
    }
}

extension String {
    /// The string with the first occurrence of `old` replaced.
    func replacingFirst(_ old: String, with new: String) -> String {
        guard let start = indices.first(where: { self[$0...].hasPrefix(old) }) else { return self }
        return String(self[..<start]) + new + String(self[index(start, offsetBy: old.count)...])
    }
}
