import Foundation
import MealLedger
import Testing
import TestSupport

/// Two columns of an import file naming the same nutrient, in the same unit or in two
/// ("Sodium (mg)" and "Sodium (g)"), cannot be told apart: the file is refused at its header,
/// naming FILE:1 and both columns, and nothing is written.
@Suite struct ImportDuplicateNutrientTests {
    @Test(arguments: [("cronometer", "Day,Food Name,Amount,Energy (kcal),Sodium (mg),Fiber (g),Sodium (g)",
                       "2026-11-20,Soup,1.00 g,230,480,2,0.48", "Sodium (g)", "Sodium (mg)"),
                      ("mfp", "Date,Meal,Calories,Fiber,Dietary Fiber (g),Protein (g)",
                       "2026-11-20,Lunch,400,3,3,20", "Dietary Fiber (g)", "Fiber"),
                      ("csv", "date,name,calories,sodium,Sodium (mg)",
                       "2026-11-20,Soup,230,480,480", "Sodium (mg)", "sodium")])
    func twoColumnsNamingOneNutrientAreRefusedAtTheHeader(_ format: String, _ header: String, _ row: String,
                                                          _ second: String, _ first: String) {
        let ledger = InProcessLedger()
        #expect(ledger.run(["init"]).status == 0)
        let before = ledger.journalBytes
        let file = ledger.folder.write("export.csv", header + "\n" + row + "\n")
        let refused = ledger.run(["import", format, file])
        #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("export.csv:1: column '\(second)': names the same nutrient"), "\(refused.stderr)")
        #expect(refused.stderr.contains("as column '\(first)'"), "\(refused.stderr)")
        #expect(ledger.journalBytes == before)
    }
}
