import Foundation
import MealLedger
import Testing
import TestSupport

/// What the last attack on the write road left (issue 30), through the built binary: a logged
/// meal past a limit is named by the servings given, `--data` beside `--meal-id` cannot replace
/// what the meal gives, `--from-draft` says why its file cannot be read, and `undo` after `fix`
/// says it takes back a correction.
@Suite struct WriteRoadLeftoversTests {
    /// A journal with one meal, `Bowl` (1 serving: 100 g of rice at 900,000 kcal), on line 2.
    static func journalWithBowl(_ folder: TemporaryDirectory) throws -> String {
        let path = folder.file("journal.jsonl")
        let created = try LedgerProcess.run(["append", "meal.created", "--name", "Bowl", "--servings", "1", "--ingredient",
                                             "name=Rice,quantity=100,unit=g,calories=900000", "-f", path])
        try #require(created.status == 0, "\(created.stderr)")
        return path
    }

    static let pastTheLargest = "would make 'calories' of the meal's ingredient 1 (Rice) 90000000000, past the largest a "
        + "journal holds (1000000000): 'Bowl', journal line 2\n"

    @Test func aLoggedMealPastALimitIsRefusedNamingTheServingsGivenAndTheMealsLine() throws {
        let folder = TemporaryDirectory()
        let path = try Self.journalWithBowl(folder)
        let before = folder.read("journal.jsonl")

        let appended = try LedgerProcess.run(["append", "meal.logged", "--meal-id", "bowl", "--servings", "100000", "-f", path])
        #expect(appended.status == 1)
        #expect(appended.stderr == "ledger append: 'servings' 100000 " + Self.pastTheLargest, "\(appended.stderr)")

        let piped = try LedgerProcess.run(["append", "-", "-f", path],
                                          stdin: #"{"type":"meal.logged","data":{"mealId":"bowl","servings":100000}}"# + "\n")
        #expect(piped.status == 1)
        #expect(piped.stderr == "ledger append: <stdin>:1: 'servings' 100000 " + Self.pastTheLargest, "\(piped.stderr)")

        let eaten = try LedgerProcess.run(["eat", "bowl", "--servings", "100000", "-f", path])
        #expect(eaten.status == 1)
        #expect(eaten.stderr == "ledger eat: --servings 100000 " + Self.pastTheLargest, "\(eaten.stderr)")

        #expect(folder.read("journal.jsonl") == before)
        // Servings that keep every figure within its limit still log the meal.
        let logged = try LedgerProcess.run(["append", "meal.logged", "--meal-id", "bowl", "--servings", "1000", "-f", path])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains(#""items":[{"name":"Rice","calories":900000000,"quantity":100000,"unit":"g""#),
                "\(logged.stdout)")
    }

    @Test func dataBesideMealIdCannotReplaceTheMealsNameOrItems() throws {
        let folder = TemporaryDirectory()
        let path = try Self.journalWithBowl(folder)
        let before = folder.read("journal.jsonl")
        let cases = [
            (#"{"items":[{"name":"Crisps","calories":5}]}"#, "'items' comes with the meal '--meal-id' names (its ingredients, scaled by the servings)"),
            (#"{"mealName":"Salad","servings":2}"#, "'mealName' comes with the meal '--meal-id' names (its name)"),
        ]
        for (data, message) in cases {
            let refused = try LedgerProcess.run(["append", "meal.logged", "--meal-id", "bowl", "--data", data, "-f", path])
            #expect(refused.status == 1, "\(data)")
            #expect(refused.stderr == "ledger append: \(message); leave it out of '--data'\n", "\(refused.stderr)")
        }
        #expect(folder.read("journal.jsonl") == before)
        // Members that are the entry's own still go beside the option.
        let logged = try LedgerProcess.run(["append", "meal.logged", "--meal-id", "bowl", "--data", #"{"servings":0.5,"notes":"half"}"#,
                                            "-f", path])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains(#""mealName":"Bowl","servings":0.5,"items":[{"name":"Rice","calories":450000"#), "\(logged.stdout)")
    }

    @Test func fromDraftSaysWhyItsFileCannotBeRead() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("journal.jsonl")
        let missing = folder.file("missing.json")
        let cases = [(missing, "no such file"), (folder.path, "is a directory")]
        for (draft, reason) in cases {
            let refused = try LedgerProcess.run(["append", "meal.created", "--from-draft", draft, "-f", path])
            #expect(refused.status == 1)
            #expect(refused.stderr == "ledger append: cannot read the draft '\(draft)': \(reason)\n", "\(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func undoAfterFixSaysItTakesBackACorrection() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("journal.jsonl")
        let logged = try LedgerProcess.run(["append", "food.logged", "--name", "Pear", "--calories", "95", "--quantity", "100",
                                            "--unit", "g", "--date", "2026-11-20", "-f", path])
        try #require(logged.status == 0, "\(logged.stderr)")
        let original = try #require(Self.entryIds(folder).last)
        let fixed = try LedgerProcess.run(["fix", String(original.suffix(8)), "--grams", "150", "-f", path])
        try #require(fixed.status == 0, "\(fixed.stderr)")
        let correction = try #require(Self.entryIds(folder).last)

        let undone = try LedgerProcess.run(["undo", "-f", path])
        #expect(undone.status == 0, "\(undone.stderr)")
        let copy = try #require(Self.entryIds(folder).last)
        let short = { (id: String) in String(id.suffix(8)) }
        #expect(undone.stdout == """
            Removed 2026-11-20 Pear 143 kcal [\(short(correction))], the correction of \(short(original))
            Logged the original again: 2026-11-20 Pear 95 kcal [\(short(copy))], a copy of \(short(original))

            """, "\(undone.stdout)")
    }

    /// The entry ids of the journal's lines, in order (`entryId` of each data that has one).
    static func entryIds(_ folder: TemporaryDirectory) -> [String] {
        String(decoding: folder.read("journal.jsonl"), as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let range = line.range(of: #""entryId":""#) else { return nil }
            return String(line[range.upperBound...].prefix(36))
        }
    }
}
