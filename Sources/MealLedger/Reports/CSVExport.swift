/// The journal's logged items as CSV rows (SPEC 10): a food entry is one row, a meal entry
/// one row per item, in day order and, within a day, in the order logged.
public enum CSVExport {
    /// The header, in the SPEC's column order.
    ///
    /// After SPEC 10's columns, one per nutrient of the vocabulary (SPEC 14), named by its
    /// journal key, empty where the entry did not say.
    public static let columns = ["date", "slot", "entryId", "kind", "name", "quantity", "unit", "calories", "protein",
                                 "carbohydrates", "fats", "source", "foodId"] + Nutrient.allCases.map(\.key)

    /// The rows of every day from `from` to `to` (each nil: no bound) that has entries.
    ///
    /// `slot`, `source` and `foodId` are empty where the entry (a line from before SPEC 8's
    /// optional fields, or a meal item logged then) does not carry them.
    public static func rows(from: CalendarDate?, to: CalendarDate?, state: LedgerState,
                            readEvent: (Int64) throws -> Event) throws -> [[String]] {
        var rows: [[String]] = []
        for date in state.log.dates {
            if let from, date < from { continue }
            if let to, date > to { break }
            let day = try DayReport(date: date, state: state, readEvent: readEvent)
            for entry in day.entries {
                switch entry {
                case .food(let logged, _):
                    rows.append([date.description, logged.slot?.rawValue ?? "", logged.entryId.description, "food",
                                 logged.name, number(logged.quantity), logged.unit ?? "", number(logged.calories),
                                 number(logged.protein), number(logged.carbohydrates), number(logged.fats),
                                 logged.source.rawValue, logged.foodId ?? ""] + nutrientCells(logged.nutrientValues))
                case .meal(let logged, _):
                    for item in logged.items {
                        rows.append([date.description, logged.slot?.rawValue ?? "", logged.entryId.description, "meal",
                                     item.name, number(item.quantity), item.unit ?? "", number(item.calories),
                                     number(item.protein), number(item.carbohydrates), number(item.fats),
                                     item.source?.rawValue ?? "", item.foodId ?? ""] + nutrientCells(item.nutrientValues))
                    }
                }
            }
        }
        return rows
    }

    /// A cell per nutrient of the vocabulary, empty where unknown.
    static func nutrientCells(_ values: NutrientValues) -> [String] {
        Nutrient.allCases.map { number(values[$0]) }
    }

    /// A figure in the journal's shortest round-trip form; empty when absent.
    static func number(_ value: Double?) -> String {
        value.map(CanonicalNumber.text) ?? ""
    }
}
