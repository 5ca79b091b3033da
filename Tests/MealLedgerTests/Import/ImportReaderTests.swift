import Foundation
import MealLedger
import Testing

/// Reading the services' export files: columns by header name, slots, amounts, errors by line and column.
@Suite struct ImportReaderTests {
    /// The sample files, in the exact shape of the services' exports (Tests/LedgerCLITests/Golden/samples).
    static func sample(_ name: String) -> [UInt8] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return Array(FileManager.default.contents(atPath: tests.path + "/LedgerCLITests/Golden/samples/" + name)!)
    }

    func rows(_ format: ImportFormat, _ bytes: [UInt8]) throws -> [ImportRow] {
        try ImportReader(format: format, fileLabel: "file.csv").rows(bytes)
    }

    @Test func cronometerServingsGiveOneFoodPerRowWithSlotsAndAmounts() throws {
        let rows = try rows(.cronometer, Self.sample("cronometer-servings.csv"))
        #expect(rows.count == 9)
        #expect(rows.map(\.line) == Array(2...10))
        #expect(rows[0].name == "Oats, rolled")
        #expect(rows[0].date == CalendarDate("2026-11-16"))
        #expect(rows[0].slot == "breakfast")
        #expect(rows[0].nutrients == Nutrients(calories: 303.2, protein: 10.53, carbohydrates: 54.14, fats: 5.22))
        #expect(rows[0].quantity == 80 && rows[0].unit == "g")
        #expect(rows[3].slot == "snack")
        #expect(rows[3].quantity == 2 && rows[3].unit == "medium (2-2/3\" dia)")
        // Uncategorized is no slot; water's 0.00 kcal is 0, its empty macros stay absent.
        #expect(rows[4].slot == nil && rows[4].notes == "imported from file.csv:6, group Uncategorized")
        #expect(rows[4].nutrients.calories == 0 && rows[4].protein == nil)
        #expect(rows[8].slot == "dinner")
        // Two identical coffees are two rows with two identities.
        #expect(rows[6].identity != rows[7].identity)
    }

    @Test func theOlderCronometerShapeWithoutGroupsAndUnpaddedDatesIsRead() throws {
        let rows = try rows(.cronometer, Self.sample("cronometer-servings-2012.csv"))
        #expect(rows.map(\.date) == [CalendarDate("2012-09-10"), CalendarDate("2012-12-07")])
        #expect(rows.map(\.slot) == [nil, nil])
        #expect(rows[1].name == "Bananas, raw" && rows[1].unit == "medium (7\" to 7-7/8\" long)")
        #expect(rows[1].nutrients == Nutrients(calories: 840.16, protein: 10.29, carbohydrates: 215.61, fats: 3.12))
    }

    @Test func myFitnessPalRowsAreMealsNamedAfterTheirMeal() throws {
        let rows = try rows(.mfp, Self.sample("Nutrition-Summary-2026-11-16-to-2026-11-17.csv"))
        #expect(rows.map(\.name) == ["Breakfast (MyFitnessPal)", "Lunch (MyFitnessPal)", "Snacks (MyFitnessPal)",
                                     "Post-Workout (MyFitnessPal)", "Dinner (MyFitnessPal)"])
        #expect(rows.map(\.slot) == ["breakfast", "lunch", "snack", nil, "dinner"])
        #expect(rows[1].nutrients == Nutrients(calories: 640, protein: 45, carbohydrates: 71, fats: 18.5))
        #expect(rows[1].notes == "imported from file.csv:3: work canteen, fish")
        #expect(rows[1].quantity == nil && rows[1].unit == nil)
    }

    @Test func myFitnessPalsOlderShapeWithAByteOrderMarkAndTimesIsRead() throws {
        let bytes = Self.sample("mfp-nutrition-2018.csv")
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        let rows = try rows(.mfp, bytes)
        #expect(rows.count == 4)
        #expect(rows.map(\.nutrients.calories) == [40, 123, 285.3, 168.2])
        // Two breakfast rows of the same day differ by their time, so by their identity.
        #expect(rows[0].identity != rows[1].identity)
    }

    @Test func columnsAreFoundByNameWhateverTheirOrder() throws {
        let text = String(decoding: Self.sample("cronometer-servings.csv"), as: UTF8.self)
        let records = try CSVReader.records(Array(text.utf8))
        let order = Array(records[0].fields.indices.reversed())
        let reversed = records.map { record in CSVWriter.record(order.map { record.fields[$0] }) }.joined()
        let original = try rows(.cronometer, Array(text.utf8))
        let shuffled = try rows(.cronometer, Array(reversed.utf8))
        #expect(shuffled.map(\.name) == original.map(\.name))
        #expect(shuffled.map(\.nutrients) == original.map(\.nutrients))
        #expect(shuffled.map(\.slot) == original.map(\.slot))
    }

    @Test func aBadFieldNamesItsLineAndColumn() {
        let text = "Day,Group,Food Name,Energy (kcal),Protein (g)\n2026-11-16,Lunch,Soup,120,4\n2026-11-16,Lunch,Bread,80,-2\n"
        #expect(throws: ImportError(line: 3, column: "Protein (g)", message: "must be a non-negative number, got '-2'")) {
            try rows(.cronometer, Array(text.utf8))
        }
        let date = "Date,Meal,Calories\n16/11/2026,Lunch,500\n"
        #expect(throws: ImportError(line: 2, column: "Date", message: "must be a date YYYY-MM-DD, got '16/11/2026'")) {
            try rows(.mfp, Array(date.utf8))
        }
        let huge = "Date,Meal,Calories\n2026-11-16,Lunch,1e12\n"
        #expect(throws: ImportError(line: 2, column: "Calories", message: "must be at most 1000000000, got '1e12'")) {
            try rows(.mfp, Array(huge.utf8))
        }
        let long = "Day,Food Name,Energy (kcal)\n2026-11-16,\(String(repeating: "x", count: 201)),1\n"
        #expect(throws: ImportError(line: 2, column: "Food Name", message: "the name is longer than 200 characters (201)")) {
            try rows(.cronometer, Array(long.utf8))
        }
    }

    @Test func aMissingColumnIsNamedWithTheHeaderLine() {
        let text = "Day,Food Name,Amount\n2026-11-16,Soup,1 cup\n"
        #expect(throws: ImportError(line: 1, column: "Energy (kcal)",
                                    message: "missing from the header; a Cronometer servings export has columns 'Day', 'Food Name', 'Energy (kcal)'")) {
            try rows(.cronometer, Array(text.utf8))
        }
    }

    @Test func ledgersOwnSlotsMustBeTheFourKnownOnes() {
        let text = "date,slot,name,calories\n2026-11-16,Brunch,Eggs,150\n"
        #expect(throws: ImportError(line: 2, column: "slot", message: "must be breakfast, lunch, dinner or snack, got 'Brunch'")) {
            try rows(.csv, Array(text.utf8))
        }
    }
}
