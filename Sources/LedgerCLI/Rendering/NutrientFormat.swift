import MealLedger

/// How the vocabulary's amounts read in tables: whole from 100 on (2300 mg sodium), one
/// decimal from 10 (31.5 g fibre), two below (0.23 mg … 4.25 g), so a trace never reads as 0.
enum NutrientFormat {
    static func amount(_ value: Double) -> String {
        guard value.isFinite else { return Format.nonFinite(value) }
        let magnitude = abs(value)
        if magnitude >= 100 { return Format.calories(value) }
        if magnitude >= 10 { return Format.oneDecimal(value) }
        let hundredths = (value * 100).rounded() / 100
        return CanonicalNumber.text(hundredths == 0 ? 0 : hundredths)
    }

    /// `2300 mg`: an amount with its nutrient's unit.
    static func amount(_ value: Double, _ nutrient: Nutrient) -> String {
        amount(value) + " " + nutrient.unit
    }

    /// `41 %`: a share of a limit reached.
    static func share(_ value: Double) -> String {
        guard value.isFinite else { return Format.nonFinite(value) }
        return Format.calories(value * 100) + " %"
    }
}
