import Foundation
import MealLedger
import Testing
import TestSupport

/// What `append meal.created` was given and used to drop or take without a word (issue 30,
/// from the attack on the merged build), through the built binary: each refusal names what
/// it refuses and writes nothing.
@Suite struct MealSourceRefusalTests {
    typealias Setup = EverydayLoggingTests.Setup

    static func setup() throws -> Setup {
        let setup = Setup()
        try setup.ok(["append", "food.logged", "--name", "Apple", "--calories", "95", "--date", "2026-11-20"])
        return setup
    }

    @Test func ingredientsInDataThatAreNoListBesideFoodAreRefusedNamingBoth() throws {
        let setup = try Self.setup()
        let before = setup.bytes
        let refused = try setup.run(["append", "meal.created", "--name", "Oats", "--food", "08120", "--grams", "40",
                                     "--data", #"{"ingredients":"x"}"#])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("'--data' gives \"ingredients\" that are no list, and '--food' builds the list"),
                "\(refused.stderr)")
        #expect(setup.bytes == before)
        // A list given stays the meal's first ingredients, the built ones after it.
        let made = try setup.ok(["append", "meal.created", "--name", "Oats", "--food", "08120", "--grams", "40",
                                 "--data", #"{"ingredients":[{"name":"Milk","quantity":1,"unit":"cup","calories":100}]}"#])
        #expect(made.stdout.contains(#""ingredients":[{"name":"Milk""#), "\(made.stdout)")
    }

    @Test func fromEntriesNamingNoEntryIsRefusedNamingTheOption() throws {
        let setup = try Self.setup()
        let before = setup.bytes
        for references in ["", " , "] {
            let refused = try setup.run(["append", "meal.created", "--name", "Nothing", "--from-entries", references])
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("'--from-entries' names no entry"), "\(refused.stderr)")
        }
        #expect(setup.bytes == before)
    }

    @Test func aDraftsTextThatBreaksARuleIsNamedWithTheDraftFile() throws {
        let setup = try Self.setup()
        let before = setup.bytes
        let draft = setup.folder.write("draft.json", #"{"name":"Soup\u0007","servings":1,"notes":"a\u001bb","ingredients":[{"name":"x\u202e","quantity":1,"unit":"g","calories":5}]}"#)
        let refused = try setup.run(["append", "meal.created", "--from-draft", draft])
        #expect(refused.status == 1)
        let lines = refused.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "ledger append: \(draft): 'name' must not contain control characters (found U+0007)",
            "ledger append: \(draft): 'ingredients[0].name' must not contain bidirectional or zero-width characters (found U+202E)",
            "ledger append: \(draft): 'notes' must not contain control characters (found U+001B)",
        ], "\(refused.stderr)")
        #expect(setup.bytes == before)
    }
}
