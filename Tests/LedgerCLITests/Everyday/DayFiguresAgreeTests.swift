import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16: the figures `day` and `eat` show agree — the displayed total and remaining
/// add up to the displayed goal — and `day` shows the share of each goal reached.
@Suite struct DayFiguresAgreeTests {
    typealias Setup = EverydayLoggingTests.Setup

    /// The cells of the row of `day`'s table that starts with `label`, split at runs of spaces.
    static func row(_ label: String, in text: String) -> [String] {
        guard let line = text.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) })
        else { return [] }
        return line.dropFirst(line.prefix { $0 == " " }.count + label.count).split(separator: " ").map(String.init)
    }

    @Test func aGoalOf2000AndEaten876Point5ShowTotal877Remaining1123And44PerCent() throws {
        let setup = Setup()
        try setup.ok(["append", "goals.set", "--calories", "2000", "--protein", "120", "--from", "2026-01-01"])
        try setup.ok(["append", "food.logged", "--name", "Stew", "--calories", "876.5", "--protein", "30.25",
                      "--date", "2026-11-20"])
        let day = try setup.ok(["day", "2026-11-20"]).stdout
        #expect(Self.row("Total", in: day).prefix(2) == ["877", "30.3"], "\(day)")
        #expect(Self.row("Remaining", in: day).prefix(2) == ["1123", "89.7"], "\(day)")
        #expect(Self.row("Of goal", in: day).prefix(2) == ["44%", "25%"], "\(day)")
        try setup.ok(["append", "food.logged", "--name", "Tea", "--calories", "0.4", "--date", "2026-11-20"])
        let eaten = try setup.ok(["eat", "1", "banana", "--date", "2026-11-20"]).stdout
        let total = Int(Self.row("Day total", in: eaten).first ?? "") ?? -1
        let remaining = Int(Self.row("Remaining", in: eaten).first ?? "") ?? -1
        #expect(total + remaining == 2000, "\(eaten)")
    }

    @Test func overSeededFiguresTheShownTotalAndRemainingAddUpToTheShownGoal() {
        forAllCases(100) { testCase in
            let ledger = InProcessLedger()
            let goal = Double(Int.random(in: 1...40_000, using: &testCase.random)) / 10
            let protein = Double(Int.random(in: 1...3_000, using: &testCase.random)) / 100
            ledger.run(["append", "goals.set", "--calories", CanonicalNumber.text(goal), "--protein",
                        CanonicalNumber.text(protein), "--from", "2026-01-01"])
            for _ in 0..<Int.random(in: 1...4, using: &testCase.random) {
                let calories = Double(Int.random(in: 0...20_000, using: &testCase.random)) / 20
                let grams = Double(Int.random(in: 0...2_000, using: &testCase.random)) / 40
                ledger.run(["append", "food.logged", "--name", "Food", "--calories", CanonicalNumber.text(calories),
                            "--protein", CanonicalNumber.text(grams), "--date", "2026-11-20"])
            }
            let day = ledger.run(["day", "2026-11-20"]).stdout
            let total = Self.row("Total", in: day).prefix(2).compactMap(Double.init)
            let shownGoal = Self.row("Goals (from 2026-01-01)", in: day).prefix(2).compactMap(Double.init)
            let remaining = Self.row("Remaining", in: day).prefix(2).compactMap(Double.init)
            guard total.count == 2, shownGoal.count == 2, remaining.count == 2 else {
                return testCase.check(false, "rows missing:\n\(day)")
            }
            testCase.check(total[0] + remaining[0] == shownGoal[0], "kcal: \(day)")
            testCase.check(abs(total[1] + remaining[1] - shownGoal[1]) < 0.001, "protein: \(day)")
        }
    }
}
