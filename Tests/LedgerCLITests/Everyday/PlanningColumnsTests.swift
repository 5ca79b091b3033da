import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16 on a real 80×24 terminal (tmux): `meals` and `week` keep what a person
/// plans by — meal names, main protein and carb, components — and leave figure columns out first.
@Suite struct PlanningColumnsTests {
    static let names = ["Grandmother's roast chicken with lemon and potatoes", "Chicken rice bowl", "Lentil soup"]

    static func journal(_ ledger: InProcessLedger) -> String {
        for name in names {
            let made = ledger.run(["append", "meal.created", "--name", name, "--servings", "2", "--primary-protein", "chicken",
                                   "--primary-carb", "rice", "--other-component", "broccoli", "--other-component", "soy sauce",
                                   "--ingredient", "name=Part,quantity=300,unit=g,calories=700,protein=31.5,carbohydrates=50,fats=10"])
            #expect(made.status == 0, "\(made.stderr)")
            #expect(ledger.run(["plan", "add", name, "2026-11-18", "--servings", "1.5"]).status == 0)
        }
        #expect(ledger.run(["append", "goals.set", "--calories", "2000", "--from", "2026-01-01"]).status == 0)
        return ledger.journal
    }

    @Test(.enabled(if: TerminalTests.tmux != nil, "tmux is not installed: apt-get install tmux (.ci/run does)"))
    func mealsAtEightyColumnsKeepNamesProteinCarbAndComponents() throws {
        let ledger = InProcessLedger()
        let journal = Self.journal(ledger)
        let (lines, joined, _) = try TerminalTests.screen(
            ledger.folder, "env -u COLUMNS \(LedgerProcess.binaryPath) meals --journal \(journal) --no-pager")
        let screen = lines.joined(separator: "\n")
        #expect(lines == joined, "a line wrapped:\n\(screen)")
        #expect(lines.allSatisfy { TerminalTests.columns($0) <= 80 })
        guard let header = lines.first(where: { $0.hasPrefix("MEAL ") }) else {
            Issue.record("no table:\n\(screen)")
            return
        }
        for column in ["NAME", "MAIN PROTEIN", "MAIN CARB", "COMPONENTS"] {
            #expect(header.contains(column), "\(column) left out:\n\(screen)")
        }
        #expect(screen.contains("Chicken rice bowl") && screen.contains("Lentil soup"))
        #expect(screen.contains("Grandmother's roast c"), "a long name is shortened, not cut to a stub:\n\(screen)")
        #expect(screen.contains("broccoli, soy sauce"), "\(screen)")
        #expect(screen.contains("not shown at 80 columns") && screen.contains("FATS"), "\(screen)")
    }

    @Test(.enabled(if: TerminalTests.tmux != nil, "tmux is not installed: apt-get install tmux (.ci/run does)"))
    func weekAtEightyColumnsKeepsMealNamesProteinAndCarbs() throws {
        let ledger = InProcessLedger()
        let journal = Self.journal(ledger)
        let (lines, joined, _) = try TerminalTests.screen(
            ledger.folder, "env -u COLUMNS \(LedgerProcess.binaryPath) week 2026-11-18 --journal \(journal) --no-pager")
        let screen = lines.joined(separator: "\n")
        #expect(lines == joined, "a line wrapped:\n\(screen)")
        #expect(lines.allSatisfy { TerminalTests.columns($0) <= 80 })
        guard let header = lines.first(where: { $0.hasPrefix("DAY ") }) else {
            Issue.record("no table:\n\(screen)")
            return
        }
        for column in ["MEAL", "KCAL", "PROTEIN", "CARBS"] {
            #expect(header.contains(column), "\(column) left out:\n\(screen)")
        }
        #expect(screen.contains("Chicken rice bowl ×1.5") && screen.contains("Lentil soup ×1.5"), "\(screen)")
        #expect(screen.contains("Grandmother's roast chicken"), "\(screen)")
    }
}
