import Foundation
import Testing
import TestSupport

/// A refused append names every invalid or missing field, one `'field' reason` line each
/// (issue 19, the design's Property 12), and writes nothing.
@Suite struct ValidationMessagesTests {
    static func run(_ arguments: [String], stdin: String = "") throws -> LedgerProcess.Result {
        try LedgerProcess.run(arguments, stdin: stdin, environment: ["TZ": "UTC", "MEAL_LEDGER_DEVICE": "laptop"])
    }

    @Test func threeBadFieldsGiveThreeLines() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let refused = try Self.run(["append", "-f", journal, "food.logged", "--calories", "-5", "--protein", "abc",
                                    "--date", "2026-13-01"])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == """
            ledger append: 'date' must be a date (YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, MM-DD, MM/DD, Nov 20, 20 Nov, \
            today, yesterday, tomorrow, a weekday (monday), last WEEKDAY, next WEEKDAY, this/last/next week, \
            N days ago, in N days, N weeks ago, in N weeks), got '2026-13-01'
            ledger append: 'protein' must be a number, got 'abc'
            ledger append: 'name' is required
            ledger append: 'calories' must be a non-negative number, got '-5'

            """)
        #expect(!FileManager.default.fileExists(atPath: journal))
    }

    @Test func everyBadIngredientFieldIsNamedByItsPath() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let refused = try Self.run(["append", "-f", journal, "meal.created", "--name", " ", "--servings", "0",
                                    "--ingredient", "name=Oats,quantity=0,unit=g,calories=-1",
                                    "--ingredient", "name=Milk,quantity=200,unit=ml,calories=100,fats=-3"])
        #expect(refused.status == 1)
        #expect(refused.stderr == """
            ledger append: 'name' must not be empty
            ledger append: 'servings' must be a positive number, got '0'
            ledger append: 'ingredients[0].quantity' must be a positive number, got '0'
            ledger append: 'ingredients[0].calories' must be a non-negative number, got '-1'
            ledger append: 'ingredients[1].fats' must be a non-negative number, got '-3'

            """)
    }

    @Test func aLineOfStandardInputNamesAllItsFieldsAndTheTextRules() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let line = #"{"type":"food.logged","data":{"name":"Tea\u001b","calories":-1,"extra":1,"fats":"a"}}"#
        let refused = try Self.run(["append", "-", "-f", journal], stdin: line + "\n")
        #expect(refused.status == 1)
        #expect(refused.stderr == """
            ledger append: <stdin>:1: 'calories' must be a non-negative number, got '-1'
            ledger append: <stdin>:1: 'fats' must be a non-negative number, got "a"
            ledger append: <stdin>:1: 'extra' is not a known field
            ledger append: <stdin>:1: 'name' must not contain control characters (found U+001B)

            """)
        #expect(!FileManager.default.fileExists(atPath: journal))
    }
}
