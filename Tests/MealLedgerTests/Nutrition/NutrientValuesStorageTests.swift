import Testing
import TestSupport
@testable import MealLedger

/// `NutrientValues` keeps its values inline (issue 27: full replay with nutrients within 10 % of
/// replay without): no reference to a heap buffer, room for the whole vocabulary, and the same
/// answers as a plain map from nutrient to value whatever is set and cleared.
@Suite struct NutrientValuesStorageTests {
    @Test func theWholeVocabularyFitsTheInlineRow() {
        #expect(Nutrient.allCases.count <= NutrientValues.capacity)
        #expect(Nutrient.allCases.count <= UInt32.bitWidth)
        #expect(MemoryLayout<NutrientValues>.size >= NutrientValues.capacity * MemoryLayout<Double>.size)
    }

    @Test func aValueHoldsNoReferenceSoReadingOneAllocatesNothing() {
        // Trivial to copy and to destroy: no array, no box, nothing to retain or free.
        #expect(_isPOD(NutrientValues.self))
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
