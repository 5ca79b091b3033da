import Testing
@testable import MealLedger

/// The share `day --nutrients` shows is of the limit that matters (a fresh-eyed attack found
/// 613 % for sodium 613 mg against 100–500 mg: the share of the minimum).
@Suite struct NutrientShareTests {
    func line(_ total: Double?, minimum: Double?, maximum: Double?) -> DayReport.NutrientLine {
        DayReport.NutrientLine(nutrient: .sodium, total: total, entriesUnknown: 0, minimum: minimum, maximum: maximum)
    }

    @Test func aTotalPastTheMinimumIsMeasuredAgainstTheMaximum() {
        #expect(line(612.5, minimum: 100, maximum: 500).share == 612.5 / 500)
        #expect(line(50, minimum: 100, maximum: 500).share == 0.5)
        #expect(line(20, minimum: 30, maximum: nil).share == 20.0 / 30)
        #expect(line(45, minimum: 30, maximum: nil).share == 1.5)
        #expect(line(1150, minimum: nil, maximum: 2300).share == 0.5)
        #expect(line(nil, minimum: nil, maximum: 2300).share == 0)
        #expect(line(10, minimum: nil, maximum: nil).share == nil)
    }
}
