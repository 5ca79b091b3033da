import MealLedger
import Testing
import TestSupport

/// The algebra of merging: commutative, associative, idempotent, and nothing lost.
@Suite struct JournalMergeTests {
    /// The merged events, recording an issue when the journals unexpectedly conflict.
    func merged(_ a: [Event], _ b: [Event], _ testCase: inout PropertyCase) -> [Event] {
        guard let events = JournalMerge.events(a, b) else {
            testCase.check(false, "unexpected conflict")
            return []
        }
        return events
    }

    @Test func mergeIsCommutativeToTheByte() {
        forAllCases(200, seed: 0x3E26_0001) { testCase in
            let journals = testCase.random.deviceJournals(2)
            let ab = merged(journals[0], journals[1], &testCase)
            let ba = merged(journals[1], journals[0], &testCase)
            testCase.check(journalText(ab) == journalText(ba), "merge(A, B) and merge(B, A) differ")
        }
    }

    @Test func mergingAJournalWithItselfChangesNothing() {
        forAllCases(200, seed: 0x3E26_0002) { testCase in
            let journal = testCase.random.validJournal(events: Int.random(in: 1...60, using: &testCase.random))
            testCase.check(journalText(merged(journal, journal, &testCase)) == journalText(journal), "merge(A, A) != A")
            let journals = testCase.random.deviceJournals(2)
            let once = merged(journals[0], journals[1], &testCase)
            testCase.check(merged(once, once, &testCase) == once, "merge(M, M) != M for a merged M")
            testCase.check(merged(once, journals[0], &testCase) == once, "merging A again into merge(A, B) changed it")
        }
    }

    @Test func mergeIsAssociative() {
        forAllCases(200, seed: 0x3E26_0003) { testCase in
            let journals = testCase.random.deviceJournals(3)
            let (a, b, c) = (journals[0], journals[1], journals[2])
            let left = merged(merged(a, b, &testCase), c, &testCase)
            let right = merged(a, merged(b, c, &testCase), &testCase)
            testCase.check(journalText(left) == journalText(right), "merge(merge(A, B), C) != merge(A, merge(B, C))")
        }
    }

    @Test func theMergeHoldsEveryEventOfBothOnceInOrder() {
        forAllCases(200, seed: 0x3E26_0004) { testCase in
            let journals = testCase.random.deviceJournals(2)
            let (a, b) = (journals[0], journals[1])
            let result = merged(a, b, &testCase)
            let ids = Set(result.map(\.id))
            testCase.check(ids.count == result.count, "an event appears twice")
            for event in a + b where event.type != .journalCreated {
                testCase.check(result.contains(event), "lost \(event.canonicalLine)")
            }
            // One journal.created, the earliest, first; the rest by at, then id.
            let creations = (a + b).filter { $0.type == .journalCreated }
            let earliest = creations.min { ($0.at, $0.id) < ($1.at, $1.id) }
            testCase.check(result.first == earliest, "the first line is not the earliest journal.created")
            testCase.check(result.dropFirst().allSatisfy { $0.type != .journalCreated }, "a second journal.created")
            let rest = Array(result.dropFirst())
            testCase.check(zip(rest, rest.dropFirst()).allSatisfy { ($0.at, $0.id) < ($1.at, $1.id) }, "not ordered by at, id")
            let expected = Set((a + b).filter { $0.type != .journalCreated }.map(\.id)).count + 1
            testCase.check(result.count == expected, "\(result.count) events, expected \(expected)")
        }
    }

    @Test func devicesThatShareAHistoryMergeWithWarningsAtMostAndTheInvariantsHold() throws {
        var warnings = 0
        forAllCases(200, seed: 0x3E26_0005) { testCase in
            let journals = testCase.random.deviceJournals(2)
            let merge = JournalMerge(EventFingerprint.of(journals[0]), EventFingerprint.of(journals[1]))
            var written: [UInt8] = []
            guard let check = try? merge.write(a: JournalIndex(name: "A", events: journals[0]),
                                               b: JournalIndex(name: "B", events: journals[1]),
                                               to: { written += $0 }) else {
                testCase.check(false, "writing failed")
                return
            }
            testCase.check(check.errorCount == 0, "errors: \(check.findings.filter { $0.severity == .error })")
            warnings += check.findings.count
            let result = JournalMerge.events(journals[0], journals[1]) ?? []
            testCase.check(String(decoding: written, as: UTF8.self) == journalText(result), "written bytes differ from the events")
            testCase.check(check.eventCount == result.count, "event count")
            let (_, broken) = replayInMemory(result)
            testCase.check(broken.isEmpty, "invariants: \(broken)")
        }
        // The generator does make the honest problems of a merge (deleted on one side, used on the other).
        #expect(warnings > 0)
    }

    @Test func theSameIdWithDifferentContentIsAConflictThatPreferSettles() {
        forAllCases(150, seed: 0x3E26_0006) { testCase in
            let a = testCase.random.validJournal(events: Int.random(in: 2...40, using: &testCase.random))
            var b = a + testCase.random.continuation(of: a, events: 3, device: "phone")
            let index = Int.random(in: 1..<a.count, using: &testCase.random)
            b[index].device = "edited"
            let merge = JournalMerge(EventFingerprint.of(a), EventFingerprint.of(b))
            testCase.check(merge.conflicts == [JournalMerge.Conflict(
                id: a[index].id, first: .init(side: .a, index: index), second: .init(side: .b, index: index))],
                "conflicts: \(merge.conflicts)")
            testCase.check(JournalMerge.events(a, b) == nil, "a conflicting merge gave events")
            let preferA = JournalMerge.events(a, b, prefer: .a)
            let preferB = JournalMerge.events(a, b, prefer: .b)
            testCase.check(preferA?.contains(a[index]) == true && preferA?.contains(b[index]) == false, "--prefer A")
            testCase.check(preferB?.contains(b[index]) == true && preferB?.contains(a[index]) == false, "--prefer B")
            testCase.check(preferA == JournalMerge.events(b, a, prefer: .b), "prefer is not symmetric")
            testCase.check(JournalDiff.differingFields(a[index], b[index]) == ["device"], "differing fields")
        }
    }

    @Test func aMealLoggedOnOneDeviceAfterTheOtherDeletedItIsKeptWithAWarning() throws {
        var random = SeededGenerator(seed: 7)
        let meal = random.meal()
        func event(_ seconds: Int64, _ device: String, _ payload: EventPayload) -> Event {
            Event(id: random.identifier(), at: Instant(millisecondsSinceEpoch: 1_790_000_000_000 + seconds * 1000),
                  device: device, payload: payload)
        }
        let history = [event(0, "laptop", .journalCreated(JournalCreated())),
                       event(1, "laptop", .mealCreated(MealCreated(meal: meal)))]
        let laptop = history + [event(5, "laptop", .mealDeleted(MealDeleted(mealId: meal.mealId)))]
        let entry = random.identifier()
        let phone = history + [event(9, "phone", .mealLogged(MealLogged(
            entryId: entry, date: CalendarDate("2026-11-20")!, mealId: meal.mealId, mealName: meal.name, servings: 1,
            items: meal.items(forServings: 1))))]
        let merge = JournalMerge(EventFingerprint.of(laptop), EventFingerprint.of(phone))
        let check = try merge.write(a: JournalIndex(name: "laptop", events: laptop),
                                    b: JournalIndex(name: "phone", events: phone), to: { _ in })
        #expect(check.eventCount == 4)
        #expect(check.findings == [Finding(.warning, line: 4, "logs meal '\(meal.name)', deleted on line 3; the logged items are kept")])
        #expect(merge.order.map(\.line) == [1, 2, 3, 3])
        #expect(merge.order.map(\.side) == [.a, .a, .a, .b])
    }

    @Test func journalsStartedApartKeepTheEarliestJournalCreated() {
        var random = SeededGenerator(seed: 11)
        let early = random.validJournal(events: 5, device: "laptop")
        var late = random.validJournal(events: 5, device: "phone")
        late[0].at = Instant(millisecondsSinceEpoch: early[0].at.millisecondsSinceEpoch + 1)
        let merge = JournalMerge(EventFingerprint.of(late), EventFingerprint.of(early))
        #expect(merge.order.first == JournalMerge.Location(side: .b, index: 0))
        #expect(merge.leftOutCreations == [JournalMerge.Location(side: .a, index: 0)])
        #expect(merge.order.count == 9)
    }
}
