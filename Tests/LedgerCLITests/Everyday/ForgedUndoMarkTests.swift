import Foundation
import MealLedger
import Testing
import TestSupport

/// From the attack on the merged build: a line sent through `append -` may carry a forged
/// `data.undoes`. `check` warns about a mark that names no line, a line not before it, or a
/// line that starts no batch which logged what it removes (naming FILE:LINE and the field),
/// and `undo` and `import`, which trust undo's marks, do not act on it (the built binary).
@Suite struct ForgedUndoMarkTests {
    typealias Setup = EverydayLoggingTests.Setup

    /// A full `entry.removed` line of device laptop, as `append -` keeps it.
    static func removal(id: String, at: String = "2099-01-01T00:00:00.000Z", entry: Identifier, undoes: String) -> String {
        #"{"id":"\#(id)","at":"\#(at)","device":"laptop","type":"entry.removed","data":{"entryId":"\#(entry)","undoes":"\#(undoes)"}}"#
    }

    /// Logs an apple and a pear (one batch each) and returns the events of their lines.
    static func applePear(_ setup: Setup) throws -> (apple: Event, pear: Event) {
        try setup.ok(["append", "food.logged", "--name", "Apple", "--calories", "95", "--date", "2026-11-20"])
        try setup.ok(["append", "food.logged", "--name", "Pear", "--calories", "57", "--date", "2026-11-20"])
        let events = try setup.events()
        return (events[1], events[2])
    }

    @Test func checkWarnsAboutAMarkNamingNoLineAnEarlierBatchThatDidNotLogTheEntryOrItself() throws {
        let setup = Setup()
        let (apple, pear) = try Self.applePear(setup)
        try setup.ok(["append", "food.logged", "--name", "Plum", "--calories", "30", "--date", "2026-11-20"])
        let plum = try setup.events()[3]
        let forged = [
            Self.removal(id: "0193a000-0000-7000-8000-00000000f0f1", entry: pear.entryId!, undoes: "0193a000-0000-7000-8000-0000000dead0"),
            Self.removal(id: "0193a000-0000-7000-8000-00000000f0f2", at: "2099-01-01T00:00:01.000Z", entry: apple.entryId!,
                         undoes: pear.id.description),
            Self.removal(id: "0193a000-0000-7000-8000-00000000f0f3", at: "2099-01-01T00:00:02.000Z", entry: plum.entryId!,
                         undoes: "0193a000-0000-7000-8000-00000000f0f3"),
        ]
        for line in forged { try setup.ok(["append", "-"], stdin: line + "\n") }
        let check = try setup.run(["check"])
        #expect(check.status == 0, "warnings only: \(check.stdout)")
        #expect(check.stdout.contains("\(setup.journal):5: warning: 'undoes' names 0193a000-0000-7000-8000-0000000dead0, "
            + "no line of this journal"), "\(check.stdout)")
        #expect(check.stdout.contains("\(setup.journal):6: warning: 'undoes' names the batch at line 3, which did not log entry"),
                "\(check.stdout)")
        #expect(check.stdout.contains("\(setup.journal):7: warning: 'undoes' names line 7, not a line before it"), "\(check.stdout)")
        #expect(check.stdout.contains("0 errors, 3 warnings"), "\(check.stdout)")
        // Undo's own marks draw no warning, also where an undo of a fix logged the original
        // again and a later undo of the original's batch removes that copy.
        let honest = Setup()
        try honest.ok(["append", "food.logged", "--name", "Apple", "--calories", "95", "--quantity", "1", "--unit", "piece",
                       "--date", "2026-11-20"])
        try honest.ok(["append", "food.logged", "--name", "Pear", "--calories", "57", "--date", "2026-11-20"])
        let appleEntry = try #require(try honest.events()[1].entryId)
        try honest.ok(["fix", appleEntry.description, "--quantity", "2"])
        for _ in 0..<3 { try honest.ok(["undo"]) }
        let clean = try honest.ok(["check"])
        #expect(clean.stdout.contains("9 events, 0 errors, 0 warnings"), "\(clean.stdout)")
    }

    /// From the attack on this session's build: a `food.logged` carrying a mark that names a
    /// real batch start passed, and undo then skipped the eggs' batch as taken back.
    @Test func aMarkOnALineUndoNeverWritesDrawsAWarningAndUndoTakesItForAPersons() throws {
        let setup = Setup()
        let (apple, _) = try Self.applePear(setup)
        let forged = #"{"id":"0193a000-0000-7000-8000-00000000f0f1","at":"2099-01-01T00:00:00.000Z","device":"laptop","#
            + #""type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-00000000f0f2","date":"2026-11-20","#
            + #""name":"Tea","calories":2,"source":"manual","undoes":"\#(apple.id)"}}"#
        try setup.ok(["append", "-"], stdin: forged + "\n")
        let check = try setup.run(["check"])
        #expect(check.status == 0)
        #expect(check.stdout.contains("\(setup.journal):4: warning: 'undoes' is on a food.logged line undo never writes"),
                "\(check.stdout)")
        // Undo takes back the tea, then the pear, then the apple: nothing is passed over.
        for name in ["Tea", "Pear", "Apple"] {
            let undo = try setup.ok(["undo"])
            #expect(undo.stdout.contains(name), "\(undo.stdout)")
        }
    }

    @Test func undoTakesAForgedMarksLineForAPersonsAndDoesNotPassOverTheBatchItNames() throws {
        let setup = Setup()
        let (apple, pear) = try Self.applePear(setup)
        // Names the apple's line, which starts no batch (the first append's batch starts with
        // journal.created) and did not log the pear: not undo's mark.
        try setup.ok(["append", "-"], stdin: Self.removal(id: "0193a000-0000-7000-8000-00000000f0f1", entry: pear.entryId!,
                                                         undoes: apple.id.description) + "\n")
        let before = setup.bytes
        let undo = try setup.run(["undo"])
        // A removal by hand cannot be undone (SPEC 16): refused, naming its line. Before, undo took
        // the forged line for an undo of the apple's batch, passed over it and the pear's (nothing
        // in force) and said there was nothing to undo.
        #expect(undo.status == 1, "\(undo.stdout)\(undo.stderr)")
        #expect(undo.stderr.contains("line 4"), "\(undo.stderr)")
        #expect(setup.bytes == before)
        let day = try setup.ok(["day", "2026-11-20"])
        #expect(day.stdout.contains("Apple"), "\(day.stdout)")
    }

    @Test func importDoesNotBringBackARowWhoseRemovalCarriesAForgedMark() throws {
        let setup = Setup()
        let file = InProcessLedger.sample("cronometer-servings.csv")
        try setup.ok(["import", "cronometer", file])
        let entry = try #require(try setup.events().compactMap(\.entryId).first)
        // The mark names no line: a removal by hand as far as import is concerned.
        try setup.ok(["append", "-"], stdin: Self.removal(id: "0193a000-0000-7000-8000-00000000f0f1", entry: entry,
                                                         undoes: "0193a000-0000-7000-8000-0000000dead0") + "\n")
        let again = try setup.ok(["import", "cronometer", file, "--json"])
        #expect(again.stdout.contains("\"appended\":0"), "\(again.stdout)")
    }
}
