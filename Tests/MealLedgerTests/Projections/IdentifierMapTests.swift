import Testing
import TestSupport
@testable import MealLedger

@Suite struct IdentifierMapTests {
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
