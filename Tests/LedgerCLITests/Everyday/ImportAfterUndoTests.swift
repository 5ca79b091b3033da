import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC 16 through the built binary: import skips only rows whose entry is in force, so an
/// import taken back by `undo` can be imported again (the attack found it added nothing), and
/// `import --dry-run --json` prints the real run's object, marked as a dry run.
@Suite struct ImportAfterUndoTests {
    typealias Setup = EverydayLoggingTests.Setup
    static let file = InProcessLedger.sample("cronometer-servings.csv")

    @Test func anImportTakenBackByUndoIsImportedAgainEachTimeAndThenOnlyOnce() throws {
        let setup = Setup()
        try setup.ok(["import", "cronometer", Self.file])
        let imported = try UndoBatchTests.calories(setup, "2026-11-17")
        #expect(imported > 0)
        let undone = try setup.ok(["undo"])
        #expect(undone.stdout.split(separator: "\n").count == 9, "\(undone.stdout)")
        #expect(try UndoBatchTests.calories(setup, "2026-11-17") == 0)
        for _ in 0..<2 {
            let again = try setup.ok(["import", "cronometer", Self.file])
            #expect(again.stdout.hasPrefix("ledger: imported 9 entries"), "\(again.stdout)")
            #expect(try UndoBatchTests.calories(setup, "2026-11-17") == imported)
            let once = try setup.ok(["import", "cronometer", Self.file])
            #expect(once.stdout.contains("imported 0 entries") && once.stdout.contains("9 already in the journal"),
                    "\(once.stdout)")
            try setup.ok(["undo"])
            #expect(try UndoBatchTests.calories(setup, "2026-11-17") == 0)
        }
        let check = try setup.ok(["check"])
        #expect(check.stdout.contains("0 errors, 0 warnings"), "\(check.stdout)")
        // Every entry id was used once.
        let ids = try setup.events().compactMap(\.entryId)
        #expect(Set(ids).count == ids.count && ids.count == 27)
    }

    /// From the attack on the merged build: re-importing after a fix counted the corrected
    /// entry twice, and a row removed on purpose came back. Only what `undo` took back returns.
    @Test func aRowCorrectedByFixOrRemovedByHandStaysTakenCareOf() throws {
        let setup = Setup()
        try setup.ok(["import", "cronometer", Self.file])
        let imported = try UndoBatchTests.calories(setup, "2026-11-17")
        let onDay = try setup.events().compactMap { event -> Identifier? in
            guard case .foodLogged(let food) = event.payload, food.date == CalendarDate("2026-11-17") else { return nil }
            return food.entryId
        }
        try #require(onDay.count >= 2)
        try setup.ok(["fix", String(onDay[0].description.prefix(8)), "--quantity", "2"])
        try setup.ok(["append", "entry.removed", "--entry-id", onDay[1].description])
        let changed = try UndoBatchTests.calories(setup, "2026-11-17")
        #expect(changed != imported)
        let again = try setup.ok(["import", "cronometer", Self.file, "--json"])
        #expect(again.stdout.contains(#""rows":9,"appended":0,"alreadyPresent":9"#), "\(again.stdout)")
        #expect(try UndoBatchTests.calories(setup, "2026-11-17") == changed)
    }

    @Test func aDryRunWithJSONPrintsTheRealRunsObjectMarkedAsADryRunAndWritesNothing() throws {
        let setup = Setup()
        try setup.ok(["init"])
        let before = setup.bytes
        let dry = try setup.ok(["import", "cronometer", Self.file, "--dry-run", "--json"])
        #expect(setup.bytes == before)
        #expect(!dry.stdout.contains("food.logged"), "\(dry.stdout)")
        let object = try JSONParser.parse(dry.stdout)
        #expect(object["dryRun"] == .bool(true) && object["appended"] == .number(9), "\(dry.stdout)")
        let done = try setup.ok(["import", "cronometer", Self.file, "--json"])
        #expect(dry.stdout.replacingOccurrences(of: "\"dryRun\":true", with: "\"dryRun\":false") == done.stdout,
                "\(dry.stdout) vs \(done.stdout)")
        #expect(dry.stderr.contains("dry run: nothing written"), "\(dry.stderr)")
    }
}
