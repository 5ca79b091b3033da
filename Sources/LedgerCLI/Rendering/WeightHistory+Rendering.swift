import MealLedger

extension WeightHistory: PrintableReport {
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("from", orNull: from?.description)
            json.member("to", orNull: to?.description)
            json.member("weighIns") { json in
                json.array(rows) { json, row in
                    json.object { json in
                        json.member("entryId", row.entryId)
                        json.member("date", row.date)
                        json.member("kg", row.kg)
                        json.member("trend", row.trend)
                        json.member("weeklyRate", orNull: row.weeklyRate)
                    }
                }
            }
            json.member("latest") { json in
                guard let latest else { return json.null() }
                json.object { json in
                    json.member("date", latest.date)
                    json.member("trend", latest.trend)
                    json.member("weeklyRate", orNull: latest.weeklyRate)
                }
            }
        }
    }

    func text(width: Int?) -> String {
        guard !rows.isEmpty else {
            return "No weigh-ins\(from == nil && to == nil ? "" : " in this range"); log one with 'ledger weigh 72.4'.\n"
        }
        var table = Table([("DATE", .left), ("ENTRY", .left), ("KG", .right), ("TREND", .right), ("7 DAYS", .right)])
        table.keepWhole(["ENTRY"])
        for row in rows {
            table.add([row.date.description, row.entryId.short, WeightFormat.kg(row.kg), WeightFormat.trend(row.trend),
                       row.weeklyRate.map(WeightFormat.change) ?? ""])
        }
        var text = table.render(width: width)
        if let latest {
            let rate = latest.weeklyRate.map { ", \(WeightFormat.change($0)) kg a week" } ?? ""
            text += "\nTrend on \(latest.date): \(WeightFormat.trend(latest.trend)) kg\(rate)\n"
        }
        return text
    }
}
