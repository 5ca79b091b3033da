import Testing
import TestSupport
@testable import MealLedger

/// `NutrientValues` keeps only the known values (issues 27 and 30): a bit per nutrient and the
/// known values packed in vocabulary order — a label's few in the value itself, more in one
/// buffer —, with the same answers as a plain row of optionals whatever is set, cleared,
/// decoded, scaled or summed.
@Suite struct NutrientValuesStorageTests {
    /// Was at most 16 bytes (a mask and a reference) to keep `FoodLogged` small; measured, a
    /// label's six values kept inline cost full replay less than the allocation each entry with
    /// them made (tools/bench/nutrients, 100k events, 6 keys: 741.0M → 710.7M instructions with
    /// nutrients, 604.5M → 612.7M without; the event is boxed and freed once applied, so its
    /// size is not kept in memory). The bound keeps it from growing further unnoticed.
    @Test func theWholeVocabularyFitsTheMaskAndAValueIsAMaskAReferenceAndSixInlineValues() {
        #expect(Nutrient.allCases.count <= NutrientValues.capacity)
        #expect(NutrientValues.inlineCapacity == 6)
        #expect(MemoryLayout<NutrientValues>.size <= 64)
    }

    @Test func sixValuesAreKeptInlineAndASeventhMovesThemAllToTheBufferAndBack() {
        var values = NutrientValues()
        let order: [Nutrient] = [.sodium, .fiber, .iron, .sugars, .zinc, .cholesterol, .vitaminC, .alcohol]
        var model: [Nutrient: Double] = [:]
        for (index, nutrient) in order.enumerated() {
            values[nutrient] = Double(index) + 0.5
            model[nutrient] = Double(index) + 0.5
            #expect(values == NutrientValues(model))
            #expect(values.known.map(\.nutrient) == Nutrient.allCases.filter { model[$0] != nil })
        }
        for nutrient in order.reversed() {
            values[nutrient] = nil
            model[nutrient] = nil
            #expect(values == NutrientValues(model))
            #expect(Nutrient.allCases.allSatisfy { values[$0] == model[$0] })
        }
        #expect(values == .unknown)
    }

    @Test func noValueKnownHoldsNoBuffer() {
        // Nothing known is the empty array, which is no allocation; clearing the last value
        // lets the buffer go.
        var values = NutrientValues()
        #expect(values == .unknown)
        values[.iron] = 2
        values[.iron] = nil
        #expect(values == .unknown && values.isEmpty)
        #expect(NutrientValues([nil, nil]) == .unknown)
    }

    /// The simple representation the packed one is held against: one optional per nutrient.
    static func simple(_ values: NutrientValues) -> [Double?] {
        Nutrient.allCases.map { values[$0] }
    }

    @Test func everySubsetOfKeysReadsBackExactlyAsTheSimpleRowOnEveryWayInAndSumsTheSame() {
        let entry = Identifier("0193a000-0000-7000-8000-000000000002")!
        forAllCases(400, seed: 2702) { testCase in
            // A subset of the vocabulary: the empty one, the whole one, then random masks.
            let mask: UInt32 = switch testCase.seed &- 2702 {
            case 0: 0
            case 1: (1 << UInt32(Nutrient.allCases.count)) - 1
            default: UInt32.random(in: 0..<(1 << UInt32(Nutrient.allCases.count)), using: &testCase.random)
            }
            // Values as a journal holds them (canonical figures, up to 4 decimals), zeros included.
            let row: [Double?] = Nutrient.allCases.map { nutrient in
                guard mask & (1 << UInt32(nutrient.rawValue)) != 0 else { return nil }
                return testCase.random.chance(0.1) ? 0 : (testCase.random.amount(max: 3000) * 10_000).rounded() / 10_000
            }
            // Set in a random order, then through the row initializer, and decoded from a journal line.
            var bySubscript = NutrientValues()
            for nutrient in Nutrient.allCases.shuffled(using: &testCase.random) {
                bySubscript[nutrient] = row[nutrient.rawValue]
            }
            let byRow = NutrientValues(row)
            let logged = FoodLogged(entryId: entry, date: CalendarDate("2026-11-20")!, name: "Soup", calories: 120,
                                    source: .manual, nutrientValues: byRow)
            let line = Event(id: entry, at: Instant("2026-11-20T12:00:00.000Z")!, device: "laptop",
                             payload: .foodLogged(logged)).canonicalLine
            var bytes = line
            let decoded: NutrientValues? = bytes.withUTF8 { CanonicalLineDecoder.decode($0) }.flatMap { event in
                if case .foodLogged(let food) = event.payload { return food.nutrientValues }
                return nil
            }
            for (way, values) in [("subscript", bySubscript), ("row", byRow), ("decoded line", decoded)] {
                guard let values else {
                    testCase.check(false, "the fast decoder did not read \(line)")
                    continue
                }
                // Exactly: the same bits, not only equal figures.
                let same = zip(Self.simple(values), row).allSatisfy { $0?.bitPattern == $1?.bitPattern }
                testCase.check(same, "\(way): \(Self.simple(values)) ≠ \(row)")
                testCase.check(values == byRow, "\(way) unequal to the row's")
                testCase.check(values.isEmpty == (mask == 0), "\(way): isEmpty")
                testCase.check(values.known.map(\.nutrient.rawValue) == row.indices.filter { row[$0] != nil },
                               "\(way): known, in order")
            }
            // Scaling and sums against the simple row.
            let factor = Double(Int.random(in: 1...8, using: &testCase.random)) / 4
            testCase.check(Self.simple(byRow.scaledForJournal(by: factor))
                               == row.map { $0.map { FoodItem.roundedForJournal($0 * factor) } }, "scaled")
            let other = NutrientValues(row.map { $0 == nil || testCase.random.chance(0.5) ? nil : 1.25 })
            var totals = NutrientTotals()
            totals.add(byRow)
            totals.add(other)
            totals.add(.unknown)
            for nutrient in Nutrient.allCases {
                let parts = [row[nutrient.rawValue], other[nutrient]]
                let given = parts.compactMap { $0 }
                testCase.check(totals.total(nutrient) == (given.isEmpty ? nil : given.reduce(0, +)), "sum of \(nutrient.key)")
                testCase.check(totals.unknownCount(nutrient) == 3 - given.count, "unknown count of \(nutrient.key)")
            }
        }
    }

    @Test func settingAndClearingAnswersAsAMapFromNutrientToValue() {
        forAllCases(300, seed: 2701) { testCase in
            var values = NutrientValues()
            var model: [Nutrient: Double] = [:]
            for _ in 0..<Int.random(in: 0...40, using: &testCase.random) {
                let nutrient = testCase.random.pick(Nutrient.allCases)
                if testCase.random.chance(0.3) {
                    values[nutrient] = nil
                    model[nutrient] = nil
                } else {
                    let value = testCase.random.amount(max: 500)
                    values[nutrient] = value
                    model[nutrient] = value
                }
            }
            for nutrient in Nutrient.allCases {
                testCase.check(values[nutrient] == model[nutrient], "\(nutrient.key): \(String(describing: values[nutrient]))")
            }
            testCase.check(values.isEmpty == model.isEmpty, "isEmpty")
            testCase.check(values.known.map(\.nutrient) == Nutrient.allCases.filter { model[$0] != nil }, "known, in order")
            testCase.check(values == NutrientValues(model), "equal to the same values set another way")
            testCase.check(values == NutrientValues(Nutrient.allCases.map { model[$0] }), "equal to the row of optionals")
            let doubled = values.map { $0 * 2 }
            for nutrient in Nutrient.allCases {
                testCase.check(doubled[nutrient] == model[nutrient].map { $0 * 2 }, "map keeps unknowns unknown")
            }
            if let (nutrient, value) = values.known.first {
                var other = values
                other[nutrient] = value + 1
                testCase.check(other != values, "a different value is unequal")
                other[nutrient] = nil
                testCase.check(other != values, "an unknown is unequal to a known value")
            }
        }
    }

    @Test func aKnownZeroIsNotUnknownAndNaNIsNoFigure() {
        var values = NutrientValues()
        values[.fiber] = 0
        #expect(values[.fiber] == 0 && !values.isEmpty && values != .unknown)
        values[.sodium] = .nan
        #expect(values[.sodium] == nil)
        #expect(NutrientValues([nil, .nan, 3])[.sugars] == nil)
        #expect(NutrientValues([nil, .nan, 3]) == NutrientValues([.saturatedFat: 3]))
    }
}
