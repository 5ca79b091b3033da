import Foundation
import Testing
@testable import MealLedger

/// Reading the compact table format, and keeping the generated file in step with its script.
struct FoodTableTests {
    let groups = ["0100": "Dairy and Egg Products"]

    @Test func anEmptyNutrientFieldIsAbsentNotZero() throws {
        let foods = try FoodTable.foods(from: "99001|0100|Test cheese|||1.5|0||1 cup=100\n", groups: groups)
        #expect(foods == [Food(id: "99001", description: "Test cheese", group: "Dairy and Egg Products",
                               caloriesPer100g: nil, proteinPer100g: nil, carbohydratesPer100g: 1.5, fatsPer100g: 0,
                               measures: [HouseholdMeasure(amount: 1, unit: "cup", grams: 100, description: "cup")])])
    }

    @Test func measuresSplitOnSemicolonsAndTakeGramsAfterTheLastEqualsSign() throws {
        let line = "99002|0100|Test|1|2|3|4||.5 breast, bone removed=86;1 serving (size = 0.75 cup)=29;2 slices=40"
        let food = try #require(try FoodTable.foods(from: line, groups: groups).first)
        #expect(food.measures == [
            HouseholdMeasure(amount: 0.5, unit: "breast", grams: 86, description: "breast, bone removed"),
            HouseholdMeasure(amount: 1, unit: "serving", grams: 29, description: "serving (size = 0.75 cup)"),
            HouseholdMeasure(amount: 2, unit: "slice", grams: 40, description: "slices"),
        ])
        #expect(food.measures[2].gramsPerUnit == 20)
    }

    @Test func aFoodWithNoMeasuresHasNone() throws {
        let foods = try FoodTable.foods(from: "99003|0100|Test|1|2|3|4||", groups: groups)
        #expect(foods.first?.measures == [])
    }

    @Test func malformedLinesAreReportedWithTheirLineNumber() {
        #expect(throws: FoodTableError.malformedLine(line: 2, reason: "expected 9 fields, got 3: '99005|0100|Short'")) {
            try FoodTable.foods(from: "99004|0100|Fine|1|2|3|4||\n99005|0100|Short", groups: groups)
        }
        #expect(throws: FoodTableError.malformedLine(line: 1, reason: "unknown food group '9999'")) {
            try FoodTable.foods(from: "99006|9999|Test|1|2|3|4||", groups: groups)
        }
        #expect(throws: FoodTableError.malformedLine(line: 1, reason: "kcal is not a number: 'lots'")) {
            try FoodTable.foods(from: "99007|0100|Test|lots|2|3|4||", groups: groups)
        }
        #expect(throws: FoodTableError.malformedLine(line: 1, reason: "measure is not 'amount description=grams': '1 cup'")) {
            try FoodTable.foods(from: "99008|0100|Test|1|2|3|4||1 cup", groups: groups)
        }
        #expect(throws: FoodTableError.malformedLine(line: 1, reason: "measure amount and grams must be positive numbers: '0 cup=5'")) {
            try FoodTable.foods(from: "99009|0100|Test|1|2|3|4||0 cup=5", groups: groups)
        }
    }

    @Test(arguments: ["0.85", ".5", "717", "81.11", "100.00", "3.527", "0.0001", "123456789012345", "1e3", "1234567890.1234567"])
    func numbersReadExactlyAsDoubleParsesThem(text: String) {
        var text = text
        let parsed = text.withUTF8 { FoodTable.number(from: $0) }
        #expect(parsed == Double(text))
    }

    @Test(arguments: ["", ".", "abc", "1.2.3", "-"])
    func textThatIsNotANumberReadsAsNil(text: String) {
        var text = text
        #expect(text.withUTF8 { FoodTable.number(from: $0) } == nil)
    }

    @Test func theGroupsListNamesAllTwentyFiveSR28GroupsAndTheWWEIACategories() throws {
        let groups = try FoodTable.groups(from: FoodTable.groupLines)
        #expect(groups.filter { !$0.key.hasPrefix("W") }.count == 25)
        #expect(groups["W1002"] == "Milk, whole")
        #expect(groups["0500"] == "Poultry Products")
        #expect(groups["3600"] == "Restaurant Foods")
    }

    @Test(.enabled(if: SR28SourceFiles.python3 != nil, "python3 not found on PATH: cannot rerun tools/build-food-table.py"),
          .enabled(if: SR28SourceFiles.isAvailable, "USDA SR28 files not found beside the repository (../shared/data/usda-sr28)"))
    func theGeneratedTableIsUpToDateWithItsScript() throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("FoodTable+Data-\(ProcessInfo.processInfo.processIdentifier).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let python: URL = try #require(SR28SourceFiles.python3)
        let process = Process()
        process.executableURL = python
        process.arguments = [SR28SourceFiles.generatorScript.path, SR28SourceFiles.directory.path, "--output", output.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let fresh = try Data(contentsOf: output)
        let committed = try Data(contentsOf: SR28SourceFiles.generatedFile)
        let commonLength = min(fresh.count, committed.count)
        let firstDifference = (0..<commonLength).first { fresh[$0] != committed[$0] } ?? commonLength
        #expect(fresh == committed,
                "FoodTable+Data.swift differs from a fresh run of tools/build-food-table.py at byte \(firstDifference); run the script and commit")
    }

    @Test func vocabularyNutrientsReadInOrderAndAnEmptyOneIsUnknown() throws {
        let nutrients = "1.5," + Array(repeating: "", count: 20).joined(separator: ",") + ",0"
        let food = try #require(try FoodTable.foods(from: "99010|0100|Test|1|2|3|4|\(nutrients)|", groups: groups).first)
        #expect(food.nutrients[.fiber] == 1.5)
        #expect(food.nutrients[.sugars] == nil)
        #expect(food.nutrients[.alcohol] == 0)
        #expect(throws: FoodTableError.malformedLine(line: 1, reason: "expected 22 nutrients, got 2")) {
            try FoodTable.foods(from: "99011|0100|Test|1|2|3|4|1,2|", groups: groups)
        }
        #expect(throws: FoodTableError.malformedLine(line: 1, reason: "fiber is not a number: 'x'")) {
            try FoodTable.foods(from: "99012|0100|Test|1|2|3|4|x|", groups: groups)
        }
    }
}
