import MealLedger

/// How body weights and their changes read in tables (SPEC section 15).
enum WeightFormat {
    /// `72.4`: a weight in kg to one decimal, as scales show it.
    static func kg(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: "%.1f", rounded == 0 ? 0 : rounded)
    }

    /// `+0.3`, `-0.5`: a change in kg to one decimal, always signed.
    static func change(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == 0 { return "±0.0" }
        return (rounded > 0 ? "+" : "") + String(format: "%.1f", rounded)
    }

    /// `72.43`: a trend to two decimals, where one decimal would hide the movement.
    static func trend(_ value: Double) -> String {
        String(format: "%.2f", (value * 100).rounded() / 100)
    }
}
