/// A nutrient of SPEC 14's vocabulary beyond calories and the three macros, in its order.
///
/// The embedded food table keeps one value per case for every food (`Food.nutrients`); the
/// journal key, unit and label of each are said here once.
public enum Nutrient: Int, CaseIterable, Sendable {
    case fiber, sugars, saturatedFat, monounsaturatedFat, polyunsaturatedFat, transFat, cholesterol
    case sodium, potassium, calcium, iron, magnesium, zinc
    case vitaminA, vitaminC, vitaminD, vitaminE, vitaminK, vitaminB12, folate, caffeine, alcohol

    /// The key the journal and `--json` use, e.g. "saturatedFat".
    public var key: String {
        switch self {
        case .fiber: "fiber"
        case .sugars: "sugars"
        case .saturatedFat: "saturatedFat"
        case .monounsaturatedFat: "monounsaturatedFat"
        case .polyunsaturatedFat: "polyunsaturatedFat"
        case .transFat: "transFat"
        case .cholesterol: "cholesterol"
        case .sodium: "sodium"
        case .potassium: "potassium"
        case .calcium: "calcium"
        case .iron: "iron"
        case .magnesium: "magnesium"
        case .zinc: "zinc"
        case .vitaminA: "vitaminA"
        case .vitaminC: "vitaminC"
        case .vitaminD: "vitaminD"
        case .vitaminE: "vitaminE"
        case .vitaminK: "vitaminK"
        case .vitaminB12: "vitaminB12"
        case .folate: "folate"
        case .caffeine: "caffeine"
        case .alcohol: "alcohol"
        }
    }

    /// The unit of the nutrient's values: "g", "mg" or "µg".
    public var unit: String {
        switch self {
        case .fiber, .sugars, .saturatedFat, .monounsaturatedFat, .polyunsaturatedFat, .transFat, .alcohol: "g"
        case .vitaminA, .vitaminD, .vitaminK, .vitaminB12, .folate: "µg"
        default: "mg"
        }
    }

    /// How a table heads it, e.g. "Saturated fat".
    public var label: String {
        switch self {
        case .fiber: "Fibre"
        case .sugars: "Sugars"
        case .saturatedFat: "Saturated fat"
        case .monounsaturatedFat: "Monounsaturated fat"
        case .polyunsaturatedFat: "Polyunsaturated fat"
        case .transFat: "Trans fat"
        case .cholesterol: "Cholesterol"
        case .sodium: "Sodium"
        case .potassium: "Potassium"
        case .calcium: "Calcium"
        case .iron: "Iron"
        case .magnesium: "Magnesium"
        case .zinc: "Zinc"
        case .vitaminA: "Vitamin A (RAE)"
        case .vitaminC: "Vitamin C"
        case .vitaminD: "Vitamin D"
        case .vitaminE: "Vitamin E"
        case .vitaminK: "Vitamin K"
        case .vitaminB12: "Vitamin B12"
        case .folate: "Folate (DFE)"
        case .caffeine: "Caffeine"
        case .alcohol: "Alcohol"
        }
    }
}

extension Nutrient {
    private static let byKey: [String: Nutrient] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.key, $0) })

    /// The nutrient whose journal key is `key` ("saturatedFat"), or nil.
    public init?(key: String) {
        guard let nutrient = Self.byKey[key] else { return nil }
        self = nutrient
    }

    /// The nutrient named by `text` as a person types it: its key in any case, its kebab-case
    /// flag name ("saturated-fat"), or its label ("Saturated fat", "fibre").
    public init?(named text: String) {
        let folded = text.lowercased().filter { $0.isLetter || $0.isNumber }
        guard let nutrient = Self.allCases.first(where: { nutrient in
            nutrient.key.lowercased() == folded
                || nutrient.label.lowercased().filter({ $0.isLetter || $0.isNumber }) == folded
        }) ?? (folded == "fibre" ? .fiber : folded == "sugar" ? .sugars : nil) else { return nil }
        self = nutrient
    }
}
