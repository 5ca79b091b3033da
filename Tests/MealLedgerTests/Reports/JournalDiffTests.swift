import MealLedger
import Testing
import TestSupport

/// Diff names exactly the events one journal has and the other lacks, and the changed ones.
@Suite struct JournalDiffTests {
    @Test func diffNamesTheEventsOnlyInEachJournalInLineOrder() {
        forAllCases(200, seed: 0xD1FF_0001) { testCase in
            let journals = testCase.random.deviceJournals(2)
            let (a, b) = (journals[0], journals[1])
            let diff = JournalDiff(EventFingerprint.of(a), EventFingerprint.of(b))
            let idsA = Set(a.map(\.id))
            let idsB = Set(b.map(\.id))
            testCase.check(diff.onlyInA == a.indices.filter { !idsB.contains(a[$0].id) }, "only in A")
            testCase.check(diff.onlyInB == b.indices.filter { !idsA.contains(b[$0].id) }, "only in B")
            testCase.check(diff.changed.isEmpty, "forks change no event")
            testCase.check(diff.sameCount == idsA.intersection(idsB).count, "same count")
            testCase.check(diff.isEmpty == (idsA == idsB), "isEmpty")
            testCase.check(JournalDiff(EventFingerprint.of(a), EventFingerprint.of(a)).isEmpty, "diff(A, A) is not empty")
        }
    }

    @Test func aChangedEventIsNamedWithTheFieldsThatDiffer() {
        forAllCases(100, seed: 0xD1FF_0002) { testCase in
            let a = testCase.random.validJournal(events: Int.random(in: 2...30, using: &testCase.random))
            var b = a
            let index = Int.random(in: 1..<a.count, using: &testCase.random)
            b[index].at = Instant(millisecondsSinceEpoch: a[index].at.millisecondsSinceEpoch + 1)
            b.swapAt(0, b.count - 1)  // order does not matter
            let diff = JournalDiff(EventFingerprint.of(a), EventFingerprint.of(b))
            let indexInB = index == a.count - 1 ? 0 : index
            testCase.check(diff.changed == [JournalDiff.Change(id: a[index].id, indexInA: index, indexInB: indexInB)],
                           "changed: \(diff.changed)")
            testCase.check(diff.onlyInA.isEmpty && diff.onlyInB.isEmpty, "nothing is only on one side")
            testCase.check(diff.sameCount == a.count - 1, "same count")
            testCase.check(JournalDiff.differingFields(a[index], b[indexInB]) == ["at"], "fields")
        }
    }

    @Test func differingFieldsNamesDataMembers() throws {
        let a = try Event(line: #"{"id":"0193a000-0000-7000-8000-000000000002","at":"2026-11-20T12:00:01.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000003","date":"2026-11-20","name":"Apple","calories":95,"source":"manual"}}"#)
        let b = try Event(line: #"{"id":"0193a000-0000-7000-8000-000000000002","at":"2026-11-20T12:00:01.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000003","date":"2026-11-20","name":"Apple","calories":96,"protein":1,"source":"manual"}}"#)
        #expect(JournalDiff.differingFields(a, b) == ["data.calories", "data.protein"])
        #expect(JournalDiff.differingFields(a, a) == [])
    }
}
