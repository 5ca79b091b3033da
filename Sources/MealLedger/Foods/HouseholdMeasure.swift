/// A household portion of a food and its weight, from SR28's WEIGHT.txt: "1 cup = 227 g".
public struct HouseholdMeasure: Equatable, Sendable {
    /// How many units the weight is for; SR28 often gives fractions such as 0.5 breast.
    public var amount: Double
    /// The normalized unit named by the description, e.g. "cup", "tbsp", "large", "slice".
    public var unit: String
    /// The weight in grams of `amount` units.
    public var grams: Double
    /// The SR28 measure description as written (Msre_Desc), e.g. "cup, chopped or diced".
    public var description: String

    /// Creates a measure with every field given.
    public init(amount: Double, unit: String, grams: Double, description: String) {
        self.amount = amount
        self.unit = unit
        self.grams = grams
        self.description = description
    }

    /// Creates a measure from SR28 fields, reading the unit out of the description.
    public init(amount: Double, grams: Double, description: String) {
        self.init(amount: amount, unit: HouseholdMeasure.unit(ofMeasureDescription: description), grams: grams,
                  description: description)
    }

    /// The grams of one unit (Gm_Wgt / Amount): 86 g for ".5 breast" is 172 g a breast.
    public var gramsPerUnit: Double {
        grams / amount
    }
}
