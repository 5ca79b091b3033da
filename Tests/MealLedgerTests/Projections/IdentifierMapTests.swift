import Testing
import TestSupport
@testable import MealLedger

@Suite struct IdentifierMapTests {
    @Test func slotsReservedUpFrontNeverGrowAndKeepEveryKey() {
        forAllCases(100, seed: 502) { testCase in
            let count = Int.random(in: 0...5000, using: &testCase.random)
            var map = IdentifierMap<Int>()
            _ = map.insert(Identifier(high: 1, low: 1), -1)  // a key already there is rehashed into the new slots
            map.reserveSlots(for: count + 1)
            let slots = map.parts.slots.count
            testCase.check(slots >= (count + 2) * 2, "\(slots) slots for \(count + 1) keys")
            var ids: [Identifier] = []
            for index in 0..<count {
                let id = Identifier(high: testCase.random.next(), low: testCase.random.next())
                if map.insert(id, index) { ids.append(id) }
            }
            testCase.check(map.parts.slots.count == slots, "the slots grew from \(slots) to \(map.parts.slots.count)")
            testCase.check(map[Identifier(high: 1, low: 1)] == -1, "the first key was lost")
            for (index, id) in ids.enumerated() where map[id] != index {
                testCase.check(false, "key \(index) reads \(String(describing: map[id]))")
                break
            }
        }
    }

    @Test func behavesLikeADictionary() {
        forAllCases(150, seed: 501) { testCase in
            var map = IdentifierMap<Int>()
            var reference: [Identifier: Int] = [:]
            var pool: [Identifier] = []
            let operations = Int.random(in: 0...3000, using: &testCase.random)
            for step in 0..<operations {
                // Mix random ids, reused ids and counting ids (whose high bits are all alike).
                let id: Identifier
                switch Int.random(in: 0..<4, using: &testCase.random) {
                case 0 where !pool.isEmpty: id = testCase.random.pick(pool)
                case 1: id = Identifier(high: 0x0193_a000_0000_7000, low: 0x8000_0000_0000_0000 | UInt64(step))
                default: id = Identifier(high: testCase.random.next(), low: testCase.random.next())
                }
                pool.append(id)
                if testCase.random.chance(0.2), let index = map.index(of: id) {
                    map.update(at: index, step)
                    reference[id] = step
                } else {
                    let inserted = map.insert(id, step)
                    testCase.check(inserted == (reference[id] == nil), "insert of \(id) said \(inserted)")
                    if reference[id] == nil { reference[id] = step }
                }
            }
            testCase.check(map.count == reference.count, "\(map.count) vs \(reference.count)")
            for (id, value) in reference { testCase.check(map[id] == value, "\(id)") }
            for _ in 0..<50 {
                let absent = Identifier(high: testCase.random.next(), low: testCase.random.next())
                testCase.check(map[absent] == reference[absent])
            }
            testCase.check(Set(map.keys) == Set(reference.keys))
        }
    }
}
