import Foundation
import MealLedger
import Testing
import TestSupport

/// `meal.created` and `meal.edited` are built as typed events (issue 30, SPEC 17): the lines
/// they write are byte for byte the ones the JSON-member road wrote before.
///
/// `Golden/samples/meal-lines-cb2f674.jsonl` holds the lines the `ledger` of cb2f674 (the last
/// commit with that road) appended for `steps` below, run one after the other on a new journal
/// with the same draft files; ids are numbered in order of first appearance (`U1`, `U2`…) and
/// `at` is left out, so the lines compare across clocks and id sources.
@Suite struct TypedMealLinesTests {
    /// A review draft with spaces around its texts (stored trimmed) and all the meal fields.
    static let draft = """
        {"name":"  Toast  ","servings":2,"primaryProtein":" egg ","primaryCarb":"bread","otherComponents":[" jam "],"notes":" weekday ","ingredients":[{"name":" bread ","quantity":2,"unit":" slice ","calories":133,"protein":4.5,"carbohydrates":24.5,"fats":1.6,"source":"database","foodId":"18069"},{"name":"jam","quantity":1,"unit":"tbsp","calories":50,"carbohydrates":13}]}
        """
    /// A draft for an edit: its name and servings replace the meal's, its other fields stay.
    static let editDraft = """
        {"name":"Toast for two","servings":4,"ingredients":[{"name":"bread","quantity":4,"unit":"slice","calories":266,"protein":9,"carbohydrates":49,"fats":3.2,"source":"database","foodId":"18069"}]}
        """

    /// The recorded lines with ids renamed in order of first appearance and `at` left out.
    static func normalized(_ lines: [String]) -> [String] {
        var names: [String: String] = [:]
        let uuid = /[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/
        return lines.map { line in
            let undated = line.replacing(/"at":"[^"]*",/, with: "")
            return undated.replacing(uuid) { match in
                let id = String(match.output)
                if let name = names[id] { return name }
                let name = "U\(names.count + 1)"
                names[id] = name
                return name
            }
        }
    }

    @Test func eachMealBuildingOptionWritesTheLineTheJSONRoadWrote() throws {
        let ledger = InProcessLedger()
        let draft = ledger.folder.write("draft.json", Self.draft)
        let editDraft = ledger.folder.write("draft2.json", Self.editDraft)
        func run(_ words: [String], stdin: String = "") throws {
            let result = ledger.run(words, stdin: stdin)
            try #require(result.status == 0, "\(words): \(result.stderr)")
        }
        try run(["append", "meal.created", "--name", "Oats and banana", "--food", "08120", "--quantity", "0.5", "--unit", "cup",
                 "--food", "09040", "--grams", "118"])
        try run(["append", "meal.created", "--name", "Chicken bowl", "--servings", "2",
                 "--from-recipe", "200g chicken breast, 1 cup rice, 1 tbsp olive oil"])
        try run(["append", "food.logged", "--name", "Greek yogurt", "--calories", "146", "--protein", "20", "--carbohydrates", "8",
                 "--fats", "4", "--quantity", "1", "--unit", "cup", "--date", "2026-11-20"])
        try run(["append", "food.logged", "--food", "09040", "--grams", "100", "--date", "2026-11-20"])
        let state = try Replay.run(JournalFile.openForReading(ledger.journal)).state
        let entries = state.log.ids.map(\.description).sorted()
        try run(["append", "meal.created", "--name", "Yogurt and banana", "--from-entries", entries.joined(separator: ",")])
        try run(["append", "meal.created", "--from-draft", draft])
        try run(["append", "meal.edited", "--meal-id", "chicken bowl", "--remove-ingredient", "1",
                 "--add-ingredient", "name=Corn,quantity=100,unit=g,calories=86", "--add-food", "09040", "--grams", "50"])
        try run(["append", "meal.edited", "--meal-id", "oats and banana", "--replace-ingredients",
                 "--ingredient", "name= Milk ,quantity=1,unit=cup,calories=103", "--food", "09040", "--grams", "100"])
        try run(["append", "meal.edited", "--meal-id", "toast", "--from-draft", editDraft])
        try run(["append", "meal.edited", "--meal-id", "yogurt and banana", "--name", " Snack "])
        try run(["append", "-"], stdin: #"{"type":"meal.edited","data":{"mealId":"snack","notes":" after gym ","primaryProtein":null}}"#)
        try run(["append", "meal.edited", "--meal-id", "toast for two", "--replace-ingredients", "--from-recipe", "1 cup rice",
                 "--primary-carb", "grain"])

        let written = String(decoding: ledger.journalBytes, as: UTF8.self).split(separator: "\n").dropFirst().map(String.init)
        let recorded = try String(contentsOfFile: InProcessLedger.sample("meal-lines-cb2f674.jsonl"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let lines = Self.normalized(written)
        #expect(lines.count == recorded.count)
        for (index, (line, expected)) in zip(lines, recorded).enumerated() {
            #expect(line == expected, "line \(index + 2) differs from the recorded one")
        }
    }
}
