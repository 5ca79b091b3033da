import Foundation
import Testing
@testable import MealLedger

/// "A slice" of a food the survey weighs by "1 regular or small piece/slice" is that slice: the
/// portion's word anywhere in it, not only at its start ("a slice of chocolate cake" was 20 g).
struct SlicePortionTests {
    @Test func everySurveyFoodWithASlicePortionIsWeighedByOne() {
        var checked = 0
        var wrong: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds {
            guard let whole = FoodDatabase.embedded.food(id: food.id) else { continue }
            func words(_ measure: HouseholdMeasure) -> [Substring] { measure.description.lowercased().split(whereSeparator: { !$0.isLetter }) }
            let slices = whole.measures.filter { words($0).contains("slice") }
            guard !slices.isEmpty else { continue }
            checked += 1
            // The regular or medium slice when the survey has one, else any slice that is no snack size.
            let everyday = slices.filter { words($0).contains("regular") || words($0).contains("medium") }
            let allowed = everyday.isEmpty
                ? slices.filter { measure in !EatenPortion.snackSizeWords.contains { measure.description.lowercased().contains($0) } }
                : everyday
            guard !allowed.isEmpty else { continue }
            let weighed = EatenPortion.weigh(IngredientPhrase("1 slice"), of: whole)
            if !allowed.contains(where: { abs($0.gramsPerUnit - weighed.grams) < 0.001 }) {
                wrong.append("\(whole.description): \(weighed.grams) g, slices \(slices.map(\.gramsPerUnit))")
            }
        }
        #expect(checked >= 300, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked): \(wrong.prefix(8))")
    }
}

/// A mixed dish named with no amount, which the survey weighs whole by the name's own head
/// ("1 salad" of a chicken caesar salad), is one of it; beside other foods, a cup of the plate.
struct WholeDishByItsHeadTests {
    @Test func aDishTheSurveyWeighsByItsHeadIsOneOfIt() {
        var checked = 0
        var wrong: [String] = []
        for food in FoodDatabase.embedded.foods where food.table == .fndds && EatenPortion.dishCups[food.group] != nil {
            guard let whole = FoodDatabase.embedded.food(id: food.id) else { continue }
            for measure in whole.measures {
                let words = measure.description.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
                guard words.count == 1, let head = words.first, EatenPortion.isWholeItem(measure), measure.gramsPerUnit <= EatenPortion.heaviestUnquantified else { continue }
                checked += 1
                // Named in the singular: "gefilte fish balls" is several (`PluralUnquantifiedTests`).
                let alone = EatenPortion.unquantified(whole, nouns: ["chicken", HouseholdMeasure.singularized(head)])
                if alone.grams != measure.gramsPerUnit { wrong.append("\(whole.description) '\(head)': \(alone.grams) g, not \(measure.gramsPerUnit)") }
                let beside = EatenPortion.unquantified(whole, nouns: ["chicken", head], sharesPlate: true)
                if whole.measures.contains(where: { $0.unit == "cup" }), beside.unit != "cup" { wrong.append("\(whole.description) '\(head)' beside other foods: \(beside.unit)") }
                break
            }
        }
        #expect(checked >= 20, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked): \(wrong.prefix(8))")
    }
}
