/// One food of the embedded tables — USDA SR28 (as bought) or USDA FNDDS (as eaten) — with its
/// nutrients per 100 g and its household measures or survey portions.
///
/// A nutrient the table has no value for is `nil`, never zero, so a caller can tell "none" from
/// "unknown".
public struct Food: Equatable, Sendable {
    /// The SR28 NDB number, five digits with leading zeros kept ("05062"), or the FNDDS food
    /// code, eight digits ("24122131").
    public var id: String
    /// The table's description, e.g. "Chicken, broilers or fryers, breast, meat only, raw".
    public var description: String
    /// The SR28 food group or FNDDS (WWEIA) category description, e.g. "Poultry Products".
    public var group: String
    /// Energy in kcal per 100 g (SR28 nutrient 208).
    public var caloriesPer100g: Double?
    /// Protein in grams per 100 g (SR28 nutrient 203).
    public var proteinPer100g: Double?
    /// Carbohydrate by difference in grams per 100 g (SR28 nutrient 205).
    public var carbohydratesPer100g: Double?
    /// Total fat in grams per 100 g (SR28 nutrient 204).
    public var fatsPer100g: Double?
    /// The vocabulary's other nutrients per 100 g (SPEC 14); unknown ones are nil.
    public var nutrients: NutrientValues
    /// The household measures (SR28) or survey portions (FNDDS), in the table's order.
    public var measures: [HouseholdMeasure]

    /// Creates a food from its table fields.
    public init(id: String, description: String, group: String, caloriesPer100g: Double?, proteinPer100g: Double?,
                carbohydratesPer100g: Double?, fatsPer100g: Double?, nutrients: NutrientValues = .unknown,
                measures: [HouseholdMeasure]) {
        self.id = id
        self.description = description
        self.group = group
        self.caloriesPer100g = caloriesPer100g
        self.proteinPer100g = proteinPer100g
        self.carbohydratesPer100g = carbohydratesPer100g
        self.fatsPer100g = fatsPer100g
        self.nutrients = nutrients
        self.measures = measures
    }

    /// The table the food comes from, told by its id: FNDDS food codes have eight digits.
    public var table: FoodTableKind {
        FoodTableKind(ofID: id)
    }

    /// The grams of one `unit` of this food ("cup", "tbsp", "large", "slices"…), or nil when neither
    /// its measures nor a fixed conversion give one.
    ///
    /// See `HouseholdMeasure.gramsPerUnit(_:in:)` for the order in which measures are tried.
    public func gramsPerUnit(_ unit: String) -> Double? {
        HouseholdMeasure.gramsPerUnit(unit, in: measures)
    }
}
