import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16 through the built binary: `undo` takes back the newest batch this device
/// appended (every line of one command), in journal order, and a second undo the batch before.
@Suite struct UndoBatchTests {
    typealias Setup = EverydayLoggingTests.Setup

    /// A journal with two meals, "Oat bowl" (300 kcal) and "Lentil soup" (400 kcal), both
    /// planned on 2026-11-20, and goals of 2000 kcal from 2026-01-01.
    static func withTwoPlannedMeals() throws -> Setup {
        let setup = try Setup.withMeal()
        try setup.ok(["append", "meal.created", "--name", "Lentil soup", "--ingredient",
                      "name=Lentils,quantity=100,unit=g,calories=400,protein=25"])
        try setup.ok(["plan", "add", "oat bowl", "2026-11-20", "--servings", "2", "--slot", "breakfast"])
        try setup.ok(["plan", "add", "lentil soup", "2026-11-20", "--slot", "dinner"])
        return setup
    }

    /// The day's total calories as `day --json` shows them.
    static func calories(_ setup: Setup, _ date: String) throws -> Double {
        let json = try setup.ok(["day", date, "--json"]).stdout
        let value = try JSONParser.parse(json)
        guard case .object(let members) = value, case .object(let totals)? = members.first(where: { $0.key == "totals" })?.value,
              case .number(let calories)? = totals.first(where: { $0.key == "calories" })?.value else {
            Issue.record("no totals in \(json)")
            return -1
        }
        return calories
    }

    @Test func everyLineOfOneCommandCarriesOneInstant() throws {
        let setup = try Self.withTwoPlannedMeals()
        try setup.ok(["plan", "eat", "2026-11-20"])
        let logged = try setup.events().suffix(2)
        #expect(logged.allSatisfy { $0.type == .mealLogged })
        #expect(logged.first?.at == logged.last?.at)
    }

    @Test func undoAfterPlanEatOfTwoMealsRemovesBoth() throws {
        let setup = try Self.withTwoPlannedMeals()
        try setup.ok(["eat", "Apple", "--date", "2026-11-20"])
        let apple = try Self.calories(setup, "2026-11-20")
        try setup.ok(["plan", "eat", "2026-11-20"])
        #expect(try Self.calories(setup, "2026-11-20") == apple + 700)
        let undone = try setup.ok(["undo"])
        #expect(undone.stdout.contains("Removed 2026-11-20 breakfast Oat bowl ×2 300 kcal"), "\(undone.stdout)")
        #expect(undone.stdout.contains("Removed 2026-11-20 dinner Lentil soup ×1 400 kcal"), "\(undone.stdout)")
        #expect(try Self.calories(setup, "2026-11-20") == apple)
        let removals = try setup.events().suffix(2)
        #expect(removals.allSatisfy { $0.type == .entryRemoved } && removals.first?.at == removals.last?.at)
        // Both planned meals are to eat again.
        try setup.ok(["plan", "eat", "2026-11-20"])
        #expect(try Self.calories(setup, "2026-11-20") == apple + 700)
    }

    @Test func undoAfterGoalsSetsBackTheGoalsInForceBefore() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["eat", "oat bowl", "--date", "2026-11-20"])
        try setup.ok(["goals", "--calories", "2500", "--from", "2026-11-20"])
        let undone = try setup.ok(["undo"])
        #expect(undone.stdout.contains("Set the goals back from 2026-11-20: 2000 kcal, protein 100.0 g"), "\(undone.stdout)")
        let shown = try setup.ok(["goals", "--date", "2026-11-20"]).stdout
        #expect(shown.contains("2000") && !shown.contains("2500"), "\(shown)")
        // The entry logged before the goals is still there: undo took back the goals only.
        #expect(try Self.calories(setup, "2026-11-20") == 150)
        // A second undo takes back the meal logged before, not the undo of the goals.
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == 0)
        #expect(try setup.ok(["goals", "--date", "2026-11-20"]).stdout.contains("2000"))
    }

    @Test func undoOfTheFirstGoalsLeavesNoGoals() throws {
        let setup = Setup()
        try setup.ok(["goals", "--calories", "1800", "--from", "2026-11-20"])
        try setup.ok(["undo"])
        let day = try setup.ok(["day", "2026-11-20", "--json"]).stdout
        #expect(day.contains("\"goals\":null"), "\(day)")
    }

    @Test func undoAfterPlanAddTakesTheMealOffThePlanAndLeavesOlderEntries() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["eat", "oat bowl", "--date", "2026-11-20"])
        try setup.ok(["plan", "add", "oat bowl", "2026-11-23", "--slot", "lunch"])
        let undone = try setup.ok(["undo"])
        #expect(undone.stdout.hasPrefix("Took off the plan 2026-11-23 lunch Oat bowl"), "\(undone.stdout)")
        #expect(!(try setup.ok(["week", "2026-11-23"]).stdout.contains("Oat bowl")))
        #expect(try Self.calories(setup, "2026-11-20") == 150)
    }

    @Test func twoUndosInARowTakeBackTwoBatchesNeverTheUndo() throws {
        let setup = try Self.withTwoPlannedMeals()
        try setup.ok(["eat", "oat bowl", "--date", "2026-11-21"])
        try setup.ok(["plan", "eat", "2026-11-20"])
        try setup.ok(["undo"])
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == 0)
        #expect(try Self.calories(setup, "2026-11-21") == 0)
        // The third takes back the plan add of the soup, the fourth the oat bowl's.
        try setup.ok(["undo"])
        try setup.ok(["undo"])
        #expect(!(try setup.ok(["week", "2026-11-20"]).stdout.contains("bowl")))
        // Then the soup's creation: the meal is deleted.
        let deleted = try setup.ok(["undo"])
        #expect(deleted.stdout.hasPrefix("Deleted the meal Lentil soup"), "\(deleted.stdout)")
    }

    @Test func undoOfAFixThenUndoAgainTakesBackTheEntryBeforeTheFix() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["eat", "Apple", "--date", "2026-11-20"])
        try setup.ok(["eat", "oat bowl", "--date", "2026-11-20"])
        let entry = try setup.events().last!.entryId!.short
        try setup.ok(["fix", entry, "--servings", "2"])
        #expect(try Self.calories(setup, "2026-11-20") > 300)
        let undoFix = try setup.ok(["undo"])
        #expect(undoFix.stdout.contains("Logged the original again"), "\(undoFix.stdout)")
        let afterFix = try Self.calories(setup, "2026-11-20")
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == afterFix - 150)
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == 0)
    }

    /// An apple, then an oat bowl, eaten on 2026-11-20, with the day's calories after each.
    static func appleThenOatBowl() throws -> (setup: Setup, apple: Double, both: Double) {
        let setup = try Setup.withMeal()
        try setup.ok(["eat", "Apple", "--date", "2026-11-20"])
        let apple = try calories(setup, "2026-11-20")
        try setup.ok(["eat", "oat bowl", "--date", "2026-11-20"])
        return (setup, apple, try calories(setup, "2026-11-20"))
    }

    /// Found by the attack on the merged build: the second undo removed the first correction
    /// without logging the original again, and the entry was gone from the day.
    @Test func twoFixesInARowAreUndoneOneAtATimeBackToTheOriginal() throws {
        let (setup, apple, original) = try Self.appleThenOatBowl()
        let first = try setup.events().last!.entryId!.short
        try setup.ok(["fix", first, "--servings", "2"])
        let once = try Self.calories(setup, "2026-11-20")
        let second = try setup.events().last!.entryId!.short
        try setup.ok(["fix", second, "--servings", "3"])
        #expect(try Self.calories(setup, "2026-11-20") > once)
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == once)
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == original)
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == apple)
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == 0)
    }

    /// Also found by the attack: after fix, undo and a second fix, undoing twice took back an
    /// older entry and left the original in force for good.
    @Test func aFixUndoneThenFixedAgainIsUndoneBackToNothing() throws {
        let (setup, apple, original) = try Self.appleThenOatBowl()
        try setup.ok(["fix", try setup.events().last!.entryId!.short, "--servings", "2"])
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == original)
        try setup.ok(["fix", try setup.events().last!.entryId!.short, "--servings", "3"])
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == original)
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == apple)
        try setup.ok(["undo"])
        #expect(try Self.calories(setup, "2026-11-20") == 0)
    }

    @Test func linesOfAnotherDeviceBetweenABatchsLinesAreNotTakenBack() throws {
        let setup = Setup()
        try setup.ok(["init"])
        let at = Instant(millisecondsSinceEpoch: 1_795_000_000_000)
        let day = CalendarDate(year: 2026, month: 11, day: 20)!
        func food(_ low: UInt64, _ device: String, _ name: String, _ calories: Double) -> String {
            let id = Identifier(high: 0x0199_0000_0000_7000, low: 0x8000_0000_0000_0000 | low)
            return Event(id: id, at: at, device: device, payload: .foodLogged(FoodLogged(
                entryId: Identifier(high: 0x0199_0000_0000_7000, low: 0x8000_0000_0001_0000 | low), date: day,
                name: name, calories: calories))).canonicalLine + "\n"
        }
        // A batch of the laptop's, merged with a line of the phone's at the same instant inside it.
        let lines = food(1, "laptop", "Tea", 2) + food(2, "phone", "Phone snack", 90) + food(3, "laptop", "Cake", 300)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: setup.journal))
        handle.seekToEndOfFile()
        handle.write(Data(lines.utf8))
        try handle.close()
        #expect(try Self.calories(setup, "2026-11-20") == 392)
        let undone = try setup.ok(["undo"])
        #expect(undone.stdout.contains("Cake") && undone.stdout.contains("Tea") && !undone.stdout.contains("Phone"))
        #expect(try Self.calories(setup, "2026-11-20") == 90)
        let none = try setup.run(["undo"])
        #expect(none.status == 1 && none.stderr.contains("nothing to undo"), "\(none.stderr)")
        #expect(try Self.calories(setup, "2026-11-20") == 90)
    }

    @Test func undoDryRunAndJSONShowWhatWouldBeTakenBackAndWriteNothing() throws {
        let setup = try Self.withTwoPlannedMeals()
        try setup.ok(["plan", "eat", "2026-11-20"])
        let before = setup.bytes
        let dry = try setup.ok(["undo", "--dry-run", "--json"])
        #expect(setup.bytes == before)
        let value = try JSONParser.parse(dry.stdout)
        guard case .object(let members) = value,
              case .array(let takenBack)? = members.first(where: { $0.key == "takenBack" })?.value,
              case .array(let appended)? = members.first(where: { $0.key == "appended" })?.value else {
            Issue.record("unexpected JSON: \(dry.stdout)")
            return
        }
        #expect(takenBack.count == 2 && appended.count == 2)
        #expect(dry.stdout.contains("\"dryRun\":true"))
        let text = try setup.ok(["undo", "--dry-run"]).stdout
        #expect(text.contains("Would remove 2026-11-20 breakfast Oat bowl") && text.contains("Would remove 2026-11-20 dinner Lentil soup"))
        #expect(setup.bytes == before)
    }

    @Test func undoAfterAMealEditGivesBackTheDefinitionBeforeAndThenDeletesTheMealCreated() throws {
        let setup = Setup()
        try setup.ok(["append", "meal.created", "--name", "Oat bowl", "--ingredient", "name=Oats,quantity=80,unit=g,calories=300"])
        try setup.ok(["append", "meal.edited", "--meal-id", "oat bowl", "--name", "Big oat bowl", "--notes", "more milk"])
        let undone = try setup.ok(["undo"])
        #expect(undone.stdout.hasPrefix("Edited the meal back to Oat bowl"), "\(undone.stdout)")
        let shown = try setup.ok(["meal", "show", "oat bowl"]).stdout
        #expect(!shown.contains("more milk") && !shown.contains("Big"), "\(shown)")
        let deleted = try setup.ok(["undo"])
        #expect(deleted.stdout.hasPrefix("Deleted the meal Oat bowl"), "\(deleted.stdout)")
        #expect(try setup.run(["undo"]).status == 1)
    }

    @Test func aBatchThatRemovedSomethingIsNotUndoneAndTheRefusalSaysWhy() throws {
        let setup = try Self.withTwoPlannedMeals()
        let week = try PlanningTests.assignments(setup)
        // The oat bowl's plan is taken off by hand, after the soup was planned: no undo of the soup's.
        try setup.ok(["plan", "remove", week[0].assignmentId.short])
        let before = setup.bytes
        let refused = try setup.run(["undo"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("plan.unassigned") && refused.stderr.contains("plan add"), "\(refused.stderr)")
        #expect(setup.bytes == before)
    }

    // MARK: deleted meals in copy and plan eat (issue 28)

    @Test func planEatLogsTheMealsNotDeletedAndSaysWhichItLeftOut() throws {
        let setup = try Self.withTwoPlannedMeals()
        try setup.ok(["append", "meal.deleted", "--meal-id", "lentil soup"])
        let eaten = try setup.ok(["plan", "eat", "2026-11-20"])
        #expect(eaten.stderr.contains("left out Lentil soup (dinner)") && eaten.stderr.contains("the meal was deleted"),
                "\(eaten.stderr)")
        #expect(try Self.calories(setup, "2026-11-20") == 300)
        // Only the deleted one is left: nothing can be logged, and it says why.
        let again = try setup.run(["plan", "eat", "2026-11-20"])
        #expect(again.status == 1 && again.stderr.contains("Lentil soup") && again.stderr.contains("deleted"),
                "\(again.stderr)")
    }

    @Test func copyLogsTheEntriesWhoseMealWasNotDeletedAndSaysWhichItLeftOut() throws {
        let setup = try Self.withTwoPlannedMeals()
        try setup.ok(["plan", "eat", "2026-11-20"])
        try setup.ok(["eat", "Apple", "--date", "2026-11-20"])
        try setup.ok(["append", "meal.deleted", "--meal-id", "lentil soup"])
        let apple = try Self.calories(setup, "2026-11-20") - 700
        let copied = try setup.ok(["copy", "2026-11-20", "--to", "2026-11-22"])
        #expect(copied.stderr.contains("left out") && copied.stderr.contains("Lentil soup")
                    && copied.stderr.contains("the meal was deleted"), "\(copied.stderr)")
        #expect(try Self.calories(setup, "2026-11-22") == 300 + apple)
        let onlyDeleted = try setup.run(["copy", "2026-11-20", "--to", "2026-11-23", "--slot", "dinner"])
        #expect(onlyDeleted.status == 1 && onlyDeleted.stderr.contains("Lentil soup"), "\(onlyDeleted.stderr)")
    }
}
