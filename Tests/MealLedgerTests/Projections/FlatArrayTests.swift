import Foundation
import Testing
import TestSupport
@testable import MealLedger

@Suite struct FlatArrayTests {
    @Test func behavesLikeAnArrayWithValueSemantics() {
        forAllCases(150, seed: 511) { testCase in
            var flat = FlatArray<Int64>()
            var reference: [Int64] = []
            var copies: [(FlatArray<Int64>, [Int64])] = []
            for _ in 0..<Int.random(in: 0...600, using: &testCase.random) {
                switch Int.random(in: 0..<10, using: &testCase.random) {
                case 0 where !reference.isEmpty:
                    let index = Int.random(in: 0..<reference.count, using: &testCase.random)
                    let value = Int64.random(in: .min ... .max, using: &testCase.random)
                    flat[index] = value
                    reference[index] = value
                case 1:
                    copies.append((flat, reference))
                case 2:
                    flat.reserveCapacity(Int.random(in: 0...1000, using: &testCase.random))
                default:
                    let value = Int64.random(in: .min ... .max, using: &testCase.random)
                    flat.append(value)
                    reference.append(value)
                }
            }
            testCase.check(Array(flat) == reference, "contents differ")
            for (copy, expected) in copies {
                testCase.check(Array(copy) == expected, "a copy changed when the original was written")
            }
        }
    }

    @Test func writesToAMappedArrayStayInThisProcessAndCopiesAreIndependent() throws {
        let folder = TemporaryDirectory()
        let values: [UInt32] = (0..<4096).map { UInt32($0) &* 2_654_435_761 }
        let path = folder.write("mapped.bin", "")
        _ = FileManager.default.createFile(atPath: path, contents: values.withUnsafeBytes { Data($0) })
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let region = try #require(MappedRegion(descriptor: descriptor, length: values.count * 4))
        let base = region.base.bindMemory(to: UInt32.self, capacity: values.count)
        var flat = FlatArray(mapped: base, count: values.count - 10, capacity: values.count, region: region)
        #expect(flat.isMapped)
        let copy = flat
        flat[0] = 7
        flat.append(9)
        #expect(Array(copy) == Array(values.prefix(values.count - 10)))
        #expect(flat[0] == 7 && flat.last == 9)
        var solo = FlatArray(mapped: base, count: values.count - 10, capacity: values.count, region: region)
        solo[5] = 1
        solo.append(2)
        #expect(solo.isMapped && solo[5] == 1 && solo.last == 2, "a unique mapped array is written in place")
        var grown = FlatArray(mapped: base, count: values.count, capacity: values.count, region: region)
        grown.append(1)
        #expect(!grown.isMapped && grown.count == values.count + 1)
        let onDisk = try #require(FileManager.default.contents(atPath: path))
        #expect(onDisk == values.withUnsafeBytes { Data($0) }, "a write reached the file")
    }
}
