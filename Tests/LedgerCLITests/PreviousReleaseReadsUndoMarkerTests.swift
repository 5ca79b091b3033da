import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC 8 for `undoes`, the marker on every line `undo` appends: the release before (d4da2d1)
/// keeps such lines, warns on the field it does not know, and reads the same day.
///
/// `Golden/samples/undo-d4da2d1.jsonl` was written by this branch's `ledger`: a meal, goals,
/// an apple and a toast, the toast fixed to two slices, the meal planned and eaten, goals of
/// 1800 from 2026-11-20, then four undos (the goals set back to 2000, the meal's entry removed,
/// the plan taken off, the fix taken back: the correction removed and the toast logged again).
/// A release build of d4da2d1 (/work/rel2/tools/bench-data/ledger-d4da2d1…) was shown, by hand
/// on 2026-11-26, to read it: `check` exit 0 with six warnings (`assignmentId` once, `undoes`
/// five times), and `day 2026-11-20 --json` with calories 175 and goals 2000, as this release.
/// When that build is at hand ($MEAL_LEDGER_PREVIOUS_RELEASE, /work/base/.build/release/ledger or
/// the bench's copy) the test runs it again.
@Suite struct PreviousReleaseReadsUndoMarkerTests {
    static let journal = InProcessLedger.sample("undo-d4da2d1.jsonl")

    static var previousRelease: String? { PreviousRelease.program }

    @Test func theGoldenJournalIsCanonicalAndPassesCheckAndItsUndosCarryTheMarker() throws {
        let text = try String(contentsOfFile: Self.journal, encoding: .utf8)
        let events = try text.split(separator: "\n").map { line in
            let event = try Event(line: String(line))
            #expect(event.keptLine == nil, "a field this release does not know: \(line)")
            #expect(event.canonicalLine == String(line))
            return event
        }
        #expect(events.suffix(5).allSatisfy { $0.undoes != nil })
        #expect(events.dropLast(5).allSatisfy { $0.undoes == nil })
        let ledger = InProcessLedger()
        let check = ledger.run(["check", "--journal", Self.journal])
        #expect(check.status == 0)
        #expect(check.stdout.contains("15 events, 0 errors, 0 warnings"), "\(check.stdout)")
        let day = ledger.run(["day", "2026-11-20", "--json", "--journal", Self.journal, "--no-snapshot"])
        #expect(day.stdout.contains(#""totals":{"calories":175,"#) && day.stdout.contains(#""goals":{"calories":2000"#),
                "\(day.stdout)")
    }

    @Test(.enabled(if: previousRelease != nil, "no build of d4da2d1 at hand: the golden journal stands for it"))
    func theReleaseBeforeKeepsTheUndoLinesWithAWarningAndReadsTheSameDay() throws {
        let program = try #require(Self.previousRelease)
        func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            try PreviousRelease.run(program, arguments, journal: Self.journal)
        }
        let check = try run(["check"])
        #expect(check.status == 0, "\(check.stderr)")
        let output = check.stdout + check.stderr
        for line in 11...15 {
            #expect(output.contains("undo-d4da2d1.jsonl:\(line): warning: unknown field 'undoes' (written by a newer version?)"),
                    "\(output)")
        }
        #expect(output.contains("15 events, 0 errors, 6 warnings"), "\(output)")
        let day = try run(["day", "2026-11-20", "--json"])
        #expect(day.status == 0)
        #expect(day.stdout.contains(#""totals":{"calories":175,"#) && day.stdout.contains(#""goals":{"calories":2000"#),
                "\(day.stdout)")
    }
}
