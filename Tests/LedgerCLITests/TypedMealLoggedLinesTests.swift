import Foundation
import MealLedger
import Testing
import TestSupport

/// A `meal.logged` that `append` completes is built typed (issue 30, SPEC 17): its scaled
/// items are the meal's ingredients scaled as values, never written as JSON members and read
/// again, and the lines are byte for byte the ones the JSON road wrote.
///
/// `Golden/samples/meal-logged-lines-249b393.jsonl` holds the lines the `ledger` of 249b393
/// (the last commit with that road) appended for `steps` below on a new journal, normalized as
/// `TypedMealLinesTests.normalized` does (ids numbered in order of first appearance, `at` left
/// out). Beside `append meal.logged` in each of its forms (flags, `--data`, a draft on stdin,
/// items given), `eat` and `plan eat` (typed already) are recorded too.
@Suite struct TypedMealLoggedLinesTests {
    /// A meal written as a full line, its ingredient's name and unit with spaces around (`append -`
    /// keeps a full line as it is): a logged meal's items are stored trimmed.
    static let spacedMeal = #"{"id":"01a21b6d-0000-7000-8000-0000000000aa","at":"2026-11-20T08:00:00.000Z","device":"laptop","type":"meal.created","data":{"mealId":"01a21b6d-0000-7000-8000-0000000000ab","name":"Spaced","servings":2,"ingredients":[{"name":" rice ","quantity":1,"unit":" cup ","calories":205,"protein":4.3,"source":"manual"},{"name":"Salt","quantity":0.3,"unit":"g","calories":0,"source":"manual"}]}}"#

    static let steps: [(words: [String], stdin: String)] = [
        (["append", "meal.created", "--name", "Oat bowl", "--servings", "3", "--food", "08120", "--quantity", "0.5", "--unit", "cup",
          "--food", "09040", "--grams", "118", "--ingredient", "name=Honey,quantity=1,unit=tbsp,calories=64,carbohydrates=17.3"], ""),
        (["append", "-"], spacedMeal),
        (["append", "meal.logged", "--meal-id", "oat bowl", "--date", "2026-11-20"], ""),
        (["append", "meal.logged", "--meal-id", "oat bowl", "--servings", "1.5", "--slot", "breakfast", "--notes", " warm ",
          "--date", "2026-11-20"], ""),
        (["append", "meal.logged", "--data", #"{"mealId":"oat bowl","servings":0.333,"date":"2026-11-21"}"#], ""),
        (["append", "-"], #"{"type":"meal.logged","data":{"mealId":"spaced","servings":7,"date":"2026-11-21"}}"#),
        (["append", "meal.logged", "--meal-id", "spaced", "--servings", "0.001", "--date", "2026-11-21"], ""),
        (["append", "meal.logged", "--data", #"{"mealId":"oat bowl","date":"2026-11-21","items":[{"name":" Oats ","calories":100}]}"#], ""),
        (["eat", "oat bowl", "--servings", "2", "--date", "2026-11-22"], ""),
        (["plan", "add", "oat bowl", "2026-11-22", "--slot", "lunch", "--servings", "1/3"], ""),
        (["plan", "eat", "2026-11-22"], ""),
        (["append", "meal.logged", "--meal-id", "spaced", "--servings", "1000000", "--date", "2026-11-22"], ""),
        (["eat", "spaced", "--date", "2026-11-22"], ""),
    ]

    @Test func eachWayOfLoggingAMealWritesTheLineTheJSONRoadWrote() throws {
        let ledger = InProcessLedger()
        for (words, stdin) in Self.steps {
            let result = ledger.run(words, stdin: stdin)
            try #require(result.status == 0, "\(words): \(result.stderr)")
        }
        let written = String(decoding: ledger.journalBytes, as: UTF8.self).split(separator: "\n").dropFirst().map(String.init)
        let recorded = try String(contentsOfFile: InProcessLedger.sample("meal-logged-lines-249b393.jsonl"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let lines = TypedMealLinesTests.normalized(written)
        #expect(lines.count == recorded.count)
        for (index, (line, expected)) in zip(lines, recorded).enumerated() {
            #expect(line == expected, "line \(index + 2) differs from the recorded one")
        }
    }

    /// A scaled figure past the largest a journal holds is named after the servings given (249b393
    /// named `items[0].calories`, a field nobody typed), with the meal and its journal line.
    @Test func aScaledFigurePastTheLargestIsRefusedNamingTheServingsGiven() throws {
        let ledger = InProcessLedger()
        ledger.run(["append", "-"], stdin: Self.spacedMeal)
        let before = ledger.journalBytes
        let refused = ledger.run(["append", "meal.logged", "--meal-id", "spaced", "--servings", "100000000", "--date", "2026-11-22"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "ledger append: 'servings' 100000000 would make 'calories' of the meal's ingredient 1 "
                + "(rice) 10250000000, past the largest a journal holds (1000000000): 'Spaced', journal line 2\n",
                "\(refused.stderr)")
        #expect(ledger.journalBytes == before)
    }
}
