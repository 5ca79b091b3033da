import Foundation
import MealLedger
import Testing
import TestSupport

/// Issue 28: `goals --from PAST` holds only until a later goals.set already in the journal, and says so.
@Suite struct GoalsFromPastTests {
    typealias Setup = EverydayLoggingTests.Setup

    @Test func goalsFromAPastDayNameTheLaterGoalsThatStayInForce() throws {
        let setup = Setup()
        try setup.ok(["goals", "--calories", "2000", "--from", "2026-11-20"])
        let past = try setup.ok(["goals", "--calories", "1800", "--from", "2026-11-10"])
        #expect(past.stderr.contains("goals set from 2026-11-20 are already in the journal")
                    && past.stderr.contains("from 2026-11-10 to 2026-11-19 only"), "\(past.stderr)")
        #expect(try setup.ok(["goals", "--date", "2026-11-21"]).stdout.contains("2000"))
        #expect(try setup.ok(["goals", "--date", "2026-11-15"]).stdout.contains("1800"))
        // Nothing later: no note.
        let later = try setup.ok(["goals", "--calories", "2100", "--from", "2026-11-25"])
        #expect(later.stderr.isEmpty, "\(later.stderr)")
    }
}
