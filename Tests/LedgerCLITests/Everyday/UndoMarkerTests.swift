import Foundation
@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// Undo knows its own batches by the marker on their lines (`data.undoes`, the id of the first
/// line of the batch taken back), never by content: the attack on the merged build found a
/// person's own exact reverse passing for an undo, so the next undo skipped it and its target.
@Suite struct UndoMarkerTests {
    typealias Setup = EverydayLoggingTests.Setup

    static func entryId(_ setup: Setup) throws -> String {
        try #require(try setup.events().last?.entryId).description
    }

    @Test func aRemovalTypedByHandIsNotTakenForAnUndoOfTheEntryItRemoved() throws {
        let setup = Setup()
        try setup.ok(["append", "food.logged", "--name", "Eggs", "--calories", "143", "--date", "2026-11-20"])
        try setup.ok(["append", "food.logged", "--name", "Banana", "--calories", "105", "--date", "2026-11-20"])
        try setup.ok(["append", "entry.removed", "--entry-id", try Self.entryId(setup)])
        let before = setup.bytes
        let refused = try setup.run(["undo"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("line 4: entry.removed") && refused.stderr.contains("removes an entry"),
                "\(refused.stderr)")
        #expect(setup.bytes == before)
        #expect(try UndoBatchTests.calories(setup, "2026-11-20") == 143)
    }

    @Test func goalsSetBackByHandAreTakenBackAsTheNewestGoals() throws {
        let setup = Setup()
        for calories in ["1800", "2000", "1800"] {
            try setup.ok(["goals", "--calories", calories, "--from", "2026-11-20"])
        }
        let undone = try setup.ok(["undo"])
        #expect(undone.stdout.contains("Set the goals back from 2026-11-20: 2000 kcal"), "\(undone.stdout)")
        let second = try setup.ok(["undo"])
        #expect(second.stdout.contains("Set the goals back from 2026-11-20: 1800 kcal"), "\(second.stdout)")
        let day = try setup.ok(["day", "2026-11-20", "--json"]).stdout
        #expect(day.contains(#""goals":{"calories":1800"#), "\(day)")
    }

    @Test func aMealRenamedBackByHandIsEditedBackOneStepOnly() throws {
        let setup = Setup()
        try setup.ok(["append", "meal.created", "--name", "Soup v1", "--ingredient", "name=Lentils,quantity=100,unit=g,calories=350"])
        for (old, new) in [("soup v1", "Soup v2"), ("soup v2", "Soup v3"), ("soup v3", "Soup v2")] {
            try setup.ok(["append", "meal.edited", "--meal-id", old, "--name", new])
        }
        let undone = try setup.ok(["undo"])
        #expect(undone.stdout.hasPrefix("Edited the meal back to Soup v3"), "\(undone.stdout)")
        let meals = try setup.ok(["meals"]).stdout
        #expect(meals.contains("Soup v3") && !meals.contains("Soup v1"), "\(meals)")
    }

    @Test func everyLineUndoAppendsNamesTheFirstLineOfTheBatchItTakesBackAndCheckPasses() throws {
        let setup = try UndoBatchTests.withTwoPlannedMeals()
        try setup.ok(["plan", "eat", "2026-11-20"])
        let batch = try setup.events().suffix(2)
        try setup.ok(["undo"])
        let undo = try setup.events().suffix(2)
        let first = try #require(batch.first?.id)
        #expect(undo.allSatisfy { $0.type == .entryRemoved && $0.undoes == first })
        let text = String(decoding: setup.bytes, as: UTF8.self)
        #expect(text.contains(#","undoes":"\#(first)"}}"#), "the marker is last in data")
        for line in text.split(separator: "\n") {
            #expect(try Event(line: String(line)).canonicalLine == String(line))
        }
        let check = try setup.ok(["check"])
        #expect(check.stdout.contains("0 errors, 0 warnings"), "\(check.stdout)")
        // A second undo passes over the undo and the batch it names: the plan adds come next.
        let second = try setup.ok(["undo"])
        #expect(second.stdout.hasPrefix("Took off the plan 2026-11-20 dinner Lentil soup"), "\(second.stdout)")
    }

    @Test func aMarkerThatIsNoIdentifierIsRefusedNamingTheField() throws {
        let line = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"entry.removed","data":{"entryId":"0193a000-0000-7000-8000-000000000002","undoes":"yesterday"}}"#
        #expect(throws: EventDecodingError.self) { try Event(line: line) }
        do { _ = try Event(line: line) } catch { #expect("\(error)".contains("undoes"), "\(error)") }
    }

    // MARK: clock skew

    /// A device whose clock ran ahead logs a banana (stamped 2099), its clock is set right, and
    /// it undoes the banana; a merge that orders lines by `at` must still put the undo after it.
    @Test func anUndoIsStampedAfterWhatItTakesBackSoAMergeByTimeKeepsItAfter() throws {
        let laptop = Setup()
        try laptop.ok(["init"])
        let ahead = Instant(millisecondsSinceEpoch: 4_070_908_800_000)  // 2099-01-01
        let banana = Event(id: Identifier(high: 0x0199_0000_0000_7000, low: 0x8000_0000_0000_0001), at: ahead,
                           device: "laptop", payload: .foodLogged(FoodLogged(
                               entryId: Identifier(high: 0x0199_0000_0000_7000, low: 0x8000_0000_0000_0002),
                               date: CalendarDate(year: 2026, month: 11, day: 20)!, name: "Banana", calories: 105)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: laptop.journal))
        handle.seekToEndOfFile()
        handle.write(Data((banana.canonicalLine + "\n").utf8))
        try handle.close()
        try laptop.ok(["undo"])
        let undo = try #require(try laptop.events().last)
        #expect(undo.type == .entryRemoved && undo.at > ahead, "\(undo.canonicalLine)")

        let phone = Setup()
        try phone.run(["append", "food.logged", "--name", "Tea", "--calories", "2", "--date", "2026-11-20", "--device", "phone"])
        let merged = laptop.folder.file("merged.jsonl")
        let merge = try LedgerProcess.run(["merge", laptop.journal, phone.journal, "-o", merged])
        #expect(merge.status == 0, "\(merge.stderr)")
        let check = try LedgerProcess.run(["check", "--journal", merged])
        #expect(check.status == 0 && check.stdout.contains("0 errors"), "\(check.stdout)\(check.stderr)")
        let day = try LedgerProcess.run(["day", "2026-11-20", "--json", "--journal", merged])
        #expect(day.stdout.contains(#""totals":{"calories":2,"#), "\(day.stdout)")
        // On the merged journal the laptop has nothing left to undo: the undo still names the banana.
        let again = try LedgerProcess.run(["undo", "--journal", merged, "--device", "laptop"])
        #expect(again.status == 1 && again.stderr.contains("nothing to undo"), "\(again.stderr)")
    }

    // MARK: work

    /// A journal of `pairs` goals each taken back by an undo (marked as `undo` marks them),
    /// after one food: what the attack found quadratic (2 min 27 s on 6,000 lines, debug build).
    static func goalsAndUndos(_ setup: Setup, pairs: Int) throws {
        try setup.ok(["append", "food.logged", "--name", "Apple", "--calories", "95", "--date", "2026-11-20"])
        var text = ""
        var millisecond: Int64 = 1_795_000_000_000
        func id(_ low: Int) -> Identifier { Identifier(high: 0x0199_0000_0000_7000, low: 0x8000_0000_0000_0000 | UInt64(low)) }
        for pair in 0..<pairs {
            let from = CalendarDate(year: 2026, month: 1, day: 1)!.adding(days: pair % 300)
            var set = GoalsSet(from: from)
            set.calories = Double(1500 + pair)
            let line = Event(id: id(2 * pair), at: Instant(millisecondsSinceEpoch: millisecond), device: "laptop",
                             payload: .goalsSet(set))
            var back = GoalsSet(from: from)
            back.calories = pair == 0 ? nil : Double(1500 + pair - 1)
            let undo = Event(id: id(2 * pair + 1), at: Instant(millisecondsSinceEpoch: millisecond + 1), device: "laptop",
                             payload: .goalsSet(back), undoes: line.id)
            text += line.canonicalLine + "\n" + undo.canonicalLine + "\n"
            millisecond += 2
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: setup.journal))
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        try handle.close()
    }

    @Test func undoPastThousandsOfGoalsAndTheirUndosReadsEachLineAFewTimesAtMost() throws {
        let setup = Setup()
        let pairs = 2000
        try Self.goalsAndUndos(setup, pairs: pairs)
        let file = try LoggedEntries.open(setup.journal)
        let replay = try SnapshotReplay.run(file, useSnapshot: false, refresh: false)
        var walk = Ledger.Undo.BatchWalk(state: replay.result.state, file: file, end: try file.status().size, device: "laptop")
        let batch = try #require(try walk.newestBatch())
        #expect(batch.map(\.event.type).filter { $0 != .journalCreated } == [.foodLogged])
        let lines = 2 + 2 * pairs
        #expect(walk.work.linesRead <= 2 * lines, "\(walk.work.linesRead) lines read for a journal of \(lines)")
    }

    /// The same through the built binary, with a bound far above what linear work takes:
    /// the walk before this change took minutes here.
    @Test func undoPastThousandsOfGoalsAndTheirUndosTakesTheFoodBeforeThem() throws {
        let setup = Setup()
        try Self.goalsAndUndos(setup, pairs: 3000)
        let started = Date()
        let result = try LedgerProcess.run(["undo"], environment: setup.environment, timeLimit: 60)
        #expect(!result.timedOut, "undo took \(Date().timeIntervalSince(started)) s")
        #expect(result.status == 0 && result.stdout.contains("Removed 2026-11-20 Apple 95 kcal"), "\(result.stdout)\(result.stderr)")
    }
}
