import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16 through the built binary: a draft whose amount was edited (`meal show
/// --json` → edit → `--from-draft`) recomputes the figures of its database foods left as they
/// were, or refuses naming the item; it never saves 200 g with the calories of 150 g.
@Suite struct DraftAmountTests {
    typealias Setup = EverydayLoggingTests.Setup

    static func ingredients(_ setup: Setup) throws -> [Ingredient] {
        guard case .mealEdited(let edited) = try setup.events().last?.payload else { return [] }
        return edited.meal.ingredients
    }

    static func withOatBowl() throws -> (Setup, String) {
        let setup = Setup()
        try setup.ok(["append", "meal.created", "--name", "Oat bowl", "--food", "08120", "--grams", "150",
                      "--food", "09040", "--quantity", "1", "--unit", "medium"])
        return (setup, try setup.ok(["meal", "show", "oat bowl", "--json"]).stdout)
    }

    static func save(_ setup: Setup, _ text: String) -> String {
        let path = setup.folder.file("draft.json")
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    @Test func anEditedQuantityWithItsFiguresLeftIsRecomputedForTheNewWeight() throws {
        let (setup, shown) = try Self.withOatBowl()
        let draft = Self.save(setup, shown.replacingOccurrences(of: #""quantity":150"#, with: #""quantity":200"#))
        try setup.ok(["append", "meal.edited", "--meal-id", "oat bowl", "--from-draft", draft])
        let oats = try Self.ingredients(setup)[0]
        // 379 kcal per 100 g (SR28 08120): 568.5 for 150 g, 758 for 200 g.
        #expect(oats.quantity == 200 && oats.calories == 758, "\(oats)")
        #expect(oats.protein == 26.3 && oats.carbohydrates == 135.4, "13.15 g protein per 100 g: \(oats)")
    }

    @Test func anEditedQuantityWithItsFiguresChangedTooKeepsThemAsGiven() throws {
        let (setup, shown) = try Self.withOatBowl()
        let draft = Self.save(setup, shown.replacingOccurrences(of: #""quantity":150"#, with: #""quantity":200"#)
            .replacingOccurrences(of: #""calories":568.5"#, with: #""calories":700"#))
        try setup.ok(["append", "meal.edited", "--meal-id", "oat bowl", "--from-draft", draft])
        #expect(try Self.ingredients(setup)[0].calories == 700)
    }

    @Test func aNewUnitThatCannotBeWeighedIsRefusedNamingTheItem() throws {
        let (setup, shown) = try Self.withOatBowl()
        let draft = Self.save(setup, shown.replacingOccurrences(of: #""quantity":1,"unit":"medium""#,
                                                                with: #""quantity":2,"unit":"handful""#))
        let before = setup.bytes
        let result = try setup.run(["append", "meal.edited", "--meal-id", "oat bowl", "--from-draft", draft])
        #expect(result.status == 1)
        #expect(result.stderr.contains("ingredients[1] 'Bananas, raw': its amount was changed but not its figures"),
                "\(result.stderr)")
        #expect(setup.bytes == before)
    }

    @Test func aNewUnitThatWeighsIsRecomputedThroughGrams() throws {
        let (setup, shown) = try Self.withOatBowl()
        // 1 medium banana (118 g) → 236 g.
        let draft = Self.save(setup, shown.replacingOccurrences(of: #""quantity":1,"unit":"medium""#,
                                                                with: #""quantity":236,"unit":"g""#))
        try setup.ok(["append", "meal.edited", "--meal-id", "oat bowl", "--from-draft", draft])
        let banana = try Self.ingredients(setup)[1]
        #expect(banana.quantity == 236 && abs(banana.calories - 210.04) < 0.01, "\(banana)")
    }

    @Test func anUneditedDraftSavesUnchanged() throws {
        let (setup, shown) = try Self.withOatBowl()
        try setup.ok(["append", "meal.edited", "--meal-id", "oat bowl", "--from-draft", Self.save(setup, shown)])
        let saved = try Self.ingredients(setup)
        #expect(saved.map(\.calories) == [568.5, 105.02], "\(saved)")
    }
}
