import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// `recipe parse --nutrients`: below the table, each nutrient the matched foods give, summed
/// over the ingredients, with how many did not say it — within 80 columns on an 80-column
/// terminal; without the flag the table is as before.
@Suite struct RecipeParseNutrientsTests {
    static let recipe = "1 cup rolled oats, 1 banana, 1 cup whole milk, 1 pinch of zorblax"

    @Test func theNutrientBlockSumsTheIngredientsAndSaysHowManyDidNotSay() throws {
        let ledger = InProcessLedger()
        ledger.terminal = TerminalSize(columns: 80, rows: 24)
        let plain = ledger.run(["recipe", "parse", Self.recipe])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stdout.contains("NUTRIENT"))
        let shown = ledger.run(["recipe", "parse", "--nutrients", Self.recipe])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix(plain.stdout.components(separatedBy: "\nFlags:")[0]), "the table comes first, unchanged")
        for line in shown.stdout.split(separator: "\n") {
            // Columns as the terminal shows them: the header's bold is no column.
            let shown = String(line).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(shown.count <= 80, "too wide: \(shown)")
        }
        // The figures are the --json output's, summed.
        let json = try JSONParser.parse(ledger.run(["recipe", "parse", "--json", Self.recipe]).stdout)
        guard case .array(let ingredients)? = json["ingredients"] else { Issue.record("no ingredients"); return }
        let fibres = ingredients.compactMap { ingredient -> Double? in
            if case .number(let fibre)? = ingredient["nutrients"]?["fiber"] { return fibre }
            return nil
        }
        try #require(fibres.count >= 2 && fibres.count < ingredients.count, "some ingredients give fibre, the unmatched one not")
        let row = try #require(shown.stdout.split(separator: "\n").first { $0.hasPrefix("Fibre ") })
        let total = fibres.reduce(0, +)
        let expected = total >= 10 ? String(format: "%.1f", total) : CanonicalNumber.text((total * 100).rounded() / 100)
        #expect(row.contains(" \(expected) "), "\(row) should show \(expected)")
        #expect(row.hasSuffix("\(ingredients.count - fibres.count) of \(ingredients.count)"), "\(row)")
        #expect(shown.stdout.contains("NOT SAID: ingredients that gave no value; the total leaves them out."))
        // JSON is the same with or without the flag.
        #expect(ledger.run(["recipe", "parse", "--json", "--nutrients", Self.recipe]).stdout
            == ledger.run(["recipe", "parse", "--json", Self.recipe]).stdout)
    }

    @Test func aRecipeWhoseFoodsGiveNoNutrientSaysSo() {
        let ledger = InProcessLedger()
        let shown = ledger.run(["recipe", "parse", "--nutrients", "1 pinch of zorblax"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("No ingredient says a nutrient beyond calories and the macros."))
    }
}
