import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// Small faults a fresh attack on the command line found (messages and exit statuses), each
/// through the built binary: a refusal names what the person typed, an empty path or an
/// extra word is a usage error saying so, `help help` is help, and a figure past an option's
/// limit is exit 1 however it is written.
@Suite struct CommandLineMessagesTests {
    /// A journal with the meal "Oat bowl" (oats, 1 cup, 300 kcal, line 2) eaten once on
    /// 2026-11-20 (line 3); the environment names it, and the entry's id.
    static func journal() throws -> (folder: TemporaryDirectory, environment: [String: String], entry: String) {
        let folder = TemporaryDirectory()
        let environment = ["MEAL_LEDGER_JOURNAL": folder.file("j.jsonl")]
        for words in [["init"], ["append", "meal.created", "--name", "Oat bowl", "--ingredient", "name=oats,quantity=1,unit=cup,calories=300"],
                      ["eat", "Oat bowl", "--date", "2026-11-20"]] {
            let result = try LedgerProcess.run(words, environment: environment)
            try #require(result.status == 0, "\(words): \(result.stderr)")
        }
        let day = try LedgerProcess.run(["day", "2026-11-20", "--json"], environment: environment)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(day.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: Any]])
        return (folder, environment, try #require(entries.first?["entryId"] as? String))
    }

    @Test func fixWithServingsThatTakeAFigurePastTheLargestNamesTheServings() throws {
        let (folder, environment, entry) = try Self.journal()
        let before = folder.read("j.jsonl")
        for (servings, calories) in [("1e9", "300000000000"), ("3333334", "1000000200")] {
            for dryRun in [[], ["--dry-run"]] {
                let fixed = try LedgerProcess.run(["fix", entry, "--servings", servings] + dryRun, environment: environment)
                #expect(fixed.status == 1)
                let shown = servings == "1e9" ? "1000000000" : servings
                #expect(fixed.stderr == "ledger fix: --servings \(shown) would make 'calories' of the logged item 1 (oats) "
                        + "\(calories), past the largest a journal holds (1000000000): 'Oat bowl' logged on journal line 3\n",
                        "\(fixed.stderr)")
                #expect(fixed.stdout.isEmpty)
            }
        }
        #expect(folder.read("j.jsonl") == before)
        // Servings that hold are still a fix.
        let half = try LedgerProcess.run(["fix", entry, "--servings", "1/2"], environment: environment)
        #expect(half.status == 0, "\(half.stderr)")
    }

    @Test func planEatWithPlannedServingsPastTheLargestNamesThePlannedServings() throws {
        let (folder, environment, _) = try Self.journal()
        let planned = try LedgerProcess.run(["plan", "add", "Oat bowl", "2026-11-21", "--servings", "3333334"], environment: environment)
        try #require(planned.status == 0, "\(planned.stderr)")
        let before = folder.read("j.jsonl")
        let eaten = try LedgerProcess.run(["plan", "eat", "2026-11-21"], environment: environment)
        #expect(eaten.status == 1)
        #expect(eaten.stderr.hasPrefix("ledger plan eat: Oat bowl ["), "\(eaten.stderr)")
        #expect(eaten.stderr.hasSuffix("]: the planned 'servings' 3333334 would make 'calories' of the meal's ingredient 1 (oats) "
                + "1000000200, past the largest a journal holds (1000000000): 'Oat bowl', journal line 2\n"), "\(eaten.stderr)")
        #expect(!eaten.stderr.contains("items["), "\(eaten.stderr)")
        #expect(folder.read("j.jsonl") == before)
    }
}
