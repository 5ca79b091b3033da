import Foundation
import MealLedger
import Testing
import TestSupport

/// `food search`, `recipe parse` and meals built from recipes, run through the built binary.
@Suite struct RecipeEndToEndTests {
    @Test func foodSearchPrintsOneJSONDocumentWithTheBestMatchFirst() throws {
        let result = try LedgerProcess.run(["food", "search", "chicken", "breast", "--json", "--limit", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        let value = try JSONParser.parse(String(result.stdout.dropLast()))
        guard case let .array(foods)? = value["foods"] else { Issue.record("no foods array"); return }
        #expect(foods.count == 5)
        guard case let .string(description)? = foods.first?["description"] else { Issue.record("no description"); return }
        #expect(description.hasPrefix("Chicken"))
        #expect(description.contains("breast"))
    }

    @Test func recipeParseWritesNothingAndAsksForAReviewWhenUnsure() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let result = try LedgerProcess.run(["recipe", "parse", "-", "-f", journal], stdin: "1 cup rice\nzzqx blorp\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("review before saving"))
        #expect(result.stdout.contains("unmatched"))
        #expect(!FileManager.default.fileExists(atPath: journal))
    }

    @Test func theAIFlagWithoutAServiceExitsFourAndPointsToTheOfflineParser() throws {
        let result = try LedgerProcess.run(["recipe", "parse", "--ai", "1 egg"])
        #expect(result.status == 4)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "ledger recipe parse: no recipe service configured (set MEAL_LEDGER_AI_URL); "
            + "the offline parser works without one: drop --ai\n")
    }

    @Test func aMealFromARecipeIsFoundByItsPrimaryProteinAndCarb() throws {
        let folder = TemporaryDirectory()
        let env = ["MEAL_LEDGER_JOURNAL": folder.file("j.jsonl")]
        let saved = try LedgerProcess.run(["append", "meal.created", "--name", "Salmon rice", "--from-recipe",
                                           "150g salmon, 1 cup rice, 1 tbsp soy sauce"], environment: env)
        #expect(saved.status == 0, "\(saved.stderr)")
        let meals = try LedgerProcess.run(["meals", "--protein", "salmon", "--carb", "rice", "--json"], environment: env)
        #expect(meals.status == 0, "\(meals.stderr)")
        #expect(meals.stdout.contains("\"name\":\"Salmon rice\""))
    }

    @Test func aMealFromLoggedEntriesCopiesTheirValuesAndLeavesTheLogAsItWas() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let env = ["MEAL_LEDGER_JOURNAL": journal]
        let logged = try LedgerProcess.run(["append", "food.logged", "--name", "Toast", "--calories", "133.3",
                                            "--protein", "4.1", "--date", "2026-11-20"], environment: env)
        #expect(logged.status == 0, "\(logged.stderr)")
        let event = try Event(line: String(logged.stdout.dropLast()))
        guard case .foodLogged(let entry) = event.payload else { Issue.record("not food.logged"); return }
        let before = folder.read("j.jsonl")
        let meal = try LedgerProcess.run(["append", "meal.created", "--name", "Breakfast", "--from-entries",
                                          entry.entryId.description], environment: env)
        #expect(meal.status == 0, "\(meal.stderr)")
        let after = folder.read("j.jsonl")
        #expect(Array(after.prefix(before.count)) == Array(before))
        let created = try Event(line: String(meal.stdout.dropLast()))
        guard case .mealCreated(let definition) = created.payload else { Issue.record("not meal.created"); return }
        #expect(definition.meal.ingredients.map(\.calories) == [133.3])
        #expect(definition.meal.ingredients.map(\.protein) == [4.1])
        let day = try LedgerProcess.run(["day", "2026-11-20", "--json"], environment: env)
        #expect(day.stdout.contains("\"entryId\":\"\(entry.entryId)\""))
    }

    @Test func anUnsaveableRecipeWritesNothing() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        _ = try LedgerProcess.run(["init", "-f", journal])
        let before = folder.read("j.jsonl")
        let refused = try LedgerProcess.run(["append", "meal.created", "-f", journal, "--name", "X",
                                             "--from-recipe", "1 cup rice, 3 zzqx blorps"])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("'3 zzqx blorps' matched no food"))
        #expect(folder.read("j.jsonl") == before)
    }
}
