/// Weigh-ins as rows of `ledger export csv` (SPEC 15): kind `weight`, the weight in kg as
/// quantity and unit, no nutrition; placed after the day's food rows.
public enum WeighInRows {
    /// The weigh-ins in force from `from` to `to` as CSV rows in `CSVExport.columns` order.
    public static func rows(_ weights: WeightLog, from: CalendarDate?, to: CalendarDate?) -> [[String]] {
        weights.current.filter { record in
            (from.map { record.date >= $0 } ?? true) && (to.map { record.date <= $0 } ?? true)
        }
            .enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
            .map { record in
                let row = [record.date.description, "", record.entryId.description, "weight", "body weight",
                           CanonicalNumber.text(record.kg), "kg", "", "", "", "", "manual", ""]
                // Every column of the export, the nutrients' left empty (unknown).
                return row + Array(repeating: "", count: max(0, CSVExport.columns.count - row.count))
            }
    }

    /// `food` rows (in day order) with the weigh-in rows merged in, each after its day's food.
    public static func merged(_ food: [[String]], weights: WeightLog, from: CalendarDate?, to: CalendarDate?) -> [[String]] {
        let weighIns = rows(weights, from: from, to: to)
        guard !weighIns.isEmpty else { return food }
        var result: [[String]] = []
        result.reserveCapacity(food.count + weighIns.count)
        var next = 0
        for row in food {
            while next < weighIns.count, weighIns[next][0] < row[0] {
                result.append(weighIns[next])
                next += 1
            }
            result.append(row)
        }
        return result + weighIns[next...]
    }
}
