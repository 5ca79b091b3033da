/// A column of an import file that holds one nutrient of the vocabulary, found by its header
/// name (SPEC 14): "Fiber (g)", "Sodium (mg)", "Sugars (g)", "B12 (Cobalamin) (µg)",
/// MyFitnessPal's "Saturated Fat", or the export's own key ("saturatedFat").
///
/// The unit in the header's last parentheses is converted to the vocabulary's (g, mg, µg;
/// vitamin D also from IU). A column whose unit cannot be converted, or that is a percentage
/// of a daily value (MyFitnessPal's Vitamin A, Vitamin C, Calcium and Iron), is not read.
struct ImportNutrientColumn: Equatable, Sendable {
    var nutrient: Nutrient
    /// The column's position in the header.
    var index: Int
    /// What a cell's value is multiplied by to be in the nutrient's unit.
    var factor: Double

    /// The nutrient columns of the header on `line`; refuses two columns naming the same
    /// nutrient ("Sodium (mg)" and "Sodium (g)"): which one to read cannot be told.
    static func columns(_ names: [String], format: ImportFormat, line: Int) throws(ImportError) -> [ImportNutrientColumn] {
        var found: [ImportNutrientColumn] = []
        for (index, name) in names.enumerated() {
            guard let column = column(name, at: index, format: format) else { continue }
            if let earlier = found.first(where: { $0.nutrient == column.nutrient }) {
                throw ImportError(line: line, column: name,
                                  message: "names the same nutrient (\(column.nutrient.key)) as column '\(names[earlier.index])' "
                                      + "(columns \(earlier.index + 1) and \(index + 1)); which one to read cannot be told")
            }
            found.append(column)
        }
        return found.sorted { $0.nutrient.rawValue < $1.nutrient.rawValue }
    }

    static func column(_ header: String, at index: Int, format: ImportFormat) -> ImportNutrientColumn? {
        let (name, unit) = split(header)
        guard let nutrient = names[fold(name)] else { return nil }
        // MyFitnessPal gives these four as a percentage of a daily value, with no unit: not amounts.
        if format == .mfp, unit == nil, [.vitaminA, .vitaminC, .calcium, .iron].contains(nutrient) { return nil }
        guard let factor = factor(from: unit ?? nutrient.unit, to: nutrient) else { return nil }
        return ImportNutrientColumn(nutrient: nutrient, index: index, factor: factor)
    }

    /// `Fiber (g)` → ("Fiber", "g"); `B12 (Cobalamin) (µg)` → ("B12 (Cobalamin)", "µg"); `Fiber` → ("Fiber", nil).
    static func split(_ header: String) -> (name: String, unit: String?) {
        let text = header.trimmingCharacters()
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return (text, nil) }
        let unit = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmingCharacters()
        return (String(text[..<open]).trimmingCharacters(), unit)
    }

    /// Letters and digits only, lower case: "Trans-Fats" → "transfats", "B12 (Cobalamin)" → "b12cobalamin".
    static func fold(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            .map(Character.init))
    }

    /// The names services give each nutrient, folded, and the vocabulary's own keys.
    static let names: [String: Nutrient] = {
        var names: [String: Nutrient] = [:]
        for nutrient in Nutrient.allCases { names[fold(nutrient.key)] = nutrient }
        let aliases: [(String, Nutrient)] = [
            ("fibre", .fiber), ("dietaryfiber", .fiber), ("dietaryfibre", .fiber), ("sugar", .sugars),
            ("totalsugars", .sugars), ("saturated", .saturatedFat), ("saturatedfats", .saturatedFat),
            ("monounsaturated", .monounsaturatedFat), ("monounsaturatedfats", .monounsaturatedFat),
            ("polyunsaturated", .polyunsaturatedFat), ("polyunsaturatedfats", .polyunsaturatedFat),
            ("transfats", .transFat), ("trans", .transFat), ("b12cobalamin", .vitaminB12), ("b12", .vitaminB12),
            ("cobalamin", .vitaminB12), ("folatedfe", .folate), ("vitaminarae", .vitaminA), ("vitamindd2d3", .vitaminD),
            ("alcoholethyl", .alcohol),
        ]
        for (alias, nutrient) in aliases { names[alias] = nutrient }
        return names
    }()

    /// The factor from `unit` (as a header writes it) to the nutrient's unit; nil when it does not convert.
    static func factor(from unit: String, to nutrient: Nutrient) -> Double? {
        func grams(_ unit: String) -> Double? {
            switch unit.lowercased() {
            case "g", "gram", "grams": return 1
            case "mg": return 1e-3
            case "µg", "μg", "ug", "mcg": return 1e-6
            default: return nil
            }
        }
        if nutrient == .vitaminD, unit.lowercased() == "iu" { return 1.0 / 40 }  // 1 µg vitamin D = 40 IU
        guard let from = grams(unit), let to = grams(nutrient.unit) else { return nil }
        return from / to
    }
}
