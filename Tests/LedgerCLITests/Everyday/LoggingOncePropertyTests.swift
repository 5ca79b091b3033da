import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16: `plan eat`, `copy` and `plan copy` are idempotent by default — over seeded
/// plans and days, running any of them a second time appends nothing.
@Suite struct LoggingOncePropertyTests {
    static let week = (0..<7).map { CalendarDate(year: 2026, month: 11, day: 16 + $0)! }  // Mon 16 … Sun 22
    static let nextWeek = (0..<7).map { CalendarDate(year: 2026, month: 11, day: 23 + $0)! }

    /// A journal with 1 to 3 meals, a random plan over the week and random entries on its days.
    static func seededLedger(_ random: inout SeededGenerator) -> InProcessLedger {
        let ledger = InProcessLedger()
        let meals = ["Oat bowl", "Lentil soup", "Chicken rice"].prefix(Int.random(in: 1...3, using: &random))
        for (index, name) in meals.enumerated() {
            ledger.run(["append", "meal.created", "--name", name, "--servings", "\(index + 1)", "--ingredient",
                        "name=Part \(index),quantity=\(50 + index * 40),unit=g,calories=\(120 + index * 90),protein=\(index + 3)"])
        }
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            var words = ["plan", "add", random.pick(meals), random.pick(week).description]
            if random.chance(0.6) { words += ["--slot", random.pick(Slot.allCases).rawValue] }
            if random.chance(0.4) { words += ["--servings", random.pick(["1/2", "2", "1.5", "3"])] }
            ledger.run(words)
        }
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            var words = random.chance(0.5)
                ? ["eat", random.pick(meals), "--date", random.pick(week).description]
                : ["append", "food.logged", "--name", random.pick(["Apple", "Pear", "Tea"]), "--calories",
                   "\(Int.random(in: 1...300, using: &random))", "--date", random.pick(week).description]
            if random.chance(0.5) { words += ["--slot", random.pick(Slot.allCases).rawValue] }
            ledger.run(words)
        }
        // Some days are eaten from the plan before the runs under test.
        for day in week where random.chance(0.3) { ledger.run(["plan", "eat", day.description]) }
        return ledger
    }

    @Test func runningPlanEatCopyOrPlanCopyASecondTimeAppendsNothing() {
        forAllCases(100) { testCase in
            let ledger = Self.seededLedger(&testCase.random)
            var commands: [[String]] = []
            for _ in 0..<3 {
                switch Int.random(in: 0..<3, using: &testCase.random) {
                case 0:
                    var words = ["plan", "eat", testCase.random.pick(Self.week).description]
                    if testCase.random.chance(0.3) { words += ["--slot", testCase.random.pick(Slot.allCases).rawValue] }
                    commands.append(words)
                case 1:
                    var words = ["copy", testCase.random.pick(Self.week).description, "--to",
                                 testCase.random.pick(Self.week + Self.nextWeek).description]
                    if testCase.random.chance(0.3) { words += ["--slot", testCase.random.pick(Slot.allCases).rawValue] }
                    commands.append(words)
                default:
                    commands.append(["plan", "copy", testCase.random.pick(Self.week).description, "--to",
                                     testCase.random.pick(Self.nextWeek).description])
                }
            }
            for words in commands {
                let first = ledger.run(words)
                testCase.check(first.status == 0 || first.status == 1, "\(words): exit \(first.status): \(first.stderr)")
                let before = ledger.journalBytes
                let second = ledger.run(words)
                testCase.check(ledger.journalBytes == before, "\(words) appended again: \(second.stdout)\(second.stderr)")
                testCase.check(second.status == 1, "\(words) the second time: exit \(second.status), \(second.stderr)")
            }
        }
    }
}
