import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 9's meal changes in steps, duplicate names, and `meal show --json` saved back
/// unchanged with `--from-draft`.
@Suite struct MealEditingTests {
    /// The meal named `name` as the journal holds it now.
    static func meal(_ ledger: InProcessLedger, _ name: String) throws -> MealDefinition? {
        let state = try Replay.run(JournalFile.openForReading(ledger.journal)).state
        return state.meals.records.values.first { !$0.isDeleted && $0.definition.name == name }?.definition
    }

    @Test func ingredientsAreAddedAndRemovedInStepsAndTheRestStay() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "meal.created", "--name", "Chili", "--servings", "4",
                    "--ingredient", "name=Beans,quantity=400,unit=g,calories=500",
                    "--ingredient", "name=Tomatoes,quantity=400,unit=g,calories=72",
                    "--ingredient", "name=Onion,quantity=1,unit=medium,calories=44"])
        let edited = ledger.run(["append", "meal.edited", "--meal-id", "chili", "--remove-ingredient", "2",
                                 "--remove-ingredient", "ONION", "--add-ingredient", "name=Corn,quantity=100,unit=g,calories=86",
                                 "--add-food", "09040", "--grams", "50", "--name", "Bean chili"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let meal = try #require(try Self.meal(ledger, "Bean chili"))
        #expect(meal.ingredients.map(\.name) == ["Beans", "Corn", "Bananas, raw"])
        #expect(meal.ingredients[2].foodId == "09040" && meal.ingredients[2].calories == 44.5)
        #expect(meal.servings == 4)
    }

    @Test func aWholeNewListNeedsReplaceIngredientsAndBadStepsAreRefusedByName() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "meal.created", "--name", "Chili", "--ingredient", "name=Beans,quantity=400,unit=g,calories=500",
                    "--ingredient", "name=Bean sprouts,quantity=50,unit=g,calories=15"])
        let before = ledger.journalBytes
        let replacing = ledger.run(["append", "meal.edited", "--meal-id", "chili", "--ingredient", "name=Rice,quantity=1,unit=cup,calories=200"])
        #expect(replacing.status == 2 && replacing.stderr.contains("--replace-ingredients"))
        let food = ledger.run(["append", "meal.edited", "--meal-id", "chili", "--food", "09040", "--grams", "10"])
        #expect(food.status == 2 && food.stderr.contains("--replace-ingredients"))
        let outOfRange = ledger.run(["append", "meal.edited", "--meal-id", "chili", "--remove-ingredient", "3"])
        #expect(outOfRange.status == 1 && outOfRange.stderr.contains("'remove-ingredient' must be 1 to 2"))
        let ambiguous = ledger.run(["append", "meal.edited", "--meal-id", "chili", "--remove-ingredient", "bean"])
        #expect(ambiguous.status == 1 && ambiguous.stderr.contains("names no ingredient of the meal (1 Beans, 2 Bean sprouts)"))
        let onCreate = ledger.run(["append", "meal.created", "--name", "Soup", "--add-ingredient", "name=X,quantity=1,unit=g,calories=1"])
        #expect(onCreate.status == 2 && onCreate.stderr.contains("use it with meal.edited"))
        #expect(ledger.journalBytes == before)
        let replaced = ledger.run(["append", "meal.edited", "--meal-id", "chili", "--replace-ingredients",
                                   "--ingredient", "name=Rice,quantity=1,unit=cup,calories=200"])
        #expect(replaced.status == 0)
        #expect(try Self.meal(ledger, "Chili")?.ingredients.map(\.name) == ["Rice"])
    }

    @Test func aNameAMealInForceHasIsRefusedUnlessAllowed() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "meal.created", "--name", "Chili"])
        ledger.run(["append", "meal.created", "--name", "Soup"])
        let before = ledger.journalBytes
        let same = ledger.run(["append", "meal.created", "--name", "CHILI"])
        #expect(same.status == 1 && same.stderr.contains("'name' 'CHILI' is the name of meal") && same.stderr.contains("--allow-duplicate-name"))
        let rename = ledger.run(["append", "meal.edited", "--meal-id", "soup", "--name", "chili"])
        #expect(rename.status == 1)
        #expect(ledger.journalBytes == before)
        #expect(ledger.run(["append", "meal.created", "--name", "Chili", "--allow-duplicate-name"]).status == 0)
        // A meal deleted frees its name; renaming a meal to its own name in another case is fine.
        ledger.run(["append", "meal.deleted", "--meal-id", "soup"])
        #expect(ledger.run(["append", "meal.created", "--name", "Soup"]).status == 0)
        #expect(ledger.run(["append", "meal.edited", "--meal-id", "soup", "--name", "SOUP"]).status == 0)
    }

    @Test func mealShowJSONSavesBackUnchangedForGeneratedMeals() {
        forAllCases(100, seed: 0x5A7E) { testCase in
            let ledger = InProcessLedger()
            var words = ["append", "meal.created", "--name", "Meal \(testCase.random.next() % 1000)",
                         "--servings", CanonicalNumber.text(Double(testCase.random.next() % 8 + 1) / 2)]
            let count = Int(testCase.random.next() % 6) + 1
            for index in 0..<count {
                let quantity = CanonicalNumber.text(Double(testCase.random.next() % 5000 + 1) / 10)
                let calories = CanonicalNumber.text(Double(testCase.random.next() % 90000) / 100)
                var spec = "name=Food \(index) ü,quantity=\(quantity),unit=g,calories=\(calories)"
                if testCase.random.next() % 2 == 0 { spec += ",protein=\(testCase.random.next() % 50)" }
                if testCase.random.next() % 3 == 0 { spec += ",source=database,food-id=0\(1000 + index)" }
                words += ["--ingredient", spec]
            }
            if testCase.random.next() % 2 == 0 { words += ["--primary-protein", "beans", "--other-component", "herbs"] }
            if testCase.random.next() % 2 == 0 { words += ["--notes", "Serve warm."] }
            let created = ledger.run(words)
            testCase.check(created.status == 0, created.stderr)
            guard let name = words.firstIndex(of: "--name").map({ words[$0 + 1] }),
                  let before = try? Self.meal(ledger, name) else {
                testCase.check(false, "no meal")
                return
            }
            let shown = ledger.run(["meal", "show", name, "--json"])
            let draft = ledger.folder.write("meal.json", shown.stdout)
            let edited = ledger.run(["append", "meal.edited", "--meal-id", name, "--from-draft", draft])
            testCase.check(edited.status == 0, edited.stderr)
            let copy = ledger.run(["append", "meal.created", "--from-draft", draft, "--allow-duplicate-name"])
            testCase.check(copy.status == 0, copy.stderr)
            let state = try? Replay.run(JournalFile.openForReading(ledger.journal)).state
            let after = state?.meals[before.mealId]?.definition
            testCase.check(after == before, "\(String(describing: after)) vs \(before)")
            // The copy is the same meal under a new id.
            var copied = state?.meals.records.values.first { $0.definition.mealId != before.mealId }?.definition
            copied?.mealId = before.mealId
            testCase.check(copied == before, "copy: \(String(describing: copied))")
        }
    }

    @Test func loggedItemsAndCopiedEntriesKeepTheirSourceAndFoodId() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "meal.created", "--name", "Snack", "--food", "09040", "--grams", "100",
                    "--ingredient", "name=Tea,quantity=1,unit=cup,calories=2"])
        ledger.run(["eat", "snack", "--date", "2026-11-20"])
        ledger.run(["append", "food.logged", "--food", "01001", "--grams", "10", "--date", "2026-11-20"])
        let state = try Replay.run(JournalFile.openForReading(ledger.journal)).state
        let ids = state.log.records.map(\.id.description)
        let made = ledger.run(["append", "meal.created", "--name", "Copied", "--from-entries", ids.joined(separator: ",")])
        #expect(made.status == 0, "\(made.stderr)")
        let copied = try #require(try Self.meal(ledger, "Copied"))
        // --ingredient ones come first in a meal, then --food ones.
        #expect(copied.ingredients.map(\.foodId) == [nil, "09040", "01001"])
        #expect(copied.ingredients.map(\.source) == [.manual, .database, .database])
        let day = ledger.run(["day", "2026-11-20", "--json"]).stdout
        #expect(day.contains(#""source":"database","foodId":"09040""#))
    }
}
