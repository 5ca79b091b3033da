import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16 through the built binary: names, components and notes are stored trimmed
/// of white space at either end, whichever command writes them.
@Suite struct TrimmedTextTests {
    typealias Setup = EverydayLoggingTests.Setup

    @Test func aMealsNameComponentsIngredientsAndNotesAreStoredTrimmed() throws {
        let setup = Setup()
        try setup.ok(["append", "meal.created", "--name", "  Taco bowl  ", "--primary-protein", " beef ",
                      "--other-component", " cheese ", "--other-component", "salsa  ", "--notes", "  spicy\u{3000}",
                      "--ingredient", "name= Beans ,quantity=100,unit= g ,calories=120"])
        guard case .mealCreated(let created) = try setup.events().last?.payload else {
            Issue.record("no meal.created")
            return
        }
        #expect(created.meal.name == "Taco bowl")
        #expect(created.meal.primaryProtein == "beef")
        #expect(created.meal.otherComponents == ["cheese", "salsa"])
        #expect(created.meal.notes == "spicy")
        #expect(created.meal.ingredients.first?.name == "Beans" && created.meal.ingredients.first?.unit == "g")
        let shown = try setup.ok(["meal", "show", "taco bowl"]).stdout
        #expect(shown.contains("cheese, salsa") && !shown.contains(" cheese ,"), "\(shown)")
    }

    @Test func eatAppendFromStdinAndARecipeStoreTrimmedNamesAndNotes() throws {
        let setup = Setup()
        try setup.ok(["append", "food.logged", "--name", " Apple ", "--calories", "95", "--notes", " crisp ",
                      "--date", "2026-11-20"])
        try setup.ok(["append", "-"], stdin: #"{"type":"food.logged","data":{"name":"\tPear ","calories":60,"date":"2026-11-20"}}"# + "\n")
        try setup.ok(["eat", "1", "banana", "--notes", "  after the run ", "--date", "2026-11-20"])
        try setup.ok(["append", "meal.created", "--name", " Eggs on toast ", "--from-recipe", "2 eggs and 1 slice of toast"])
        let texts = try setup.events().compactMap { event -> [String]? in
            switch event.payload {
            case .foodLogged(let food): return [food.name] + (food.notes.map { [$0] } ?? [])
            case .mealCreated(let meal): return [meal.meal.name] + meal.meal.ingredients.map(\.name)
            default: return nil
            }
        }.flatMap { $0 }
        #expect(texts.contains("Apple") && texts.contains("crisp") && texts.contains("Pear") && texts.contains("after the run")
                && texts.contains("Eggs on toast"), "\(texts)")
        #expect(texts.allSatisfy { $0 == $0.trimmingCharacters(in: .whitespaces) }, "\(texts)")
    }

    @Test func aNameOfWhiteSpaceOnlyIsRefusedAsEmpty() throws {
        let setup = Setup()
        try setup.ok(["init"])
        let before = setup.bytes
        let result = try setup.run(["append", "food.logged", "--name", "   ", "--calories", "1"])
        #expect(result.status == 1 && result.stderr.contains("'name' must not be empty"), "\(result.stderr)")
        #expect(setup.bytes == before)
    }

    @Test func importedNamesAreTrimmed() throws {
        let setup = Setup()
        let file = setup.folder.file("in.csv")
        let csv = "date,slot,entryId,kind,name,quantity,unit,calories,protein,carbohydrates,fats,source,foodId\n"
            + "2026-11-20,,,food,  Plum  ,1,, 30,,,,manual,\n"
        FileManager.default.createFile(atPath: file, contents: Data(csv.utf8))
        try setup.ok(["import", "csv", file])
        let names = try setup.events().compactMap { event -> String? in
            if case .foodLogged(let food) = event.payload { return food.name } else { return nil }
        }
        #expect(names == ["Plum"])
    }
}
