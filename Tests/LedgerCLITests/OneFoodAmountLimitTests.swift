import Foundation
import MealLedger
import Testing
import TestSupport

/// One food's amount is held to the limit its words are held to (100000 g or units), however it
/// reaches the journal: `eat --servings` multiplying a food read from words, and `fix --grams` or
/// `--quantity` on a logged food, were let through past it (the last attack: `eat 200 g rice
/// --servings 1000` logged 200 kg). Refused, nothing written, the option named.
@Suite struct OneFoodAmountLimitTests {
    @Test func servingsThatTakeAFoodPastTheLimitAreRefusedAndNothingIsWritten() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("journal.jsonl")
        let refused = try LedgerProcess.run(["eat", "200", "g", "rice", "--servings", "1000", "-f", path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "ledger eat: --servings 1000 would make the amount of 'rice' 200000 g, past the limit of "
            + "100000 for one food\n", "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path), "a refused command writes nothing")
        // At the limit, it is logged.
        let atLimit = try LedgerProcess.run(["eat", "200", "g", "rice", "--servings", "500", "-f", path])
        #expect(atLimit.status == 0, "\(atLimit.stderr)")
    }

    @Test func aFixPastTheLimitIsRefusedNamingTheOption() throws {
        let folder = TemporaryDirectory()
        let path = folder.file("journal.jsonl")
        let logged = try LedgerProcess.run(["eat", "200", "g", "rice", "--json", "-f", path])
        try #require(logged.status == 0, "\(logged.stderr)")
        let lastLine = String(try #require(String(decoding: folder.read("journal.jsonl"), as: UTF8.self).split(separator: "\n").last))
        let marker = try #require(lastLine.range(of: "\"entryId\":\""))
        let entry = String(lastLine[marker.upperBound...].prefix(8))
        let before = folder.read("journal.jsonl")
        for (option, field) in [("--grams", "grams"), ("--quantity", "quantity")] {
            let fixed = try LedgerProcess.run(["fix", entry, option, "300000", "-f", path])
            #expect(fixed.status == 1)
            #expect(fixed.stderr == "ledger fix: '\(field)' is past the limit of 100000 for one food, got '300000'\n", "\(fixed.stderr)")
        }
        // Below a milligram is no amount either: its figures would be subnormal numbers.
        for (option, field) in [("--grams", "grams"), ("--quantity", "quantity")] {
            let fixed = try LedgerProcess.run(["fix", entry, option, "1e-320", "-f", path])
            #expect(fixed.status == 1)
            #expect(fixed.stderr == "ledger fix: '\(field)' must be at least 0.001 for one food, got '1e-320'\n", "\(fixed.stderr)")
        }
        #expect(folder.read("journal.jsonl") == before)
        let within = try LedgerProcess.run(["fix", entry, "--grams", "100000", "-f", path])
        #expect(within.status == 0, "\(within.stderr)")
    }
}
