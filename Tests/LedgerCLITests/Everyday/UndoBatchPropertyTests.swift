import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16: after N batches and K undos, the ledger reads as it did after the first
/// N − K batches — over seeded runs of eat, append, plan add, plan eat, copy and goals.
@Suite struct UndoBatchPropertyTests {
    static let days = ["2026-11-19", "2026-11-20"]

    /// What the batches can change, as the reports show it: both days and their week.
    static func reading(_ ledger: InProcessLedger) -> String {
        days.map { ledger.run(["day", $0, "--json"]).stdout }.joined() + ledger.run(["week", days[0], "--json"]).stdout
    }

    /// One command that appends a batch (it may be refused: then it is no batch).
    static func randomBatch(_ random: inout SeededGenerator) -> [String] {
        let meals = ["Oat bowl", "Lentil soup"]
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            return ["eat", random.pick(meals), "--date", random.pick(days), "--servings", random.pick(["1", "1/2", "2"])]
        case 1:
            return ["append", "food.logged", "--name", random.pick(["Apple", "Tea", "Cake"]),
                    "--calories", "\(Int.random(in: 1...500, using: &random))", "--date", random.pick(days)]
        case 2:
            return ["plan", "add", random.pick(meals), random.pick(days), "--slot", random.pick(Slot.allCases).rawValue]
        case 3:
            return ["plan", "eat", random.pick(days)]
        case 4:
            return ["copy", days[0], "--to", days[1]]
        default:
            return ["goals", "--calories", "\(Int.random(in: 1200...3000, using: &random))", "--from", random.pick(days)]
        }
    }

    @Test func afterNBatchesAndKUndosTheLedgerReadsAsAfterTheFirstNMinusKBatches() {
        forAllCases(100, seed: 0x0B47_C4ED) { testCase in
            let ledger = InProcessLedger()
            ledger.run(["append", "meal.created", "--name", "Oat bowl", "--servings", "2", "--ingredient",
                        "name=Oats,quantity=80,unit=g,calories=300,protein=10"])
            ledger.run(["append", "meal.created", "--name", "Lentil soup", "--ingredient",
                        "name=Lentils,quantity=100,unit=g,calories=400,protein=25"])
            ledger.run(["goals", "--calories", "2000", "--protein", "100", "--from", "2026-01-01"])
            var readings = [Self.reading(ledger)]
            var commands: [[String]] = []
            for _ in 0..<Int.random(in: 1...6, using: &testCase.random) {
                let words = Self.randomBatch(&testCase.random)
                guard ledger.run(words).status == 0 else { continue }
                commands.append(words)
                readings.append(Self.reading(ledger))
            }
            let undos = Int.random(in: 0...commands.count, using: &testCase.random)
            for index in 0..<undos {
                let undone = ledger.run(["undo"])
                testCase.check(undone.status == 0, "undo \(index + 1) after \(commands): \(undone.stderr)")
            }
            let expected = readings[commands.count - undos]
            testCase.check(Self.reading(ledger) == expected,
                           "\(undos) undos after \(commands) do not read as the first \(commands.count - undos) batches")
            // Every mark undo wrote is undo's own (`UndoMarks`): check warns about none.
            let check = ledger.run(["check"])
            testCase.check(check.stdout.contains(" 0 errors, 0 warnings"), "\(undos) undos after \(commands): \(check.stdout)")
        }
    }
}
