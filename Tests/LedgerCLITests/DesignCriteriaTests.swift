import Foundation
import Testing
import TestSupport

/// Search and the log as the design documents state them (issue 19), through the binary.
@Suite struct DesignCriteriaTests {
    static func run(_ arguments: [String], journal: String) throws -> LedgerProcess.Result {
        try LedgerProcess.run(arguments + ["-f", journal], environment: ["TZ": "UTC", "MEAL_LEDGER_DEVICE": "laptop"])
    }

    @Test func anEmptyLibrarySaysHowToStartAndAFruitlessSearchSaysNoMatch() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        #expect(try Self.run(["init"], journal: journal).status == 0)
        let empty = try Self.run(["meals"], journal: journal)
        #expect(empty.status == 0)
        #expect(empty.stdout.hasPrefix("""
            No meals yet: create one with
              ledger append meal.created --name NAME --ingredient name=…,quantity=…,unit=…,calories=…
            or from a recipe: ledger append meal.created --name NAME --from-recipe "200 g chicken breast, 1 cup rice"

            """), "\(empty.stdout)")
        #expect(try Self.run(["append", "meal.created", "--name", "Crème brûlée", "--ingredient",
                              "name=Cream,quantity=100,unit=g,calories=340"], journal: journal).status == 0)
        #expect(try Self.run(["meals", "--search", "pizza"], journal: journal).stdout.hasPrefix("No meals match.\n"))
        for query in ["creme", "BRULEE", "  ", "rème b"] {
            let found = try Self.run(["meals", "--search", query], journal: journal)
            #expect(found.stdout.contains("Crème brûlée"), "\(query.debugDescription): \(found.stdout)")
        }
    }

    @Test func aLoggedMealShowsServingsTimesTheCaloriesOfOne() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        #expect(try Self.run(["append", "meal.created", "--name", "Chili", "--servings", "2", "--ingredient",
                              "name=Beans,quantity=400,unit=g,calories=802"], journal: journal).status == 0)
        #expect(try Self.run(["append", "meal.logged", "--meal-id", "Chili", "--servings", "1.5", "--date", "2026-11-20"],
                             journal: journal).status == 0)
        let day = try Self.run(["day", "2026-11-20"], journal: journal)
        #expect(day.stdout.contains("1.5 × 401 kcal   602"), "\(day.stdout)")
        let json = try Self.run(["day", "2026-11-20", "--json"], journal: journal)
        #expect(json.stdout.contains(#""servings":1.5,"perServing":{"calories":401,"#), "\(json.stdout)")
    }
}
