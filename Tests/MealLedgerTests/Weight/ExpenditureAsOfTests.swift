import Foundation
import Testing
import TestSupport
@testable import MealLedger

/// `--as-of D` is the estimate on the journal as it stood at the end of D, by append time:
/// replaying with the cut equals replaying the journal cut there (SPEC 15).
@Suite struct ExpenditureAsOfTests {
    /// A journal appended day by day, some entries logged days late, some weigh-ins corrected later.
    static func journal(_ random: inout SeededGenerator, first: CalendarDate, days: Int) -> [Event] {
        var pending: [(at: Int64, payload: EventPayload)] = []
        let midnight = Int64(first.dayNumber) * 86_400_000
        var weight = Double.random(in: 60...110, using: &random)
        for day in 0..<days {
            let date = first.adding(days: day)
            func appendedAt(_ random: inout SeededGenerator) -> Int64 {
                let late = random.chance(0.15) ? Int64.random(in: 1...6, using: &random) : 0
                return midnight + (Int64(day) + late) * 86_400_000 + Int64.random(in: 0..<86_400_000, using: &random)
            }
            if !random.chance(0.1) {
                let calories = Double(Int.random(in: 1200...3200, using: &random))
                pending.append((appendedAt(&random), .foodLogged(FoodLogged(entryId: random.identifier(), date: date,
                                                                            name: "day", calories: calories))))
            }
            if !random.chance(0.15) {
                let id = random.identifier()
                let kg = BodyWeightText.rounded(weight + Double.random(in: -1...1, using: &random))
                let at = appendedAt(&random)
                pending.append((at, .weightLogged(WeightLogged(entryId: id, date: date, kg: kg))))
                if random.chance(0.1) {
                    // Taken back a day or two later.
                    pending.append((at + Int64.random(in: 1...2, using: &random) * 86_400_000, .entryRemoved(EntryRemoved(entryId: id))))
                }
            }
            weight += Double.random(in: -0.15...0.1, using: &random)
        }
        pending.sort { $0.at < $1.at }
        var events = [Event(id: random.identifier(), at: Instant(millisecondsSinceEpoch: midnight - 1000), device: "d",
                            payload: .journalCreated(JournalCreated()))]
        for item in pending {
            events.append(Event(id: random.identifier(), at: Instant(millisecondsSinceEpoch: item.at), device: "d",
                                payload: item.payload))
        }
        return events
    }

    static func estimate(_ path: String, asOf: CalendarDate, until: Instant?) throws -> Result<ExpenditureEstimate, ExpenditureEstimate.Refusal> {
        let file = try JournalFile.openForReading(path)
        let state = try Replay.run(file, options: ReplayOptions(untilInstant: until)).state
        do {
            return .success(try ExpenditureEstimate(asOf: asOf, days: 28, state: state) { try file.readEvent(at: $0) })
        } catch let refusal as ExpenditureEstimate.Refusal {
            return .failure(refusal)
        }
    }

    @Test func theEstimateAsOfADayEqualsTheEstimateOnTheJournalCutAtItsEnd() throws {
        let folder = TemporaryDirectory()
        var estimated = 0
        forAllCases(100, seed: 0xA50F) { testCase in
            let first = CalendarDate(year: 2026, month: 2, day: 1)!
            let events = Self.journal(&testCase.random, first: first, days: 70)
            let asOf = first.adding(days: Int.random(in: 20...75, using: &testCase.random))
            // The last millisecond of the day, in UTC as the test fixes it.
            let end = Instant(millisecondsSinceEpoch: Int64(asOf.dayNumber + 1) * 86_400_000 - 1)
            let whole = folder.write("whole-\(testCase.seed).jsonl", journalText(events))
            let cut = folder.write("cut-\(testCase.seed).jsonl", journalText(events.filter { $0.at <= end }))
            do {
                let replayed = try Self.estimate(whole, asOf: asOf, until: end)
                let onCut = try Self.estimate(cut, asOf: asOf, until: nil)
                testCase.check(replayed == onCut, "as of \(asOf): \(replayed) vs \(onCut)")
                if case .success = replayed { estimated += 1 }
            } catch {
                testCase.check(false, "\(error)")
            }
        }
        #expect(estimated >= 50, "only \(estimated) of 100 cases gave an estimate")
    }

    @Test func entriesAppendedAfterTheDayDoNotCount() throws {
        let folder = TemporaryDirectory()
        var random = SeededGenerator(seed: 42)
        let first = CalendarDate(year: 2026, month: 2, day: 1)!
        let events = Self.journal(&random, first: first, days: 60)
        func end(_ day: CalendarDate) -> Instant { Instant(millisecondsSinceEpoch: Int64(day.dayNumber + 1) * 86_400_000 - 1) }
        func lateFood(_ day: CalendarDate) -> [CalendarDate] {
            events.filter { $0.at > end(day) }.compactMap { event -> CalendarDate? in
                if case .foodLogged(let food) = event.payload { return food.date }
                return nil
            }.filter { $0 <= day && $0 > day.adding(days: -28) }
        }
        let asOf = try #require((30...55).map { first.adding(days: $0) }.first { !lateFood($0).isEmpty },
                                "the journal has food for some window logged after it")
        let path = folder.write("j.jsonl", journalText(events))
        let cutEstimate = try Self.estimate(path, asOf: asOf, until: end(asOf)).get()
        let nowEstimate = try Self.estimate(path, asOf: asOf, until: nil).get()
        #expect(cutEstimate.daysWithEntries < nowEstimate.daysWithEntries)
    }
}
