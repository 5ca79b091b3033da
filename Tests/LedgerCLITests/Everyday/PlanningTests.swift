import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16 through the built binary: `plan add`, `plan remove`, `plan`, and `plan eat`,
/// `copy` and `plan copy` logging each thing once.
@Suite struct PlanningTests {
    typealias Setup = EverydayLoggingTests.Setup

    /// The `plan.assigned` lines of the journal.
    static func assignments(_ setup: Setup) throws -> [PlanAssigned] {
        try setup.events().compactMap { event -> PlanAssigned? in
            if case .planAssigned(let plan) = event.payload { return plan } else { return nil }
        }
    }

    static func mealsLogged(_ setup: Setup) throws -> [MealLogged] {
        try setup.events().compactMap { event -> MealLogged? in
            if case .mealLogged(let meal) = event.payload { return meal } else { return nil }
        }
    }

    @Test func planAddAssignsASavedMealByNameWithSlotAndServingsAndShowsNoJSON() throws {
        let setup = try Setup.withMeal()
        let added = try setup.ok(["plan", "add", "oat", "bowl", "2026-11-23", "--slot", "dinner", "--servings", "1 1/2"])
        #expect(!added.stdout.contains("{"), "no raw JSON on screen:\n\(added.stdout)")
        let plans = try Self.assignments(setup)
        #expect(plans.count == 1)
        #expect(plans.first?.date.description == "2026-11-23" && plans.first?.slot == .dinner && plans.first?.servings == 1.5)
        let short = plans.first!.assignmentId.short
        #expect(added.stdout == "Planned Oat bowl ×1.5 for dinner on Mon 2026-11-23 [\(short)]\n"
            + "'ledger plan remove \(short)' takes it back; 'ledger plan 2026-11-23' shows the week.\n")
        let week = try setup.ok(["plan", "2026-11-23"]).stdout
        #expect(week.contains("dinner: Oat bowl ×1.5") && week.contains(short))
    }

    @Test func planAddReadsAQuotedNameAndADateOfSeveralWords() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["plan", "add", "Oat bowl", "2026-11-23"])
        try setup.ok(["plan", "add", "Oat bowl", "in", "3", "days"])
        #expect(try Self.assignments(setup).count == 2)
    }

    @Test func planAddRefusesAnUnknownMealOrAMissingDateAndWritesNothing() throws {
        let setup = try Setup.withMeal()
        let before = setup.bytes
        let unknown = try setup.run(["plan", "add", "pizza", "2026-11-23"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("MEAL names no meal, got 'pizza'"), "\(unknown.stderr)")
        let noDate = try setup.run(["plan", "add", "oat", "bowl"])
        #expect(noDate.status == 2 && noDate.stderr.contains("missing DATE"), "\(noDate.stderr)")
        #expect(setup.bytes == before)
    }

    @Test func planAddDryRunAndJSON() throws {
        let setup = try Setup.withMeal()
        let before = setup.bytes
        let dry = try setup.ok(["plan", "add", "oat bowl", "2026-11-23", "--dry-run"])
        #expect(dry.stdout.contains("Would plan Oat bowl on Mon 2026-11-23"))
        #expect(dry.stderr.contains("dry run: nothing written"))
        #expect(setup.bytes == before)
        let json = try JSONParser.parse(try setup.ok(["plan", "add", "oat bowl", "2026-11-23", "--json"]).stdout)
        #expect(json["appended"]?[0]?["type"] == .string("plan.assigned"))
        #expect(json["dryRun"] == .bool(false))
    }

    @Test func planRemoveTakesAnAssignmentOffByItsShortIdOnce() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["plan", "add", "oat bowl", "2026-11-23", "--slot", "lunch"])
        let short = try Self.assignments(setup)[0].assignmentId.short
        let removed = try setup.ok(["plan", "remove", short])
        #expect(removed.stdout == "Took off the plan: Oat bowl for lunch on Mon 2026-11-23 [\(short)]\n")
        #expect(!(try setup.ok(["plan", "2026-11-23"]).stdout.contains("Oat bowl")))
        let again = try setup.run(["plan", "remove", short])
        #expect(again.status == 1 && again.stderr.contains("taken off the plan on line"), "\(again.stderr)")
        let unknown = try setup.run(["plan", "remove", "ffff"])
        #expect(unknown.status == 1 && unknown.stderr.contains("'ASSIGNMENT' names no plan assignment"), "\(unknown.stderr)")
    }

    @Test func planWithAnUnknownWordNamesTheSubcommands() throws {
        let setup = try Setup.withMeal()
        let typo = try setup.run(["plan", "ad", "oat", "bowl"])
        #expect(typo.status == 2 && typo.stderr.contains("did you mean 'plan add'"), "\(typo.stderr)")
    }

    @Test func planEatLogsEachAssignmentOnceAndRefusesWhenAllWereLoggedUnlessAgain() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["plan", "add", "oat bowl", "2026-11-23", "--slot", "breakfast"])
        let first = try setup.ok(["plan", "eat", "2026-11-23"])
        #expect(first.stdout.contains("Oat bowl"))
        let logged = try Self.mealsLogged(setup)
        let plan = try Self.assignments(setup)
        #expect(logged.count == 1 && logged[0].assignmentId == plan[0].assignmentId)
        // A second meal planned later: only it is logged, the first is said to be skipped.
        try setup.ok(["plan", "add", "oat bowl", "2026-11-23", "--slot", "dinner", "--servings", "2"])
        let second = try setup.ok(["plan", "eat", "2026-11-23"])
        #expect(second.stderr.contains("skipped, logged already: Oat bowl (breakfast) [\(plan[0].assignmentId.short)]"),
                "\(second.stderr)")
        #expect(try Self.mealsLogged(setup).count == 2)
        let before = setup.bytes
        let third = try setup.run(["plan", "eat", "2026-11-23"])
        #expect(third.status == 1)
        #expect(third.stderr.contains("every meal planned on 2026-11-23 is logged already: Oat bowl (breakfast)"),
                "\(third.stderr)")
        #expect(third.stderr.contains("--again"))
        #expect(setup.bytes == before)
        try setup.ok(["plan", "eat", "2026-11-23", "--again"])
        #expect(try Self.mealsLogged(setup).count == 4)
    }

    @Test func planEatLogsAnAssignmentAgainAfterItsEntryWasUndone() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["plan", "add", "oat bowl", "2026-11-23"])
        try setup.ok(["plan", "eat", "2026-11-23"])
        try setup.ok(["undo"])
        try setup.ok(["plan", "eat", "2026-11-23"])
        #expect(try Self.mealsLogged(setup).count == 2)
    }

    @Test func copySkipsWhatTheDayHoldsAlreadyAndRefusesWhenEverythingWasCopied() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["eat", "oat bowl", "--date", "2026-11-20", "--slot", "breakfast"])
        try setup.ok(["append", "food.logged", "--name", "Apple", "--calories", "95", "--date", "2026-11-20"])
        try setup.ok(["copy", "2026-11-20", "--to", "2026-11-21"])
        let before = setup.bytes
        let twice = try setup.run(["copy", "2026-11-20", "--to", "2026-11-21"])
        #expect(twice.status == 1 && twice.stderr.contains("is on 2026-11-21 already"), "\(twice.stderr)")
        #expect(twice.stderr.contains("Apple") && twice.stderr.contains("--again"))
        #expect(setup.bytes == before)
        // One more entry on the first day: only it is copied, the others are said to be skipped.
        try setup.ok(["append", "food.logged", "--name", "Pear", "--calories", "60", "--date", "2026-11-20"])
        let partial = try setup.ok(["copy", "2026-11-20", "--to", "2026-11-21"])
        #expect(partial.stderr.contains("skipped, on 2026-11-21 already"), "\(partial.stderr)")
        let day = try JSONParser.parse(try setup.ok(["day", "2026-11-21", "--json"]).stdout)
        guard case let .array(entries)? = day["entries"] else { Issue.record("no entries"); return }
        #expect(entries.count == 3)
        try setup.ok(["copy", "2026-11-20", "--to", "2026-11-21", "--again"])
        guard case let .array(more)? = try JSONParser.parse(try setup.ok(["day", "2026-11-21", "--json"]).stdout)["entries"]
        else { Issue.record("no entries"); return }
        #expect(more.count == 6)
    }

    @Test func planCopySkipsMealsTheWeekPlansAlreadyAndRefusesWhenAllWere() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["plan", "add", "oat bowl", "2026-11-18", "--slot", "dinner", "--servings", "2"])
        try setup.ok(["plan", "copy", "2026-11-18", "--to", "2026-11-25"])
        let before = setup.bytes
        let twice = try setup.run(["plan", "copy", "2026-11-18", "--to", "2026-11-25"])
        #expect(twice.status == 1 && twice.stderr.contains("plans every meal already: Oat bowl ×2 for dinner on Wed 2026-11-25"),
                "\(twice.stderr)")
        #expect(setup.bytes == before)
        try setup.ok(["plan", "copy", "2026-11-18", "--to", "2026-11-25", "--again"])
        #expect(try Self.assignments(setup).count == 3)
    }

    @Test func aMealLoggedLineWithAnAssignmentIdIsCanonicalAndChecksClean() throws {
        let setup = try Setup.withMeal()
        try setup.ok(["plan", "add", "oat bowl", "2026-11-23"])
        try setup.ok(["plan", "eat", "2026-11-23"])
        let line = String(decoding: setup.bytes, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        let assignment = try Self.assignments(setup)[0].assignmentId
        #expect(line.hasSuffix("\"assignmentId\":\"\(assignment)\"}}"), "assignmentId comes last in data:\n\(line)")
        let check = try setup.run(["check"])
        #expect(check.status == 0 && check.stdout.contains("0 errors, 0 warnings"), "\(check.stdout)\(check.stderr)")
    }
}
