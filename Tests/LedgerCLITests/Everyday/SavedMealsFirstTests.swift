import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16 through the built binary: `eat WORDS` takes a saved meal — by id, exact
/// name, unique prefix or a unique whole word of its name — before reading the words as food,
/// and says which meal it took and how to log the food instead.
@Suite struct SavedMealsFirstTests {
    typealias Setup = EverydayLoggingTests.Setup

    static func withMeals() throws -> Setup {
        let setup = Setup()
        for name in ["Beef chili", "Overnight oats"] {
            try setup.ok(["append", "meal.created", "--name", name, "--ingredient",
                          "name=\(name),quantity=300,unit=g,calories=450,protein=30"])
        }
        return setup
    }

    static func logged(_ setup: Setup) throws -> [EventPayload] {
        try setup.events().map(\.payload).filter { payload in
            switch payload {
            case .foodLogged, .mealLogged: return true
            default: return false
            }
        }
    }

    @Test(arguments: [("chili", "Beef chili"), ("oats", "Overnight oats"), ("OATS", "Overnight oats")])
    func aWholeWordOfASavedMealsNameTakesTheMealAndSaysHowToLogTheFood(words: String, meal: String) throws {
        let setup = try Self.withMeals()
        let result = try setup.ok(["eat", words, "--date", "2026-11-20"])
        let logged = try Self.logged(setup)
        guard logged.count == 1, case .mealLogged(let entry) = logged[0] else {
            Issue.record("expected one meal.logged, got \(logged)")
            return
        }
        #expect(entry.mealName == meal)
        #expect(result.stderr.contains("ledger eat: took the saved meal '\(meal)' for '\(words)'; to log the food instead, "
            + "say how much: 'ledger eat 100 g \(words)'"), "\(result.stderr)")
    }

    @Test func anExactNameSaysNothingAndWordsWithAnAmountAreFood() throws {
        let setup = try Self.withMeals()
        let exact = try setup.ok(["eat", "beef", "chili", "--date", "2026-11-20"])
        #expect(!exact.stderr.contains("took the saved meal"), "\(exact.stderr)")
        try setup.ok(["eat", "100", "g", "oats", "--date", "2026-11-20"])
        let logged = try Self.logged(setup)
        guard logged.count == 2, case .foodLogged(let food) = logged[1] else {
            Issue.record("expected a food.logged second, got \(logged)")
            return
        }
        #expect(food.quantity == 100 && food.unit == "g" && food.source == .database)
    }

    @Test func aWordTwoSavedMealsShareIsRefusedWithBoth() throws {
        let setup = try Self.withMeals()
        try setup.ok(["append", "meal.created", "--name", "Turkey chili", "--ingredient", "name=Beans,quantity=100,unit=g,calories=100"])
        let before = setup.bytes
        let result = try setup.run(["eat", "chili", "--date", "2026-11-20"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("'chili' fits 2 meals: Beef chili") && result.stderr.contains("Turkey chili"), "\(result.stderr)")
        #expect(setup.bytes == before)
    }
}
