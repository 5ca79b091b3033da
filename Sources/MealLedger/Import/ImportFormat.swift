/// The kinds of file `ledger import` reads, and the columns each is recognised by.
///
/// Columns are found by their header names (case and surrounding spaces ignored), never by
/// position: the services add, drop and reorder nutrient columns between versions.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// `ledger export csv`'s own format.
    case csv
    /// Cronometer's food-and-recipe entries ("servings") export: one row per food.
    case cronometer
    /// MyFitnessPal's nutrition export (Nutrition-Summary…csv): one row per meal, or per
    /// entry when it has a Time column; it names no foods.
    case mfp

    /// The columns a row is read from. Required ones must be in the header.
    public struct Columns: Sendable {
        public var date: String
        public var name: String?
        public var group: String?
        public var time: String?
        public var amount: String?
        public var quantity: String?
        public var unit: String?
        public var calories: String
        public var protein: String
        public var carbohydrates: String
        public var fats: String
        public var source: String?
        public var foodId: String?
        public var entryId: String?
        public var kind: String?
        public var note: String?

        /// Every column's name.
        var all: [String] {
            [date, calories, protein, carbohydrates, fats]
                + [name, group, time, amount, quantity, unit, source, foodId, entryId, kind, note].compactMap { $0 }
        }
    }

    /// The header names of this format's columns.
    public var columns: Columns {
        switch self {
        case .csv:
            return Columns(date: "date", name: "name", group: "slot", quantity: "quantity", unit: "unit",
                           calories: "calories", protein: "protein", carbohydrates: "carbohydrates", fats: "fats",
                           source: "source", foodId: "foodId", entryId: "entryId", kind: "kind")
        case .cronometer:
            return Columns(date: "Day", name: "Food Name", group: "Group", time: "Time", amount: "Amount",
                           calories: "Energy (kcal)", protein: "Protein (g)", carbohydrates: "Carbs (g)",
                           fats: "Fat (g)")
        case .mfp:
            return Columns(date: "Date", group: "Meal", time: "Time", calories: "Calories", protein: "Protein (g)",
                           carbohydrates: "Carbohydrates (g)", fats: "Fat (g)", note: "Note")
        }
    }

    /// The columns a file of this format cannot do without.
    var requiredColumns: [String] {
        let columns = self.columns
        return [columns.date] + (columns.name.map { [$0] } ?? [columns.group!]) + [columns.calories]
    }

    /// What the file is called in messages.
    public var title: String {
        switch self {
        case .csv: return "ledger CSV export"
        case .cronometer: return "Cronometer servings export"
        case .mfp: return "MyFitnessPal nutrition export"
        }
    }
}
