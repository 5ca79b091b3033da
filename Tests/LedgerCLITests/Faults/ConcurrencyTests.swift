import Foundation
import MealLedger
import Testing
import TestSupport

/// Several processes appending at once (SPEC 6, issue 7; tools/crash-test runs 8 × 500): the file lock serializes them, so every event is there once, no line is
/// interleaved, and each append is validated against every event before it.
@Suite struct ConcurrencyTests {
    static let writers = 8
    static let appendsPerWriter = 25

    /// Runs `body(index)` on `count` threads at once and waits for all.
    static func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread.detachNewThread {
                body(index)
                group.leave()
            }
        }
        group.wait()
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int: [LedgerProcess.Result]] = [:]
        func add(_ key: Int, _ result: LedgerProcess.Result) {
            lock.lock(); values[key, default: []].append(result); lock.unlock()
        }
        var all: [Int: [LedgerProcess.Result]] { lock.lock(); defer { lock.unlock() }; return values }
    }

    @Test func concurrentAppendsAreAllThereOnceAndWhole() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("journal.jsonl")
        #expect(try LedgerProcess.run(["init", "-f", journal]).status == 0)
        let results = Results()
        Self.concurrently(Self.writers) { writer in
            for index in 0..<Self.appendsPerWriter {
                let result = (try? LedgerProcess.run(["append", "food.logged", "--name", "w\(writer)-\(index)",
                                                      "--calories", "1", "--date", "2026-11-20", "-f", journal]))
                    ?? LedgerProcess.Result(status: -1, stdout: "", stderr: "could not start")
                results.add(writer, result)
            }
        }
        let all = results.all.values.flatMap { $0 }
        #expect(all.count == Self.writers * Self.appendsPerWriter)
        #expect(all.allSatisfy { $0.status == 0 }, "\(all.filter { $0.status != 0 }.map(\.stderr))")
        let printedIds = Set(all.compactMap { try? Event(line: String($0.stdout.dropLast())).id })
        #expect(printedIds.count == Self.writers * Self.appendsPerWriter, "every append printed its event")

        let text = try String(contentsOfFile: journal, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "the journal ends with a newline")
        let events = try lines.dropLast().map { try Event(line: String($0)) }  // a torn or interleaved line throws
        #expect(events.count == 1 + Self.writers * Self.appendsPerWriter)
        #expect(Set(events.map(\.id)).count == events.count, "an event was written twice")
        #expect(Set(events.map(\.id)).isSuperset(of: printedIds))
        var names: [String] = []
        for event in events {
            if case let .foodLogged(food) = event.payload { names.append(food.name) }
        }
        let expected = (0..<Self.writers).flatMap { writer in (0..<Self.appendsPerWriter).map { "w\(writer)-\($0)" } }
        #expect(names.sorted() == expected.sorted())
        // Each writer's own appends keep their order.
        for writer in 0..<Self.writers {
            let own = names.filter { $0.hasPrefix("w\(writer)-") }
            #expect(own == (0..<Self.appendsPerWriter).map { "w\(writer)-\($0)" })
        }
        let check = try LedgerProcess.run(["check", "-f", journal])
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test func twoProcessesRacingToDeleteAMealOneWinsTheOtherIsRefused() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("journal.jsonl")
        let meals = 12
        var stdin = ""
        for index in 0..<meals { stdin += #"{"type":"meal.created","data":{"name":"Meal \#(index)"}}"# + "\n" }
        let created = try LedgerProcess.run(["append", "-", "-f", journal], stdin: stdin)
        #expect(created.status == 0, "\(created.stderr)")
        let ids = created.stdout.split(separator: "\n").compactMap { line -> String? in
            guard case let .mealCreated(meal)? = try? Event(line: String(line)).payload else { return nil }
            return meal.meal.mealId.description
        }
        #expect(ids.count == meals)
        for id in ids {
            let results = Results()
            Self.concurrently(2) { racer in
                let result = (try? LedgerProcess.run(["append", "meal.deleted", "--meal-id", id, "-f", journal]))
                    ?? LedgerProcess.Result(status: -1, stdout: "", stderr: "could not start")
                results.add(racer, result)
            }
            let statuses = results.all.values.flatMap { $0 }.map(\.status).sorted()
            #expect(statuses == [0, 1], "meal \(id): \(results.all.values.flatMap { $0 }.map(\.stderr))")
        }
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(text.components(separatedBy: "\"type\":\"meal.deleted\"").count - 1 == meals)
        #expect(try LedgerProcess.run(["check", "-f", journal]).status == 0)
    }

    @Test func processesCreatingTheSameJournalAtOnceMakeOneJournalWithEveryEvent() throws {
        for round in 0..<10 {
            let folder = TemporaryDirectory()
            let journal = folder.file("journal.jsonl")
            let results = Results()
            Self.concurrently(4) { writer in
                let result = (try? LedgerProcess.run(["append", "food.logged", "--name", "first \(writer)",
                                                      "--calories", "1", "-f", journal]))
                    ?? LedgerProcess.Result(status: -1, stdout: "", stderr: "could not start")
                results.add(writer, result)
            }
            let all = results.all.values.flatMap { $0 }
            #expect(all.allSatisfy { $0.status == 0 }, "round \(round): \(all.map(\.stderr))")
            let text = try String(contentsOfFile: journal, encoding: .utf8)
            let events = try text.split(separator: "\n").map { try Event(line: String($0)) }
            #expect(events.first?.type == .journalCreated, "round \(round)")
            #expect(events.filter { $0.type == .journalCreated }.count == 1, "round \(round): \(text)")
            #expect(events.count == 5, "round \(round): \(text)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.isEmpty,
                    "round \(round): a temporary file was left")
        }
    }
}
